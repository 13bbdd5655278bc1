/**
 * The pages a menu can link to: the site's fixed pages, then every published content item
 * with a page of its own (CMS pages, services, projects, blog posts), by title, with its public
 * address from the generated registry (generated/public-content.ts); and one table's published
 * items, which a block picks by slug. Read under TanStack Query
 * as an overview, so any write (a new post, a renamed page) reads it again.
 */
import { useQuery } from '@tanstack/react-query';
import { PUBLIC_CONTENT, PUBLIC_CONTENT_TABLES, contentPath, type PublicContentTable } from '../../../generated/public-content.ts';
import type { AdminClient } from '../../lib/admin-client.ts';
import { FIXED_PAGES } from '../../lib/fixed-pages.ts';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { anyTable, type AnyRow } from './any-table.ts';
import { dataKeys } from './query-keys.ts';

export interface PageTarget {
  title: string;
  path: string;
  /** What it is, in Turkish: 'Sabit sayfa', 'Blog yazısı', 'Hizmet', … */
  kind: string;
}

export interface PublishedItem {
  title: string;
  slug: string;
}

export const FIXED_PAGE_KIND = 'Sabit sayfa';

/** A table's published rows by title (title and slug): what a menu or a block may point at. */
export async function loadPublishedItems(client: AdminClient, table: PublicContentTable): Promise<PublishedItem[]> {
  const c = PUBLIC_CONTENT[table];
  const { data, error } = await anyTable(client, table).select<string, AnyRow>(`${c.title}, ${c.slug}`).eq(c.published, true).order(c.title).limit(500);
  if (error) throw error;
  return (data ?? []).map((row) => ({ title: String(row[c.title] ?? ''), slug: String(row[c.slug] ?? '') }));
}

/** Published rows only: a menu must not point at a draft. */
export async function loadPageTargets(client: AdminClient): Promise<PageTarget[]> {
  const lists = await Promise.all(
    PUBLIC_CONTENT_TABLES.map(async (table) =>
      (await loadPublishedItems(client, table)).map((item) => ({ title: item.title, path: contentPath(table, item.slug), kind: PUBLIC_CONTENT[table].singular as string })),
    ),
  );
  // The CMS page 'home' is the home page, already there as a fixed page.
  const fixed = new Set(FIXED_PAGES.map((p) => p.path));
  return [...FIXED_PAGES.map((p) => ({ ...p, kind: FIXED_PAGE_KIND })), ...lists.flat().filter((t) => !fixed.has(t.path))];
}

export function usePageTargets() {
  const client = useAdminClient();
  return useQuery({ queryKey: dataKeys.overview('page-targets'), queryFn: () => loadPageTargets(client) });
}

/** One table's published items, for a picker of services or projects (src/admin/form/widgets/content-picker.tsx). */
export function usePublishedItems(table: PublicContentTable) {
  const client = useAdminClient();
  return useQuery({ queryKey: dataKeys.overview(`published-items:${table}`), queryFn: () => loadPublishedItems(client, table) });
}
