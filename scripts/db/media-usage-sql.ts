/**
 * Media where-used: `public.media_usages(file_urls text[] default null)`, generated from
 * schema/*.ts. Every column that can hold a file's address is searched: image fields
 * (`@format uri-reference` or the `image` widget), galleries (`imageList`), rich text
 * (`richText`/`html`) and JSON columns whose shape can hold an address (content blocks,
 * menus). A new resource with such a field is covered by `npm run db:migration`, which
 * rewrites the function when the list changes (drift.ts compares its definition).
 *
 * A reference is any storage address in the value, in the object form
 * (`/storage/v1/object/public/<bucket>/<path>`) or the image-transform form
 * (`/storage/v1/render/image/public/<bucket>/<path>?width=…`), with any host or none; it
 * matches a library file by `<bucket>/<path>`, so a resized copy in a body counts as a use.
 * Staff only: anon has no EXECUTE (42501), other signed-in users get no rows.
 *
 * It answers keys only (table, row id, column) and the row's own title: the Turkish names
 * and admin addresses come from generated/admin/media-usages.ts, so renaming a label is a
 * schema edit and `codegen`, never a migration.
 */
import { ident, literal } from '../../server/platform/db/sql-text.ts';
import { resolve, type Schema } from '../codegen/json-schema.ts';
import { columnsSql } from './columns-sql.ts';
import type { SchemaModelEntry } from './schema-sql.ts';
import type { GeneratedFunction } from './generated-functions.ts';

export type MediaUsageKind = 'image' | 'gallery' | 'richText' | 'blocks';

export interface MediaUsageTarget {
  table: string;
  column: string;
  kind: MediaUsageKind;
  /** The column naming a row, or none for one-row settings (the admin shows the resource's name). */
  titleColumn?: string;
  /** Visitors (anon) may read some rows of the table (its access preset); RLS says which. */
  visitorsRead: boolean;
}

const VISITOR_PRESETS: readonly string[] = ['publishedContent', 'singleton', 'publicRead'];

/** The table the library itself lives in: its own `file_url` is not a use. */
const LIBRARY_TABLE = 'media_library';

/** `<bucket>/<path>` of a storage address; the first capture group. */
export const STORAGE_KEY_PATTERN = `/storage/v1/(?:object|render/image)/(?:public|authenticated)/([^?#"'\\s<>)\\\\]+)`;


/** True when the schema (following $refs) can hold a `uri-reference` string anywhere inside. */
function holdsAddress(schema: Schema, root: Schema, seen = new Set<string>()): boolean {
  if (schema.$ref) {
    if (seen.has(schema.$ref)) return false;
    seen.add(schema.$ref);
    return holdsAddress(resolve(schema, root), root, seen);
  }
  if (schema.format === 'uri-reference') return true;
  const children: Schema[] = [
    ...Object.values(schema.properties ?? {}),
    ...(schema.items ? [schema.items] : []),
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...((schema.allOf as Schema[] | undefined) ?? []),
    ...(typeof schema.additionalProperties === 'object' ? [schema.additionalProperties] : []),
  ];
  return children.some((c) => holdsAddress(c, root, seen));
}

function formatOf(raw: Schema, root: Schema): string | undefined {
  const s = resolve(raw, root);
  return s.format ?? [...(s.anyOf ?? []), ...(s.oneOf ?? [])].map((o) => resolve(o, root).format).find(Boolean);
}

/** Every (table, column, kind) where a file can be used, in schema order. */
export function mediaUsageTargets(model: SchemaModelEntry[]): MediaUsageTarget[] {
  const targets: MediaUsageTarget[] = [];
  for (const { entity, row, dbTypes } of model) {
    const r = entity.resource;
    if (r.table === LIBRARY_TABLE) continue;
    // A translation's files are its base's (the same images; L2's editor shows the base's uses).
    if (r.db.access.preset === 'translation') continue;
    const widgets = new Map<string, string>();
    const typedJson = new Set<string>();
    if (r.screen === 'resource') {
      for (const f of r.form.fields) {
        if (f.widget) widgets.set(f.name, f.widget);
        if (f.schemaBy && Object.values(f.schemaBy.fields ?? {}).some((w) => w.widget === 'image')) typedJson.add(f.name);
      }
    }
    const titleColumn =
      r.dashboard?.activity?.titleField ?? (r.screen === 'resource' ? r.list.columns.find((c) => row.properties?.[c.field] && !c.display)?.field : undefined);
    for (const column of columnsSql(row, dbTypes, r.db.defaults)) {
      const raw = row.properties?.[column.name];
      if (!raw) continue;
      const widget = widgets.get(column.name);
      let kind: MediaUsageKind | undefined;
      if (column.type === 'text') {
        if (widget === 'richText' || widget === 'html') kind = 'richText';
        else if (widget === 'image' || formatOf(raw, row) === 'uri-reference') kind = 'image';
      } else if (column.type === 'text[]') {
        if (widget === 'imageList') kind = 'gallery';
      } else if (column.type === 'jsonb') {
        // A page's block list: each block's data is typed by its block type (schema/blocks), not by the column.
        if (typedJson.has(column.name) || widget === 'blocks' || holdsAddress(raw, row)) kind = 'blocks';
      }
      if (!kind) continue;
      targets.push({
        table: r.table,
        column: column.name,
        kind,
        ...(titleColumn ? { titleColumn } : {}),
        visitorsRead: VISITOR_PRESETS.includes(r.db.access.preset),
      });
    }
  }
  return targets;
}

function targetSelect(t: MediaUsageTarget): string {
  // '' when the row has no title (one-row settings): the admin shows the resource's name.
  const title = t.titleColumn ? `coalesce(t.${ident(t.titleColumn)}::text, '')` : `''::text`;
  // A gallery is searched item by item (its text form would run two addresses together).
  const value = t.kind === 'gallery' ? 'g.item' : `t.${ident(t.column)}::text`;
  const from = t.kind === 'gallery' ? `public.${ident(t.table)} t cross join lateral unnest(t.${ident(t.column)}) as g(item)` : `public.${ident(t.table)} t`;
  return `select ${literal(t.table)}, t.id::text, ${literal(t.column)}, ${title}, ${value}\n      from ${from} where t.${ident(t.column)} is not null`;
}

/**
 * The function, its comment and its grants. Security invoker: RLS still applies, and the
 * staff check (or the service role) decides whether anything is returned at all. Dropped
 * first: `create or replace` cannot change the result columns (migration 20261202110000 did).
 */
export function mediaUsageFunctionSql(targets: MediaUsageTarget[]): GeneratedFunction {
  const pattern = literal(STORAGE_KEY_PATTERN);
  const refs = targets.map(targetSelect).join('\n    union all\n    ');
  const signature = 'public.media_usages(text[])';
  return {
    signature,
    about: `where each library file is used (${targets.length} columns; scripts/db/media-usage-sql.ts)`,
    sql: [
    `drop function if exists ${signature};`,
    `create or replace function public.media_usages(file_urls text[] default null)
returns table (file_url text, table_name text, row_id text, field text, title text)
language sql
stable
set search_path = ''
as $fn$
  with files as (
    select distinct f.url as file_url, substring(f.url from ${pattern}) as key
      from unnest(coalesce(file_urls, array(select m.file_url from public.media_library m))) as f(url)
  ),
  refs (table_name, row_id, field, title, value) as (
    ${refs}
  ),
  found as (
    select distinct r.table_name, r.row_id, r.field, r.title, m.hit[1] as key
      from refs r cross join lateral regexp_matches(r.value, ${pattern}, 'g') as m(hit)
  )
  select f.file_url, x.table_name, x.row_id, x.field, x.title
    from files f join found x on x.key = f.key
   where (select private.is_staff()) or current_user = 'service_role'
   order by f.file_url, x.table_name, x.title, x.row_id, x.field
$fn$;`,
    `revoke all on function ${signature} from public, anon;`,
    `grant execute on function ${signature} to authenticated, service_role;`,
    ],
  };
}
