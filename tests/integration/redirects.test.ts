/**
 * Redirects on slug change: the database records old public path → new path when published
 * content is renamed (chains collapsed, loops refused, a URL that is live again loses its
 * redirect); the server answers 301 (or the 302 staff chose, to a site path or another site's
 * address) with the query kept, before its page cache, and counts
 * hits; staff add manual ones (validated, loops refused in Turkish); `npm run prerender`
 * writes them for static hosts.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSpaBuilt } from '../../server/app/build-spa.ts';
import { PROJECT_ROOT } from '../../server/platform/db/setup.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

interface RedirectRow {
  from_path: string;
  to_path: string;
  status_code: number;
  source: string;
}

describe('redirects', () => {
  let t: TestServer;
  let staff: SupabaseClient;
  let dist: string;
  let postId: string;

  /** Every redirect as anon reads it (the table is public). */
  async function redirects(): Promise<RedirectRow[]> {
    const { data, error } = await t.anon().from('redirects').select('from_path, to_path, status_code, source').order('from_path');
    expect(error).toBeNull();
    return data as RedirectRow[];
  }

  async function rename(slug: string): Promise<void> {
    const { error } = await staff.from('blog_posts').update({ slug }).eq('id', postId);
    expect(error).toBeNull();
  }

  const get = (p: string) => fetch(t.url + p, { redirect: 'manual' });

  beforeAll(async () => {
    dist = path.join(PROJECT_ROOT, 'dist');
    await ensureSpaBuilt(dist, () => {});
    t = await startTestServer();
    staff = await t.signIn();
    const { data, error } = await staff
      .from('blog_posts')
      .insert({ slug: 'ilk-ad', title: 'Adı Değişen Yazı', excerpt: 'Özet', content: '<p>İçerik</p>', published: true })
      .select('id')
      .single();
    expect(error).toBeNull();
    postId = (data as { id: string }).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records a 301 when a published slug changes, and the server serves it with the query kept', async () => {
    // Cached while it is live: the redirect must win over the cached page afterwards.
    expect((await get('/blog/ilk-ad')).status).toBe(200);
    await expect.poll(async () => (await get('/blog/ilk-ad')).headers.get('x-page-cache')).toBe('hit');
    await rename('ikinci-ad');
    expect(await redirects()).toEqual([{ from_path: '/blog/ilk-ad', to_path: '/blog/ikinci-ad', status_code: 301, source: 'auto' }]);
    const old = await get('/blog/ilk-ad?utm_source=bulten&x=1');
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/blog/ikinci-ad?utm_source=bulten&x=1');
    expect(old.headers.get('cache-control')).toBe('no-cache');
    // A trailing slash is the same path.
    expect((await get('/blog/ilk-ad/')).headers.get('location')).toBe('/blog/ikinci-ad');
    const followed = await fetch(`${t.url}/blog/ilk-ad`);
    expect(followed.status).toBe(200);
    expect(followed.url).toBe(`${t.url}/blog/ikinci-ad`);
    expect(await followed.text()).toContain('Adı Değişen Yazı');
  });

  it('collapses chains: A→B then B→C leaves A→C and B→C', async () => {
    await rename('ucuncu-ad');
    expect(await redirects()).toEqual([
      { from_path: '/blog/ikinci-ad', to_path: '/blog/ucuncu-ad', status_code: 301, source: 'auto' },
      { from_path: '/blog/ilk-ad', to_path: '/blog/ucuncu-ad', status_code: 301, source: 'auto' },
    ]);
    expect((await get('/blog/ilk-ad')).headers.get('location')).toBe('/blog/ucuncu-ad');
  });

  it('refuses loops: going back to an old slug makes that URL live again and drops its redirect', async () => {
    await rename('ilk-ad');
    expect(await redirects()).toEqual([
      { from_path: '/blog/ikinci-ad', to_path: '/blog/ilk-ad', status_code: 301, source: 'auto' },
      { from_path: '/blog/ucuncu-ad', to_path: '/blog/ilk-ad', status_code: 301, source: 'auto' },
    ]);
    expect((await get('/blog/ilk-ad')).status).toBe(200);
    expect((await get('/blog/ucuncu-ad')).headers.get('location')).toBe('/blog/ilk-ad');
  });

  it('records nothing for drafts, or for a post taken offline while renamed', async () => {
    const draft = await staff.from('blog_posts').insert({ slug: 'taslak-eski', title: 'Taslak', excerpt: 'Özet', content: '<p>x</p>', published: false }).select('id').single();
    expect(draft.error).toBeNull();
    const id = (draft.data as { id: string }).id;
    expect((await staff.from('blog_posts').update({ slug: 'taslak-yeni' }).eq('id', id)).error).toBeNull();
    expect((await staff.from('blog_posts').update({ published: true }).eq('id', id)).error).toBeNull();
    expect((await staff.from('blog_posts').update({ slug: 'taslak-son', published: false }).eq('id', id)).error).toBeNull();
    expect((await redirects()).filter((r) => r.from_path.startsWith('/blog/taslak'))).toEqual([]);
  });

  it('serves a manual redirect and counts its hits without holding the response', async () => {
    const created = await staff.from('redirects').insert({ from_path: '/kampanya', to_path: '/blog/ilk-ad' }).select('source, hits').single();
    expect(created).toMatchObject({ status: 201, error: null, data: { source: 'manual', hits: 0 } });
    const first = await get('/kampanya?ref=afis');
    expect([first.status, first.headers.get('location')]).toEqual([301, '/blog/ilk-ad?ref=afis']);
    await get('/kampanya');
    await expect
      .poll(async () => (await t.service().from('redirects').select('hits, last_hit_at').eq('from_path', '/kampanya').single()).data)
      .toMatchObject({ hits: 2, last_hit_at: expect.any(String) });
  });

  it('turns a live, cached page into a redirect at once when a manual redirect takes its path', async () => {
    const page = await staff.from('pages').insert({ slug: 'eski-kampanya', title: 'Eski Kampanya', content: '<p>x</p>', published: true });
    expect(page.error).toBeNull();
    expect((await get('/eski-kampanya')).status).toBe(200);
    // The insert's notification may move the content version once after the first render.
    await expect.poll(async () => (await get('/eski-kampanya')).headers.get('x-page-cache')).toBe('hit');
    expect((await staff.from('redirects').insert({ from_path: '/eski-kampanya', to_path: '/kampanya-2026' })).error).toBeNull();
    expect((await get('/eski-kampanya')).headers.get('location')).toBe('/kampanya-2026');
  });

  it('validates manual redirects: paths start with /, no other site, no loops (Turkish message)', async () => {
    const noSlash = await staff.from('redirects').insert({ from_path: 'eski', to_path: '/yeni' });
    expect(noSlash.error?.code).toBe('23514');
    const offSite = await staff.from('redirects').insert({ from_path: '/disari', to_path: '//kotu.example' });
    expect(offSite.error?.code).toBe('23514');
    const self = await staff.from('redirects').insert({ from_path: '/ayni', to_path: '/ayni' });
    expect(self.error).toMatchObject({ code: 'P0001', hint: 'redirect_loop', message: 'Bir adres kendisine yönlendirilemez.' });
    expect((await staff.from('redirects').insert({ from_path: '/a', to_path: '/b' })).error).toBeNull();
    expect((await staff.from('redirects').insert({ from_path: '/b', to_path: '/c' })).error).toBeNull();
    // The redirect to /b now goes straight to /c.
    expect((await staff.from('redirects').select('to_path').eq('from_path', '/a').single()).data).toEqual({ to_path: '/c' });
    const loop = await staff.from('redirects').insert({ from_path: '/c', to_path: '/a' });
    expect(loop.status).toBe(400);
    expect(loop.error).toMatchObject({ code: 'P0001', hint: 'redirect_loop', message: 'Bu yönlendirme bir döngü oluşturur: /a adresi zaten /c adresine yönleniyor.' });
    // A new source pointing at an old one goes straight to the end of the chain.
    expect((await staff.from('redirects').insert({ from_path: '/z', to_path: '/a' }).select('to_path').single()).data).toEqual({ to_path: '/c' });
    const duplicate = await staff.from('redirects').insert({ from_path: '/a', to_path: '/d' });
    expect(duplicate.error?.code).toBe('23505');
  });

  it('sends a visitor to another site, for good (301) or for a while (302), and keeps the query', async () => {
    const away = await staff.from('redirects').insert({ from_path: '/tanitim', to_path: 'https://ornek.com/kampanya?kaynak=site', status_code: 302 }).select('status_code').single();
    expect(away).toMatchObject({ status: 201, error: null, data: { status_code: 302 } });
    const first = await get('/tanitim?utm_source=afis');
    expect([first.status, first.headers.get('location'), first.headers.get('cache-control')]).toEqual([302, 'https://ornek.com/kampanya?kaynak=site&utm_source=afis', 'no-cache']);
    expect((await staff.from('redirects').insert({ from_path: '/magaza', to_path: 'https://mağaza.example/ürünler' })).error).toBeNull();
    const moved = await get('/magaza');
    // Letters outside ASCII are written as the URL standard spells them (punycode host, escaped path).
    expect([moved.status, moved.headers.get('location')]).toEqual([301, 'https://xn--maaza-l1a.example/%C3%BCr%C3%BCnler']);
  });

  it('refuses targets that are neither a site path nor an http(s) address, and any status but 301 and 302', async () => {
    for (const to_path of ['javascript:alert(1)', 'ftp://ornek.com/dosya', 'https://', 'https://kullanici@kotu.example/', 'https:/eksik.example', 'https://ornek.com/ boşluk']) {
      const { error } = await staff.from('redirects').insert({ from_path: '/reddedilen', to_path });
      expect(error?.code, to_path).toBe('23514');
    }
    const other = await staff.from('redirects').insert({ from_path: '/reddedilen', to_path: '/blog', status_code: 307 });
    expect(other.error?.code).toBe('23514');
  });

  it('lets visitors read redirects but not write them', async () => {
    const write = await t.anon().from('redirects').insert({ from_path: '/x', to_path: '/y' });
    expect(write.error?.code).toBe('42501');
    const update = await t.anon().from('redirects').update({ to_path: '/y' }).eq('from_path', '/kampanya').select();
    expect(update.error?.code).toBe('42501');
  });

  it('writes the redirects for static hosts (npm run prerender): _redirects and a refresh page per old path', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-prerender-'));
    try {
      fs.cpSync(dist, out, { recursive: true });
      await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../../scripts/prerender.ts')], {
        env: { ...process.env, SITE_URL: 'https://ajans.example', VITE_SUPABASE_URL: t.url, VITE_SUPABASE_ANON_KEY: t.anonKey, DIST_DIR: out },
      });
      const lines = fs.readFileSync(path.join(out, '_redirects'), 'utf8').split('\n');
      expect(lines).toContain('/blog/ucuncu-ad /blog/ilk-ad 301');
      expect(lines).toContain('/kampanya /blog/ilk-ad 301');
      expect(lines).toContain('/tanitim https://ornek.com/kampanya?kaynak=site 302');
      // The admin is an app of its own: every /admin URL gets its HTML, after the redirects (static rules first).
      expect(lines.filter(Boolean).at(-1)).toBe('/admin/* /admin/index.html 200');
      const adminHtml = fs.readFileSync(path.join(out, 'admin/index.html'), 'utf8');
      expect(adminHtml).toContain('/assets/admin/');
      // Hosts without rewrites: the sign-in, the invitation and the sidebar's screens open on a fresh load.
      for (const screen of ['login', 'sifre-belirle', 'blog', 'settings']) expect(fs.readFileSync(path.join(out, 'admin', screen, 'index.html'), 'utf8'), screen).toBe(adminHtml);
      const refresh = fs.readFileSync(path.join(out, 'blog/ucuncu-ad/index.html'), 'utf8');
      expect(refresh).toContain('<meta http-equiv="refresh" content="0; url=https://ajans.example/blog/ilk-ad">');
      expect(refresh).toContain('<link rel="canonical" href="https://ajans.example/blog/ilk-ad">');
      expect(fs.readFileSync(path.join(out, 'tanitim/index.html'), 'utf8')).toContain('<meta http-equiv="refresh" content="0; url=https://ornek.com/kampanya?kaynak=site">');
      // The live page is rendered as before.
      expect(fs.readFileSync(path.join(out, 'blog/ilk-ad/index.html'), 'utf8')).toContain('Adı Değişen Yazı');
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});
