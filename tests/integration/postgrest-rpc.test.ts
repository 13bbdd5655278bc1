/**
 * Conformance with PostgREST's "Functions as RPC" reference, through unmodified supabase-js
 * (and plain fetch where the client exposes no option) over the fixture of
 * tests/helpers/postgrest-fixture-relations.ts: arguments by name in the body or the query
 * string, access modes by volatility, a single JSON argument, every return shape with
 * select/filters/order/limit/count on sets, overloads (PGRST202/203), tx=rollback and the
 * database's EXECUTE grants.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { clientAs, createAuthUser } from '../helpers/tokens.ts';
import { createRelationsFixture } from '../helpers/postgrest-fixture-relations.ts';

describe('PostgREST functions as RPC', () => {
  let t: TestServer;
  let anon: SupabaseClient;

  beforeAll(async () => {
    t = await startTestServer({ seed: false });
    await createRelationsFixture(t);
    anon = t.anon();
  });

  afterAll(async () => {
    await t?.close();
  });

  async function call(method: string, path: string, init: { body?: string; headers?: Record<string, string> } = {}) {
    const res = await fetch(`${t.url}/rest/v1/rpc/${path}`, {
      method,
      body: init.body,
      headers: { apikey: t.anonKey, 'Content-Type': 'application/json', ...init.headers },
    });
    const text = await res.text();
    return { status: res.status, body: text === '' ? undefined : JSON.parse(text), headers: res.headers };
  }

  const visits = async () => Number((await t.server.ctx.db.admin.query<{ n: string }>('select count(*) as n from public.visits')).rows[0]!.n);

  describe('arguments and access modes', () => {
    it('calls a scalar function with named arguments by POST and by GET', async () => {
      const post = await anon.rpc('add_numbers', { a: 2, b: 3 });
      expect([post.status, post.data, post.error]).toEqual([200, 5, null]);
      const get = await anon.rpc('add_numbers', { a: 20, b: 22 }, { get: true });
      expect([get.status, get.data, get.error]).toEqual([200, 42, null]);
    });

    it('a volatile function writes on POST and is refused on GET (read-only transaction)', async () => {
      const before = await visits();
      const post = await anon.rpc('log_visit', { page: '/hakkimizda' });
      expect(post.status).toBe(200);
      expect(typeof post.data).toBe('number');
      expect(await visits()).toBe(before + 1);
      const get = await anon.rpc('log_visit', { page: '/iletisim' }, { get: true });
      expect(get.status).toBe(405);
      expect({ ...get.error }).toEqual({ code: '25006', details: null, hint: null, message: 'cannot execute INSERT in a read-only transaction' });
      expect(await visits()).toBe(before + 1);
    });

    it('Prefer: tx=rollback runs the function and keeps nothing', async () => {
      const before = await visits();
      const reply = await call('POST', 'log_visit', { body: JSON.stringify({ page: '/geri-al' }), headers: { Prefer: 'tx=rollback' } });
      expect(reply.status).toBe(200);
      expect(typeof reply.body).toBe('number');
      expect(await visits()).toBe(before);
    });

    it('passes the whole body to a single unnamed JSON parameter, or to a named one with Prefer: params=single-object', async () => {
      const unnamed = await anon.rpc('echo_json', { liste: [1, 2], ad: 'Ayşe' });
      expect([unnamed.status, unnamed.data]).toEqual([200, { liste: [1, 2], ad: 'Ayşe' }]);
      const single = await call('POST', 'summarize', { body: JSON.stringify({ b: 1, a: { c: 2 } }), headers: { Prefer: 'params=single-object' } });
      expect([single.status, single.body]).toEqual([200, 'a,b']);
    });

    it('converts arguments to their parameter types, enums included', async () => {
      expect((await anon.rpc('mood_label', { m: 'üzgün' })).data).toBe('ruh hali: üzgün');
      expect((await anon.rpc('mood_label', { m: 'mutlu' }, { get: true })).data).toBe('ruh hali: mutlu');
      const bad = await anon.rpc('mood_label', { m: 'kızgın' });
      expect(bad.status).toBe(400);
      expect(bad.error?.code).toBe('22P02');
    });

    it('refuses other methods with 405 PGRST101', async () => {
      const reply = await call('PATCH', 'ping', { body: '{}' });
      expect(reply).toMatchObject({ status: 405, body: { code: 'PGRST101', details: null, hint: null, message: 'Cannot use the PATCH method on RPC' } });
    });
  });

  describe('return shapes', () => {
    it('a void function answers 204 with no body', async () => {
      const { status, data, error } = await anon.rpc('ping');
      expect([status, data, error]).toEqual([204, null, null]);
    });

    it('a set of table rows takes select, filters, order, limit, count and embedding', async () => {
      const all = await anon.rpc('posts_by_author', { author: 1 }).select('id, title').order('id', { ascending: false });
      expect(all.data).toEqual([
        { id: 2, title: 'İkinci yazı' },
        { id: 1, title: 'Birinci yazı' },
      ]);
      const page = await anon.rpc('posts_by_author', { author: 1 }, { count: 'exact' }).select('id').order('id').limit(1);
      expect([page.status, page.count, page.data]).toEqual([206, 2, [{ id: 1 }]]);
      const filtered = await anon.rpc('posts_by_author', { author: 1 }, { get: true }).select('id, comments(count)').eq('id', 2);
      expect(filtered.data).toEqual([{ id: 2, comments: [{ count: 1 }] }]);
      const single = await anon.rpc('posts_by_author', { author: 2 }).select('title').single();
      expect(single.data).toEqual({ title: 'Üçüncü yazı' });
    });

    it('one row of a table is an object, and embeds', async () => {
      const { data, error, status } = await anon.rpc('get_author', { author_id: 2 });
      expect(error).toBeNull();
      expect([status, data]).toEqual([200, { id: 2, first_name: 'Mehmet', last_name: 'Demir', mood: 'üzgün' }]);
      const embedded = await anon.rpc('get_author', { author_id: 1 }).select('first_name, author_profiles(bio), full_name, latest_post(title)');
      expect(embedded.data).toEqual({
        first_name: 'Ayşe',
        author_profiles: { bio: 'Yazar ve editör' },
        full_name: 'Ayşe Yılmaz',
        latest_post: { title: 'İkinci yazı' },
      });
    });

    it('returns table (…) rows, filterable by their columns', async () => {
      const { data, error } = await anon.rpc('author_stats').order('author_id');
      expect(error).toBeNull();
      expect(data).toEqual([
        { author_id: 1, post_count: 2 },
        { author_id: 2, post_count: 1 },
      ]);
      const busy = await anon.rpc('author_stats').gt('post_count', 1);
      expect(busy.data).toEqual([{ author_id: 1, post_count: 2 }]);
    });

    it('a set of scalars is a JSON array', async () => {
      const { data } = await anon.rpc('tag_names');
      expect(data).toEqual(['seo', 'tasarım', 'reklam']);
    });
  });

  describe('overloads and missing functions', () => {
    it('chooses an overload by the argument names', async () => {
      expect((await anon.rpc('greet', { name: 'Ayşe' })).data).toBe('Merhaba, Ayşe');
      expect((await anon.rpc('greet', { first_name: 'Ayşe', last_name: 'Yılmaz' })).data).toBe('Merhaba, Ayşe Yılmaz');
    });

    it('answers 404 PGRST202 when no function takes these arguments, with a hint', async () => {
      const wrongArgs = await anon.rpc('greet', { nickname: 'Ayşe' });
      expect(wrongArgs.status).toBe(404);
      expect({ ...wrongArgs.error }).toEqual({
        code: 'PGRST202',
        details: 'Searched for the function public.greet with parameter nickname or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
        hint: 'Perhaps you meant to call the function public.greet(name)',
        message: 'Could not find the function public.greet(nickname) in the schema cache',
      });
      const typo = await anon.rpc('gret');
      expect({ ...typo.error }).toEqual({
        code: 'PGRST202',
        details: 'Searched for the function public.gret without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
        hint: 'Perhaps you meant to call the function public.greet',
        message: 'Could not find the function public.gret without parameters in the schema cache',
      });
      const getWrong = await anon.rpc('greet', { nickname: 'Ayşe' }, { get: true });
      expect({ ...getWrong.error }).toEqual({
        code: 'PGRST202',
        details: 'Searched for the function public.greet with parameter nickname, but no matches were found in the schema cache.',
        hint: 'Perhaps you meant to call the function public.greet(name)',
        message: 'Could not find the function public.greet(nickname) in the schema cache',
      });
      const get = await anon.rpc('add_numbers', { a: 1 }, { get: true });
      expect({ ...get.error }).toEqual({
        code: 'PGRST202',
        details: 'Searched for the function public.add_numbers with parameter a, but no matches were found in the schema cache.',
        hint: 'Perhaps you meant to call the function public.add_numbers(a, b)',
        message: 'Could not find the function public.add_numbers(a) in the schema cache',
      });
    });

    it('answers 300 PGRST203 when overloads differ only in types', async () => {
      const { status, error } = await anon.rpc('pick', { x: 1 });
      expect(status).toBe(300);
      expect({ ...error }).toEqual({
        code: 'PGRST203',
        details: null,
        hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
        message: 'Could not choose the best candidate function between: public.pick(x => integer), public.pick(x => text)',
      });
    });
  });

  describe('permissions', () => {
    it('only callers the database lets execute a function may call it', async () => {
      const denied = await anon.rpc('secret_number');
      expect(denied.status).toBe(401);
      expect({ ...denied.error }).toEqual({ code: '42501', details: null, hint: null, message: 'permission denied for function secret_number' });
      const user = await clientAs(t, { sub: await createAuthUser(t, 'rpc-user@example.com') });
      const allowed = await user.rpc('secret_number');
      expect([allowed.status, allowed.data]).toEqual([200, 42]);
    });

    it('functions outside the exposed schema are not found', async () => {
      const { status, error } = await anon.rpc('uid');
      expect(status).toBe(404);
      expect(error?.code).toBe('PGRST202');
    });
  });
});
