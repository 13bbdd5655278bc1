/**
 * The site's languages: the one setting a new language needs (with its UI strings file,
 * src/lib/i18n/strings/<code>.ts). The first is the default: its rows are the content tables'
 * own rows and its addresses have no prefix (`/`, `/blog/{slug}`); every other language's text
 * lives in `<table>_translations` (schema fields marked localized) under `/<code>/…`.
 */
export interface SiteLanguage {
  /** ISO 639-1 code: the URL prefix, `<html lang>`, hreflang and `*_translations.locale`. */
  code: string;
  /** The language's own name, as the public switcher shows it. */
  name: string;
  /** The admin's (Turkish) name for it: editor tabs, missing-translation counts. */
  adminName: string;
  /** BCP 47 tag for Intl dates and numbers. */
  intl: string;
  /** Open Graph `og:locale`. */
  ogLocale: string;
  /** PostgreSQL's text search configuration for the language's pages (the site search stems with it). */
  searchConfig: string;
}

export const LANGUAGES = [
  { code: 'tr', name: 'Türkçe', adminName: 'Türkçe', intl: 'tr-TR', ogLocale: 'tr_TR', searchConfig: 'turkish' },
  { code: 'en', name: 'English', adminName: 'İngilizce', intl: 'en-US', ogLocale: 'en_US', searchConfig: 'english' },
] as const satisfies readonly SiteLanguage[];

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: LanguageCode = LANGUAGES[0].code;

/** The languages other than the default: the ones stored in `<table>_translations`. */
export const TRANSLATION_LANGUAGES = LANGUAGES.filter((l) => l.code !== DEFAULT_LANGUAGE);
