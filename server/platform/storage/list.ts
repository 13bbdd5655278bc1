/**
 * Listing a bucket one folder level at a time, as Supabase Storage's `POST /object/list/{bucket}`
 * (storage-js `list()`): folders appear once with null id and metadata, files with theirs.
 */
import type pg from 'pg';
import { invalidRequest as invalid, parseStorageJson } from './json-body.ts';

export interface ListOptions {
  prefix: string;
  limit: number;
  offset: number;
  search: string;
  sortColumn: 'name' | 'created_at' | 'updated_at' | 'last_accessed_at';
  sortOrder: 'asc' | 'desc';
}

const SORT_COLUMNS = new Set(['name', 'created_at', 'updated_at', 'last_accessed_at']);
const MAX_TEXT = 1024;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Prefix and search go into LIKE patterns as parameters; control characters (NUL) never match a name. */
const isText = (v: unknown): v is string =>
  typeof v === 'string' && v.length <= MAX_TEXT && ![...v].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** The list body as storage-js sends it; anything else is refused, as Storage's schema does. */
export function parseListBody(raw: Buffer): ListOptions {
  // No body lists the bucket's top level, as storage-js's list() with no arguments.
  const body = raw.length ? parseStorageJson(raw, '{ "prefix": "..." }') : {};
  if (!isObject(body)) throw invalid('The body must be a JSON object: { "prefix": "..." }');
  if (body.prefix !== undefined && !isText(body.prefix)) throw invalid('prefix must be a text of at most 1024 characters');
  if (body.search !== undefined && !isText(body.search)) throw invalid('search must be a text of at most 1024 characters');
  const int = (key: 'limit' | 'offset', min: number, fallback: number): number => {
    const v = body[key];
    if (v === undefined) return fallback;
    if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < min) throw invalid(`${key} must be an integer of at least ${min}`);
    return v;
  };
  const sortBy = body.sortBy === undefined ? {} : body.sortBy;
  if (!isObject(sortBy)) throw invalid('sortBy must be an object: { "column": "name", "order": "asc" }');
  const column = sortBy.column === undefined ? 'name' : sortBy.column;
  if (typeof column !== 'string' || !SORT_COLUMNS.has(column)) throw invalid('sortBy.column must be one of name, created_at, updated_at, last_accessed_at');
  const order = sortBy.order === undefined ? 'asc' : sortBy.order;
  if (typeof order !== 'string' || !['asc', 'desc'].includes(order.toLowerCase())) throw invalid('sortBy.order must be asc or desc');
  let prefix = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+/, '') : '';
  if (prefix && !prefix.endsWith('/')) prefix += '/';
  return {
    prefix,
    limit: Math.min(int('limit', 1, 100), 1000),
    offset: int('offset', 0, 0),
    search: typeof body.search === 'string' ? body.search : '',
    sortColumn: column as ListOptions['sortColumn'],
    sortOrder: order.toLowerCase() as ListOptions['sortOrder'],
  };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Runs under the caller's role, so the policies on storage.objects decide what is listed. */
export async function listObjects(client: pg.PoolClient, bucketId: string, o: ListOptions): Promise<unknown[]> {
  const { rows } = await client.query(
    `with level as (
       select substr(name, char_length($2) + 1) as rest, id, created_at, updated_at, last_accessed_at, metadata
       from storage.objects
       where bucket_id = $1 and name like $3 escape '\\'
     ), entries as (
       select distinct split_part(rest, '/', 1) as name, null::uuid as id, null::timestamptz as created_at,
              null::timestamptz as updated_at, null::timestamptz as last_accessed_at, null::jsonb as metadata
       from level where strpos(rest, '/') > 0
       union all
       select rest, id, created_at, updated_at, last_accessed_at, metadata from level where strpos(rest, '/') = 0
     )
     select * from entries where name <> '' and name ilike $4 escape '\\'
     order by ${o.sortColumn} ${o.sortOrder} nulls last, name
     limit $5 offset $6`,
    [bucketId, o.prefix, `${escapeLike(o.prefix)}%`, `${escapeLike(o.search)}%`, o.limit, o.offset],
  );
  return rows;
}
