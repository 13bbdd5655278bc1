/**
 * The public site's reads in a page's language, through L1's helpers
 * (src/lib/i18n/translated-rows.ts): an item by its slug in that language (an untranslated
 * item has none, unless its type falls back), a fixed route's page with its translation laid
 * over it, and the languages an item exists in (its slug in each, for hreflang and the
 * language switcher). In the default language every read is exactly the plain one.
 */
import { contentPath, type PublicContentTable } from '../../../generated/public-content.ts';
import { LOCALIZED_FIELDS, type LocalizedTable } from '../../../generated/localized-fields.ts';
import { DEFAULT_LANGUAGE, TRANSLATION_LANGUAGES, type LanguageCode } from '../../../schema/languages.ts';
import type { LanguagePaths } from '../../lib/i18n/languages.ts';
import { readTranslatedBySlug, translatedTable, translateRows } from '../../lib/i18n/translated-rows.ts';
import type { PublicClient } from '../../lib/public-client.ts';

const isLocalized = (table: string): table is LocalizedTable => Object.hasOwn(LOCALIZED_FIELDS, table);

/** A published item by its slug in `lang` (null: none there). `plain` is the default language's own read. */
export async function itemBySlug<Row extends object>(db: PublicClient, table: PublicContentTable, lang: LanguageCode, slug: string, plain: () => Promise<Row | null>): Promise<Row | null> {
  if (lang === DEFAULT_LANGUAGE || !isLocalized(table)) return lang === DEFAULT_LANGUAGE ? plain() : null;
  const { data, error } = await readTranslatedBySlug<Row>(db, table, lang, slug, { columns: '*', query: (q) => q.eq('published', true) });
  if (error) throw new Error(error.message);
  return data;
}

/** A row shown at a fixed route (the page 'home', 'about'…): its translation over it where it has one. */
export async function translatedRow<Row extends { id: string }>(db: PublicClient, table: PublicContentTable, lang: LanguageCode, row: Row | null): Promise<Row | null> {
  if (!row || lang === DEFAULT_LANGUAGE || !isLocalized(table)) return row;
  return (await translateRows(db, table, lang, [row]))[0] ?? row;
}

/**
 * The item's address in every language it is published in: the default language's from its
 * own row, the others' from their published translations (RLS shows no other). One read.
 */
export async function itemLanguages(db: PublicClient, table: PublicContentTable, id: string): Promise<LanguagePaths> {
  if (!isLocalized(table) || TRANSLATION_LANGUAGES.length === 0) return {};
  const loose = db as unknown as { from(t: string): { select(c: string): { eq(c: string, v: string): { maybeSingle(): PromiseLike<{ data: unknown; error: { message: string } | null }> } } } };
  const { data, error } = await loose.from(table).select(`slug, translations:${translatedTable(table)}(locale, slug)`).eq('id', id).maybeSingle();
  if (error) throw new Error(error.message);
  const row = data as { slug: string; translations: { locale: LanguageCode; slug: string | null }[] } | null;
  if (!row) return {};
  const paths: LanguagePaths = { [DEFAULT_LANGUAGE]: contentPath(table, row.slug) };
  for (const t of row.translations) if (t.slug) paths[t.locale] = contentPath(table, t.slug);
  return paths;
}
