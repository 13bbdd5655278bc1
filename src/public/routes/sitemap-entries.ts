/** The sitemap's URLs: what each route of the table lists, from one read per table. */
import type { PublicClient } from '../../lib/public-client.ts';
import type { SitemapEntry } from '../seo/sitemap.ts';
import type { PublishedRows } from './route.ts';
import { PUBLIC_ROUTES } from './table.ts';

export async function sitemapEntries(db: PublicClient): Promise<SitemapEntry[]> {
  const reads = new Map<string, ReturnType<PublishedRows>>();
  const read = async (table: Parameters<PublishedRows>[0]) => {
    // Pages say whether they may be indexed (pages.noindex).
    const q = db.from(table).select(table === 'pages' ? 'slug, updated_at, publish_at, noindex' : 'slug, updated_at, publish_at').eq('published', true);
    const { data, error } = await (table === 'pages' ? q.order('slug') : q.order('created_at', { ascending: false }));
    if (error) throw new Error(error.message);
    const rows = data as unknown as { slug: string; updated_at: string; publish_at: string | null; noindex?: boolean }[];
    // Scheduled content changed, for crawlers, when it went live (RLS lists it only from then).
    return rows.map((r) => ({ slug: r.slug, updated_at: r.publish_at && Date.parse(r.publish_at) > Date.parse(r.updated_at) ? r.publish_at : r.updated_at, noindex: r.noindex === true }));
  };
  const published: PublishedRows = (table) => {
    const pending = reads.get(table) ?? read(table);
    reads.set(table, pending);
    return pending;
  };
  const lists = await Promise.all(PUBLIC_ROUTES.map((route) => route.sitemap?.(published) ?? Promise.resolve([])));
  return lists.flat();
}
