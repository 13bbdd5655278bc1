/**
 * The engine's one way to the database: list, page, create, update, delete, insert samples
 * and reorder the rows of a resource's table, each answering `{ data, error }` with one error
 * shape. `updated_at` is the database trigger's and the row's version: `update` sends the one
 * its caller loaded, so the database refuses the write if the row changed since (an edit
 * conflict, 409 PT409); bulk changes set one field on purpose and send none; a reorder sends
 * every row's version (one transaction through the database's reorder_rows).
 * Columns are named
 * (a table's private columns refuse `select=*`; an open row gets them from its function).
 */
import type { AdminClient } from '../../lib/admin-client.ts';
import type { Condition } from '../resource/publication-status.ts';
import type { Row } from '../resource/types.ts';
import { anyTable } from './any-table.ts';
import { hasPrivateColumns, readPrivateColumns, selectableColumns, withWrittenPrivate } from './private-columns.ts';

/** A failed call as PostgREST describes it (code such as 23505, 42501, PGRST103). */
export interface DataError {
  code: string;
  message: string;
  details: string | null;
}


export type DataResult<T> = { data: T; error: null } | { data: null; error: DataError };

export interface ListOrder {
  field: string;
  ascending: boolean;
}

export interface PageQuery {
  order: readonly ListOrder[];
  /** A PostgREST `or` filter (search), already escaped. */
  or?: string;
  equals: Record<string, unknown>;
  /** Further filters (a status decided by time). */
  conditions?: Condition[];
  from: number;
  to: number;
}

/** A search (PostgREST `or`, already escaped) and equality filters. */
export interface MatchQuery {
  or?: string;
  equals: Record<string, unknown>;
  conditions?: Condition[];
}

interface Filterable {
  or(f: string): Filterable;
  eq(c: string, v: unknown): Filterable;
  filter(c: string, op: string, v: unknown): Filterable;
}

// Loosely typed on purpose: the builders' full types are too deep for a generic constraint.
function matchingQuery<Q>(query: Q, q: MatchQuery): Q {
  let out = query as unknown as Filterable;
  if (q.or) out = out.or(q.or);
  for (const [field, value] of Object.entries(q.equals)) out = out.eq(field, value);
  for (const c of q.conditions ?? []) out = 'or' in c ? out.or(c.or) : out.filter(c.column, c.operator, c.value);
  return out as unknown as Q;
}

/** Ids per `in.(…)` request: 200 uuids keep the request line well under Node's 16 KB header limit. */
const ID_CHUNK = 200;
function chunks(ids: readonly string[]): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < ids.length; i += ID_CHUNK) out.push(ids.slice(i, i + ID_CHUNK));
  return out;
}

function firstError(results: { error: { code?: string; message?: string; details?: string | null } | null }[]): DataResult<null> {
  const failed = results.find((r) => r.error);
  return failed ? { data: null, error: toDataError(failed.error) } : { data: null, error: null };
}

/** A supabase-js error (PostgREST's `{code, details, hint, message}`) in the admin's one error shape. */
export function toDataError(e: { code?: string; message?: string; details?: string | null } | null | undefined): DataError {
  return { code: e?.code ?? 'unknown', message: e?.message ?? '', details: e?.details ?? null };
}

function result<T>(r: { data: unknown; error: { code?: string; message?: string; details?: string | null } | null }, data: (d: unknown) => T): DataResult<T> {
  return r.error ? { data: null, error: toDataError(r.error) } : { data: data(r.data), error: null };
}

/** A unique violation on `column`: the details name the key (`Key (slug)=…`), the message the constraint (`<table>_slug_key`). */
export function isUniqueClash(error: DataError | null, column: string): boolean {
  if (!error || error.code !== '23505') return false;
  return (error.details ?? '').includes(`Key (${column})=`) || error.message.includes(`_${column}_key"`);
}

export function resourceData(client: AdminClient, table: string) {
  const from = () => anyTable(client, table);
  const columns = selectableColumns(table);
  const ordered = <Q extends { order: (c: string, o: { ascending: boolean }) => Q }>(q: Q, order: readonly ListOrder[]): Q =>
    order.reduce((acc, o) => acc.order(o.field, { ascending: o.ascending }), q);

  return {
    /** Rows (matching `equals`, when given). */
    async count(equals: Record<string, unknown> = {}): Promise<DataResult<number>> {
      const r = await matchingQuery(from().select('id', { count: 'exact', head: true }), { equals });
      return r.error ? { data: null, error: toDataError(r.error) } : { data: r.count ?? 0, error: null };
    },
    async listAll(order: readonly ListOrder[]): Promise<DataResult<Row[]>> {
      return result(await ordered(from().select(columns), order), (d) => (d ?? []) as Row[]);
    },
    /** One row by id; null data when there is none (or the id is no uuid: nothing can match it). */
    async get(id: string): Promise<DataResult<Row | null>> {
      const r = await from().select<string, Row>(columns).eq('id', id).maybeSingle();
      if (r.error?.code === '22P02') return { data: null, error: null };
      if (r.data && hasPrivateColumns(table)) {
        try {
          return { data: { ...r.data, ...(await readPrivateColumns(client, table)).get(id) }, error: null };
        } catch (e) {
          return { data: null, error: toDataError(e as DataError) };
        }
      }
      return result(r, (d) => (d ?? null) as Row | null);
    },
    async page(q: PageQuery): Promise<DataResult<{ rows: Row[]; total: number }>> {
      const query = matchingQuery(from().select<string, Row>(columns, { count: 'exact' }), q);
      const r = await ordered(query, q.order).range(q.from, q.to);
      // Past the last page (rows deleted meanwhile): an empty page, not an error.
      if (r.error?.code === 'PGRST103') return { data: { rows: [], total: 0 }, error: null };
      return r.error ? { data: null, error: toDataError(r.error) } : { data: { rows: r.data ?? [], total: r.count ?? 0 }, error: null };
    },
    async create(values: Record<string, unknown>): Promise<DataResult<Row>> {
      return result(await from().insert(values).select(columns).single(), (d) => withWrittenPrivate(d as Row, values));
    },
    /** `version`: the row's `updated_at` as loaded (the write's precondition); omitted, the write is unconditional. */
    async update(id: string, values: Record<string, unknown>, version?: string): Promise<DataResult<Row>> {
      const sent = version === undefined ? values : { ...values, updated_at: version };
      return result(await from().update(sent).eq('id', id).select(columns).single(), (d) => withWrittenPrivate(d as Row, values));
    },
    async remove(id: string): Promise<DataResult<null>> {
      return result(await from().delete().eq('id', id), () => null);
    },
    /** Deletes all the given rows: one request (`id=in.(…)`) per ID_CHUNK ids, so the URL stays short. */
    async removeMany(ids: readonly string[]): Promise<DataResult<null>> {
      return firstError(await Promise.all(chunks(ids).map((part) => from().delete().in('id', part))));
    },
    /** Sets the same values on all the given rows: one request per ID_CHUNK ids. */
    async updateMany(ids: readonly string[], values: Record<string, unknown>): Promise<DataResult<null>> {
      return firstError(await Promise.all(chunks(ids).map((part) => from().update(values).in('id', part))));
    },
    /** Deletes every row matching a search and filters, in one request. */
    async removeMatching(q: MatchQuery): Promise<DataResult<null>> {
      return result(await matchingQuery(from().delete(), q), () => null);
    },
    /** Sets values on every row matching a search and filters, in one request. */
    async updateMatching(q: MatchQuery, values: Record<string, unknown>): Promise<DataResult<null>> {
      return result(await matchingQuery(from().update(values), q), () => null);
    },
    /** `columns` of every row matching a search and filters (what a bulk action over all results changes). */
    async matching(columns: string, q: MatchQuery): Promise<DataResult<Row[]>> {
      return result(await matchingQuery(from().select(columns), q), (d) => (d ?? []) as Row[]);
    },
    async insertMany(rows: readonly Record<string, unknown>[]): Promise<DataResult<null>> {
      return result(await from().insert(rows as Record<string, unknown>[]), () => null);
    },
    /**
     * Writes the list's order as absolute positions (1, 2, …) in `field`: every row of the
     * list with the `updated_at` it had when read, in one transaction (reorder_rows), which
     * writes only the rows whose place changes. When another person reordered or changed any
     * of them meanwhile, nothing is written and the answer is an edit conflict (PT409), never
     * a mix of two orders.
     */
    async reorder(field: string, rows: readonly { id: string; value: number; version: string }[]): Promise<DataResult<null>> {
      if (!rows.length) return { data: null, error: null };
      const positions = rows.map((c) => ({ id: c.id, position: c.value, version: c.version }));
      return result(await client.rpc('reorder_rows', { target_table: table, order_field: field, positions }), () => null);
    },
  };
}

export type ResourceData = ReturnType<typeof resourceData>;
