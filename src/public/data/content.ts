/**
 * The public site's reads, one function per question a page asks, all as anon through the
 * query client they are given (the browser's, or the server's for rendering) (RLS shows published rows only; we ask for published explicitly too, so the
 * same queries are right for a signed-in editor browsing the site). Columns are listed so
 * lists never download article bodies.
 */
import type { Tables } from '../../../generated/database.types.ts';
import type { KnownBlockContents, KnownBlockSlug } from '../../../schema/content-blocks.ts';
import type { PublicClient } from '../../lib/public-client.ts';
import type { PublicContentRows, PublicContentTable } from '../../../generated/public-content.ts';

export type ServiceRow = Tables<'services'>;
export type ProjectRow = Tables<'projects'>;
export type PostRow = Tables<'blog_posts'>;
export type TestimonialRow = Tables<'testimonials'>;
export type TeamMemberRow = Tables<'team_members'>;
export type PageRow = Tables<'pages'>;

export const SERVICE_CARD = 'id, slug, title, description, icon, features, price, duration, color, created_at';
export const PROJECT_CARD = 'id, slug, title, description, featured_image, client, category, tags, results, project_url, created_at';
export const POST_CARD = 'id, slug, title, excerpt, featured_image, category, tags, author, created_at';

export type ServiceCardRow = Pick<ServiceRow, 'id' | 'slug' | 'title' | 'description' | 'icon' | 'features' | 'price' | 'duration' | 'color' | 'created_at'>;
export type ProjectCardRow = Pick<ProjectRow, 'id' | 'slug' | 'title' | 'description' | 'featured_image' | 'client' | 'category' | 'tags' | 'results' | 'project_url' | 'created_at'>;
export type PostCardRow = Pick<PostRow, 'id' | 'slug' | 'title' | 'excerpt' | 'featured_image' | 'category' | 'tags' | 'author' | 'created_at'>;

/** Data or throw: a failed public list load is logged by the caller and shows as empty. */
function rows<T>(result: { data: T[] | null; error: { message: string } | null }): T[] {
  if (result.error) throw new Error(result.error.message);
  return result.data ?? [];
}

function one<T>(result: { data: T | null; error: { message: string } | null }): T | null {
  if (result.error) throw new Error(result.error.message);
  return result.data;
}

export async function listServices(db: PublicClient, limit?: number): Promise<ServiceCardRow[]> {
  let q = db.from('services').select(SERVICE_CARD).eq('published', true).order('created_at', { ascending: false });
  if (limit) q = q.limit(limit);
  return rows(await q);
}

/** The published services among `slugs` (any order; unknown ones are absent). */
export async function servicesBySlugs(db: PublicClient, slugs: string[]): Promise<ServiceCardRow[]> {
  return rows(await db.from('services').select(SERVICE_CARD).eq('published', true).in('slug', slugs));
}

export async function serviceBySlug(db: PublicClient, slug: string): Promise<ServiceRow | null> {
  return one(await db.from('services').select('*').eq('slug', slug).eq('published', true).maybeSingle());
}

export async function otherServices(db: PublicClient, excludeId: string, limit = 3): Promise<ServiceCardRow[]> {
  return rows(await db.from('services').select(SERVICE_CARD).eq('published', true).neq('id', excludeId).order('created_at', { ascending: false }).limit(limit));
}

export async function listProjects(db: PublicClient, limit?: number): Promise<ProjectCardRow[]> {
  let q = db.from('projects').select(PROJECT_CARD).eq('published', true).order('created_at', { ascending: false });
  if (limit) q = q.limit(limit);
  return rows(await q);
}

/** The published projects among `slugs` (any order; unknown ones are absent). */
export async function projectsBySlugs(db: PublicClient, slugs: string[]): Promise<ProjectCardRow[]> {
  return rows(await db.from('projects').select(PROJECT_CARD).eq('published', true).in('slug', slugs));
}

export async function projectBySlug(db: PublicClient, slug: string): Promise<ProjectRow | null> {
  return one(await db.from('projects').select('*').eq('slug', slug).eq('published', true).maybeSingle());
}

export async function similarProjects(db: PublicClient, category: string, excludeId: string, limit = 3): Promise<ProjectCardRow[]> {
  return rows(await db.from('projects').select(PROJECT_CARD).eq('published', true).eq('category', category).neq('id', excludeId).order('created_at', { ascending: false }).limit(limit));
}

export interface PostPage {
  posts: PostCardRow[];
  total: number;
}

/** One page of the blog list, newest first, optionally in one category. */
export async function listPosts(db: PublicClient, page: number, perPage: number, category?: string): Promise<PostPage> {
  let q = db.from('blog_posts').select(POST_CARD, { count: 'exact' }).eq('published', true);
  if (category) q = q.eq('category', category);
  const from = (page - 1) * perPage;
  const result = await q.order('created_at', { ascending: false }).range(from, from + perPage - 1);
  // Asking past the last page answers 416 (PGRST103): that page is simply empty.
  if (result.error && result.status === 416) return { posts: [], total: result.count ?? 0 };
  return { posts: rows(result), total: result.count ?? 0 };
}

/** The categories of published posts with their counts, by name. */
export async function postCategories(db: PublicClient): Promise<{ name: string; count: number }[]> {
  const all = rows(await db.from('blog_posts').select('category').eq('published', true));
  const counts = new Map<string, number>();
  for (const { category } of all) counts.set(category, (counts.get(category) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => a.name.localeCompare(b.name, 'tr'));
}

export async function postBySlug(db: PublicClient, slug: string): Promise<PostRow | null> {
  return one(await db.from('blog_posts').select('*').eq('slug', slug).eq('published', true).maybeSingle());
}

export async function relatedPosts(db: PublicClient, category: string, excludeId: string, limit = 3): Promise<PostCardRow[]> {
  return rows(await db.from('blog_posts').select(POST_CARD).eq('published', true).eq('category', category).neq('id', excludeId).order('created_at', { ascending: false }).limit(limit));
}

export async function latestTestimonials(db: PublicClient, limit: number): Promise<TestimonialRow[]> {
  return rows(await db.from('testimonials').select('*').eq('published', true).order('created_at', { ascending: false }).limit(limit));
}

/** The real average rating and the number of published testimonials (product decision 9). */
export async function ratingSummary(db: PublicClient): Promise<{ average: number; count: number }> {
  const ratings = rows(await db.from('testimonials').select('rating').eq('published', true));
  const sum = ratings.reduce((s, r) => s + r.rating, 0);
  return { average: ratings.length ? sum / ratings.length : 0, count: ratings.length };
}

export async function teamMembers(db: PublicClient): Promise<TeamMemberRow[]> {
  return rows(await db.from('team_members').select('*').eq('published', true).order('sort_order', { ascending: true }).order('created_at', { ascending: true }));
}

/** The published known blocks among `slugs`, typed by slug; missing ones are absent. */
export async function blocks<S extends KnownBlockSlug>(db: PublicClient, slugs: S[]): Promise<Partial<Pick<KnownBlockContents, S>>> {
  const found = rows(await db.from('content_blocks').select('slug, content').in('slug', slugs).eq('published', true));
  return Object.fromEntries(found.map((b) => [b.slug, b.content])) as unknown as Partial<Pick<KnownBlockContents, S>>;
}

/**
 * The published library blocks among these ids (content_blocks of type 'block'), their content
 * by id: one query for all the refs of a page. Inactive or missing ones are absent.
 */
export async function libraryBlocks(db: PublicClient, ids: string[]): Promise<Record<string, unknown>> {
  if (ids.length === 0) return {};
  const found = rows(await db.from('content_blocks').select('id, content').in('id', ids).eq('type', 'block').eq('published', true));
  return Object.fromEntries(found.map((b) => [b.id, b.content]));
}

export async function pageBySlug(db: PublicClient, slug: string): Promise<PageRow | null> {
  return one(await db.from('pages').select('*').eq('slug', slug).eq('published', true).maybeSingle());
}

/**
 * The media library's alt texts of some image URLs (only those that have one). The library is
 * staff-only; the database function `media_alt_texts` (a migration) returns just these texts.
 */
export async function mediaAltTexts(db: PublicClient, urls: string[]): Promise<Record<string, string>> {
  if (urls.length === 0) return {};
  const found = rows(await db.rpc('media_alt_texts', { urls }));
  return Object.fromEntries(found.map((r) => [r.file_url, r.alt_text]));
}


/**
 * The one row a preview token was made for, if it is still valid and was made for this table
 * (`public.preview_row`, a migration); null otherwise, never another row.
 */
export async function previewRow<T extends PublicContentTable>(db: PublicClient, table: T, token: string): Promise<PublicContentRows[T] | null> {
  // The function answers the row as jsonb: its table (the one asked for) gives its shape.
  return one(await db.rpc('preview_row', { token, target: table })) as PublicContentRows[T] | null;
}
