/**
 * Each public page's data, loaded in one go before the page renders (on the server for the
 * first view, in the browser after a client-side navigation), through the queries of
 * data/content.ts. A part that fails shows its fallback, as the pages always did.
 */
import {
  latestPosts,
  libraryBlocks,
  mediaAltTexts,
  otherServices,
  pageBySlug,
  postBySlug,
  postCategories,
  postPage,
  postRows,
  previewRow,
  projectBySlug,
  projectCategories,
  projectPage,
  projectRows,
  relatedPosts,
  serviceBySlug,
  servicePage,
  similarProjects,
  type ListPage,
  type PageRow,
  type PostCardRow,
  type PostRow,
  type ProjectCardRow,
  type ProjectRow,
  type ServiceCardRow,
  type ServiceRow,
} from '../data/content.ts';
import { refsOf, resolveRefs } from '../block-list/library-refs.ts';
import { collectionsUsed, loadCollection, type BlockCollections } from '../block-list/block-collections.ts';
import type { PageBlockEntry } from '../../../generated/blocks.ts';
import type { PublicContentTable } from '../../../generated/public-content.ts';
import { orFallback, SLUG, type LoadArgs } from './route.ts';
import { previewTokenOf } from './preview.ts';
import { listView, type ListView } from './list-view.ts';
import { itemBySlug, itemLanguages, translatedRow } from '../data/translated-content.ts';
import type { LanguagePaths } from '../../lib/i18n/languages.ts';
import { DEFAULT_LANGUAGE } from '../../../schema/languages.ts';

/** The item's addresses per language (its page's alternates); a preview or a missing item has none. */
function languagesOf(args: LoadArgs, table: PublicContentTable, row: { id: string } | null, preview: boolean): Promise<LanguagePaths | undefined> {
  return row && !preview ? orFallback<LanguagePaths | undefined>(args, () => itemLanguages(args.db, table, row.id), undefined) : Promise.resolve(undefined);
}

/** `languages` in a page's data only when known (seo/alternates.ts reads it). */
const withLanguages = <D extends object>(data: D, languages: LanguagePaths | undefined): D => (languages ? { ...data, languages } : data);

/** The media library's alt text per image URL of a page (empty where the library has none). */
export type AltTexts = Record<string, string>;

/**
 * One query for the alt texts of the images of the row a page renders (`table`, `id`); a
 * failure keeps the pages' own alts, and so does a live preview's row not saved yet.
 */
export function altTextsOf(args: LoadArgs, table: PublicContentTable, id: unknown, urls: (string | null | undefined)[]): Promise<AltTexts> {
  const wanted = [...new Set(urls.filter((u): u is string => !!u))];
  if (wanted.length === 0 || typeof id !== 'string' || !UUID.test(id)) return Promise.resolve({});
  const language = args.lang === DEFAULT_LANGUAGE ? undefined : args.lang;
  return orFallback(args, () => mediaAltTexts(args.db, wanted, { table, id }, language), {});
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The list pages' fixed page sizes (two rows of their grids). */
export const POSTS_PER_PAGE = 6;
export const PROJECTS_PER_PAGE = 6;
export const SERVICES_PER_PAGE = 6;

const NO_ROWS = { items: [], total: 0 };

/** A category filter with the number of published rows in it. */
export interface CategoryCount {
  name: string;
  count: number;
}

/** The rows of a view, from the category counts: one scan counts both (all rows, or one category's). */
function totalIn(categories: CategoryCount[], category?: string): number {
  return category ? (categories.find((c) => c.name === category)?.count ?? 0) : categories.reduce((sum, c) => sum + c.count, 0);
}

/**
 * A page of a list with categories: the page's rows and the category counts side by side, its
 * total from the counts; if the counts failed, the page is read again with its own count.
 */
async function categorizedPage<T>(
  args: LoadArgs,
  rowsOf: () => Promise<T[]>,
  categoriesOf: () => Promise<CategoryCount[]>,
  counted: () => Promise<ListPage<T>>,
  category?: string,
): Promise<{ list: ListPage<T>; categories: CategoryCount[] }> {
  const [items, categories] = await Promise.all([orFallback(args, rowsOf, []), orFallback<CategoryCount[] | null>(args, categoriesOf, null)]);
  if (categories) return { list: { items, total: totalIn(categories, category) }, categories };
  return { list: await orFallback(args, counted, NO_ROWS), categories: [] };
}

/**
 * Home: the CMS page 'home' (its SEO and its blocks: hero, numbers, services, projects,
 * testimonials, call to action), loaded like any page built from blocks. The home page's
 * sections are that page's blocks, edited in the admin's page editor.
 */
export type HomeData = CmsPageData;

export async function loadHome(args: LoadArgs): Promise<HomeData> {
  const page = await orFallback(args, async () => translatedRow(args.db, 'pages', args.lang, await pageBySlug(args.db, 'home')), null);
  return cmsPageAround(args, page, false);
}

/**
 * A fixed route's page row (about, faq, contact: the slug is the route's), loaded like any
 * page built from blocks; its texts are that row's, edited in the admin's page editor.
 */
function loadPageOfRoute(slug: 'about' | 'faq' | 'contact') {
  return async (args: LoadArgs): Promise<CmsPageData> => cmsPageAround(args, await orFallback(args, async () => translatedRow(args.db, 'pages', args.lang, await pageBySlug(args.db, slug)), null), false);
}

/** About: the page 'about' (story, numbers, values, team). */
export type AboutData = CmsPageData;
export const loadAbout = loadPageOfRoute('about');

/** FAQ: the page 'faq' (a faq block per category, a call to action). */
export type FaqData = CmsPageData;
export const loadFaq = loadPageOfRoute('faq');

/** Contact: the page 'contact' (its title band and the blocks under the form: quick answers). */
export type ContactData = CmsPageData;
export const loadContact = loadPageOfRoute('contact');

export interface ServicesData {
  view: ListView;
  services: ListPage<ServiceCardRow>;
}

/** Services: one page of them (the list has no categories). */
export async function loadServices(args: LoadArgs): Promise<ServicesData> {
  const view = { page: listView(args.search).page };
  return { view, services: await orFallback(args, () => servicePage(args.db, args.lang, view.page, SERVICES_PER_PAGE), NO_ROWS) };
}

export interface ServiceData {
  service: ServiceRow | null;
  /** Shown through a preview link (a draft). */
  preview?: boolean;
  others: ServiceCardRow[];
}

export async function loadService(args: LoadArgs): Promise<ServiceData> {
  const slug = args.params.slug ?? '';
  const token = previewTokenOf(args.search);
  const service = token !== undefined
    ? await orFallback(args, () => previewRow(args.db, 'services', token, args.lang), null)
    : SLUG.test(slug)
      ? await orFallback(args, () => itemBySlug(args.db, 'services', args.lang, slug, () => serviceBySlug(args.db, slug)), null)
      : null;
  return serviceAround(args, service, token !== undefined);
}

/** A service's page data around its row (looked up, or the live preview's unsaved values). */
export async function serviceAround(args: LoadArgs, service: ServiceRow | null, preview: boolean): Promise<ServiceData> {
  const [others, languages] = await Promise.all([service ? orFallback(args, () => otherServices(args.db, args.lang, service.id), []) : [], languagesOf(args, 'services', service, preview)]);
  return preview && service ? { service, others, preview: true } : withLanguages({ service, others }, languages);
}

export interface ProjectsData {
  view: ListView;
  projects: ListPage<ProjectCardRow>;
  categories: CategoryCount[];
}

/** Projects: one page of them, of the category asked for (?kategori=E-Ticaret), and the categories. */
export async function loadProjects(args: LoadArgs): Promise<ProjectsData> {
  const view = listView(args.search);
  const { list, categories } = await categorizedPage(
    args,
    () => projectRows(args.db, args.lang, view.page, PROJECTS_PER_PAGE, view.category),
    () => projectCategories(args.db, args.lang),
    () => projectPage(args.db, args.lang, view.page, PROJECTS_PER_PAGE, view.category),
    view.category,
  );
  return { view, projects: list, categories };
}

export interface ProjectData {
  project: ProjectRow | null;
  preview?: boolean;
  similar: ProjectCardRow[];
  alts: AltTexts;
}

export async function loadProject(args: LoadArgs): Promise<ProjectData> {
  const slug = args.params.slug ?? '';
  const token = previewTokenOf(args.search);
  const project = token !== undefined
    ? await orFallback(args, () => previewRow(args.db, 'projects', token, args.lang), null)
    : SLUG.test(slug)
      ? await orFallback(args, () => itemBySlug(args.db, 'projects', args.lang, slug, () => projectBySlug(args.db, slug)), null)
      : null;
  return projectAround(args, project, token !== undefined);
}

export async function projectAround(args: LoadArgs, project: ProjectRow | null, preview: boolean): Promise<ProjectData> {
  const [similar, alts] = project
    ? await Promise.all([orFallback(args, () => similarProjects(args.db, args.lang, project.category, project.id), []), altTextsOf(args, 'projects', project.id, [project.featured_image])])
    : [[], {}];
  const languages = await languagesOf(args, 'projects', project, preview);
  return preview && project ? { project, similar, alts, preview: true } : withLanguages({ project, similar, alts }, languages);
}

export interface BlogData {
  view: ListView;
  posts: ListPage<PostCardRow>;
  categories: CategoryCount[];
  popular: PostCardRow[];
}

/** Blog: one page of posts (?sayfa=2), of one category if asked (?kategori=SEO), the sidebar's lists. */
export async function loadBlog(args: LoadArgs): Promise<BlogData> {
  const view = listView(args.search);
  const [{ list, categories }, popular] = await Promise.all([
    categorizedPage(
      args,
      () => postRows(args.db, args.lang, view.page, POSTS_PER_PAGE, view.category),
      () => postCategories(args.db, args.lang),
      () => postPage(args.db, args.lang, view.page, POSTS_PER_PAGE, view.category),
      view.category,
    ),
    orFallback(args, () => latestPosts(args.db, args.lang, 3), []),
  ]);
  return { view, posts: list, categories, popular };
}

export interface PostData {
  post: PostRow | null;
  preview?: boolean;
  related: PostCardRow[];
  alts: AltTexts;
}

export async function loadPost(args: LoadArgs): Promise<PostData> {
  const slug = args.params.slug ?? '';
  const token = previewTokenOf(args.search);
  const post = token !== undefined
    ? await orFallback(args, () => previewRow(args.db, 'blog_posts', token, args.lang), null)
    : SLUG.test(slug)
      ? await orFallback(args, () => itemBySlug(args.db, 'blog_posts', args.lang, slug, () => postBySlug(args.db, slug)), null)
      : null;
  return postAround(args, post, token !== undefined);
}

export async function postAround(args: LoadArgs, post: PostRow | null, preview: boolean): Promise<PostData> {
  const [[related, alts], languages] = await Promise.all([
    post ? Promise.all([orFallback(args, () => relatedPosts(args.db, args.lang, post.category, post.id), []), altTextsOf(args, 'blog_posts', post.id, [post.featured_image])]) : Promise.resolve([[], {}] as [PostCardRow[], AltTexts]),
    languagesOf(args, 'blog_posts', post, preview),
  ]);
  return preview && post ? { post, related, alts, preview: true } : withLanguages({ post, related, alts }, languages);
}

export interface CmsPageData {
  page: PageRow | null;
  preview?: boolean;
  alts: AltTexts;
  /** The site's content its visible blocks show (schema/blocks `uses`); a failed one is absent. */
  collections: BlockCollections;
}

/** The collections a page's blocks use, each loaded once (the rows its blocks show), side by side. */
async function blockCollectionsOf(args: LoadArgs, blocks: readonly PageBlockEntry[]): Promise<BlockCollections> {
  const loaded = await Promise.all([...collectionsUsed(blocks)].map(async ([c, uses]) => [c, await orFallback(args, () => loadCollection(args.db, args.lang, c, uses), undefined)] as const));
  return Object.fromEntries(loaded.filter(([, rows]) => rows !== undefined));
}

export async function loadCmsPage(args: LoadArgs): Promise<CmsPageData> {
  const slug = args.params.slug ?? '';
  const token = previewTokenOf(args.search);
  const page = token !== undefined
    ? await orFallback(args, () => previewRow(args.db, 'pages', token, args.lang), null)
    : SLUG.test(slug)
      ? await orFallback(args, () => itemBySlug(args.db, 'pages', args.lang, slug, () => pageBySlug(args.db, slug)), null)
      : null;
  const preview = token !== undefined;
  const [data, languages] = await Promise.all([cmsPageAround(args, page, preview), languagesOf(args, 'pages', page, preview)]);
  return withLanguages(data, languages);
}

export async function cmsPageAround(args: LoadArgs, page: PageRow | null, preview: boolean): Promise<CmsPageData> {
  // Hidden blocks are not shown, so the page's data (it travels in the HTML) leaves them out
  // too; they are not secret: anon may read pages.blocks through /rest/v1.
  const visible = ((page?.blocks ?? []) as PageBlockEntry[]).filter((b) => !b.hidden);
  // Library blocks by reference: one read for all of them; a missing or inactive one is left out.
  const refs = refsOf(visible);
  const library = refs.length ? await orFallback(args, () => libraryBlocks(args.db, args.lang, refs), {}) : {};
  const shown = page && { ...page, blocks: resolveRefs(visible, library) as PageRow['blocks'] };
  const [alts, collections] = shown ? await Promise.all([altTextsOf(args, 'pages', shown.id, [shown.featured_image]), blockCollectionsOf(args, shown.blocks as PageBlockEntry[])]) : [{}, {}];
  return preview && shown ? { page: shown, alts, collections, preview: true } : { page: shown, alts, collections };
}

/** Pages whose content is fixed in the code (404, newsletter confirmation) load nothing. */
export async function loadNothing(): Promise<null> {
  return null;
}
