/**
 * The shape of an entity's admin resource config. Each `schema/<entity>.ts` exports its row
 * type (with the JSDoc ts-json-schema-generator reads: titles, formats, limits, defaults)
 * and one `resource` built with `defineResource`. Codegen turns both into
 * `generated/` (database types, JSON Schemas, admin configs); `ResourceScreen` renders the
 * generated config. Field names are checked against the row type.
 */

import type { DatabaseConfig } from './database.ts';
import type { PublicPages } from './public-pages.ts';

/** How a form field is edited. The admin maps each to a widget. */
export type Widget =
  | 'text'
  | 'textarea'
  | 'slug'
  | 'richText'
  | 'html'
  | 'image'
  | 'url'
  | 'email'
  | 'tel'
  | 'number'
  | 'checkbox'
  | 'dateTime'
  | 'select'
  | 'rating'
  | 'stringList'
  | 'imageList'
  | 'json'
  | 'icon'
  | 'color'
  | 'menuItems'
  | 'socialLinks'
  | 'hexColor'
  | 'mapEmbed'
  // An address typed or chosen: "Sayfadaki bölüm" offers the anchors of the page's blocks (#teklif-formu).
  | 'link'
  // Published services or projects chosen by title, stored as their slugs (a block's `uses` names the table).
  | 'contentPicker'
  // A staff member (admin or editor) chosen by name or e-mail, stored as their auth id (a lead's owner).
  | 'staff'
  // A page's ordered list of blocks (schema/blocks): picker, reorder, hide, each block's own form.
  | 'blocks'
  // A form's fields (schema/forms.ts): type, label, required, limits, options; dragged into order.
  | 'formFields'
  // One of the forms staff built (schema/forms.ts), chosen by its name; stored as its id.
  | 'formPicker';

/** How a list cell shows a value. */
export type Display = 'text' | 'status' | 'date' | 'image' | 'badge' | 'icon' | 'color' | 'rating' | 'tags' | 'count' | 'email';

/** How a value's badge is coloured in lists. */
export type Tone = 'success' | 'warning' | 'danger' | 'info' | 'neutral' | 'primary';

/**
 * One choice of a select; extra data travels with it: `tone` colours its badge in lists,
 * `gradient` is a colour swatch (service colours).
 */
export interface FieldOption {
  /** A number for an integer field (a redirect's status code), else a string. */
  value: string | number;
  label: string;
  tone?: Tone;
  gradient?: { from: string; to: string };
  [extra: string]: unknown;
}

/** A Turkish message per validation rule ('format', 'pattern', 'maximum', …) instead of the engine's general one. */
export type FieldMessages = Partial<Record<'required' | 'minLength' | 'maxLength' | 'pattern' | 'format' | 'minimum' | 'maximum' | 'type', string>>;

/** How a property of an object field is edited (brand colours, header switches). */
export interface NestedField {
  widget?: Widget;
  placeholder?: string;
  help?: string;
  /** A choice among these values, shown by their Turkish labels (the fonts of the site settings). */
  options?: readonly FieldOption[];
  /** A form-only pattern (see FormField.pattern). */
  pattern?: string;
  errors?: FieldMessages;
}

/**
 * The Google result and social-card previews shown beside a resource's SEO fields, updating as
 * staff type; declared on the meta description field (the preview sits after it). The fields
 * are what the public page's metadata is made of (src/public/seo/page-meta.ts): the meta
 * texts, else the item's own title ("Başlık | Site") and summary; Open Graph fields of their
 * own win on the card.
 */
export interface SeoPreviewFields<Row> {
  title: keyof Row & string;
  fallbackTitle?: keyof Row & string;
  fallbackDescription?: keyof Row & string;
  image?: keyof Row & string;
  ogTitle?: keyof Row & string;
  ogDescription?: keyof Row & string;
  ogImage?: keyof Row & string;
}

/** How much a match in a field counts: A (title) > B (summary) > C (body). */
export type SearchWeight = 'A' | 'B' | 'C';

export interface FormField<Row> {
  name: keyof Row & string;
  widget?: Widget;
  /** Textarea height. */
  rows?: number;
  /** For slugs: the field the slug is generated from while creating. */
  source?: keyof Row & string;
  placeholder?: string;
  help?: string;
  /** Half-width fields sit side by side on wide screens. */
  width?: 'full' | 'half';
  /**
   * Offer the values other rows already have while typing (a datalist), so one spelling wins:
   * `true` for a text field, or property paths inside an object field (`['name']` of author).
   */
  suggest?: true | readonly string[];
  /** For select widgets over a list of options (labels come from the options). */
  options?: readonly FieldOption[];
  /**
   * A pattern the form asks for on top of the row type's rules, where the database keeps
   * accepting older values (an analytics ID the site ignores unless it has this shape).
   */
  pattern?: string;
  /** Turkish messages for this field's (and its properties') failed rules. */
  errors?: FieldMessages;
  /** Textareas: a character counter with the advised length range (SEO meta texts). */
  advised?: { min: number; max: number };
  /** On the meta description field: the search result and social-card previews after it. */
  seoPreview?: SeoPreviewFields<Row>;
  /**
   * Left out of the form while another field has one of these values (a page whose route never
   * shows its HTML content is offered no İçerik); its stored value is kept as it is.
   */
  hiddenWhen?: { field: keyof Row & string; values: readonly string[] };
  /**
   * The site search (`public.search_site`, scripts/db/search-sql.ts) reads this field, with
   * this weight: A the title, B the summary, C the body. A text field (HTML tags dropped) or a
   * JSON field (its strings: a page's block texts). The first A field is the result's title,
   * the first B (else C) field its excerpt.
   */
  search?: { weight: SearchWeight };
  /** For object fields: how each property is edited. */
  properties?: Record<string, NestedField>;
  /**
   * For JSON fields whose shape depends on another field of the form: the type (a named type of
   * the same schema file) for each value of that field; the form edits those values through
   * their typed form and others as JSON.
   */
  schemaBy?: {
    field: keyof Row & string;
    schemas: Partial<Record<string, string>>;
    /**
     * Widgets inside the typed forms, by property path ('background_image', 'stats[].icon':
     * `[]` steps into array items); `options` turn a property into a choice with Turkish labels.
     */
    fields?: Record<string, { widget: Widget; options?: readonly FieldOption[] }>;
  };
}

export interface ListColumn<Row> {
  field: keyof Row & string;
  /** Defaults to the field's title. */
  label?: string;
  display?: Display;
  /** Labels (and badge tones) of the field's values when the form does not list them (a read-only service). */
  options?: readonly FieldOption[];
  /** Turkish badge texts of a boolean column; 'Evet' / 'Hayır' when not given. */
  labels?: { true: string; false: string };
}

export interface ListFilter<Row> {
  field: keyof Row & string;
  label: string;
  options: readonly { value: string | boolean; label: string; tone?: Tone }[];
  /**
   * Choices read when the list opens: 'staff' the staff members (a uuid column of owners), or
   * a table's rows by id, labelled by one of its columns (a lead's form: `{ table: 'forms', label: 'title' }`).
   */
  optionsFrom?: 'staff' | { table: string; label: string };
  /** A typed value matched exactly (a landing page's path, a campaign): the placeholder given. */
  typed?: string;
}

export interface CardLayout<Row> {
  image?: keyof Row & string;
  title: keyof Row & string;
  subtitle?: keyof Row & string;
  description?: keyof Row & string;
  /** Small labelled facts under the description. */
  meta?: (keyof Row & string)[];
}

export interface Messages {
  created: string;
  updated: string;
  deleted: string;
  loadError: string;
  saveError: string;
  deleteError: string;
  deleteConfirm: string;
  /**
   * A refused save in more words than `saveError` (site settings, spec part 2 §8): a text per
   * PostgREST code, one for a permission refusal, else `prefix` + the server's message.
   */
  saveErrors?: { byCode?: Record<string, string>; permission?: string; prefix: string; unknown: string };
  /**
   * The Turkish text of a refused save per CHECK constraint of `db.checks` (23514 naming it),
   * shown under `field` when given.
   */
  checks?: Record<string, { text: string; field?: string }>;
}

/** The resource's entry in the admin sidebar. */
export interface NavEntry {
  label: string;
  /** A lucide-react icon name (codegen checks it exists), e.g. 'Newspaper'. */
  icon: string;
  /** Position in the sidebar, ascending (the dashboard is 0, About 10). */
  order: number;
  /**
   * Administrators only: editors see no sidebar entry and, at its URL, "Bu sayfa için yetkiniz
   * yok". Pair it with admin-only writes in `db.access` (the database is what refuses).
   */
  adminOnly?: boolean;
  /** A table other screens use (preview links): no sidebar entry of its own. */
  hidden?: boolean;
}

/** What the dashboard shows of a resource. */
export interface DashboardEntry<Row> {
  /** A count card with this title ('Blog Yazıları'), in ascending order. */
  count?: { plural: string; order: number };
  /** Recent activity: its latest rows, named by `titleField`, as '<singular> eklendi/güncellendi' ('alındı' for received). */
  activity?: { titleField: keyof Row & string; singular: string; event?: 'changes' | 'received' };
  /** A quick action: opens the create form (`create`) or the screen. */
  quickAction?: { label: string; order: number; create?: boolean };
}

/** How a generic screen lists its items. */
export interface ListConfig<Row> {
  layout: 'table' | 'cards';
  columns: ListColumn<Row>[];
  card?: CardLayout<Row>;
  searchFields: (keyof Row & string)[];
  searchPlaceholder: string;
  filters?: ListFilter<Row>[];
  order: { field: keyof Row & string; ascending: boolean }[];
  emptyText: string;
  emptySearchText: string;
}

/** What every resource says, generic or bespoke. */
interface ResourceConfigBase<Row> {
  /** The database table. */
  table: string;
  /** Access preset, unique constraints, indexes, foreign keys: see schema/database.ts. */
  db: DatabaseConfig<Row>;
  /** The row type's name in this file (codegen reads its JSON Schema). */
  rowType: string;
  /** Admin route below /admin. */
  route: string;
  nav: NavEntry;
  dashboard?: DashboardEntry<Row>;
  /** Screen title, e.g. 'Blog Yönetimi'. */
  title: string;
  /** One item, e.g. 'Blog yazısı'. */
  singular: string;
  /** Values of a new item (besides the column defaults of the row type). */
  defaults?: Partial<Row>;
  /**
   * The fields visitors read in their language (titles, texts, slugs, SEO texts, alt texts,
   * block contents, menu labels). The default language (schema/languages.ts) stays in this
   * table; every other language's values live in `<table>_translations` (one row per item and
   * language, generated from this list by scripts/codegen/translations.ts), with its own
   * publication when the type is Draftable. Empty or absent: the type is not translated.
   */
  localized?: readonly (keyof Row & string)[];
  /**
   * true: an item not yet translated is shown in the default language on the other
   * language's site ("fall back to Turkish"). Default false: an untranslated item has no page
   * and no alternate in that language.
   */
  localizedFallback?: boolean;
  /**
   * The publication flag and its two Turkish labels; `highlight` adds a badge next to it
   * when another flag is set (a featured page). `schedule` names the publication time
   * (`Schedulable`): a flagged row whose time is still ahead is scheduled ('Zamanlandı'),
   * hidden from visitors by RLS until then.
   */
  status?: {
    field: keyof Row & string;
    on: string;
    off: string;
    schedule?: keyof Row & string;
    highlight?: { field: keyof Row & string; label: string };
  };
  /**
   * The admin's one search box (Ctrl+K, public.admin_search, scripts/db/admin-search-sql.ts):
   * the text columns it matches with Turkish folding (İ/ı), each table with a trigram index
   * over them, the result's title (default: the first field) and the line under it (default:
   * the second). A generic resource is searched over its list's `searchFields` unless this
   * says otherwise; `false` leaves it out; a bespoke screen is searched only when it declares
   * its fields (its screen opens with the title as its search). `label`: the group's name
   * (default: the sidebar's).
   */
  adminSearch?: false | { fields?: (keyof Row & string)[]; title?: keyof Row & string; detail?: keyof Row & string; label?: string };
  /** false when staff only read and triage items that others create (contact messages): no 'new' button. */
  creatable?: boolean;
  /** Opening an item in the form changes a field (a new contact message becomes read). */
  markOnOpen?: { field: keyof Row & string; from: string; to: string };
  /**
   * Items answered by e-mail (contact messages): the open item offers 'E-posta ile yanıtla', a
   * mailto: link to `email` with the subject 'Re: <subject field>' (its option label), or
   * 'Re: <fallbackSubject>' when that field is empty.
   */
  reply?: { email: keyof Row & string; subject?: keyof Row & string; fallbackSubject: string };
  /**
   * Facts an open item shows read-only above its form, after its list's columns: a Turkish
   * label and the fields it shows, several joined on one line (a lead's UTM parameters).
   */
  details?: { label: string; fields: (keyof Row & string)[] }[];
  /**
   * 'CSV İndir' on the list: the rows matching its search and filters, these columns under
   * their Turkish headers, for Turkish Excel (src/admin/resource/rows-csv.ts). `{date}` in the
   * file name is today's date in Istanbul.
   */
  csvExport?: {
    fileName: string;
    /** `optionsFrom: 'staff'`: a staff member's id written as their name or e-mail. */
    columns: { field: keyof Row & string; label: string; options?: readonly FieldOption[]; optionsFrom?: 'staff' }[];
  };
  /**
   * A column of `{ name, label, value }` entries (a staff-built form's answers, in field
   * order): the open item shows each under its label, the CSV gives each label a column of
   * its own after the others. Named by string: rows without it show nothing more.
   */
  answers?: string;
  /**
   * Notes staff keep on an item, with author and time, shown under its form: the notes table
   * (`body`, `author_email`, `created_at`) and its column naming the item.
   */
  notes?: { table: string; key: string };
  /** Values of a field offered as bulk actions on selected rows (message triage: read, replied, …); labels from its options. */
  bulkStatus?: {
    field: keyof Row & string;
    values: string[];
    /** A value's action text instead of '<label> olarak işaretle' (a delivery's 'Tekrar gönder'). */
    actions?: Partial<Record<string, string>>;
  };
  /** Offered on an empty list: a button that inserts these example rows (testimonials). */
  samples?: { label: string; success: string; rows: Partial<Row>[] };
  /** Manual ordering by drag and drop (team). */
  ordering?: { field: keyof Row & string; hint: string; success: string; error: string };
  messages: Messages;
}

/** A generic screen: list and form rendered from this config by ResourceScreen. */
export interface GenericResourceConfig<Row> extends ResourceConfigBase<Row> {
  screen: 'resource';
  /** Button and form titles. */
  newLabel: string;
  createTitle: string;
  editTitle: string;
  /** Where a visitor sees an item, e.g. '/blog/{slug}' (for the view action). */
  publicPath?: string;
  /** The list and item pages visitors see (schema/public-pages.ts); none: no pages of its own. */
  public?: PublicPages<Row>;
  list: ListConfig<Row>;
  form: {
    fields: FormField<Row>[];
    /**
     * Where an item is edited: 'page' (default) a full page at /admin/<route>/new and
     * /admin/<route>/<id>; 'modal' a dialog over the list, for short items.
     */
    mode?: 'page' | 'modal';
  };
}

/**
 * A bespoke screen (media, settings, SEO, newsletter) written in src/admin/bespoke: it takes
 * texts, titles, limits and defaults from here and nothing it does not read.
 */
export interface BespokeResourceConfig<Row> extends ResourceConfigBase<Row> {
  screen: 'bespoke';
  /** The screen's search box and empty list, when it has them. */
  search?: { placeholder: string; emptyText: string };
}

/** A titled group of a form's fields (a card of its own on a single-record screen). */
export interface FormSection<Row> {
  title: string;
  description?: string;
  /** Values the server decides, shown read-only above the fields (the site's address, from SITE_URL). */
  serverValues?: readonly ServerValue[];
  fields: FormField<Row>[];
}

/** A read-only value of a global's screen that comes from the server's configuration, not the record. */
export interface ServerValue {
  value: 'siteUrl';
  label: string;
  help?: string;
}

/**
 * A global, as Payload has them: a table with exactly one record (site settings, SEO
 * settings), edited on one generic screen at /admin/<route> with the form engine's widgets,
 * validation, defaults (the row type's @default), save, edit conflicts and local draft. The
 * first save inserts the record when there is none.
 */
export interface GlobalResourceConfig<Row> extends ResourceConfigBase<Row> {
  screen: 'global';
  /** A line under the screen's title. */
  description?: string;
  form: { sections: FormSection<Row>[] };
  /** Texts of the single-record screen. */
  single: {
    /** The record badge: a record exists (saving updates) or not (saving inserts it). */
    exists: string;
    missing: string;
    /** A toast once the record has loaded. */
    loaded?: string;
    /**
     * A connection badge, and an offline mode when the database cannot be reached: the form
     * shows the defaults and saving is refused with `offlineSave` (spec part 2 §4).
     */
    connection?: { checking: string; connected: string; disconnected: string; offlineLoad: string; offlineSave: string; offlineTitle: string; offlineText: string };
    /** An advice box under the form. */
    tips?: { title: string; items: readonly string[] };
  };
}

export type ResourceConfig<Row> = GenericResourceConfig<Row> | BespokeResourceConfig<Row> | GlobalResourceConfig<Row>;

export function defineResource<Row>(config: ResourceConfig<Row>): ResourceConfig<Row> {
  return config;
}

/** A field's limits as its row type states them (`@minLength`, `@maxLength`, `@minimum`, `@maximum`). */
export interface FieldLimits {
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

/** A JSON Schema object as codegen writes it (kept loose: the admin hands it to RJSF). */
export type JsonSchema = Record<string, unknown>;

/** What codegen adds to every generated admin config. */
interface GeneratedFacts {
  /** Turkish title of every field, from the row type's JSDoc. */
  fieldTitles: Record<string, string>;
  /** Every field's limits from the row type (bespoke screens take them from here, not restate them). */
  fieldLimits: Record<string, FieldLimits>;
  /** The form's JSON Schema: the form fields in order, required as the row type says. */
  formSchema?: JsonSchema;
  /** RJSF uiSchema: field order, widgets, rows, placeholders. */
  uiSchema?: Record<string, unknown>;
  /** The database keeps this resource's revisions (`db.revisions`): the form shows its history. */
  revisions?: boolean;
  /** The translatable fields (`localized`), empty when the type is not translated. */
  localized: readonly string[];
  /** `localizedFallback`: an untranslated item shows the default language's text. */
  localizedFallback: boolean;
  /** `<table>_translations` when `localized` is not empty, else null. */
  translationTable: string | null;
}

/** What codegen writes to generated/admin for a generic resource: the config (without its database part) plus its RJSF form. */
export type GeneratedResource<Row> = Omit<GenericResourceConfig<Row>, 'db' | 'public' | 'localized' | 'localizedFallback'> & GeneratedFacts;

/** The same for a bespoke screen's config. */
export type GeneratedBespoke<Row> = Omit<BespokeResourceConfig<Row>, 'db' | 'localized' | 'localizedFallback'> & GeneratedFacts;

/** A global's generated config: its form's fields in one list (for the form engine) and the sections by field name. */
export type GeneratedGlobal<Row> = Omit<GlobalResourceConfig<Row>, 'db' | 'form' | 'localized' | 'localizedFallback'> &
  GeneratedFacts & { form: { fields: FormField<Row>[]; sections: { title: string; description?: string; serverValues?: readonly ServerValue[]; fields: string[] }[] } };
