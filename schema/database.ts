/**
 * What the database needs beyond the row type's JSON Schema: who may do what (an access
 * preset), unique constraints, indexes, foreign keys, and the few hand-written guards a
 * table keeps. Columns, types, nullability, defaults and CHECKs (lengths, patterns, formats,
 * enums, ranges) come from the row type itself. `npm run db:migration` turns both into SQL;
 * `npm run codegen:check` fails while the migrations' database differs from them.
 */

type Column<Row> = keyof Row & string;

/**
 * Who writes a table: any staff member (admin or editor), or administrators only. Authors
 * (role `author`) write only where a preset says `authors: true`.
 */
export type Writers = 'staff' | 'admin';

/**
 * Named access rules, defined once in scripts/db/access-presets.ts (grants and RLS policies).
 * Staff (`private.is_staff()`: admin or editor) do everything on every preset unless `writers`
 * narrows the writes to administrators (`private.is_admin()`); the service role bypasses RLS.
 */
export type AccessPreset<Row> =
  /**
   * Anyone reads rows whose flag (the resource's `status.field`, else `published`) is true and
   * whose publication time (`schedule`, else the resource's `status.schedule`), if any, has come.
   */
  | {
      preset: 'publishedContent';
      flag?: Column<Row>;
      schedule?: Column<Row>;
      /**
       * Authors (role `author`, private.is_writer()) read every row and write those that are
       * not live: a row they insert or change stays unpublished with no publication time
       * (42501 otherwise), and a live row they neither change nor delete
       * (private.guard_author_live_row). Publishing is staff's, after review.
       */
      authors?: boolean;
    }
  /**
   * Anyone reads; staff write (`writers: 'admin'`: administrators only, not editors). One row
   * at most (settings).
   */
  | { preset: 'singleton'; writers?: Writers }
  /** Anyone reads every row; staff write (redirects: static hosting reads them as anon). */
  | { preset: 'publicRead' }
  /** Only staff read and write (`authors`: authors too, e.g. drafts, media, presence). */
  | { preset: 'staffOnly'; authors?: boolean }
  /**
   * A `<table>_translations` table (made by codegen from a resource's `localized`, never
   * written in a schema file): visitors read a translation when its base row (`base`) is
   * readable to them and, with `published`, when the translation itself is published and due;
   * staff read all; the base's writers write.
   */
  | {
      preset: 'translation';
      base: string;
      published: boolean;
      writers?: Writers;
      /** The base's address per slug ('/blog/{slug}'): a published translation's old slug redirects, under its language's prefix. */
      publicPath?: string;
      /**
       * The base lets authors write (publishedContent `authors`): they write a translation
       * that is not live, of a base row that is not live (`baseFlag`, its publication flag).
       */
      authors?: boolean;
      baseFlag?: string;
    }
  /**
   * Only administrators read and write (webhook endpoints and their delivery log: where the
   * site's leads are sent is the administrators' decision, and editors do not see it).
   */
  | { preset: 'adminOnly' }
  /**
   * Only staff read; nobody writes through the API (not even staff): the rows come from
   * triggers and security-definer functions, e.g. the content history, which must not be forged.
   */
  | { preset: 'staffReadOnly'; authors?: boolean }
  /**
   * Staff read; no role writes, updates or deletes through the API, not even the service role
   * (it may only select): the rows come from security-definer triggers (the audit log).
   */
  | { preset: 'appendOnly' }
  /**
   * Visitors may insert, only the `insert` columns and only with the `initial` values
   * (null: must be empty); ids and timestamps are the server's. Staff read and triage.
   */
  | {
      preset: 'publicInbox';
      insert: Column<Row>[];
      initial: Partial<Record<Column<Row>, string | number | boolean | null>>;
    };

/** An index key: a column, a column in descending order, or an SQL expression. */
export type IndexKey<Row> = Column<Row> | `${Column<Row>} desc` | { sql: string };

export interface IndexSpec<Row> {
  name: string;
  on: IndexKey<Row>[];
  unique?: boolean;
  /** Partial index condition (SQL over the row's columns). */
  where?: string;
}

export interface ForeignKey<Row> {
  columns: Column<Row>[];
  references: { table: string; columns: string[] };
  onDelete?: 'cascade' | 'set null' | 'restrict' | 'no action';
}

/** A trigger whose function lives in supabase/schemas (public-form guards). */
export interface TriggerSpec {
  name: string;
  timing: 'before' | 'after';
  events: ('insert' | 'update' | 'delete' | 'truncate')[];
  /** Per row (the default) or once per statement (the only choice for truncate). */
  forEach?: 'row' | 'statement';
  /** Schema-qualified function name, e.g. `private.guard_contact_message`. */
  function: string;
}

export interface DatabaseConfig<Row> {
  access: AccessPreset<Row>;
  /** Each entry is one UNIQUE constraint over these columns (constraint `<table>_<cols>_key`). */
  unique?: Column<Row>[][];
  indexes?: IndexSpec<Row>[];
  foreignKeys?: ForeignKey<Row>[];
  /**
   * A column's database default as an SQL expression, where the JSON `@default` (what a new
   * form starts with) is not what the database should fill in.
   */
  defaults?: Partial<Record<Column<Row>, string>>;
  /** Extra named CHECKs the JSON Schema cannot say (SQL over the row's columns). */
  checks?: Record<string, string>;
  triggers?: TriggerSpec[];
  /**
   * What the audit log (`private.record_audit`, supabase/schemas/21_audit_log.sql) keeps of a
   * staff member's insert, update or delete: `values` (the changed fields with old and new
   * values, secrets and large bodies left out), `names` (the changed fields only: rows of
   * visitors' personal data), or `off`. Default: `off` for read-only and append-only tables
   * (written by triggers), `names` for public inboxes, else `values`. Visitors' own writes are
   * never logged.
   */
  audit?: 'values' | 'names' | 'off';
  /** Notify `content_changed` after each change (servers that cache pages built from it). */
  notifyChanges?: boolean;
  /**
   * Keep the previous version on every update and the deleted row on every delete in
   * `content_revisions` (history with restore, and the trash), by the trigger
   * `private.record_revision`.
   */
  revisions?: boolean;
  /**
   * Columns neither visitors (anon) nor signed-in users (authenticated) may select: those
   * roles get `select` on the other columns only (PostgreSQL column privileges), so a request
   * naming one, or `select=*`, answers 42501. Privileges are per role and staff are
   * `authenticated` too, so the table's writers read them through the generated function
   * `public.<table>_private_columns()` (administrators with `writers: 'admin'`, else staff;
   * security definer). Writes stay as the preset says. Readers must name their columns:
   * `generated/public-columns.ts` lists the selectable ones.
   */
  privateColumns?: Column<Row>[];
  /**
   * Columns that hold the name of a public content table (a resource with a `publicPath` per
   * slug and a publication flag: preview links). Their CHECK lists those tables, derived from
   * schema/, so a new public content type needs no edit here.
   */
  publicContentColumns?: Column<Row>[];
  /**
   * The CHECK of `publicContentColumns` also lists the translations tables published per
   * language (`blog_posts_translations`…: a slug, its own publication), so a live English
   * translation has drafts of its own (content_drafts).
   */
  publicContentTranslations?: boolean;
}
