/** Header, page, footer. (Placeholder until the layout lands with the public-site issue.) */
import type { ReactNode } from 'react';
import { useSite } from '../site-context.tsx';

export function Layout({ children }: { children: ReactNode }) {
  const { meta } = useSite();
  return (
    <>
      <header>
        <strong data-testid="site-name">{meta.siteName}</strong>
      </header>
      <main>{children}</main>
    </>
  );
}
