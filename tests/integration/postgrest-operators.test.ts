/**
 * PostgREST conformance, "Tables and Views › Horizontal filtering": the operators
 * postgrest-js exposes beyond the basic comparisons — like/ilike with any/all, quantified
 * comparisons, the range operators on int4range and tstzrange, enums, and quoted column
 * names with a space in select, filters and order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { TestServer } from '../helpers/server.ts';
import { raw, startSurfaceServer } from '../helpers/postgrest-fixture-surface.ts';

describe('PostgREST operators', () => {
  let t: TestServer;
  let anon: SupabaseClient;

  const codes = (res: { error: unknown; data: unknown }) => {
    expect(res.error).toBeNull();
    return (res.data as { code: string }[]).map((r) => r.code);
  };

  beforeAll(async () => {
    t = await startSurfaceServer();
    anon = t.anon();
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('like and ilike with any / all', () => {
    it('likeAnyOf and likeAllOf match any or all of the patterns (* is %)', async () => {
      expect(codes(await anon.from('srf_items').select('code').likeAnyOf('name', ['E*', '*uz']).order('id'))).toEqual(['a1', 'b1']);
      expect(codes(await anon.from('srf_items').select('code').likeAllOf('name', ['*r*', '*t']).order('id'))).toEqual(['a2']);
    });

    it('ilikeAnyOf and ilikeAllOf ignore case', async () => {
      expect(codes(await anon.from('srf_items').select('code').ilikeAnyOf('name', ['e*', 'KIR*']).order('id'))).toEqual(['a1', 'b2']);
      expect(codes(await anon.from('srf_items').select('code').ilikeAllOf('name', ['*A*', '*R*']).order('id'))).toEqual(['a2', 'b2']);
    });

    it('negated, and inside a logic tree (the array literal keeps its commas)', async () => {
      expect(codes(await anon.from('srf_items').select('code').not('name', 'like(any)', '{E*,M*}').order('id'))).toEqual(['a2', 'b2']);
      expect(codes(await anon.from('srf_items').select('code').or('name.like(any).{E*,M*},qty.eq.1').order('id'))).toEqual(['a1', 'b1', 'b2']);
    });
  });

  describe('quantified comparisons', () => {
    it('eq(any), gt(all) and match(any) compare with every element of the array', async () => {
      expect(codes(await anon.from('srf_items').select('code').filter('code', 'eq(any)', '{a1,b2}').order('id'))).toEqual(['a1', 'b2']);
      expect(codes(await anon.from('srf_items').select('code').filter('qty', 'gt(all)', '{2,4}').order('id'))).toEqual(['a1', 'b1']);
      expect(codes(await anon.from('srf_items').select('code').filter('name', 'match(any)', '{^A,z$}').order('id'))).toEqual(['a2', 'b1', 'b2']);
    });

    it('a value that is not an array literal is PostgreSQL\'s 22P02; an operator that takes no quantifier is PGRST100', async () => {
      const notArray = await anon.from('srf_items').select('code').filter('code', 'eq(any)', 'a1');
      expect(notArray.status).toBe(400);
      expect(notArray.error).toMatchObject({ code: '22P02', message: 'malformed array literal: "a1"' });
      const bad = await raw(t, 'srf_items?code=is(any).{null}');
      expect([bad.status, (bad.json as { code: string }).code]).toEqual([400, 'PGRST100']);
    });
  });

  describe('range operators', () => {
    it('sl / sr: strictly left of, strictly right of (rangeLt, rangeGt)', async () => {
      expect(codes(await anon.from('srf_items').select('code').rangeLt('seats', '[10,15)').order('id'))).toEqual(['a1', 'a2']);
      expect(codes(await anon.from('srf_items').select('code').rangeGt('seats', '[3,9)').order('id'))).toEqual(['b1', 'b2']);
    });

    it('nxl / nxr: does not extend to the left / right of (rangeGte, rangeLte)', async () => {
      expect(codes(await anon.from('srf_items').select('code').rangeGte('seats', '[5,8)').order('id'))).toEqual(['a2', 'b1', 'b2']);
      expect(codes(await anon.from('srf_items').select('code').rangeLte('seats', '[1,12)').order('id'))).toEqual(['a1', 'a2']);
    });

    it('adj: adjacent (rangeAdjacent); ov: overlaps (overlaps with a range), ( ) being an exclusive range', async () => {
      expect(codes(await anon.from('srf_items').select('code').rangeAdjacent('seats', '[10,20)').order('id'))).toEqual(['a2', 'b2']);
      expect(codes(await anon.from('srf_items').select('code').overlaps('seats', '[4,6)').order('id'))).toEqual(['a1', 'a2']);
      expect(codes(await anon.from('srf_items').select('code').overlaps('seats', '(4,6)').order('id'))).toEqual(['a2']);
    });

    it('work on tstzrange too, and nulls never match', async () => {
      expect(codes(await anon.from('srf_items').select('code').overlaps('period', '[2026-01-05,2026-01-12)').order('id'))).toEqual(['a1', 'a2']);
      expect(codes(await anon.from('srf_items').select('code').rangeLt('period', '[2026-01-15,2026-01-16)').order('id'))).toEqual(['a1']);
      expect(codes(await anon.from('srf_items').select('code').not('period', 'sl', '[2026-01-15,2026-01-16)').order('id'))).toEqual(['a2', 'b2']);
    });

    it('contains an element or a range (cs / cd)', async () => {
      expect(codes(await anon.from('srf_items').select('code').contains('seats', '[6,7]').order('id'))).toEqual(['a2']);
      expect(codes(await anon.from('srf_items').select('code').containedBy('seats', '[0,10)').order('id'))).toEqual(['a1', 'a2']);
    });

    it('a malformed range answers 400 22P02', async () => {
      const res = await anon.from('srf_items').select('code').rangeLt('seats', '[5,');
      expect(res.status).toBe(400);
      expect(res.error).toMatchObject({ code: '22P02', message: 'malformed range literal: "[5,"' });
    });
  });

  describe('enums', () => {
    it('filter by label, in a list, and order by the enum\'s own order', async () => {
      expect(codes(await anon.from('srf_items').select('code').eq('mood', 'üzgün'))).toEqual(['a2']);
      expect(codes(await anon.from('srf_items').select('code').in('mood', ['mutlu', 'nötr']).order('id'))).toEqual(['a1', 'b1']);
      expect(codes(await anon.from('srf_items').select('code').not('mood', 'is', null).order('mood', { ascending: false }))).toEqual(['b1', 'a2', 'a1']);
    });

    it('an unknown label answers 400 22P02 with PostgreSQL\'s message', async () => {
      const res = await anon.from('srf_items').select('code').eq('mood', 'kızgın');
      expect(res.status).toBe(400);
      expect(res.error).toEqual({ code: '22P02', details: null, hint: null, message: 'invalid input value for enum srf_mood: "kızgın"' });
    });
  });

  describe('quoted identifiers with spaces', () => {
    it('select, alias, filter and order a column named "display name"', async () => {
      const res = await anon.from('srf_items').select('code, "display name"').eq('display name', 'Birinci Öğe');
      expect([res.status, res.error, res.data]).toEqual([200, null, [{ code: 'a1', 'display name': 'Birinci Öğe' }]]);
      const aliased = await anon.from('srf_items').select('code, ad:"display name"').not('display name', 'is', null).order('display name');
      expect(aliased.data).toEqual([
        { code: 'a1', ad: 'Birinci Öğe' },
        { code: 'b2', ad: 'Dördüncü, son' },
        { code: 'a2', ad: 'İkinci Öğe' },
      ]);
      const quoted = await raw(t, `srf_items?select=code&${encodeURIComponent('"display name"')}=like.*son&order=${encodeURIComponent('"display name"')}.desc`);
      expect([quoted.status, quoted.json]).toEqual([200, [{ code: 'b2' }]]);
    });

    it('an unknown quoted name is still 42703', async () => {
      const res = await anon.from('srf_items').select('"display  name"');
      expect(res.status).toBe(400);
      expect(res.error).toEqual({ code: '42703', details: null, hint: null, message: 'column srf_items.display  name does not exist' });
    });
  });
});
