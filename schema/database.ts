/**
 * What the database needs beyond the row type's JSON Schema: who may do what (an access
 * preset), unique constraints, indexes, foreign keys, and the few hand-written guards a
 * table keeps. Columns, types, nullability, defaults and CHECKs (lengths, patterns, formats,
 * enums, ranges) come from the row type itself. `npm run db:migration` turns both into SQL;
 * `npm run codegen:check` fails while the migrations' database differs from them.
 */

type Column<Row> = keyof Row & string;

/** Who writes a table: any staff member (admin or editor), or administrators only. */
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
  | { preset: 'publishedContent'; flag?: Column<Row>; schedule?: Column<Row> }
  /**
   * Anyone reads; staff write (`writers: 'admin'`: administrators only, not editors). One row
   * at most (settings).
   */
  | { preset: 'singleton'; writers?: Writers }
  /** Anyone reads every row; staff write (redirects: static hosting reads them as anon). */
  | { preset: 'publicRead' }
  /** Only staff read and write. */
  | { preset: 'staffOnly' }
  /**
   * Only staff read; nobody writes through the API (not even staff): the rows come from
   * triggers and security-definer functions, e.g. the content history, which must not be forged.
   */
  | { preset: 'staffReadOnly' }
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

/** A trigger whose function lives in a hand-written migration (public-form guards). */
export interface TriggerSpec {
  name: string;
  timing: 'before' | 'after';
  events: ('insert' | 'update' | 'delete')[];
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
}
