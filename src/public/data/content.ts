/**
 * The public site's reads, one function per question a page asks, all as anon through the
 * query client they are given (the browser's, or the server's for rendering) (RLS shows published rows only; we ask for published explicitly too, so the
 * same queries are right for a signed-in editor browsing the site). Columns are listed so
 * lists never download article bodies.
 */
import type { Tables } from '../../../generated/database.types.ts';
import type { PublicClient } from '../../lib/public-client.ts';
import type { PublicContentRows, PublicContentTable } from '../../../generated/public-content.ts';
import { PUBLIC_PAGES, type PublicCardRows } from '../../../generated/public-pages.ts';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../../schema/languages.ts';
import { readTranslatedList, translateRows, type ColumnOf, type LocalizedTable, type TranslatedList, type TranslatedQuery } from '../../lib/i18n/translated-rows.ts';

export type ServiceRow = Tables<'services'>;
export type ProjectRow = Tables<'projects'>;
export type PostRow = Tables<'blog_posts'>;
export type TestimonialRow = Tables<'testimonials'>;
export type TeamMemberRow = Tables<'team_members'>;
export type PageRow = Tables<'pages'>;

// The columns of a card are each type's declared list columns (schema: `public.list`), generated once.
export const SERVICE_CARD = PUBLIC_PAGES.services.cardSelect;
export const PROJECT_CARD = PUBLIC_PAGES.projects.cardSelect;
export const POST_CARD = PUBLIC_PAGES.blog_posts.cardSelect;

export type ServiceCardRow = PublicCardRows['services'];
export type ProjectCardRow = PublicCardRows['projects'];
export type PostCardRow = PublicCardRows['blog_posts'];

/** Data or throw: a failed public list load is logged by the caller and shows as empty. */
function rows<T>(result: { data: T[] | null; error: { message: string } | null }): T[] {
  if (result.error) throw new Error(result.error.message);
  return result.data ?? [];
}

/** One page of a list, and how many rows all its pages hold (counted by the database). */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/** The `range` of page `page` (from 1) of `perPage` rows. */
const rangeOf = (page: number, perPage: number): [number, number] => [(page - 1) * perPage, page * perPage - 1];

/** A page read with `count: 'exact'`; asking past the last page answers 416 (PGRST103): that page is simply empty. */
function pageRows<T>(result: { data: T[] | null; error: { message: string } | null; count: number | null; status: number }): ListPage<T> {
  if (result.error && result.status === 416) return { items: [], total: result.count ?? 0 };
  return { items: rows(result), total: result.count ?? 0 };
}

/** Category names with their counts (a database function's), in Turkish alphabetical order. */
function byName(found: { name: string; count: number }[], lang: LanguageCode): { name: string; count: number }[] {
  return [...found].sort((a, b) => a.name.localeCompare(b.name, lang));
}

function one<T>(result: { data: T | null; error: { message: string } | null }): T | null {
  if (result.error) throw new Error(result.error.message);
  return result.data;
}

/**
 * A list in the page's language (src/lib/i18n/translated-rows.ts): in the default language the
 * plain read; in another, each row with its published translation over it, untranslated rows
 * left out. `column('category')` names a translated column so filters match what is shown.
 */
function inLanguage<R>(db: PublicClient, table: LocalizedTable, lang: LanguageCode, columns: string, query: (q: TranslatedQuery, column: ColumnOf) => TranslatedQuery, count?: 'exact'): Promise<TranslatedList<R>> {
  return readTranslatedList<R & object>(db, table, lang, { columns, query, ...(count ? { count } : {}) }) as Promise<TranslatedList<R>>;
}

const newest = (q: TranslatedQuery) => q.eq('published', true).order('created_at', { ascending: false });

export async function listServices(db: PublicClient, lang: LanguageCode, limit?: number): Promise<ServiceCardRow[]> {
  return rows(await inLanguage<ServiceCardRow>(db, 'services', lang, SERVICE_CARD, (q) => (limit ? newest(q).limit(limit) : newest(q))));
}

/** One page of the services list, newest first. */
export async function servicePage(db: PublicClient, lang: LanguageCode, page: number, perPage: number): Promise<ListPage<ServiceCardRow>> {
  return pageRows(await inLanguage<ServiceCardRow>(db, 'services', lang, SERVICE_CARD, (q) => newest(q).range(...rangeOf(page, perPage)), 'exact'));
}

/** The published services among `slugs` (any order; unknown ones are absent). */
export async function servicesBySlugs(db: PublicClient, lang: LanguageCode, slugs: string[]): Promise<ServiceCardRow[]> {
  // A block chooses items by their default language's slug (the base row's).
  return rows(await inLanguage<ServiceCardRow>(db, 'services', lang, SERVICE_CARD, (q) => q.eq('published', true).in('slug', slugs)));
}

export async function serviceBySlug(db: PublicClient, slug: string): Promise<ServiceRow | null> {
  return one(await db.from('services').select('*').eq('slug', slug).eq('published', true).maybeSingle());
}

export async function otherServices(db: PublicClient, lang: LanguageCode, excludeId: string, limit = 3): Promise<ServiceCardRow[]> {
  return rows(await inLanguage<ServiceCardRow>(db, 'services', lang, SERVICE_CARD, (q) => newest(q.neq('id', excludeId)).limit(limit)));
}

export async function listProjects(db: PublicClient, lang: LanguageCode, limit?: number): Promise<ProjectCardRow[]> {
  return rows(await inLanguage<ProjectCardRow>(db, 'projects', lang, PROJECT_CARD, (q) => (limit ? newest(q).limit(limit) : newest(q))));
}

/** One page of the projects list, newest first, optionally of one category. */
export async function projectPage(db: PublicClient, lang: LanguageCode, page: number, perPage: number, category?: string): Promise<ListPage<ProjectCardRow>> {
  return pageRows(await inLanguage<ProjectCardRow>(db, 'projects', lang, PROJECT_CARD, (q, c) => newest(category ? q.eq(c('category'), category) : q).range(...rangeOf(page, perPage)), 'exact'));
}

/** One page of the projects list without counting them (the category counts give the total). */
export async function projectRows(db: PublicClient, lang: LanguageCode, page: number, perPage: number, category?: string): Promise<ProjectCardRow[]> {
  return pageRows({ ...(await inLanguage<ProjectCardRow>(db, 'projects', lang, PROJECT_CARD, (q, c) => newest(category ? q.eq(c('category'), category) : q).range(...rangeOf(page, perPage)))), count: null }).items;
}

/** The categories of published projects with their counts, by name. */
export async function projectCategories(db: PublicClient, lang: LanguageCode): Promise<{ name: string; count: number }[]> {
  return byName(rows(await db.rpc('project_categories', categoryLanguage(lang))), lang);
}

/** The database counts the categories (15_list_counts.sql): the rows' own in the default language, their translations' in another. */
const categoryLanguage = (lang: LanguageCode) => (lang === DEFAULT_LANGUAGE ? {} : { language: lang });

/** The published projects among `slugs` (any order; unknown ones are absent). */
export async function projectsBySlugs(db: PublicClient, lang: LanguageCode, slugs: string[]): Promise<ProjectCardRow[]> {
  return rows(await inLanguage<ProjectCardRow>(db, 'projects', lang, PROJECT_CARD, (q) => q.eq('published', true).in('slug', slugs)));
}

export async function projectBySlug(db: PublicClient, slug: string): Promise<ProjectRow | null> {
  return one(await db.from('projects').select('*').eq('slug', slug).eq('published', true).maybeSingle());
}

export async function similarProjects(db: PublicClient, lang: LanguageCode, category: string, excludeId: string, limit = 3): Promise<ProjectCardRow[]> {
  return rows(await inLanguage<ProjectCardRow>(db, 'projects', lang, PROJECT_CARD, (q, c) => newest(q.eq(c('category'), category).neq('id', excludeId)).limit(limit)));
}

/** One page of the blog list, newest first, optionally in one category. */
export async function postPage(db: PublicClient, lang: LanguageCode, page: number, perPage: number, category?: string): Promise<ListPage<PostCardRow>> {
  return pageRows(await inLanguage<PostCardRow>(db, 'blog_posts', lang, POST_CARD, (q, c) => newest(category ? q.eq(c('category'), category) : q).range(...rangeOf(page, perPage)), 'exact'));
}

/** One page of the blog list without counting the posts (the category counts give the total). */
export async function postRows(db: PublicClient, lang: LanguageCode, page: number, perPage: number, category?: string): Promise<PostCardRow[]> {
  return pageRows({ ...(await inLanguage<PostCardRow>(db, 'blog_posts', lang, POST_CARD, (q, c) => newest(category ? q.eq(c('category'), category) : q).range(...rangeOf(page, perPage)))), count: null }).items;
}

/** The newest published posts (the blog sidebar's popular ones). */
export async function latestPosts(db: PublicClient, lang: LanguageCode, limit: number): Promise<PostCardRow[]> {
  return rows(await inLanguage<PostCardRow>(db, 'blog_posts', lang, POST_CARD, (q) => newest(q).limit(limit)));
}

/** The categories of published posts with their counts, by name. */
export async function postCategories(db: PublicClient, lang: LanguageCode): Promise<{ name: string; count: number }[]> {
  return byName(rows(await db.rpc('blog_post_categories', categoryLanguage(lang))), lang);
}

export async function postBySlug(db: PublicClient, slug: string): Promise<PostRow | null> {
  return one(await db.from('blog_posts').select('*').eq('slug', slug).eq('published', true).maybeSingle());
}

export async function relatedPosts(db: PublicClient, lang: LanguageCode, category: string, excludeId: string, limit = 3): Promise<PostCardRow[]> {
  return rows(await inLanguage<PostCardRow>(db, 'blog_posts', lang, POST_CARD, (q, c) => newest(q.eq(c('category'), category).neq('id', excludeId)).limit(limit)));
}

export async function latestTestimonials(db: PublicClient, lang: LanguageCode, limit: number): Promise<TestimonialRow[]> {
  // People's words and names: a translation where there is one, else as they were given (no page is left out).
  return translateRows(db, 'testimonials', lang, rows(await db.from('testimonials').select('*').eq('published', true).order('created_at', { ascending: false }).limit(limit)));
}

/** The real average rating and the number of published testimonials (product decision 9). */
export async function ratingSummary(db: PublicClient): Promise<{ average: number; count: number }> {
  const ratings = rows(await db.from('testimonials').select('rating').eq('published', true));
  const sum = ratings.reduce((s, r) => s + r.rating, 0);
  return { average: ratings.length ? sum / ratings.length : 0, count: ratings.length };
}

export async function teamMembers(db: PublicClient, lang: LanguageCode): Promise<TeamMemberRow[]> {
  // The team is shown whole: a member's position and bio in the page's language where translated.
  return translateRows(db, 'team_members', lang, rows(await db.from('team_members').select('*').eq('published', true).order('sort_order', { ascending: true }).order('created_at', { ascending: true })));
}

/**
 * The published library blocks among these ids (content_blocks of type 'block'), their content
 * by id: one query for all the refs of a page. Inactive or missing ones are absent.
 */
export async function libraryBlocks(db: PublicClient, lang: LanguageCode, ids: string[]): Promise<Record<string, unknown>> {
  if (ids.length === 0) return {};
  // A library block's content in the page's language where it is translated.
  const found = await translateRows(db, 'content_blocks', lang, rows(await db.from('content_blocks').select('id, content').in('id', ids).eq('type', 'block').eq('published', true)));
  return Object.fromEntries(found.map((b) => [b.id, b.content]));
}

export async function pageBySlug(db: PublicClient, slug: string): Promise<PageRow | null> {
  return one(await db.from('pages').select('*').eq('slug', slug).eq('published', true).maybeSingle());
}

/** The row a page renders, whose images' alt texts it asks for. */
export interface AltTextSource {
  table: PublicContentTable;
  id: string;
}

/**
 * The media library's alt texts of some image URLs that one row uses (only those that have
 * one). The library is staff-only; the generated function `media_alt_texts` returns just these
 * texts, and only when the caller may read that row (scripts/db/media-alt-texts-sql.ts).
 */
export async function mediaAltTexts(db: PublicClient, urls: string[], source: AltTextSource, language?: string): Promise<Record<string, string>> {
  if (urls.length === 0) return {};
  // In another language than the default: its alt texts (media_library_translations), the default's where none is written.
  const found = rows(await db.rpc('media_alt_texts', { urls, source_table: source.table, source_id: source.id, ...(language ? { language } : {}) }));
  return Object.fromEntries(found.map((r) => [r.file_url, r.alt_text]));
}


/**
 * The one row a preview token was made for, if it is still valid, was made for this table and
 * for this page's language (`public.preview_page`, supabase/schemas/23_preview_approvals.sql:
 * in English the item's translation over it); null otherwise, never another row.
 */
export async function previewRow<T extends PublicContentTable>(db: PublicClient, table: T, token: string, language: string): Promise<PublicContentRows[T] | null> {
  // The function answers the row as jsonb: its table (the one asked for) gives its shape.
  return one(await db.rpc('preview_page', { token, target: table, language })) as PublicContentRows[T] | null;
}
