/**
 * PostgREST conformance, "Resource representation", "Pagination and counting" and
 * "Schemas": CSV output, `nulls=stripped`, content negotiation, singular answers, exact /
 * planned / estimated counts, and other exposed schemas through Accept-Profile /
 * Content-Profile (DB_SCHEMAS).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { TestServer } from '../helpers/server.ts';
import { OTHER_SCHEMA, raw, startSurfaceServer } from '../helpers/postgrest-fixture-surface.ts';

describe('PostgREST media types, counts and schemas', () => {
  let t: TestServer;
  let anon: SupabaseClient;

  /** The planner's row estimate for a query, as EXPLAIN gives it. */
  const planRows = async (sql: string) => {
    const { rows } = await t.server.ctx.db.admin.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(`explain (format json) ${sql}`);
    return rows[0]!['QUERY PLAN'][0].Plan['Plan Rows'];
  };

  beforeAll(async () => {
    t = await startSurfaceServer();
    anon = t.anon();
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('text/csv', () => {
    it('csv() answers a header line and one line per row, quoted as CSV needs, nulls empty', async () => {
      const res = await anon.from('srf_items').select('code,name,qty,"display name"').order('id').csv();
      expect([res.status, res.error]).toEqual([200, null]);
      expect(res.data).toBe(
        'code,name,qty,display name\n' +
          'a1,Elma,5,"Birinci Öğe"\n' +
          'a2,Armut,3,"İkinci Öğe"\n' +
          'b1,Muz,8,\n' +
          'b2,Kiraz,1,"Dördüncü, son"',
      );
      const headers = await raw(t, 'srf_items?select=code&code=eq.a1', { headers: { Accept: 'text/csv' } });
      expect([headers.headers.get('content-type'), headers.text]).toEqual(['text/csv; charset=utf-8', 'code\na1']);
    });

    it('no rows is an empty header and an empty body', async () => {
      const res = await anon.from('srf_items').select('code').eq('code', 'yok').csv();
      expect([res.status, res.data]).toEqual([200, '\n']);
    });
  });

  describe('nulls=stripped', () => {
    it('stripNulls() drops null keys from each row', async () => {
      const res = await anon.from('srf_items').select('code,mood,"display name"').in('code', ['b1', 'b2']).order('id').stripNulls();
      expect([res.status, res.error, res.data]).toEqual([
        200,
        null,
        [
          { code: 'b1', mood: 'nötr' },
          { code: 'b2', 'display name': 'Dördüncü, son' },
        ],
      ]);
      const one = await anon.from('srf_items').select('code,mood,"display name"').eq('code', 'b1').single().stripNulls();
      expect(one.data).toEqual({ code: 'b1', mood: 'nötr' });
    });

    it('answers with the vendor media type it was asked for', async () => {
      const array = await raw(t, 'srf_items?select=code,mood&code=eq.b2', { headers: { Accept: 'application/vnd.pgrst.array+json;nulls=stripped' } });
      expect([array.headers.get('content-type'), array.json]).toEqual(['application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8', [{ code: 'b2' }]]);
      const object = await raw(t, 'srf_items?select=code,mood&code=eq.b2', { headers: { Accept: 'application/vnd.pgrst.object+json;nulls=stripped' } });
      expect([object.headers.get('content-type'), object.json]).toEqual(['application/vnd.pgrst.object+json;nulls=stripped; charset=utf-8', { code: 'b2' }]);
    });
  });

  describe('content negotiation', () => {
    it('takes the most preferred type it can produce (q-values), 406 PGRST107 when none', async () => {
      const json = await raw(t, 'srf_items?select=code&code=eq.a1', { headers: { Accept: 'text/csv;q=0.5, application/json' } });
      expect([json.headers.get('content-type'), json.json]).toEqual(['application/json; charset=utf-8', [{ code: 'a1' }]]);
      const csv = await raw(t, 'srf_items?select=code&code=eq.a1', { headers: { Accept: 'application/json;q=0.1, text/csv' } });
      expect([csv.headers.get('content-type'), csv.text]).toEqual(['text/csv; charset=utf-8', 'code\na1']);
      const none = await raw(t, 'srf_items?select=code', { headers: { Accept: 'application/xml, image/png' } });
      expect([none.status, none.json]).toEqual([
        406,
        { code: 'PGRST107', details: null, hint: null, message: 'None of these media types are available: application/xml, image/png' },
      ]);
    });

    it('single() with other than one row answers 406 PGRST116 in PostgREST\'s current wording', async () => {
      const many = await anon.from('srf_items').select('code').single();
      expect(many.status).toBe(406);
      expect(many.error).toEqual({ code: 'PGRST116', details: 'The result contains 4 rows', hint: null, message: 'Cannot coerce the result to a single JSON object' });
      const one = await anon.from('srf_items').select('code').eq('code', 'a2').single();
      expect([one.status, one.data]).toEqual([200, { code: 'a2' }]);
    });
  });

  describe('counts', () => {
    it('count=exact counts every matching row, and a partial page is 206', async () => {
      const res = await anon.from('srf_many').select('n', { count: 'exact' }).eq('a', 1).order('n').limit(2);
      expect([res.status, res.count, res.data]).toEqual([206, 750, [{ n: 1 }, { n: 3 }]]);
    });

    it('count=planned is the planner\'s estimate, not a count', async () => {
      const res = await anon.from('srf_many').select('*', { count: 'planned', head: true }).eq('a', 1).eq('b', 1);
      const estimate = await planRows('select 1 from public.srf_many where a = 1 and b = 1');
      // a and b are always equal, which the planner does not know: it expects a quarter, not half.
      expect(estimate).toBeLessThan(500);
      expect([res.status, res.count]).toEqual([200, estimate]);
      const reply = await raw(t, 'srf_many?select=n&n=lt.3&order=n', { headers: { Prefer: 'count=planned' } });
      expect(reply.headers.get('content-range')).toBe(`0-1/${await planRows('select 1 from public.srf_many where n < 3')}`);
      expect(reply.headers.get('preference-applied')).toBe('count=planned');
    });

    it('count=estimated is exact up to max-rows (1000), the planner\'s estimate beyond', async () => {
      const small = await anon.from('srf_many').select('*', { count: 'estimated', head: true }).eq('a', 1).eq('b', 1);
      expect(small.count).toBe(750);
      const large = await anon.from('srf_many').select('*', { count: 'estimated', head: true });
      expect(large.count).toBe(Math.max(1001, await planRows('select 1 from public.srf_many')));
    });

    it('Preference-Applied on a read names only what a read honours', async () => {
      const res = await raw(t, 'srf_items?select=code&limit=1', { headers: { Prefer: 'count=exact, return=representation, missing=default' } });
      expect([res.status, res.headers.get('preference-applied'), res.headers.get('content-range')]).toEqual([206, 'count=exact', '0-0/4']);
    });
  });

  describe('schemas (DB_SCHEMAS, Accept-Profile / Content-Profile)', () => {
    it('schema() reads and writes the other exposed schema; responses name their schema', async () => {
      const other = t.service().schema(OTHER_SCHEMA);
      const read = await other.from('srf_items').select('*');
      expect([read.status, read.data]).toEqual([200, [{ id: 1, label: 'öbür şema' }]]);
      const write = await other.from('srf_items').insert({ id: 2, label: 'iki' }).select();
      expect([write.status, write.data]).toEqual([201, [{ id: 2, label: 'iki' }]]);
      const stored = await t.server.ctx.db.admin.query(`select label from ${OTHER_SCHEMA}.srf_items where id = 2`);
      expect(stored.rows).toEqual([{ label: 'iki' }]);
      const profiled = await raw(t, 'srf_items?select=id&id=eq.1', { headers: { 'Accept-Profile': OTHER_SCHEMA } });
      expect([profiled.headers.get('content-profile'), profiled.json]).toEqual([OTHER_SCHEMA, [{ id: 1 }]]);
      const plain = await raw(t, 'srf_items?select=id&id=eq.1');
      expect([plain.headers.get('content-profile'), plain.json]).toEqual(['public', [{ id: 1 }]]);
    });

    it('the same query string read repeatedly through both profiles answers from each schema', async () => {
      const bodies = [];
      for (const profile of [undefined, OTHER_SCHEMA, undefined, OTHER_SCHEMA]) {
        const headers: Record<string, string> = profile ? { 'Accept-Profile': profile } : {};
        const res = await raw(t, 'srf_items?select=*&id=eq.1', { headers });
        bodies.push([res.status, res.headers.get('content-profile'), Object.keys((res.json as object[])[0]!).sort()]);
      }
      const publicColumns = ['code', 'display name', 'id', 'mood', 'name', 'note', 'period', 'qty', 'seats'];
      const otherColumns = ['id', 'label'];
      expect(bodies).toEqual([
        [200, 'public', publicColumns],
        [200, OTHER_SCHEMA, otherColumns],
        [200, 'public', publicColumns],
        [200, OTHER_SCHEMA, otherColumns],
      ]);
    });

    it('a schema that is not exposed answers 406 PGRST106', async () => {
      const res = await anon.schema('auth').from('users').select('id');
      expect(res.status).toBe(406);
      expect(res.error).toEqual({ code: 'PGRST106', details: null, hint: `Only the following schemas are exposed: public, ${OTHER_SCHEMA}`, message: 'Invalid schema: auth' });
      // Writes read Content-Profile, not Accept-Profile.
      const write = await raw(t, 'srf_items', { method: 'POST', headers: { 'Content-Profile': 'private' }, body: { id: 9 } });
      expect([write.status, (write.json as { code: string }).code]).toEqual([406, 'PGRST106']);
    });

    it('tables are looked up in the chosen schema only', async () => {
      const res = await anon.schema(OTHER_SCHEMA).from('srf_many').select('n');
      expect(res.status).toBe(404);
      expect(res.error).toEqual({ code: 'PGRST205', details: null, hint: null, message: `Could not find the table '${OTHER_SCHEMA}.srf_many' in the schema cache` });
    });
  });
});
