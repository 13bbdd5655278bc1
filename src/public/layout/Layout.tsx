/**
 * Every public page: a skip link, the header, the page, the footer. A landing page keeps the
 * skip link and its own content only (site-chrome.tsx). The first view also keeps where the
 * visit came from, for the contact form (lead-source/lead-source.ts).
 */
import { useStrings } from '../language/use-language.ts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { HeaderSettings } from '../../../schema/site-settings.ts';
import { useSite } from '../site-context.tsx';
import { showInter } from '../../lib/font-loading.ts';
import { Footer } from './Footer.tsx';
import { HEADER_HEIGHT } from './Header.tsx';
import { HeaderIsland } from '../islands/parts.tsx';
import { SiteChromeProvider } from './site-chrome.tsx';
import { useInitialState } from '../ssr/initial-state.tsx';
import { rememberFirstTouch } from '../lead-source/lead-source.ts';

export function Layout({ children }: { children: ReactNode }) {
  const { settings } = useSite();
  const t = useStrings();
  const fixed = (settings?.header_settings as HeaderSettings | undefined)?.sticky !== false;
  const { pathname } = useLocation();
  const initial = useInitialState();
  const [landing, setLanding] = useState(() => initial?.route.landing === true);
  useEffect(() => rememberFirstTouch(), []);
  // A new page starts at its top (the router keeps the scroll position otherwise); the first
  // page keeps where the visitor scrolled the server's HTML to before it was hydrated.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    // The first page's text stays in the fallback font (its headings turn to Inter once the files
    // are in); from the next page on, all of it is in Inter (src/lib/font-loading.ts).
    showInter();
  }, [pathname]);
  return (
    <SiteChromeProvider value={setLanding}>
      <a
        href="#main"
        css={(theme) => ({
          position: 'absolute',
          left: '-9999px',
          top: 8,
          zIndex: 100,
          padding: '0.6rem 1rem',
          background: theme.color.strong,
          color: theme.color.onPrimary,
          borderRadius: theme.radius.md,
          '&:focus': { left: 8 },
        })}
      >
        {t.skipToContent}
      </a>
      {!landing && <HeaderIsland />}
      <main id="main" tabIndex={-1} css={{ paddingTop: fixed && !landing ? HEADER_HEIGHT : 0, minHeight: '60vh', outline: 'none' }}>
        {children}
      </main>
      {!landing && <Footer />}
    </SiteChromeProvider>
  );
}
