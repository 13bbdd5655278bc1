/**
 * Whether an item URL (a post, a project, a service, a CMS page) has a published row: one
 * indexed read of its slug, as anon (row-level security hides drafts and scheduled rows too),
 * so the answer costs the same with 15 posts or 10,000 (a list of every published path would
 * grow with them, and a read of it stops at the API's 1000 rows). In another language than the
 * default, the slug is the translation's (`<table>_translations`, that language, published:
 * its RLS also asks that the item itself be readable); a type with `localizedFallback` shows
 * its untranslated items under the default language's slug.
 */
import type { PublicClient } from '../../lib/public-client.ts';
import { ROUTE_PAGES } from '../../lib/fixed-pages.ts';
import { matchPublicRoute } from './match.ts';
import { SLUG } from './route.ts';
import { DEFAULT_LANGUAGE } from '../../../schema/languages.ts';
import { LOCALIZED_FALLBACK, TRANSLATION_TABLES, type LocalizedTable } from '../../../generated/localized-fields.ts';

/** Whether a row of `table` (the default language's, or a translation in `locale`) is published at `slug`. */
async function publishedAt(db: PublicClient, table: string, slug: string, locale?: string): Promise<boolean> {
  let query = db.from(table as 'pages').select('slug').eq('slug', slug).eq('published', true);
  if (locale) query = query.eq('locale' as 'slug', locale);
  const { data, error } = await query.limit(1);
  if (error) throw new Error(error.message);
  return data.length > 0;
}

/** undefined: not an item route (a fixed page, the 404): nothing to look up. */
export async function itemPublished(db: PublicClient, pathname: string): Promise<boolean | undefined> {
  const { route, params, lang } = matchPublicRoute(pathname);
  if (!route.previewTable || !route.path.includes('/:')) return undefined;
  const slug = params.slug ?? '';
  if (!SLUG.test(slug)) return false;
  // The pages a fixed route draws have no URL of their own (as in the sitemap).
  if (route.previewTable === 'pages' && Object.hasOwn(ROUTE_PAGES, slug)) return false;
  const table = route.previewTable as LocalizedTable;
  if (lang === DEFAULT_LANGUAGE || !Object.hasOwn(TRANSLATION_TABLES, table)) return publishedAt(db, route.previewTable, slug);
  if (await publishedAt(db, TRANSLATION_TABLES[table], slug, lang)) return true;
  return LOCALIZED_FALLBACK[table] ? publishedAt(db, route.previewTable, slug) : false;
}
