/**
 * Listing a bucket one folder level at a time, as Supabase Storage's `POST /object/list/{bucket}`
 * (storage-js `list()`): folders appear once with null id and metadata, files with theirs.
 */
import type pg from 'pg';
import { StorageError } from './errors.ts';

export interface ListOptions {
  prefix: string;
  limit: number;
  offset: number;
  search: string;
  sortColumn: 'name' | 'created_at' | 'updated_at' | 'last_accessed_at';
  sortOrder: 'asc' | 'desc';
}

const SORT_COLUMNS = new Set(['name', 'created_at', 'updated_at', 'last_accessed_at']);

export function parseListBody(raw: Buffer): ListOptions {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(raw.toString('utf8') || '{}') as Record<string, unknown>;
  } catch {
    throw new StorageError('400', 'invalid_request', 'The body must be JSON: { "prefix": "..." }');
  }
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
  const column = typeof sortBy.column === 'string' && SORT_COLUMNS.has(sortBy.column) ? sortBy.column : 'name';
  const int = (v: unknown, fallback: number, max: number) => (Number.isInteger(v) && (v as number) >= 0 ? Math.min(v as number, max) : fallback);
  let prefix = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+/, '') : '';
  if (prefix && !prefix.endsWith('/')) prefix += '/';
  return {
    prefix,
    limit: int(body.limit, 100, 1000),
    offset: int(body.offset, 0, Number.MAX_SAFE_INTEGER),
    search: typeof body.search === 'string' ? body.search : '',
    sortColumn: column as ListOptions['sortColumn'],
    sortOrder: String(sortBy.order).toLowerCase() === 'desc' ? 'desc' : 'asc',
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
