/** How many rows a services or projects block shows when its data sets no limit (schema/blocks: @default 6). */
export const DEFAULT_ROW_LIMIT = 6;

/** What a block that lists rows of a collection asks for: chosen slugs, else the newest up to a limit. */
export interface RowChoice {
  slugs?: readonly string[];
  limit?: number;
}

/** The rows a services or projects block shows: the chosen slugs in their order, else the first `limit` (newest first). */
export function pickRows<R extends { slug: string }>(rows: readonly R[] | undefined, slugs: readonly string[] | undefined, limit = DEFAULT_ROW_LIMIT): R[] {
  if (!rows) return [];
  if (slugs?.length) {
    const bySlug = new Map(rows.map((r) => [r.slug, r]));
    return slugs.flatMap((s) => bySlug.get(s) ?? []).slice(0, limit);
  }
  return rows.slice(0, limit);
}

/**
 * The rows to load for some blocks' choices: the newest as many as the largest limit among the
 * blocks that show the newest, and the chosen slugs; together, newest first. Each block then
 * picks its own with pickRows, so the page's data holds no row no block shows.
 */
export async function rowsForChoices<R extends { id: string; created_at: string }>(choices: readonly RowChoice[], newest: (limit: number) => Promise<R[]>, chosen: (slugs: string[]) => Promise<R[]>): Promise<R[]> {
  const limit = Math.max(0, ...choices.filter((c) => !c.slugs?.length).map((c) => c.limit ?? DEFAULT_ROW_LIMIT));
  const slugs = [...new Set(choices.flatMap((c) => c.slugs ?? []))];
  const [a, b] = await Promise.all([limit > 0 ? newest(limit) : [], slugs.length ? chosen(slugs) : []]);
  const byId = new Map([...a, ...b].map((r) => [r.id, r]));
  return [...byId.values()].sort((x, y) => (x.created_at < y.created_at ? 1 : x.created_at > y.created_at ? -1 : 0));
}
