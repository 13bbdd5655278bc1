/**
 * The metadata of a declared content type's pages (generated/public-pages.ts): its list page
 * (title, description, breadcrumb) and an item (title and description from the declared
 * columns, a row's meta_title / meta_description winning; the Open Graph image; JSON-LD of the
 * declared schema.org type with a breadcrumb).
 */
import { PUBLIC_PAGES, type PublicItemRows, type PublicPagesTable } from '../../../generated/public-pages.ts';
import { contentPath } from '../../../generated/public-content.ts';
import { base, breadcrumb, intlOf, listTexts, organization, withSiteName, type PageMeta, type SiteMeta } from './page-meta.ts';
import { stringsOf } from '../../lib/i18n/strings/index.ts';

/** A column's text, '' when it has none. */
export function columnText(row: Record<string, unknown>, column: string | null | undefined): string {
  const value = column ? row[column] : undefined;
  return typeof value === 'string' ? value : '';
}

/** `?sayfa=2` and on are pages of their own: named in the title and the canonical address. */
export function contentListMeta(site: SiteMeta, table: PublicPagesTable, page = 1): PageMeta {
  const d = PUBLIC_PAGES[table];
  const path = page > 1 ? `${d.base}?sayfa=${page}` : d.base;
  const list = listTexts(site, table);
  const title = page > 1 ? stringsOf(site.lang).listPage(list.title, page) : list.title;
  return base(site, { title: withSiteName(site, title), description: list.description, path }, [breadcrumb(site, [{ name: list.title, path: d.base }])]);
}

export function contentItemMeta<T extends PublicPagesTable>(site: SiteMeta, table: T, item: PublicItemRows[T]): PageMeta {
  const d = PUBLIC_PAGES[table];
  const row: Record<string, unknown> = item;
  const name = columnText(row, d.meta.title);
  const path = contentPath(table, columnText(row, 'slug'));
  const meta = base(site, {
    title: columnText(row, d.meta.metaTitle) || withSiteName(site, name),
    description: columnText(row, d.meta.metaDescription) || columnText(row, d.meta.description),
    path,
    image: 'image' in d.meta ? columnText(row, d.meta.image) : undefined,
  });
  const thing = {
    '@context': 'https://schema.org',
    '@type': d.meta.jsonLd,
    name,
    description: meta.description,
    ...(meta.image ? { image: meta.image } : {}),
    url: meta.canonical,
    publisher: organization(site),
    inLanguage: intlOf(site),
  };
  return { ...meta, jsonLd: [thing, breadcrumb(site, [{ name: listTexts(site, table).title, path: d.base }, { name, path }])] };
}
