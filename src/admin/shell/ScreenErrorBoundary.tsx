/**
 * Catches a screen that throws while rendering (or whose chunk cannot be downloaded, e.g.
 * after a new deployment) so the shell and the sidebar stay usable.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';

interface State {
  error: Error | null;
}

export class ScreenErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Alert
        tone="danger"
        title="Bu ekran yüklenemedi"
        action={
          <Button size="sm" onClick={() => window.location.reload()}>
            Sayfayı yenile
          </Button>
        }
      >
        Beklenmeyen bir hata oluştu.
      </Alert>
    );
  }
}
