/**
 * Conformance with PostgREST 12/13 on the RPC and write side, over
 * tests/helpers/postgrest-fixture-rpc.ts: functions with a single unnamed parameter for every
 * Content-Type PostgREST reads (json/jsonb, text/plain, text/xml, octet-stream) and the ones
 * it never lists; request text that could become an identifier (empty names, quotes) never
 * reaching SQL; PGRST202/203 worded as there; Content-Range and Preference-Applied on scalar
 * calls; strict max-affected on functions (PGRST124 with rollback, PGRST128); variadic
 * arguments; and missing=default evaluating defaults once per row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { createRpcFixture } from '../helpers/postgrest-fixture-rpc.ts';

interface Reply {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

const HINT_203 = 'Try renaming the parameters or the function itself in the database so function overloading can be resolved';

describe('PostgREST RPC and write fidelity', () => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer({ seed: false });
    await createRpcFixture(t);
  });

  afterAll(async () => {
    await t?.close();
  });

  async function request(path: string, init: { method?: string; headers?: Record<string, string>; body?: string | Uint8Array<ArrayBuffer> } = {}): Promise<Reply> {
    const res = await fetch(`${t.url}/rest/v1/${path}`, {
      method: init.method ?? 'POST',
      headers: { apikey: t.anonKey, 'Content-Type': 'application/json', ...init.headers },
      body: init.body,
    });
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, text, json };
  }

  const rpc = (fn: string, body: string, headers: Record<string, string> = {}) => request(`rpc/${fn}`, { body, headers });
  const sql = async <T>(text: string) => (await t.server.ctx.db.admin.query(text)).rows as T[];

  describe('a single unnamed parameter', () => {
    it('json and jsonb take the whole JSON body, whatever its keys, the empty one included', async () => {
      const json = await rpc('fid_json', '{"b": 1,  "a": [true]}');
      expect([json.status, json.text]).toEqual([200, '{"b": 1,  "a": [true]}']);
      const empty = await rpc('fid_jsonb', '{"": 5}');
      expect([empty.status, empty.json]).toEqual([200, { '': 5 }]);
      const none = await request('rpc/fid_jsonb', {});
      expect([none.status, none.json]).toEqual([200, {}]);
      const rows = await rpc('fid_jsonb', '[{"a": 1}, {"a": 2}]');
      expect([rows.status, rows.json]).toEqual([200, [{ a: 1 }, { a: 2 }]]);
      // Neither an object nor an array of objects: PostgREST passes an empty array.
      const scalar = await rpc('fid_jsonb', '"metin"');
      expect([scalar.status, scalar.json]).toEqual([200, []]);
      const mixed = await rpc('fid_jsonb', '[1, 2]');
      expect([mixed.status, mixed.json]).toEqual([400, { code: 'PGRST102', details: null, hint: null, message: 'All object keys must match' }]);
    });

    it('text/plain, text/xml and application/octet-stream fill a text, xml or bytea parameter', async () => {
      const text = await rpc('fid_text', 'merhaba dünya', { 'Content-Type': 'text/plain; charset=utf-8' });
      expect([text.status, text.json]).toEqual([200, 'metin: merhaba dünya']);
      const xml = await rpc('fid_xml', '<kok><ad>Ayşe</ad></kok>', { 'Content-Type': 'text/xml' });
      expect([xml.status, xml.json]).toEqual([200, 'Ayşe']);
      const bytes = await request('rpc/fid_bytea', { body: new Uint8Array([0, 1, 0xfe, 0x27]), headers: { 'Content-Type': 'application/octet-stream' } });
      expect([bytes.status, bytes.json]).toEqual([200, '0001fe27']);
    });

    it('a JSON body {"": value} calls a text function with the body itself, as PostgREST', async () => {
      const reply = await rpc('fid_text', '{"": "merhaba"}');
      expect([reply.status, reply.json]).toEqual([200, 'metin: {"": "merhaba"}']);
      const get = await request(`rpc/fid_text?=${encodeURIComponent('selam')}`, { method: 'GET' });
      expect([get.status, get.json]).toEqual([200, 'metin: {"":"selam"}']);
    });

    it('an unnamed int or bool, or two unnamed parameters: never listed, so 404 PGRST202 (no SQL syntax error)', async () => {
      for (const [fn, body] of [['fid_int', '{"": 5}'], ['fid_bool', '{"": true}'], ['fid_pair', '{"": "a"}'], ['fid_over', '{"": 1}']] as const) {
        const reply = await rpc(fn, body);
        expect(reply.status, fn).toBe(404);
        expect(reply.json, fn).toMatchObject({
          code: 'PGRST202',
          message: `Could not find the function public.${fn}() in the schema cache`,
          details: `Searched for the function public.${fn} with parameter  or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
        });
      }
      const text = await rpc('fid_int', '5', { 'Content-Type': 'text/plain' });
      expect([text.status, text.json]).toEqual([
        404,
        {
          code: 'PGRST202',
          details: 'Searched for the function public.fid_int with a single unnamed text parameter, but no matches were found in the schema cache.',
          hint: null,
          message: 'Could not find the function public.fid_int in the schema cache',
        },
      ]);
    });

    it('a raw body for a function without a matching parameter: 404 with hint null; an unknown Content-Type: 400 PGRST102', async () => {
      const xml = await rpc('fid_text', '<a/>', { 'Content-Type': 'text/xml' });
      expect([xml.status, xml.json]).toEqual([
        404,
        {
          code: 'PGRST202',
          details: 'Searched for the function public.fid_text with a single unnamed xml parameter, but no matches were found in the schema cache.',
          hint: null,
          message: 'Could not find the function public.fid_text in the schema cache',
        },
      ]);
      const bytes = await rpc('fid_json', 'x', { 'Content-Type': 'application/octet-stream' });
      expect((bytes.json as { details: string }).details).toBe(
        'Searched for the function public.fid_json with a single unnamed bytea parameter, but no matches were found in the schema cache.',
      );
      const csv = await rpc('fid_text', 'a\n1', { 'Content-Type': 'application/pdf' });
      expect([csv.status, csv.json]).toEqual([400, { code: 'PGRST102', details: null, hint: null, message: 'Content-Type not acceptable: application/pdf' }]);
    });

    it('a named parameter is chosen by its name; other keys fall back to the unnamed json one', async () => {
      expect((await rpc('fid_either', '{"ad": "Ayşe"}')).json).toBe('adlı: Ayşe');
      expect((await rpc('fid_either', '{"soyad": "Yılmaz"}')).json).toBe('bütün: {"soyad": "Yılmaz"}');
      expect((await rpc('fid_either', '{"": 1}')).json).toBe('bütün: {"": 1}');
    });
  });

  describe('names from the request never reach SQL unless the schema cache knows them', () => {
    it('argument names with quotes, NUL escapes or nothing at all match no parameter: 404 PGRST202', async () => {
      for (const key of ['a"b', 'a") ; select 1; --', '\u0000', '']) {
        const reply = await rpc('fid_sum', JSON.stringify({ [key]: 1, b: 2 }));
        expect([reply.status, (reply.json as { code: string }).code], key).toEqual([404, 'PGRST202']);
      }
      const get = await request(`rpc/fid_sum?${encodeURIComponent('a"')}=1&b=2`, { method: 'GET' });
      expect([get.status, (get.json as { code: string }).code]).toEqual([404, 'PGRST202']);
      const form = await rpc('fid_sum', 'a%22=1&b=2', { 'Content-Type': 'application/x-www-form-urlencoded' });
      expect([form.status, (form.json as { code: string }).code]).toEqual([404, 'PGRST202']);
    });

    it('empty or quoted-empty names in select, order, filters, columns= and on_conflict are refused before SQL', async () => {
      const code = async (path: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}) => {
        const reply = await request(path, { method: 'GET', ...init });
        return [reply.status, (reply.json as { code: string }).code];
      };
      expect(await code('fid_tasks?select=%22%22')).toEqual([400, 'PGRST100']);
      expect(await code('fid_tasks?order=%22%22.asc')).toEqual([400, 'PGRST100']);
      expect(await code('fid_tasks?%22%22=eq.1')).toEqual([400, 'PGRST100']);
      const write = { method: 'POST', body: '{"id": 9, "status": "yeni"}', headers: { Prefer: 'tx=rollback, resolution=merge-duplicates' } };
      expect(await code('fid_tasks?columns=%22%22', write)).toEqual([400, 'PGRST100']);
      expect(await code('fid_tasks?on_conflict=%22%22', write)).toEqual([400, 'PGRST100']);
      expect(await code('fid_tasks', { ...write, body: '{"": 1}' })).toEqual([400, 'PGRST204']);
      expect(await code('fid_tasks?on_conflict=%22a%22%22b%22', write)).toEqual([400, 'PGRST204']);
    });
  });

  describe('overload errors', () => {
    it('PGRST203 lists only the functions PostgREST could call, in the order they were created', async () => {
      const reply = await rpc('fid_over', '{"a": 1}');
      expect([reply.status, reply.json]).toEqual([
        300,
        {
          code: 'PGRST203',
          details: null,
          hint: HINT_203,
          message: 'Could not choose the best candidate function between: public.fid_over(a => integer), public.fid_over(a => text)',
        },
      ]);
    });

    it('PGRST202 hints at the nearest parameter list, or at nothing when nothing is near', async () => {
      const near = await rpc('fid_sum', '{"a": 1, "c": 2}');
      expect([near.status, near.json]).toEqual([
        404,
        {
          code: 'PGRST202',
          details: 'Searched for the function public.fid_sum with parameters a, c or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
          hint: 'Perhaps you meant to call the function public.fid_sum(a, b)',
          message: 'Could not find the function public.fid_sum(a, c) in the schema cache',
        },
      ]);
      const far = await rpc('zzqqxx_yok', '{}');
      expect([far.status, far.json]).toEqual([
        404,
        {
          code: 'PGRST202',
          details: 'Searched for the function public.zzqqxx_yok without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
          hint: null,
          message: 'Could not find the function public.zzqqxx_yok without parameters in the schema cache',
        },
      ]);
    });
  });

  describe('Prefer on function calls', () => {
    it('a scalar is one row: Content-Range 0-0/* or 0-0/1 counted, and Preference-Applied names only what applied', async () => {
      const plain = await request('rpc/fid_sum?a=3&b=4', { method: 'GET' });
      expect([plain.status, plain.text, plain.headers.get('content-range'), plain.headers.get('preference-applied')]).toEqual([200, '7', '0-0/*', null]);
      const counted = await request('rpc/fid_sum?a=3&b=4', { method: 'GET', headers: { Prefer: 'count=exact' } });
      expect([counted.status, counted.text, counted.headers.get('content-range'), counted.headers.get('preference-applied')]).toEqual([200, '7', '0-0/1', 'count=exact']);
      const ignored = await rpc('fid_sum', '{"a": 1, "b": 1}', { Prefer: 'return=minimal, missing=default, resolution=merge-duplicates' });
      expect([ignored.status, ignored.text, ignored.headers.get('preference-applied')]).toEqual([200, '2', null]);
      const empty = await rpc('fid_nothing', '{}', { Prefer: 'count=exact' });
      expect([empty.status, empty.text, empty.headers.get('content-range'), empty.headers.get('content-type')]).toEqual([204, '', '0-0/1', null]);
    });

    it('handling=strict with max-affected fails a set function that returns more rows (PGRST124) and rolls back', async () => {
      const reply = await rpc('fid_finish', '{"durum": "yeni"}', { Prefer: 'handling=strict, max-affected=1' });
      expect([reply.status, reply.json]).toEqual([400, { code: 'PGRST124', details: 'The query affects 3 rows', hint: null, message: 'Query result exceeds max-affected preference constraint' }]);
      expect(await sql<{ status: string }>('select status from public.fid_tasks order by id')).toEqual([
        { status: 'yeni' }, { status: 'yeni' }, { status: 'yeni' }, { status: 'bitti' },
      ]);
      const allowed = await rpc('fid_finish?select=id', '{"durum": "yeni"}', { Prefer: 'handling=strict, max-affected=3, tx=rollback' });
      expect([allowed.status, allowed.json, allowed.headers.get('preference-applied')]).toEqual([200, [{ id: 1 }, { id: 2 }, { id: 3 }], 'tx=rollback, handling=strict, max-affected=3']);
      const lenient = await rpc('fid_finish?select=id', '{"durum": "yeni"}', { Prefer: 'handling=lenient, max-affected=1, tx=rollback' });
      expect([lenient.status, lenient.json, lenient.headers.get('preference-applied')]).toEqual([200, [{ id: 1 }, { id: 2 }, { id: 3 }], 'tx=rollback, handling=lenient']);
      expect((await sql<{ n: string }>(`select count(*) as n from public.fid_tasks where status = 'yeni'`))[0]!.n).toBe('3');
    });

    it('strict max-affected on a function returning one value is PGRST128; unknown preferences under strict are PGRST122', async () => {
      const single = await rpc('fid_sum', '{"a": 1, "b": 2}', { Prefer: 'handling=strict, max-affected=1' });
      expect([single.status, single.json]).toEqual([
        400,
        { code: 'PGRST128', details: null, hint: null, message: 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict' },
      ]);
      const invalid = await rpc('fid_sum', '{"a": 1, "b": 2}', { Prefer: 'handling=strict, sihir=evet' });
      expect([invalid.status, invalid.json]).toEqual([
        400,
        { code: 'PGRST122', details: 'Invalid preferences: sihir=evet', hint: null, message: 'Invalid preferences given with handling=strict' },
      ]);
      const lenient = await rpc('fid_sum', '{"a": 1, "b": 2}', { Prefer: 'handling=lenient, sihir=evet' });
      expect([lenient.status, lenient.text, lenient.headers.get('preference-applied')]).toEqual([200, '3', 'handling=lenient']);
    });

    it('Range is read on GET only: a POST returns every row', async () => {
      const post = await rpc('fid_finish?select=id', '{"durum": "yeni"}', { Range: '0-0', Prefer: 'tx=rollback' });
      expect([post.status, post.json, post.headers.get('content-range')]).toEqual([200, [{ id: 1 }, { id: 2 }, { id: 3 }], '0-2/*']);
    });
  });

  describe('variadic parameters', () => {
    it('take a JSON array by POST and repeated values by GET', async () => {
      expect((await rpc('fid_join', '{"parca": ["a", "b", "c"]}')).json).toBe('a+b+c');
      const get = await request('rpc/fid_join?parca=x&parca=y', { method: 'GET' });
      expect([get.status, get.json]).toEqual([200, 'x+y']);
    });
  });

  describe('missing=default', () => {
    it('evaluates every written column default once per row, as PostgREST: a sequence advances for rows that give their own value', async () => {
      const before = Number((await sql<{ v: string }>(`select last_value as v from public.fid_channels_id_seq`))[0]!.v);
      const called = (await sql<{ c: boolean }>(`select is_called as c from public.fid_channels_id_seq`))[0]!.c;
      const next = called ? before + 1 : before;
      const reply = await request('fid_channels?select=id,slug,data', {
        body: JSON.stringify([{ id: 100 }, { slug: 'test-slug' }]),
        headers: { Prefer: 'return=representation, missing=default, tx=rollback', 'Content-Type': 'application/json' },
      });
      // Without columns= every object must have the same keys (supabase-js sends the union in columns=).
      expect([reply.status, (reply.json as { code: string }).code]).toEqual([400, 'PGRST102']);
      const withColumns = await request('fid_channels?columns=id,slug&select=id,slug,data', {
        body: JSON.stringify([{ id: 100 }, { slug: 'test-slug' }]),
        headers: { Prefer: 'return=representation, missing=default, tx=rollback' },
      });
      expect([withColumns.status, withColumns.json]).toEqual([201, [{ id: 100, slug: null, data: null }, { id: next + 1, slug: 'test-slug', data: null }]]);
    });

    it('upsert with missing=default: a conflicting row is updated with the given keys, a new one gets per-row defaults', async () => {
      const before = (await sql<{ v: string; c: boolean }>(`select last_value as v, is_called as c from public.fid_channels_id_seq`))[0]!;
      const next = before.c ? Number(before.v) + 1 : Number(before.v);
      const reply = await request('fid_channels?columns=id,slug&select=id,slug', {
        body: JSON.stringify([{ id: 1 }, { slug: 'yeni-kanal' }]),
        headers: { Prefer: 'return=representation, missing=default, resolution=merge-duplicates, tx=rollback' },
      });
      expect([reply.status, reply.json, reply.headers.get('preference-applied')]).toEqual([
        201,
        [{ id: 1, slug: null }, { id: next + 1, slug: 'yeni-kanal' }],
        'resolution=merge-duplicates, missing=default, return=representation, tx=rollback',
      ]);
    });

    it('volatile defaults differ per row in a bulk insert; a key given as null stays null', async () => {
      const reply = await request('fid_channels?columns=slug,uid,at&select=uid,at', {
        body: JSON.stringify([{ slug: 'a' }, { slug: 'b' }, { slug: 'c' }]),
        headers: { Prefer: 'return=representation, missing=default, tx=rollback' },
      });
      expect(reply.status).toBe(201);
      const rows = reply.json as { uid: string; at: string }[];
      expect(rows).toHaveLength(3);
      expect(new Set(rows.map((r) => r.uid)).size).toBe(3);
      expect(new Set(rows.map((r) => r.at)).size).toBe(3);
      const given = await request('fid_channels?columns=slug,uid&select=slug,uid', {
        body: JSON.stringify([{ slug: 'd', uid: '00000000-0000-4000-8000-000000000001' }, { slug: 'e', uid: null }]),
        headers: { Prefer: 'return=representation, missing=default, tx=rollback' },
      });
      // A key given as null is null (here refused by NOT NULL), as in PostgREST: only absent keys take the default.
      expect([given.status, (given.json as { code: string }).code]).toEqual([400, '23502']);
    });
  });
});
