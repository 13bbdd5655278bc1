/**
 * The language of the page being shown, from its address (src/lib/i18n/languages.ts) as the
 * router's basename holds it: the same in the React app, on the server and in an island
 * (whose router stand-in reads the window's location), so no provider is needed.
 */
import { useHref } from 'react-router-dom';
import type { LanguageCode } from '../../../schema/languages.ts';
import { splitLanguagePath } from '../../lib/i18n/languages.ts';
import { stringsOf, type UiStrings } from '../../lib/i18n/strings/index.ts';
import { languageOf } from '../../lib/i18n/languages.ts';
import { formatDate, type DateStyle } from '../../lib/format-date.ts';

export function useLanguage(): LanguageCode {
  // The router's basename is the language's prefix (languageBasename): its root is `/en` or `/`.
  return splitLanguagePath(useHref('/')).lang;
}

/** The fixed UI strings of the page's language. */
export function useStrings(): UiStrings {
  return stringsOf(useLanguage());
}

/** A site path (unprefixed, as menus and routes store it) in the page's language. */
export { localizedPath } from '../../lib/i18n/languages.ts';

/** Dates in the page's language (Intl, Istanbul time: src/lib/format-date.ts). */
export function useFormatDate(): (value: string | Date | null | undefined, style?: DateStyle) => string {
  const intl = languageOf(useLanguage()).intl;
  return (value, style) => formatDate(value, style, intl);
}
