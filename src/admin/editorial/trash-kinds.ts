/**
 * What the trash needs to name a deleted row of any table: the resource's singular ('Blog
 * yazısı'), its admin route, and the column that names a row (the dashboard's title field,
 * else the list's first column). Read from the generated configs, loaded only for the tables
 * that have something in the trash.
 */
import { loadResource, RESOURCES } from '../../../generated/admin/resources.ts';
import type { AnyResource } from '../resource/types.ts';

export interface TrashKind {
  table: string;
  route: string;
  singular: string;
  titleField: string;
}

export async function trashKinds(tables: readonly string[]): Promise<Map<string, TrashKind>> {
  const wanted = RESOURCES.filter((r) => tables.includes(r.table));
  const kinds = await Promise.all(
    wanted.map(async (r) => {
      const { resource } = (await loadResource[r.route]()) as { resource: AnyResource };
      const titleField = (resource.dashboard?.activity?.titleField as string | undefined) ?? (resource.list?.columns[0]?.field as string | undefined) ?? 'id';
      return { table: r.table, route: r.route, singular: resource.singular, titleField } satisfies TrashKind;
    }),
  );
  return new Map(kinds.map((k) => [k.table, k]));
}

/** The deleted row's name as its list would show it. */
export function trashTitle(kind: TrashKind | undefined, data: Record<string, unknown>): string {
  const value = kind ? data[kind.titleField] : undefined;
  if (typeof value === 'string' && value.trim()) return value;
  for (const f of ['title', 'name', 'question', 'slug']) if (typeof data[f] === 'string' && (data[f] as string).trim()) return data[f] as string;
  return '(başlıksız)';
}
