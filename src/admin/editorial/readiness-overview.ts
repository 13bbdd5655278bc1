/**
 * The dashboard's count of published items with readiness problems: each resource with a
 * public address is read (published rows, only the columns the rules look at) and checked
 * with the same rules as the form's panel.
 */
import { RESOURCES, loadResource } from '../../../generated/admin/resources.ts';
import type { AdminClient } from '../../lib/admin-client.ts';
import { anyTable, type AnyRow } from '../data/any-table.ts';
import type { AnyResource } from '../resource/types.ts';
import { loadReadinessContext } from './load-readiness-context.ts';
import { checkReadiness, readinessFields } from './readiness.ts';

export interface ReadinessOverviewEntry {
  table: string;
  route: string;
  /** Published items with at least one problem. */
  count: number;
  /** The first few, with their problems. */
  items: { id: string; title: string; problems: number }[];
}

const LISTED = 5;
const LINKABLE = RESOURCES.flatMap((r) => ('link' in r ? [{ route: r.route, table: r.table, ...r.link }] : []));

export async function loadReadinessOverview(db: AdminClient): Promise<ReadinessOverviewEntry[]> {
  const ctx = await loadReadinessContext(db);
  return Promise.all(
    LINKABLE.map(async (link) => {
      const { resource } = (await loadResource[link.route as keyof typeof loadResource]()) as unknown as { resource: AnyResource };
      const fields = readinessFields(resource);
      const columns = new Set(['id', link.title, ...[fields.title, fields.metaTitle, fields.metaDescription, ...fields.images, ...fields.richText].flatMap((f) => (f ? [f.name] : []))]);
      const { data, error } = await anyTable(db, link.table)
        .select<string, AnyRow>([...columns].join(', '))
        .eq(link.published, true)
        .order('updated_at', { ascending: false });
      if (error) throw new Error(error.message);
      const withProblems = (data ?? [])
        .map((row) => ({ id: String(row.id), title: String(row[link.title] ?? ''), problems: checkReadiness(fields, row, ctx).length }))
        .filter((r) => r.problems > 0);
      return { table: link.table, route: link.route, count: withProblems.length, items: withProblems.slice(0, LISTED) };
    }),
  );
}
