/**
 * The site search's words in each language: the results page (/arama, /en/arama) and the
 * instant results under the header's box. Apart from the languages' main strings files (which
 * travel in every page's islands bundle): only the server's render and the box's lazily loaded
 * code (src/public/search/instant-search.ts) read these. A result's type in Turkish is the
 * schema's label (generated/search-types.ts); another language names it here.
 */
import type { LanguageCode } from '../../../../schema/languages.ts';
import { SEARCH_TYPE_LABELS } from '../../../../generated/search-types.ts';

export interface SearchStrings {
  heading: (q: string) => string;
  emptyHeading: string;
  prompt: string;
  noResults: string;
  tryAgain: string;
  count: (n: number) => string;
  allResults: string;
  suggestBlog: string;
  suggestServices: string;
  suggestProjects: string;
  suggestFaq: string;
  /** A result's type by its key (a table, or a block type such as 'faq'). */
  types: Readonly<Record<string, string>>;
}

export const SEARCH_STRINGS: { readonly [L in LanguageCode]: SearchStrings } = {
  tr: {
    heading: (q) => `“${q}” için arama sonuçları`,
    emptyHeading: 'Sitede ara',
    prompt: 'Aramak istediğiniz kelimeleri yazın.',
    noResults: 'Sonuç bulunamadı',
    tryAgain: 'Farklı ya da daha az kelimeyle aramayı deneyin veya şu sayfalara göz atın:',
    count: (n) => `${n} sonuç`,
    allResults: 'Tüm sonuçları göster',
    suggestBlog: 'Blog yazıları',
    suggestServices: 'Hizmetlerimiz',
    suggestProjects: 'Projelerimiz',
    suggestFaq: 'Sıkça sorulan sorular',
    types: SEARCH_TYPE_LABELS,
  },
  en: {
    heading: (q) => `Search results for “${q}”`,
    emptyHeading: 'Search the site',
    prompt: 'Type the words you are looking for.',
    noResults: 'No results found',
    tryAgain: 'Try different or fewer words, or have a look at these pages:',
    count: (n) => `${n} ${n === 1 ? 'result' : 'results'}`,
    allResults: 'Show all results',
    suggestBlog: 'Blog posts',
    suggestServices: 'Our services',
    suggestProjects: 'Our work',
    suggestFaq: 'Frequently asked questions',
    types: { blog_posts: 'Blog post', pages: 'Page', projects: 'Project', services: 'Service', faq: 'FAQ' },
  },
};

/** A language's search words (the default language's for a code without any). */
export function searchStrings(lang: string): SearchStrings {
  return (SEARCH_STRINGS as Record<string, SearchStrings | undefined>)[lang] ?? SEARCH_STRINGS.tr;
}

/** A result type's name in a language (the Turkish label where the language names none). */
export function searchTypeLabel(lang: string, type: string): string {
  return searchStrings(lang).types[type] ?? SEARCH_TYPE_LABELS[type] ?? '';
}
