/**
 * Links to the page shown in each other language of the site: the same page when it exists
 * there (its alternates, seo/alternates.ts, which the server hands over in the initial
 * state), else that language's home. Plain links: another language is another document.
 */
import { useLocation } from 'react-router-dom';
import { LANGUAGES } from '../../../schema/languages.ts';
import { localizedPath } from '../../lib/i18n/languages.ts';
import { useLanguage, useStrings } from '../language/use-language.ts';
import { useInitialState } from '../ssr/initial-state.tsx';
import type { PageAlternates } from '../seo/alternates.ts';

/** The path of an alternate's absolute URL. */
const pathOf = (href: string) => href.replace(/^https?:\/\/[^/]+/, '') || '/';

/** Where each other language's link goes. */
export function switcherLinks(lang: string, alternates: PageAlternates | undefined): { code: string; name: string; href: string }[] {
  return LANGUAGES.filter((l) => l.code !== lang).map((l) => {
    const same = alternates?.find((a) => a.lang === l.code);
    return { code: l.code, name: l.name, href: same ? pathOf(same.href) : localizedPath(l.code, '/') };
  });
}

export function LanguageSwitcher({ linkClass }: { linkClass: string }) {
  const lang = useLanguage();
  const t = useStrings();
  const initial = useInitialState();
  const { pathname } = useLocation();
  // The server's alternates name the page it rendered; after a client-side navigation only homes are known.
  const rendered = initial?.route.key.split('?')[0];
  const alternates = rendered === localizedPath(lang, pathname) ? initial?.route.alternates : undefined;
  const links = switcherLinks(lang, alternates);
  if (links.length === 0) return null;
  return (
    <ul aria-label={t.languageSwitch} data-testid="language-switcher" className="hd-langs">
      {links.map((l) => (
        <li key={l.code}>
          <a href={l.href} hrefLang={l.code} lang={l.code} className={linkClass}>
            {l.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
