/**
 * The site's languages as addresses use them (schema/languages.ts is the one setting): the
 * default language's paths have no prefix (`/blog/x`), every other one's start with its code
 * (`/en/blog/x`). Routes are declared once, unprefixed; this is the one place that adds and
 * strips the prefix.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode, type SiteLanguage } from '../../../schema/languages.ts';

/** A language's settings by its code (the default language's for an unknown code). */
export function languageOf(code: string): SiteLanguage {
  return LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0];
}

export function isLanguageCode(code: string): code is LanguageCode {
  return LANGUAGES.some((l) => l.code === code);
}

/** The language a path is in and the path without its prefix: `/en/blog/x` → en, `/blog/x`. */
export function splitLanguagePath(pathname: string): { lang: LanguageCode; path: string } {
  const m = /^\/([a-z]{2,3})(?=\/|$)(.*)$/.exec(pathname);
  if (m && m[1] !== DEFAULT_LANGUAGE && isLanguageCode(m[1]!)) return { lang: m[1] as LanguageCode, path: m[2] || '/' };
  return { lang: DEFAULT_LANGUAGE, path: pathname };
}

/** An unprefixed path (or a route pattern) in a language: `/blog/x` → `/en/blog/x`, `/` → `/en`, `*` → `/en/*`. */
export function localizedPath(lang: string, path: string): string {
  if (lang === DEFAULT_LANGUAGE) return path;
  if (path === '*') return `/${lang}/*`;
  return path === '/' ? `/${lang}` : `/${lang}${path}`;
}

/** The path of the same page in another language: prefix swapped, the rest kept (fixed pages, lists). */
export function switchLanguagePath(pathname: string, lang: string): string {
  return localizedPath(lang, splitLanguagePath(pathname).path);
}

/** The paths one page has per language it exists in (unprefixed paths are localized here). */
export type LanguagePaths = Partial<Record<LanguageCode, string>>;

/**
 * The router's basename for a page's address: `/en` on English pages, none on the default
 * language's. Under it every site link (`<Link to="/blog">`, menus, cards, the pager) is in
 * the page's language without knowing of languages.
 */
export function languageBasename(pathname: string): string | undefined {
  const { lang } = splitLanguagePath(pathname);
  return lang === DEFAULT_LANGUAGE ? undefined : `/${lang}`;
}
