/**
 * The engine's one way to the database: list, page, create, update, delete, insert samples
 * and reorder the rows of a resource's table, each answering `{ data, error }` with one error
 * shape. `updated_at` is the database trigger's; nothing here sends it.
 */
import type { AdminClient } from '../../lib/admin-client.ts';
import type { Row } from '../resource/types.ts';
import { anyTable } from './any-table.ts';

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
  from: number;
  to: number;
}

function toError(e: { code?: string; message?: string; details?: string | null } | null | undefined): DataError {
  return { code: e?.code ?? 'unknown', message: e?.message ?? '', details: e?.details ?? null };
}

function result<T>(r: { data: unknown; error: { code?: string; message?: string; details?: string | null } | null }, data: (d: unknown) => T): DataResult<T> {
  return r.error ? { data: null, error: toError(r.error) } : { data: data(r.data), error: null };
}

/** A unique violation on `column`: the details name the key (`Key (slug)=…`), the message the constraint (`<table>_slug_key`). */
export function isUniqueClash(error: DataError | null, column: string): boolean {
  if (!error || error.code !== '23505') return false;
  return (error.details ?? '').includes(`Key (${column})=`) || error.message.includes(`_${column}_key"`);
}

export function resourceData(client: AdminClient, table: string) {
  const from = () => anyTable(client, table);
  const ordered = <Q extends { order: (c: string, o: { ascending: boolean }) => Q }>(q: Q, order: readonly ListOrder[]): Q =>
    order.reduce((acc, o) => acc.order(o.field, { ascending: o.ascending }), q);

  return {
    async count(): Promise<DataResult<number>> {
      const r = await from().select('id', { count: 'exact', head: true });
      return r.error ? { data: null, error: toError(r.error) } : { data: r.count ?? 0, error: null };
    },
    async listAll(order: readonly ListOrder[]): Promise<DataResult<Row[]>> {
      return result(await ordered(from().select('*'), order), (d) => (d ?? []) as Row[]);
    },
    async page(q: PageQuery): Promise<DataResult<{ rows: Row[]; total: number }>> {
      let query = from().select('*', { count: 'exact' });
      if (q.or) query = query.or(q.or);
      for (const [field, value] of Object.entries(q.equals)) query = query.eq(field, value);
      const r = await ordered(query, q.order).range(q.from, q.to);
      // Past the last page (rows deleted meanwhile): an empty page, not an error.
      if (r.error?.code === 'PGRST103') return { data: { rows: [], total: 0 }, error: null };
      return r.error ? { data: null, error: toError(r.error) } : { data: { rows: (r.data ?? []) as Row[], total: r.count ?? 0 }, error: null };
    },
    async create(values: Record<string, unknown>): Promise<DataResult<Row>> {
      return result(await from().insert(values).select().single(), (d) => d as Row);
    },
    async update(id: string, values: Record<string, unknown>): Promise<DataResult<Row>> {
      return result(await from().update(values).eq('id', id).select().single(), (d) => d as Row);
    },
    async remove(id: string): Promise<DataResult<null>> {
      return result(await from().delete().eq('id', id), () => null);
    },
    async insertMany(rows: readonly Record<string, unknown>[]): Promise<DataResult<null>> {
      return result(await from().insert(rows as Record<string, unknown>[]), () => null);
    },
    /**
     * Writes each changed row's absolute position (1, 2, …) in `field`: no read before the
     * write, so two staff reordering at once end with one of the two orders, never a mix of
     * shifted positions.
     */
    async reorder(field: string, changes: readonly { id: string; value: number }[]): Promise<DataResult<null>> {
      if (!changes.length) return { data: null, error: null };
      const results = await Promise.all(changes.map((c) => from().update({ [field]: c.value }).eq('id', c.id)));
      const failed = results.find((r) => r.error);
      return failed ? { data: null, error: toError(failed.error) } : { data: null, error: null };
    },
  };
}

export type ResourceData = ReturnType<typeof resourceData>;
