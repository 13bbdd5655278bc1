/**
 * One admin screen in the shell's outlet: sets the document title ('<screen> | Yönetim
 * Paneli', with React 19's <title>), shows a spinner while the screen's lazy chunk loads and
 * a Turkish error if it fails to load. Screens themselves don't render a <title>.
 */
import { Suspense, type ReactNode } from 'react';
import { Spinner } from '../ui/Spinner.tsx';
import { ScreenErrorBoundary } from './ScreenErrorBoundary.tsx';

export function Screen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <title>{`${title} | Yönetim Paneli`}</title>
      <ScreenErrorBoundary>
        <Suspense fallback={<Spinner />}>{children}</Suspense>
      </ScreenErrorBoundary>
    </>
  );
}
