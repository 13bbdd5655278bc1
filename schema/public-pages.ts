/**
 * The pages a visitor sees of a resource, declared in its schema: a list at `base` and an item
 * at `base/{slug}` (the resource's `publicPath`), what they read (as anon: published rows only),
 * their metadata and their sitemap entries. Codegen writes generated/public-pages.ts from it;
 * the site's route table, loaders, metadata and sitemap read that, and a type without its own
 * components (src/public/routes/content-components.ts) gets the default list and item pages.
 */

/** The schema.org type of an item page's JSON-LD. */
export type JsonLdType = 'Service' | 'CreativeWork' | 'BlogPosting' | 'Article' | 'Event' | 'Product' | 'WebPage';

export interface PublicPages<Row> {
  /** The list's address, e.g. '/events'; an item's is `<base>/{slug}` (the resource's `publicPath`). */
  base: string;
  /** Equality filters besides the publication flag, applied to every read (`status = 'active'`). */
  filters?: readonly { field: keyof Row & string; value: string | number | boolean }[];
  list: {
    /** The list page's heading and title ('Etkinlikler'), also its breadcrumb. */
    title: string;
    /** Its lead text and meta description. */
    description: string;
    /** The columns a card reads (id, slug and the card's fields are added): lists never load bodies. */
    columns: readonly (keyof Row & string)[];
    order: readonly { field: keyof Row & string; ascending: boolean }[];
    /** Cards per page (`?sayfa=`), on the server; 12 when not given. */
    perPage?: number;
    /** Shown when nothing is published. */
    emptyText: string;
  };
  /** What the default card shows. */
  card: { title: keyof Row & string; description?: keyof Row & string; image?: keyof Row & string };
  detail: {
    /** The hero image at the top of the default item page. */
    image?: keyof Row & string;
    /** The lead under the title. */
    summary?: keyof Row & string;
    /** The rich text (HTML, sanitized when shown). */
    body?: keyof Row & string;
    /** Shown for an unknown or unpublished slug ('Etkinlik bulunamadı'). */
    notFound: string;
    /** Other published rows under the item: the same value of `by` when given, in the list's order. */
    related?: { title: string; by?: keyof Row & string; limit: number };
  };
  meta: {
    /** The page title's column; a row's `meta_title`, when it has one, wins. */
    title: keyof Row & string;
    /** The description's column; a row's `meta_description`, when it has one, wins. */
    description: keyof Row & string;
    /** The Open Graph image's column (the site's default image otherwise). */
    image?: keyof Row & string;
    jsonLd: JsonLdType;
  };
  /** The sitemap lists the list page and every published item unless switched off here. */
  sitemap?: { list?: boolean; items?: boolean };
}
