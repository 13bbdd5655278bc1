/**
 * The dashboard's missing translations: for every translatable type (the schema's localized
 * fields), how many of its items still have no translation in each translation language.
 * Two head-only counts per type and language, all in parallel (translations-data.ts).
 */
import { RESOURCES } from '../../../generated/admin/resources.ts';
import { isLocalizedTable } from '../../../generated/localized-fields.ts';
import type { AdminClient } from '../../lib/admin-client.ts';
import { unwrap } from '../data/data-query.ts';
import { translationsData } from '../data/translations-data.ts';
import { CONTENT_TYPES } from './content-types.ts';

export interface MissingTranslations {
  table: string;
  /** The type's name in the plural ('Blog Yazıları'), or its screen's title. */
  name: string;
  /** Its list (or a global's screen) in the admin. */
  path: string;
  /** Translation language → items without it. */
  missing: Record<string, number>;
}

/** The admin's translatable types, in the sidebar's order of RESOURCES. */
export function translatableTypes(): { table: string; name: string; path: string }[] {
  return RESOURCES.filter((r) => isLocalizedTable(r.table)).map((r) => ({
    table: r.table,
    name: (CONTENT_TYPES as Record<string, { plural: string } | undefined>)[r.table]?.plural ?? r.title,
    path: `/admin/${r.route}`,
  }));
}

export async function loadMissingTranslations(client: AdminClient): Promise<MissingTranslations[]> {
  return Promise.all(translatableTypes().map(async (t) => ({ ...t, missing: await unwrap(translationsData(client, t.table).missing()) })));
}
