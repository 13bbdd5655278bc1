/**
 * PostgREST conformance, "Tables and Views › Insert / Upsert / Update / Delete" and the
 * write preferences: upserts with merge-duplicates and ignore-duplicates (a payload of only
 * the conflict columns included), 200 vs 201, missing=default, columns=, and
 * `Prefer: max-affected` with handling=strict. Through unmodified supabase-js where the client
 * exposes the feature, else as raw HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { TestServer } from '../helpers/server.ts';
import { raw, startSurfaceServer } from '../helpers/postgrest-fixture-surface.ts';

/** supabase-js offers maxAffected() only to clients that declare PostgREST 13. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Postgrest13Client = SupabaseClient<any, { PostgrestVersion: '13' }>;

describe('PostgREST writes', () => {
  let t: TestServer;
  let db: Postgrest13Client;

  const qtyOf = async (code: string) =>
    (await t.server.ctx.db.admin.query<{ qty: number }>('select qty from public.srf_items where code = $1', [code])).rows[0]?.qty;

  beforeAll(async () => {
    t = await startSurfaceServer();
    db = t.service() as unknown as Postgrest13Client;
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('upsert with merge-duplicates', () => {
    it('inserts new rows and updates existing ones: 201 with both rows', async () => {
      const res = await db
        .from('srf_items')
        .upsert([{ code: 'a1', name: 'Yeşil Elma' }, { code: 'u1', name: 'Yeni' }], { onConflict: 'code' })
        .select('code,name,qty')
        .order('code');
      expect(res.error).toBeNull();
      expect(res.status).toBe(201);
      expect(res.data).toEqual([
        { code: 'a1', name: 'Yeşil Elma', qty: 5 },
        { code: 'u1', name: 'Yeni', qty: 1 },
      ]);
    });

    it('answers 200 when every row already existed (only updates)', async () => {
      const res = await db.from('srf_items').upsert({ code: 'a1', name: 'Elma' }, { onConflict: 'code' }).select('code,name');
      expect([res.status, res.error, res.data]).toEqual([200, null, [{ code: 'a1', name: 'Elma' }]]);
      const minimal = await raw(t, 'srf_items?on_conflict=code', {
        method: 'POST',
        service: true,
        headers: { Prefer: 'resolution=merge-duplicates, return=minimal' },
        body: { code: 'a1', name: 'Elma' },
      });
      expect([minimal.status, minimal.text]).toEqual([200, '']);
      expect(minimal.headers.get('preference-applied')).toBe('resolution=merge-duplicates, return=minimal');
    });

    it('a payload of only the conflict columns updates and returns the existing row', async () => {
      const res = await db.from('srf_items').upsert({ code: 'a2' }, { onConflict: 'code' }).select('id,code,name,qty');
      expect([res.status, res.error, res.data]).toEqual([200, null, [{ id: 2, code: 'a2', name: 'Armut', qty: 3 }]]);
      // Without on_conflict the primary key is the conflict target.
      const byPk = await db.from('srf_items').upsert({ id: 3, code: 'b1' }).select('id,code,name');
      expect([byPk.status, byPk.error, byPk.data]).toEqual([200, null, [{ id: 3, code: 'b1', name: 'Muz' }]]);
    });

    it('without a primary key or on_conflict the upsert is a plain insert (201)', async () => {
      const res = await raw(t, 'srf_log', {
        method: 'POST',
        service: true,
        headers: { Prefer: 'resolution=merge-duplicates, return=representation' },
        body: { msg: 'kayıt' },
      });
      expect([res.status, res.json]).toEqual([201, [{ msg: 'kayıt' }]]);
      // No conflict target: the resolution was not applied.
      expect(res.headers.get('preference-applied')).toBe('return=representation');
    });
  });

  describe('upsert with ignore-duplicates', () => {
    it('skips existing rows and inserts new ones: 201 with only the new row', async () => {
      const res = await db
        .from('srf_items')
        .upsert([{ code: 'a1', name: 'Yok sayılır' }, { code: 'u2', name: 'Eklenir' }], { onConflict: 'code', ignoreDuplicates: true })
        .select('code,name');
      expect([res.status, res.error, res.data]).toEqual([201, null, [{ code: 'u2', name: 'Eklenir' }]]);
      expect(await qtyOf('a1')).toBe(5);
    });

    it('a payload of only existing conflict columns changes nothing: 201 and no rows', async () => {
      const res = await db.from('srf_items').upsert({ code: 'a1' }, { onConflict: 'code', ignoreDuplicates: true }).select('code');
      expect([res.status, res.error, res.data]).toEqual([201, null, []]);
    });
  });

  describe('insert', () => {
    it('answers 201, with the representation when asked', async () => {
      const res = await db.from('srf_items').insert({ code: 'i1', name: 'Ekleme' }).select('code,name,qty,note');
      expect([res.status, res.data]).toEqual([201, [{ code: 'i1', name: 'Ekleme', qty: 1, note: 'varsayılan' }]]);
      const minimal = await db.from('srf_items').insert({ code: 'i2' });
      expect([minimal.status, minimal.error, minimal.data]).toEqual([201, null, null]);
    });

    it('fills keys missing from some objects with null, or with the column default under missing=default', async () => {
      // supabase-js names the union of the keys in columns=; defaultToNull: false sends missing=default.
      const nulls = await db.from('srf_items').insert([{ code: 'm1', note: 'özel' }, { code: 'm2' }]).select('code,note').order('code');
      expect(nulls.data).toEqual([
        { code: 'm1', note: 'özel' },
        { code: 'm2', note: null },
      ]);
      const defaults = await db
        .from('srf_items')
        .insert([{ code: 'm3', note: 'özel' }, { code: 'm4' }], { defaultToNull: false })
        .select('code,note')
        .order('code');
      expect(defaults.data).toEqual([
        { code: 'm3', note: 'özel' },
        { code: 'm4', note: 'varsayılan' },
      ]);
    });

    it('columns= takes only the named columns from the payload and checks each one', async () => {
      const res = await raw(t, 'srf_items?columns=code,name&select=code,name,qty', {
        method: 'POST',
        service: true,
        headers: { Prefer: 'return=representation, missing=default' },
        body: { code: 'c1', name: 'Sütun', qty: 99, unknown_key: 1 },
      });
      expect([res.status, res.json]).toEqual([201, [{ code: 'c1', name: 'Sütun', qty: 1 }]]);
      expect(res.headers.get('preference-applied')).toBe('missing=default, return=representation');
      const bad = await raw(t, 'srf_items?columns=code,nope', { method: 'POST', service: true, body: { code: 'c2' } });
      expect([bad.status, bad.json]).toEqual([
        400,
        { code: 'PGRST204', details: null, hint: null, message: "Could not find the 'nope' column of 'srf_items' in the schema cache" },
      ]);
    });

    it('objects with different keys and no columns= answer 400 PGRST102', async () => {
      const res = await raw(t, 'srf_items', { method: 'POST', service: true, body: [{ code: 'k1' }, { code: 'k2', name: 'x' }] });
      expect([res.status, res.json]).toEqual([400, { code: 'PGRST102', details: null, hint: null, message: 'All object keys must match' }]);
    });
  });

  describe('Prefer: max-affected', () => {
    it('with handling=strict, an update touching more rows fails with PGRST124 and changes nothing', async () => {
      const res = await db.from('srf_items').update({ qty: 0 }).in('code', ['a1', 'a2']).maxAffected(1);
      expect(res.status).toBe(400);
      expect(res.error).toEqual({ code: 'PGRST124', details: 'The query affects 2 rows', hint: null, message: 'Query result exceeds max-affected preference constraint' });
      expect([await qtyOf('a1'), await qtyOf('a2')]).toEqual([5, 3]);
    });

    it('within the limit the update and delete go through', async () => {
      const res = await db.from('srf_items').update({ qty: 6 }).eq('code', 'a1').maxAffected(1).select('code,qty');
      expect([res.status, res.error, res.data]).toEqual([200, null, [{ code: 'a1', qty: 6 }]]);
      const del = await raw(t, 'srf_items?code=in.(i1,i2)', { method: 'DELETE', service: true, headers: { Prefer: 'handling=strict, max-affected=2' } });
      expect([del.status, del.headers.get('preference-applied')]).toEqual([204, 'handling=strict, max-affected=2']);
    });

    it('a delete over the limit is rolled back', async () => {
      const del = await raw(t, 'srf_items?code=like.m*', { method: 'DELETE', service: true, headers: { Prefer: 'handling=strict, max-affected=3' } });
      expect([del.status, del.json]).toEqual([
        400,
        { code: 'PGRST124', details: 'The query affects 4 rows', hint: null, message: 'Query result exceeds max-affected preference constraint' },
      ]);
      const { count } = await db.from('srf_items').select('*', { count: 'exact', head: true }).like('code', 'm*');
      expect(count).toBe(4);
    });

    it('without handling=strict the limit is not applied (lenient)', async () => {
      const res = await raw(t, 'srf_items?code=in.(m1,m2)', { method: 'PATCH', service: true, headers: { Prefer: 'max-affected=1' }, body: { qty: 7 } });
      expect([res.status, res.headers.get('preference-applied')]).toEqual([204, null]);
      expect([await qtyOf('m1'), await qtyOf('m2')]).toEqual([7, 7]);
    });

    it('handling=strict refuses preferences PostgREST does not know (400 PGRST122)', async () => {
      const res = await raw(t, 'srf_items?code=eq.m1', { method: 'PATCH', service: true, headers: { Prefer: 'handling=strict, return=everything, nope' }, body: { qty: 8 } });
      expect([res.status, res.json]).toEqual([
        400,
        { code: 'PGRST122', details: 'Invalid preferences: return=everything, nope', hint: null, message: 'Invalid preferences given with handling=strict' },
      ]);
      expect(await qtyOf('m1')).toBe(7);
    });
  });

  describe('update and delete', () => {
    it('PATCH answers 200 with the representation, 204 without', async () => {
      const rep = await db.from('srf_items').update({ name: 'Muz!' }).eq('code', 'b1').select('code,name');
      expect([rep.status, rep.data]).toEqual([200, [{ code: 'b1', name: 'Muz!' }]]);
      const min = await db.from('srf_items').update({ name: 'Muz' }).eq('code', 'b1');
      expect([min.status, min.error]).toEqual([204, null]);
    });

    it('single() on a write that touches two rows answers 406 PGRST116 and rolls back', async () => {
      const res = await db.from('srf_items').update({ qty: 9 }).in('code', ['m3', 'm4']).select('code').single();
      expect(res.status).toBe(406);
      expect(res.error).toEqual({ code: 'PGRST116', details: 'The result contains 2 rows', hint: null, message: 'Cannot coerce the result to a single JSON object' });
      expect(await qtyOf('m3')).toBe(1);
    });

    it('Prefer: tx=rollback answers as if committed and keeps nothing', async () => {
      const res = await raw(t, 'srf_items?select=code', { method: 'POST', service: true, headers: { Prefer: 'return=representation, tx=rollback' }, body: { code: 'r1' } });
      expect([res.status, res.json, res.headers.get('preference-applied')]).toEqual([201, [{ code: 'r1' }], 'return=representation, tx=rollback']);
      const { count } = await db.from('srf_items').select('*', { count: 'exact', head: true }).eq('code', 'r1');
      expect(count).toBe(0);
    });
  });
});
