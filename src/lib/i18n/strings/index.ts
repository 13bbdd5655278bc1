/**
 * Every language's UI strings, by code. Typed by LanguageCode (schema/languages.ts), so a
 * language added there without its strings file here fails typecheck.
 */
import type { LanguageCode } from '../../../../schema/languages.ts';
import { en } from './en.ts';
import { tr } from './tr.ts';
import type { UiStrings } from './ui-strings.ts';

export type { UiStrings } from './ui-strings.ts';

export const STRINGS: { readonly [L in LanguageCode]: UiStrings } = { tr, en };

/** A language's strings (the default language's for a code without a file, e.g. in a test). */
export function stringsOf(lang: string): UiStrings {
  return (STRINGS as Record<string, UiStrings | undefined>)[lang] ?? tr;
}
