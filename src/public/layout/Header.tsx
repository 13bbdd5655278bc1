/**
 * The site header: logo, the 'header' menu (or the defaults), 'Proje Başlat'. Fixed at the
 * top unless header_settings.sticky is false; glass style after 50px of scrolling, and always
 * unless header_settings.transparent is true. On small screens a toggle opens the menu, which
 * closes when an item is chosen. A link with sub-links opens them as a dropdown (HeaderSubmenu.tsx).
 */
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
import { SearchForm } from '../search/SearchForm.tsx';
import { useStrings } from '../language/use-language.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';

/** Its classes: header.styles.ts (the island's styles, written by the server). */
export { HEADER_HEIGHT } from './header.styles.ts';

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
  const t = useStrings();
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

  const cls = (...names: (string | false)[]) => names.filter(Boolean).join(' ');
  return (
    <header className={cls('hd', fixed && 'hd-fixed', glass && 'hd-glass')}>
      <Container className="hd-bar">
        <Link to="/" aria-label={t.homeLabel(name)} className="hd-home">
          {/* A fixed 160×40 box: logos of any ratio fit inside it, so the header never moves. */}
          {logo && <ResponsiveImage src={logo} alt="" width={160} height={40} className="hd-logo" />}
          {/* The logo carries the name; the text stays for screen readers. */}
          <span data-testid="site-name" className={logo ? 'pd-sr' : undefined}>
            {name}
          </span>
        </Link>

        <button type="button" aria-expanded={open} aria-controls="site-nav" aria-label={open ? t.menuClose : t.menuOpen} onClick={() => setOpen((o) => !o)} className="hd-toggle">
          {open ? <X size={22} aria-hidden /> : <MenuIcon size={22} aria-hidden />}
        </button>

        <nav id="site-nav" aria-label={t.mainMenu} className={cls('hd-nav', open && 'hd-open')}>
          <ul className="hd-menu">
            {items.map((item, i) =>
              item.children?.length ? (
                <HeaderSubmenu key={`${item.url}-${i}`} index={i} item={{ ...item, children: item.children }} linkClass="hd-link" onNavigate={() => setOpen(false)} />
              ) : (
                <li key={`${item.url}-${i}`}>
                  <MenuLink item={item} nav onClick={() => setOpen(false)} className="hd-link" />
                </li>
              ),
            )}
          </ul>
          <div className="hd-search">
            <SearchForm id="header-search-q" compact />
          </div>
          <LanguageSwitcher linkClass="hd-link" />
          <Link to="/contact" onClick={() => setOpen(false)} className="hd-cta">
            {t.startProject}
          </Link>
        </nav>
      </Container>
    </header>
  );
}
