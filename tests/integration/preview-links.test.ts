/**
 * Signed preview links: a token opens exactly the draft it was made for, on its public URL,
 * for anyone (no sign-in), never cached and never indexed; it shows nothing else (another
 * draft, another table, the REST listing), and stops working once expired or revoked. The
 * tokens themselves are staff-only and stored as hashes.
 */
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSpaBuilt } from '../../server/app/build-spa.ts';
import { PROJECT_ROOT } from '../../server/platform/db/setup.ts';
import { newPreviewToken, previewTokenHash, PREVIEW_PARAM } from '../../src/lib/preview-link.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const BANNER = 'Önizleme — sayfanın bu hâli henüz yayında değil';

interface Page {
  status: number;
  headers: Headers;
  h1: string | undefined;
  banner: string | undefined;
  robots: string | null;
  html: string;
}

describe('preview links', () => {
  let t: TestServer;
  let staff: SupabaseClient;
  const ids: Record<string, string> = {};

  async function page(p: string): Promise<Page> {
    const res = await fetch(t.url + p);
    const html = await res.text();
    const doc = new JSDOM(html).window.document;
    return {
      status: res.status,
      headers: res.headers,
      h1: doc.querySelector('main h1')?.textContent?.trim(),
      banner: doc.querySelector('[data-preview-banner]')?.textContent?.trim(),
      robots: doc.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
      html,
    };
  }

  /** A new link for a row, as the admin panel makes it: the token stays here, its hash is stored. */
  async function createLink(table: string, rowId: string, expiresInMs = 7 * 86_400_000): Promise<{ token: string; id: string }> {
    const token = newPreviewToken();
    const { data, error } = await staff
      .from('preview_links')
      .insert({ table_name: table, row_id: rowId, token_hash: await previewTokenHash(token), expires_at: new Date(Date.now() + expiresInMs).toISOString() })
      .select('id')
      .single();
    expect(error).toBeNull();
    return { token, id: (data as { id: string }).id };
  }

  async function insertPost(slug: string, title: string, published: boolean): Promise<string> {
    const { data, error } = await staff.from('blog_posts').insert({ slug, title, excerpt: `${title} özeti`, content: `<p>${title} içeriği</p>`, published }).select('id').single();
    expect(error).toBeNull();
    return (data as { id: string }).id;
  }

  beforeAll(async () => {
    await ensureSpaBuilt(path.join(PROJECT_ROOT, 'dist'), () => {});
    t = await startTestServer();
    staff = await t.signIn();
    ids.draft = await insertPost('taslak-yazi', 'Müşteri Onayı Bekleyen Yazı', false);
    ids.other = await insertPost('baska-taslak', 'Başka Bir Taslak', false);
    const { data, error } = await staff
      .from('projects')
      .insert({ slug: 'taslak-proje', title: 'Taslak Proje', description: 'Açıklama', content: '<p>Proje</p>', client: 'Müşteri', category: 'Web', published: false })
      .select('id')
      .single();
    expect(error).toBeNull();
    ids.project = (data as { id: string }).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows the draft to a visitor with the link: its title, the banner, noindex and no-store', async () => {
    const { token } = await createLink('blog_posts', ids.draft!);
    const p = await page(`/blog/taslak-yazi?${PREVIEW_PARAM}=${token}`);
    expect(p.status).toBe(200);
    expect(p.h1).toBe('Müşteri Onayı Bekleyen Yazı');
    expect(p.banner).toBe(BANNER);
    expect(p.robots).toBe('noindex, follow');
    expect(p.headers.get('x-robots-tag')).toBe('noindex');
    expect(p.headers.get('cache-control')).toBe('private, no-store');
    expect(p.headers.get('x-page-cache')).toBeNull();
    expect(p.headers.get('etag')).toBeNull();
    // The same URL without the token stays the 404 of an unpublished post.
    const plain = await page('/blog/taslak-yazi');
    expect(plain.status).toBe(404);
    expect(plain.html).not.toContain('Müşteri Onayı Bekleyen Yazı');
  });

  it('reveals only its own row: not another draft, not another table, not through the REST listing', async () => {
    const { token } = await createLink('blog_posts', ids.draft!);
    // Under another draft's URL the token still shows its own row, never that draft.
    const other = await page(`/blog/baska-taslak?${PREVIEW_PARAM}=${token}`);
    expect(other.html).not.toContain('Başka Bir Taslak');
    // A blog token opens no project (the table is part of the binding).
    const project = await page(`/projects/taslak-proje?${PREVIEW_PARAM}=${token}`);
    expect(project.status).toBe(404);
    expect(project.html).not.toContain('Taslak Proje</h1>');
    const anon = t.anon();
    const wrongTable = await anon.rpc('preview_row', { token, target: 'projects' });
    expect(wrongTable).toMatchObject({ status: 200, data: null, error: null });
    const right = await anon.rpc('preview_row', { token, target: 'blog_posts' });
    expect(right.error).toBeNull();
    expect((right.data as { id: string; title: string }).id).toBe(ids.draft);
    // The REST listing of posts still shows anon no draft.
    const listed = await anon.from('blog_posts').select('id').in('id', [ids.draft!, ids.other!]);
    expect(listed).toMatchObject({ status: 200, data: [], error: null });
  });

  it('works for projects, services and CMS pages too', async () => {
    const { token } = await createLink('projects', ids.project!);
    const p = await page(`/projects/taslak-proje?${PREVIEW_PARAM}=${token}`);
    expect(p.status).toBe(200);
    expect(p.h1).toBe('Taslak Proje');
    expect(p.banner).toBe(BANNER);

    const service = await staff.from('services').insert({ slug: 'taslak-hizmet', title: 'Taslak Hizmet', description: 'Hizmet açıklaması', content: '<p>Hizmet</p>', published: false }).select('id').single();
    expect(service.error).toBeNull();
    const s = await createLink('services', (service.data as { id: string }).id);
    const sp = await page(`/services/taslak-hizmet?${PREVIEW_PARAM}=${s.token}`);
    expect([sp.status, sp.h1, sp.banner]).toEqual([200, 'Taslak Hizmet', BANNER]);

    const cms = await staff.from('pages').insert({ slug: 'taslak-sayfa', title: 'Taslak Sayfa', content: '<p>Sayfa</p>', published: false }).select('id').single();
    expect(cms.error).toBeNull();
    const c = await createLink('pages', (cms.data as { id: string }).id);
    const cp = await page(`/taslak-sayfa?${PREVIEW_PARAM}=${c.token}`);
    expect([cp.status, cp.h1, cp.banner]).toEqual([200, 'Taslak Sayfa', BANNER]);
  });

  it('stops working once expired (expiry moved into the past) or revoked: the normal 404, still uncached', async () => {
    const expiring = await createLink('blog_posts', ids.draft!);
    expect((await page(`/blog/taslak-yazi?${PREVIEW_PARAM}=${expiring.token}`)).status).toBe(200);
    const expire = await t.service().from('preview_links').update({ expires_at: new Date(Date.now() - 60_000).toISOString() }).eq('id', expiring.id);
    expect(expire.error).toBeNull();
    const expired = await page(`/blog/taslak-yazi?${PREVIEW_PARAM}=${expiring.token}`);
    expect(expired.status).toBe(404);
    expect(expired.h1).toBe('Blog yazısı bulunamadı');
    expect(expired.banner).toBeUndefined();
    expect(expired.html).not.toContain('Müşteri Onayı Bekleyen Yazı');
    expect(expired.headers.get('cache-control')).toBe('private, no-store');

    const revoking = await createLink('blog_posts', ids.draft!);
    expect((await page(`/blog/taslak-yazi?${PREVIEW_PARAM}=${revoking.token}`)).status).toBe(200);
    const revoke = await staff.from('preview_links').update({ revoked_at: new Date().toISOString() }).eq('id', revoking.id);
    expect(revoke.error).toBeNull();
    expect((await page(`/blog/taslak-yazi?${PREVIEW_PARAM}=${revoking.token}`)).status).toBe(404);
    expect((await t.anon().rpc('preview_row', { token: revoking.token, target: 'blog_posts' })).data).toBeNull();
  });

  it('answers a made-up or malformed token with the 404 page', async () => {
    for (const token of [newPreviewToken(), 'kisa', "x'; select 1; --"]) {
      const p = await page(`/blog/taslak-yazi?${PREVIEW_PARAM}=${encodeURIComponent(token)}`);
      expect(p.status).toBe(404);
      expect(p.html).not.toContain('Müşteri Onayı Bekleyen Yazı');
    }
  });

  it('keeps the tokens table from visitors: no reading, no writing; only hashes are stored', async () => {
    const { token } = await createLink('blog_posts', ids.draft!);
    const anon = t.anon();
    const read = await anon.from('preview_links').select('*');
    expect(read.status).toBe(401);
    expect(read.error?.code).toBe('42501');
    const write = await anon.from('preview_links').insert({ table_name: 'blog_posts', row_id: ids.other, token_hash: 'a'.repeat(64), expires_at: new Date(Date.now() + 86_400_000).toISOString() });
    expect(write.error?.code).toBe('42501');
    const stored = await t.service().from('preview_links').select('token_hash').eq('token_hash', await previewTokenHash(token));
    expect(stored.data).toHaveLength(1);
    const raw = await t.service().from('preview_links').select('id').eq('token_hash', token);
    expect(raw.data).toEqual([]);
  });
});
