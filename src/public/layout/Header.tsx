/**
 * The site header: logo, the 'header' menu (or the defaults), 'Proje Başlat'. Fixed at the
 * top unless header_settings.sticky is false; glass style after 50px of scrolling, and always
 * unless header_settings.transparent is true. On small screens a toggle opens the menu, which
 * closes when an item is chosen. A link with sub-links opens them as a dropdown (HeaderSubmenu.tsx).
 */
import type { CSSObject, Theme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Menu as MenuIcon, X } from 'lucide-react';
import type { HeaderSettings } from '../../../schema/site-settings.ts';
import { useSite } from '../site-context.tsx';
import { Container } from '../ui/Container.tsx';
import { DEFAULT_HEADER_LINKS } from './default-links.ts';
import { HeaderSubmenu } from './HeaderSubmenu.tsx';
import { MenuLink } from './MenuLink.tsx';
import { ResponsiveImage } from '../ui/ResponsiveImage.tsx';

export const HEADER_HEIGHT = 64;

const linkCss = (theme: Theme): CSSObject => ({
  display: 'block',
  padding: '0.55rem 0.8rem',
  borderRadius: theme.radius.md,
  color: theme.color.text,
  textDecoration: 'none',
  fontWeight: 500,
  '&:hover': { background: theme.color.surfaceAlt, color: theme.color.primaryDark },
  '&.active': { color: theme.color.primaryDark, background: theme.color.surfaceAlt, fontWeight: 700 },
});
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
const SCROLL_THRESHOLD = 50;

function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}

export function Header() {
  const site = useSite();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);
  const header = (site.settings?.header_settings ?? {}) as HeaderSettings;
  const fixed = header.sticky !== false;
  const glass = scrolled || header.transparent !== true;
  const items = site.menu('header')?.items ?? DEFAULT_HEADER_LINKS;
  const logo = site.media(site.settings?.logo_url || site.settings?.primary_logo_url);
  const name = site.meta.siteName;

  // A new page closes the mobile menu (also when reached by the back button); so does Escape.
  useEffect(() => {
    setOpen(false);
  }, [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header
      css={(theme) => ({
        position: fixed ? 'fixed' : 'relative',
        top: 0,
        left: 0,
        right: 0,
        zIndex: 50,
        height: HEADER_HEIGHT,
        transition: 'background 0.2s, box-shadow 0.2s',
        background: glass ? 'rgb(255 255 255 / 0.85)' : 'transparent',
        backdropFilter: glass ? 'saturate(180%) blur(12px)' : undefined,
        boxShadow: glass ? theme.shadow.sm : 'none',
        borderBottom: glass ? `1px solid ${theme.color.border}` : '1px solid transparent',
      })}
    >
      <Container css={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '1rem' }}>
        <Link to="/" aria-label={`${name} ana sayfa`} css={(theme) => ({ display: 'flex', alignItems: 'center', gap: '0.6rem', textDecoration: 'none', color: theme.color.text, fontWeight: 800, fontSize: '1.2rem' })}>
          {/* A fixed 160×40 box: logos of any ratio fit inside it, so the header never moves. */}
          {logo && <ResponsiveImage src={logo} alt="" width={160} height={40} css={{ objectFit: 'contain', objectPosition: 'left center' }} />}
          {/* The logo carries the name; the text stays for screen readers. */}
          <span data-testid="site-name" css={logo ? VISUALLY_HIDDEN : undefined}>
            {name}
          </span>
        </Link>

        <button
          type="button"
          aria-expanded={open}
          aria-controls="site-nav"
          aria-label={open ? 'Menüyü kapat' : 'Menüyü aç'}
          onClick={() => setOpen((o) => !o)}
          css={(theme) => ({
            display: 'inline-flex',
            padding: '0.5rem',
            border: `1px solid ${theme.color.border}`,
            borderRadius: theme.radius.md,
            background: '#fff',
            color: theme.color.text,
            cursor: 'pointer',
            [theme.mq.lg]: { display: 'none' },
          })}
        >
          {open ? <X size={22} aria-hidden /> : <MenuIcon size={22} aria-hidden />}
        </button>

        <nav
          id="site-nav"
          aria-label="Ana menü"
          css={(theme) => ({
            display: open ? 'block' : 'none',
            position: 'absolute',
            top: HEADER_HEIGHT,
            left: 0,
            right: 0,
            background: '#fff',
            borderBottom: `1px solid ${theme.color.border}`,
            boxShadow: theme.shadow.md,
            padding: '0.75rem 1.25rem 1.25rem',
            [theme.mq.lg]: { display: 'flex', position: 'static', background: 'none', border: 0, boxShadow: 'none', padding: 0, alignItems: 'center', gap: '1.5rem' },
          })}
        >
          <ul css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '0.25rem', [theme.mq.lg]: { flexDirection: 'row', gap: '0.25rem' } })}>
            {items.map((item, i) =>
              item.children?.length ? (
                <HeaderSubmenu key={`${item.url}-${i}`} index={i} item={{ ...item, children: item.children }} linkCss={linkCss} onNavigate={() => setOpen(false)} />
              ) : (
                <li key={`${item.url}-${i}`}>
                  <MenuLink item={item} nav onClick={() => setOpen(false)} css={linkCss} />
                </li>
              ),
            )}
          </ul>
          <Link
            to="/contact"
            onClick={() => setOpen(false)}
            css={(theme) => ({
              display: 'inline-block',
              marginTop: '0.75rem',
              padding: '0.6rem 1.1rem',
              borderRadius: theme.radius.pill,
              background: theme.color.strong,
              color: theme.color.onPrimary,
              fontWeight: 700,
              textDecoration: 'none',
              '&:hover': { background: theme.color.strongHover },
              [theme.mq.lg]: { marginTop: 0 },
            })}
          >
            Proje Başlat
          </Link>
        </nav>
      </Container>
    </header>
  );
}
