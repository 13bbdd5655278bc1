/**
 * The admin's reads of translations (`<table>_translations`, one row per item and language,
 * src/lib/i18n/translated-rows.ts): one item's translation in a language (the editor), which
 * languages the rows of a list page have (one request per page, never one per row), and how
 * many items still miss a translation per language (two head-only counts: the items, and the
 * translations in that language; `unique (item_id, locale)` makes the difference exact).
 */
import { isLocalizedTable, TRANSLATION_PUBLISHED, TRANSLATION_TABLES } from '../../../generated/localized-fields.ts';
import { TRANSLATION_LANGUAGES } from '../../../schema/languages.ts';
import type { AdminClient } from '../../lib/admin-client.ts';
import type { Row } from '../resource/types.ts';
import { anyTable } from './any-table.ts';
import { toDataError, type DataResult } from './resource-data.ts';

/** A translation of one row, as a list shows it: its language and whether it is published. */
export interface RowTranslation {
  locale: string;
  /** Null when the type has no publication of its own (menus, settings: live when saved). */
  published: boolean | null;
}

/** The translations' publication flag (types published per language: posts, pages, services, projects). */
const PUBLICATION = 'published';

/** Whether a table's translations are published each on their own (else live when saved). */
export function hasOwnPublication(table: string): boolean {
  return isLocalizedTable(table) && TRANSLATION_PUBLISHED[table];
}

/** Item ids per `in.(…)` request: keeps the request line short (as resource-data.ts does). */
const ID_CHUNK = 200;

/** `table`: a localized table (generated/localized-fields.ts). */
export function translationsData(client: AdminClient, table: string) {
  if (!isLocalizedTable(table)) throw new Error(`${table} has no translations`);
  const translations = TRANSLATION_TABLES[table];
  const from = () => anyTable(client, translations);
  const published = hasOwnPublication(table) ? PUBLICATION : null;
  return {
    table: translations,
    /** The item's translation in `locale`, or null while it has none. */
    async get(itemId: string, locale: string): Promise<DataResult<Row | null>> {
      const r = await from().select('*').eq('item_id', itemId).eq('locale', locale).maybeSingle();
      if (r.error?.code === '22P02') return { data: null, error: null };
      return r.error ? { data: null, error: toDataError(r.error) } : { data: (r.data as Row | null) ?? null, error: null };
    },
    /** The translations of the given items, by item id (an item without any is absent). */
    async ofItems(itemIds: readonly string[]): Promise<DataResult<Map<string, RowTranslation[]>>> {
      const out = new Map<string, RowTranslation[]>();
      const columns = published ? `item_id, locale, ${published}` : 'item_id, locale';
      for (let i = 0; i < itemIds.length; i += ID_CHUNK) {
        const r = await from().select(columns).in('item_id', itemIds.slice(i, i + ID_CHUNK));
        if (r.error) return { data: null, error: toDataError(r.error) };
        for (const t of (r.data ?? []) as unknown as Record<string, unknown>[]) {
          const list = out.get(String(t.item_id)) ?? [];
          list.push({ locale: String(t.locale), published: published ? Boolean(t[published]) : null });
          out.set(String(t.item_id), list);
        }
      }
      return { data: out, error: null };
    },
    /** Items without a translation, per translation language. */
    async missing(): Promise<DataResult<Record<string, number>>> {
      const head = { count: 'exact' as const, head: true };
      const [items, ...perLanguage] = await Promise.all([
        anyTable(client, table).select('id', head),
        ...TRANSLATION_LANGUAGES.map((l) => from().select('id', head).eq('locale', l.code)),
      ]);
      const failed = [items, ...perLanguage].find((r) => r.error);
      if (failed) return { data: null, error: toDataError(failed.error) };
      return { data: Object.fromEntries(TRANSLATION_LANGUAGES.map((l, i) => [l.code, Math.max(0, (items.count ?? 0) - (perLanguage[i]!.count ?? 0))])), error: null };
    },
  };
}

export type TranslationsData = ReturnType<typeof translationsData>;
