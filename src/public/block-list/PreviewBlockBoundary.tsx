/**
 * In the admin's live preview, each block renders inside one of these: a block that fails to
 * render (values the form holds half-typed that its component did not expect) shows a small
 * note in its place, and the rest of the page stays. The next values posted try the block
 * again. The published site never needs it: its blocks are complete (the database checks them).
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';

export const PREVIEW_BLOCK_FAILED = 'Bu blok önizlenemedi';

interface Props {
  /** The block's data: a new one clears the failure. */
  data: unknown;
  children: ReactNode;
}

interface State {
  failed: boolean;
  /** The failure was shown, for this data. */
  caught: boolean;
  failedWith?: unknown;
}

export class PreviewBlockBoundary extends Component<Props, State> {
  override state: State = { failed: false, caught: false };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  /** Other data than the data it failed with: try the block again. */
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return state.caught && props.data !== state.failedWith ? { failed: false, caught: false, failedWith: undefined } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.setState({ caught: true, failedWith: this.props.data });
    console.warn('Canlı önizleme: bir blok çizilemedi', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="status" css={(theme) => ({ margin: '1rem 1.25rem', padding: '0.75rem 1rem', borderRadius: theme.radius.md, border: `1px dashed ${theme.color.border}`, color: theme.color.textMuted, textAlign: 'center', fontSize: '0.9rem' })}>
        {PREVIEW_BLOCK_FAILED}: alanları doldurdukça burada görünür.
      </p>
    );
  }
}
