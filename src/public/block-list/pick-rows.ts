/** The rows a services or projects block shows: the chosen slugs in their order, else the first `limit` (newest first). */
export function pickRows<R extends { slug: string }>(rows: readonly R[] | undefined, slugs: readonly string[] | undefined, limit = 6): R[] {
  if (!rows) return [];
  if (slugs?.length) {
    const bySlug = new Map(rows.map((r) => [r.slug, r]));
    return slugs.flatMap((s) => bySlug.get(s) ?? []).slice(0, limit);
  }
  return rows.slice(0, limit);
}
