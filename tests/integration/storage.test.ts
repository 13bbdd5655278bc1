/**
 * /storage/v1 through supabase-js: uploads checked by content and guarded by the bucket's
 * RLS policies, public download with cache headers, no overwrite unless asked, removal,
 * bucket lookup, and Storage's error shapes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { clientAs, createAuthUser } from '../helpers/tokens.ts';
import { png } from '../helpers/png.ts';


describe('/storage/v1 with supabase-js', () => {
  let t: TestServer;
  let staff: SupabaseClient;
  let user: SupabaseClient;
  const image = png();

  beforeAll(async () => {
    t = await startTestServer({ seed: false });
    staff = await clientAs(t, { sub: await createAuthUser(t, 'media@example.com', { role: 'admin' }), app_metadata: { role: 'admin' } });
    user = await clientAs(t, { sub: await createAuthUser(t, 'user@example.com') });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('staff upload an image (as a browser File) and anyone downloads it with cache headers', async () => {
    const file = new File([new Uint8Array(image)], 'logo.png', { type: 'image/png' });
    const { data, error } = await staff.storage.from('media').upload('uploads/1700000000-abc.png', file, { cacheControl: '3600', upsert: false });
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: 'uploads/1700000000-abc.png', fullPath: 'media/uploads/1700000000-abc.png' });
    const { data: url } = t.anon().storage.from('media').getPublicUrl('uploads/1700000000-abc.png');
    const res = await fetch(url.publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    expect(Buffer.from(await res.arrayBuffer()).equals(image)).toBe(true);
    const again = await fetch(url.publicUrl, { headers: { 'If-None-Match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('does not overwrite unless upsert is asked for', async () => {
    const path = 'uploads/tekrar.png';
    expect((await staff.storage.from('media').upload(path, image, { contentType: 'image/png' })).error).toBeNull();
    const second = await staff.storage.from('media').upload(path, image, { contentType: 'image/png' });
    expect(second.error).toMatchObject({ message: 'The resource already exists', statusCode: '409' });
    const upsert = await staff.storage.from('media').upload(path, image, { contentType: 'image/png', upsert: true });
    expect(upsert.error).toBeNull();
  });

  it('refuses uploads from anon and from signed-in users without the admin role', async () => {
    for (const client of [t.anon(), user]) {
      const { error } = await client.storage.from('media').upload(`uploads/${crypto.randomUUID()}.png`, image, { contentType: 'image/png' });
      expect(error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
    }
    const { rows } = await t.server.ctx.db.admin.query(`select name from storage.objects where owner is null and name not like 'uploads/1700%' and name <> 'uploads/tekrar.png'`);
    expect(rows).toEqual([]);
  });

  it('checks uploads by content, not by name or declared type', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const disguised = await staff.storage.from('media').upload('uploads/kotu.png', html, { contentType: 'image/png' });
    expect(disguised.error).toMatchObject({ statusCode: '415' });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const vector = await staff.storage.from('media').upload('uploads/resim.svg', svg, { contentType: 'image/svg+xml' });
    expect(vector.error).toMatchObject({ statusCode: '415' });
    const mismatch = await staff.storage.from('media').upload('uploads/yanlis.jpg', image, { contentType: 'image/jpeg' });
    expect(mismatch.error).toMatchObject({ statusCode: '415' });
    expect((await fetch(`${t.url}/storage/v1/object/public/media/uploads/kotu.png`)).status).toBe(400);
  });

  it('refuses object names that leave the bucket', async () => {
    for (const name of ['../secrets.json', 'a/../../b.png', 'a//b.png']) {
      // Encoded whole, so the client cannot normalise the dots away before the server sees them.
      const res = await fetch(`${t.url}/storage/v1/object/media/${encodeURIComponent(name)}`, {
        method: 'POST',
        headers: { apikey: t.anonKey, Authorization: `Bearer ${t.serviceRoleKey}`, 'Content-Type': 'image/png' },
        body: new Uint8Array(image),
      });
      expect(res.status, name).toBe(400);
      expect(((await res.json()) as { error: string }).error, name).toBe('InvalidKey');
    }
  });

  it('removes objects for staff only, and the file is gone', async () => {
    const path = 'uploads/silinecek.png';
    await staff.storage.from('media').upload(path, image, { contentType: 'image/png' });
    const byAnon = await t.anon().storage.from('media').remove([path]);
    expect(byAnon.data).toEqual([]);
    const byStaff = await staff.storage.from('media').remove([path]);
    expect(byStaff.error).toBeNull();
    expect(byStaff.data!.map((o) => o.name)).toEqual([path]);
    const res = await fetch(`${t.url}/storage/v1/object/public/media/${path}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ statusCode: '404', error: 'not_found', message: 'Object not found' });
  });

  it('lists a folder level: folders once, files with their metadata, search and paging', async () => {
    for (const name of ['list/a/one.png', 'list/a/two.png', 'list/b.png', 'list/c.png']) {
      expect((await staff.storage.from('media').upload(name, image, { contentType: 'image/png' })).error).toBeNull();
    }
    // Visitors download by address; they cannot list the bucket (unpublished uploads included).
    for (const client of [t.anon(), user]) expect(await client.storage.from('media').list('list')).toEqual({ data: [], error: null });
    const { data, error } = await staff.storage.from('media').list('list');
    expect(error).toBeNull();
    expect(data!.map((e) => [e.name, e.id === null])).toEqual([['a', true], ['b.png', false], ['c.png', false]]);
    expect(data![1]!.metadata).toMatchObject({ mimetype: 'image/png', size: image.length });
    const searched = await staff.storage.from('media').list('list', { search: 'c' });
    expect(searched.data!.map((e) => e.name)).toEqual(['c.png']);
    const paged = await staff.storage.from('media').list('list', { limit: 1, offset: 1, sortBy: { column: 'name', order: 'desc' } });
    expect(paged.data!.map((e) => e.name)).toEqual(['b.png']);
    const nested = await staff.storage.from('media').list('list/a/');
    expect(nested.data!.map((e) => e.name)).toEqual(['one.png', 'two.png']);
  });

  it('looks up the public bucket; an unknown bucket is not found', async () => {
    const { data, error } = await staff.storage.getBucket('media');
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: 'media', public: true });
    const missing = await staff.storage.getBucket('yok');
    expect(missing.error).toMatchObject({ statusCode: '404' });
  });

  it('answers a bad token with Storage\'s error shape', async () => {
    const res = await fetch(`${t.url}/storage/v1/object/media/x.png`, { method: 'POST', headers: { apikey: t.anonKey, Authorization: 'Bearer not.a.jwt' }, body: new Uint8Array(image) });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '403', error: 'Unauthorized' });
  });

  it('answers malformed list bodies with 400 in Storage\'s error shape', async () => {
    const list = (body: string) =>
      fetch(`${t.url}/storage/v1/object/list/media`, { method: 'POST', headers: { apikey: t.anonKey, Authorization: `Bearer ${t.anonKey}`, 'Content-Type': 'application/json' }, body });
    const object = 'The body must be a JSON object: { "prefix": "..." }';
    const cases: [string, string][] = [
      ['null', object],
      ['[]', object],
      ['"uploads"', object],
      ['42', object],
      ['{"prefix":', 'The body must be JSON: { "prefix": "..." }'],
      ['{"prefix":5}', 'prefix must be a text of at most 1024 characters'],
      ['{"prefix":"a\\u0000b"}', 'Invalid characters in prefix'],
      ['{"prefix":"a\\ud800b"}', 'Invalid characters in prefix'],
      [JSON.stringify({ prefix: 'x'.repeat(1025) }), 'prefix must be a text of at most 1024 characters'],
      ['{"prefix":"","search":["a"]}', 'search must be a text of at most 1024 characters'],
      ['{"prefix":"","limit":"10"}', 'limit must be an integer of at least 1'],
      ['{"prefix":"","limit":0}', 'limit must be an integer of at least 1'],
      ['{"prefix":"","limit":1.5}', 'limit must be an integer of at least 1'],
      ['{"prefix":"","offset":-1}', 'offset must be an integer of at least 0'],
      ['{"prefix":"","offset":1e300}', 'offset must be an integer of at least 0'],
      ['{"prefix":"","sortBy":"name"}', 'sortBy must be an object: { "column": "name", "order": "asc" }'],
      ['{"prefix":"","sortBy":null}', 'sortBy must be an object: { "column": "name", "order": "asc" }'],
      ['{"prefix":"","sortBy":{"column":"id"}}', 'sortBy.column must be one of name, created_at, updated_at, last_accessed_at'],
      ['{"prefix":"","sortBy":{"column":"name","order":"sideways"}}', 'sortBy.order must be asc or desc'],
    ];
    for (const [body, message] of cases) {
      const res = await list(body);
      expect(res.status, body).toBe(400);
      expect(await res.json(), body).toEqual({ statusCode: '400', error: 'invalid_request', message });
    }
    const ok = await list('{"prefix":"list","sortBy":{"column":"name","order":"DESC"}}');
    expect(ok.status).toBe(200);
  });

  it('answers malformed remove bodies with 400 in Storage\'s error shape', async () => {
    const remove = (body: string) =>
      fetch(`${t.url}/storage/v1/object/media`, { method: 'DELETE', headers: { apikey: t.anonKey, Authorization: `Bearer ${t.serviceRoleKey}`, 'Content-Type': 'application/json' }, body });
    const json = { statusCode: '400', error: 'invalid_request', message: 'The body must be JSON: { "prefixes": [...] }' };
    const list = { statusCode: '400', error: 'invalid_request', message: 'prefixes must be a list of at most 1000 object names' };
    for (const [body, expected] of [['null', json], ['{', json], ['[]', list], ['{"prefixes":"a.png"}', list], ['{"prefixes":[1]}', list], [JSON.stringify({ prefixes: Array(1001).fill('a.png') }), list]] as const) {
      const res = await remove(body);
      expect(res.status, body).toBe(400);
      expect(await res.json(), body).toEqual(expected);
    }
    const traversal = await remove('{"prefixes":["../../etc/passwd"]}');
    expect(traversal.status).toBe(400);
    expect(await traversal.json()).toEqual({ statusCode: '400', error: 'InvalidKey', message: 'Invalid key: ../../etc/passwd' });
  });

  it('refuses hostile object paths on every object route with InvalidKey', async () => {
    const headers = { apikey: t.anonKey, Authorization: `Bearer ${t.serviceRoleKey}` };
    const names: [string, string][] = [
      ['..%2F..%2Fsecrets.json', '../../secrets.json'],
      ['a%00.png', 'a\u0000.png'],
      ['a%5C..%5Cb.png', 'a\\..\\b.png'],
      ['%2Fetc%2Fpasswd', '/etc/passwd'],
      ['x'.repeat(1100), 'x'.repeat(1100)],
    ];
    for (const [encoded, decoded] of names) {
      for (const [method, route] of [['GET', 'object/public/media'], ['HEAD', 'object/public/media'], ['GET', 'object/authenticated/media'], ['GET', 'object/media'], ['POST', 'object/media'], ['PUT', 'object/media']]) {
        const res = await fetch(`${t.url}/storage/v1/${route}/${encoded}`, { method, headers, body: method === 'POST' || method === 'PUT' ? new Uint8Array(image) : undefined });
        expect(res.status, `${method} ${route}/${encoded}`).toBe(400);
        if (method !== 'HEAD') expect(await res.json()).toEqual({ statusCode: '400', error: 'InvalidKey', message: `Invalid key: ${decoded}` });
      }
    }
    const badEncoding = await fetch(`${t.url}/storage/v1/object/public/media/a%E0%A4%A.png`);
    expect(badEncoding.status).toBe(400);
    expect(await badEncoding.json()).toEqual({ statusCode: '400', error: 'InvalidKey', message: 'Invalid percent-encoding in the object name' });
    const badBucket = await fetch(`${t.url}/storage/v1/bucket/a%00b`, { headers });
    expect(badBucket.status).toBe(400);
    expect(await badBucket.json()).toEqual({ statusCode: '404', error: 'Bucket not found', message: 'Bucket not found' });
  });
});
