/**
 * The data of a declared content type's default pages (generated/public-pages.ts): a page of
 * its list (`?sayfa=`, on the server) and an item with its related items, through a preview
 * link too. A part that fails shows its fallback, as every page's loader does.
 */
import { PUBLIC_PAGES, type PublicCardRows, type PublicItemRows, type PublicPagesTable } from '../../../generated/public-pages.ts';
import { contentBySlug, contentListPage, relatedContent } from '../data/content-reads.ts';
import { previewRow } from '../data/content.ts';
import { altTextsOf, type AltTexts } from './loaders.ts';
import { previewTokenOf } from './preview.ts';
import { orFallback, SLUG, type LoadArgs } from './route.ts';
import { itemBySlug, itemLanguages } from '../data/translated-content.ts';
import type { LanguagePaths } from '../../lib/i18n/languages.ts';

/** The list's page from its query: ?sayfa=2 (from 1). */
export function pageOf(search: URLSearchParams): number {
  return Math.max(1, Number.parseInt(search.get('sayfa') ?? '1', 10) || 1);
}

export interface ContentListData<T extends PublicPagesTable> {
  table: T;
  rows: PublicCardRows[T][];
  total: number;
  page: number;
}

export function contentListLoader<T extends PublicPagesTable>(table: T) {
  return async (args: LoadArgs): Promise<ContentListData<T>> => {
    const page = pageOf(args.search);
    const { rows, total } = await orFallback(args, () => contentListPage(args.db, table, page, args.lang), { rows: [], total: 0 });
    return { table, rows, total, page };
  };
}

export interface ContentItemData<T extends PublicPagesTable> {
  table: T;
  item: PublicItemRows[T] | null;
  /** Shown through a preview link (a draft). */
  preview?: boolean;
  related: PublicCardRows[T][];
  alts: AltTexts;
  /** The item's addresses per language (seo/alternates.ts). */
  languages?: LanguagePaths;
}

/** An item's page data around its row (looked up, or the live preview's unsaved values). */
export async function contentItemAround<T extends PublicPagesTable>(args: LoadArgs, table: T, item: PublicItemRows[T] | null, preview: boolean): Promise<ContentItemData<T>> {
  const detail = PUBLIC_PAGES[table].detail;
  const own: Record<string, unknown> | null = item;
  const imageUrl = own && 'image' in detail ? own[detail.image] : undefined;
  const [related, alts] = item
    ? await Promise.all([orFallback(args, () => relatedContent(args.db, table, item, args.lang), []), altTextsOf(args, table, own?.id, [typeof imageUrl === 'string' ? imageUrl : null])])
    : [[], {}];
  return preview && item ? { table, item, related, alts, preview: true } : { table, item, related, alts };
}

export function contentItemLoader<T extends PublicPagesTable>(table: T) {
  return async (args: LoadArgs): Promise<ContentItemData<T>> => {
    const slug = args.params.slug ?? '';
    const token = previewTokenOf(args.search);
    const item = token !== undefined
      ? await orFallback(args, () => previewRow(args.db, table, token, args.lang), null)
      : SLUG.test(slug)
        ? await orFallback(args, () => itemBySlug(args.db, table, args.lang, slug, () => contentBySlug(args.db, table, slug)), null)
        : null;
    const preview = token !== undefined;
    const own: { id?: unknown } | null = item;
    const [data, languages] = await Promise.all([
      contentItemAround(args, table, item, preview),
      own && typeof own.id === 'string' && !preview ? orFallback<LanguagePaths | undefined>(args, () => itemLanguages(args.db, table, String(own.id)), undefined) : undefined,
    ]);
    return languages ? { ...data, languages } : data;
  };
}
