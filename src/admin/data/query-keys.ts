/**
 * Query keys of the admin's data: everything read from a table starts with ['table', <name>],
 * so one write invalidates all of it (lists, pages, counts, open items) with one prefix.
 * Screens that combine several tables (the dashboard) have keys of their own and are
 * invalidated with every write as well, since their numbers follow any table.
 */
export const dataKeys = {
  /** Everything read from one table. */
  table: (table: string) => ['table', table] as const,
  /** A list (its query: order, search, filters, page) of a table. */
  list: (table: string, query: unknown = 'all') => ['table', table, 'list', query] as const,
  /** How many rows a table holds. */
  count: (table: string) => ['table', table, 'count'] as const,
  /** One row by id. */
  item: (table: string, id: string) => ['table', table, 'item', id] as const,
  /** Facts about a row that are not the row (its history, its preview links, who edits it). */
  about: (table: string, id: string, what: string) => ['table', table, 'about', id, what] as const,
  /** Reads across many tables (the dashboard's counts, activity and SEO status; readiness). */
  overview: (what: string) => ['overview', what] as const,
};
