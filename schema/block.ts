/**
 * Block types: the pieces staff compose a page from. Each `schema/blocks/<type>.ts` exports
 * its data type (an interface with the same JSDoc as any row type: `@title` in Turkish,
 * limits, formats, defaults) and one `block` built with `defineBlock`. Codegen collects every
 * file of schema/blocks into `generated/blocks.ts` (the picker's list, each type's form and
 * JSON Schema) and into the database's validation of `pages.blocks`; the site renders a type
 * with `src/public/blocks/<PascalType>.tsx`. Nothing else names a block type.
 */
import type { FieldMessages, FieldOption, Widget } from './resource.ts';

/** How one property of a block's data is edited ('items[].answer' reaches into a list). */
export interface BlockField {
  widget?: Widget;
  placeholder?: string;
  help?: string;
  rows?: number;
  /** A choice among these values, shown by their Turkish labels. */
  options?: readonly FieldOption[];
  /** Turkish messages for this property's failed rules (a pattern says what it wants). */
  errors?: FieldMessages;
}

/**
 * The site's content a block type shows besides its own data (its published rows, loaded with
 * the page on the server): the page loader asks only for the collections of the page's visible
 * blocks (src/public/block-list/block-collections.ts says how each is loaded).
 */
export type BlockCollection = 'services' | 'projects' | 'testimonials' | 'team' | 'forms';

export interface BlockConfig<Data> {
  /** The stored key (`type` of a page's block entry): lowercase words joined by hyphens. */
  type: string;
  /** Name of the data interface in the same file (its JSON Schema is generated). */
  dataType: string;
  /** Turkish name in the picker and on the block's card. */
  name: string;
  /** One Turkish sentence in the picker: what the block shows. */
  description: string;
  /** A lucide icon name (src/lib/icons.ts) for the picker. */
  icon: string;
  /**
   * First on a page, the block shows the page's title band itself (its title is the page's h1):
   * the site then draws no title band of its own above it.
   */
  providesTitle?: boolean;
  /** The site's content the block shows (its rows come with the page, see BlockCollection). */
  uses?: BlockCollection;
  /** Widgets of the data's properties; unlisted ones get the engine's default for their type. */
  fields?: Partial<Record<(keyof Data & string) | `${string}[].${string}`, BlockField>>;
  /**
   * Values a new block starts with (besides the `@default`s of its data type): choices, counts
   * and usual labels, never example content staff would have to clear (examples are a field's
   * `placeholder`, shown greyed in the empty input).
   */
  initial?: Partial<Data>;
  /**
   * Each item of this list is a site search result of its own (an FAQ question: its title
   * field and its text field), labelled `label` on /arama and linked to the item's anchor on
   * its page (`<block id>-q<n>`, drawn by the block's component). scripts/db/search-sql.ts.
   */
  search?: { items: keyof Data & string; title: string; text: string; label: string };
}

// A service's or project's slug as a block names it (lowercase words joined by hyphens).
/**
 * Bağlantı adresi (slug): küçük harf, rakam ve tire.
 * @pattern ^[a-z0-9]+(-[a-z0-9]+)*$
 * @maxLength 200
 */
export type ContentSlug = string;

/** Field names are checked against the data type. */
export function defineBlock<Data>(config: BlockConfig<Data>): BlockConfig<Data> {
  return config;
}

/**
 * One entry of a page's `blocks`: either a block of its own (`type` + `data`) or a reference to
 * a library block (`ref`: the id of a content_blocks row of type 'block', whose content is
 * `LibraryBlockContent`), never both. `hidden` keeps it off the site. The database checks the
 * shapes (private.page_blocks_valid) and that a ref added names an active library block.
 */
export interface PageBlockEntry {
  /**
   * @title Blok kimliği
   * @minLength 1
   * @maxLength 64
   */
  id: string;
  /**
   * @title Blok türü
   * @maxLength 40
   */
  type?: string;
  /** @title Gizli */
  hidden?: boolean;
  /** @title Blok içeriği */
  data?: { [key: string]: unknown };
  /**
   * @title Kütüphane bloğu
   * @format uuid
   */
  ref?: string;
}

/** A library block's stored content (content_blocks.content of a row of type 'block'). */
export interface LibraryBlockContent {
  /**
   * @title Blok türü
   * @maxLength 40
   */
  block_type: string;
  /** @title Blok içeriği */
  data: { [key: string]: unknown };
}
