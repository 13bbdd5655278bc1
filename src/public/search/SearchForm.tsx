/**
 * The search box: a plain GET form to /arama (/en/arama on English pages) that searches
 * without JavaScript; `q` keeps the visitor's words. In the header's island its first focus
 * (or keystroke) loads the instant results (instant-search.ts, a chunk of its own), so a
 * page's JavaScript grows only for a visitor who uses the box. Styled by class names
 * (search-css.ts), no styling runtime.
 */
import { useEffect, useRef } from 'react';
import { useHref } from 'react-router-dom';
import { Search } from 'lucide-react';
import { useLanguage, useStrings } from '../language/use-language.ts';
import { MAX_QUERY_LENGTH } from './search-data.ts';

export function SearchForm({ q = '', id, compact }: { q?: string; id: string; compact?: boolean }) {
  const t = useStrings();
  const lang = useLanguage();
  // The results page in the page's language (`/en/arama`).
  const action = useHref('/arama');
  const input = useRef<HTMLInputElement>(null);

  const wake = () => {
    const element = input.current;
    if (!element) return;
    void import('./instant-search.ts').then((m) =>
      m.attachInstantSearch(element, { language: lang, action, label: t.searchLabel }),
    );
  };
  // Focused before the island hydrated (a quick visitor): the results load now (once, after hydration).
  useEffect(() => {
    if (document.activeElement === input.current) wake();
  }, []);

  return (
    <form role="search" action={action} method="get" className={compact ? 'site-search site-search--compact' : 'site-search'}>
      <label htmlFor={id} className="site-search__label">
        {t.searchLabel}
      </label>
      <div className="site-search__field">
        <input
          ref={input}
          id={id}
          name="q"
          type="search"
          defaultValue={q}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={t.searchPlaceholder}
          autoComplete="off"
          className="site-search__input"
          onFocus={wake}
          onInput={wake}
        />
      </div>
      <button type="submit" aria-label={t.searchButton} className="site-search__button">
        <Search size={18} aria-hidden />
      </button>
    </form>
  );
}
