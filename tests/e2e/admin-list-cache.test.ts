/**
 * The generic list and editor share the admin's query cache, in Chromium: back in the list
 * after a save, the saved value shows and the list is read again exactly once; an open editor keeps what is typed when the window regains focus or the
 * network returns (nothing is read behind its back), and its save still states the version it
 * opened, so someone else's change meanwhile is an edit conflict, not overwritten.
 */
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, signInAdmin, type E2E } from '../helpers/e2e.ts';

describe('admin list and editor through the query cache', () => {
  let e: E2E;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    e = await startE2E();
    ({ page, errors } = await e.open('/admin/login'));
    await signInAdmin(page, e.t.url);
  });
  afterAll(async () => {
    await e?.close();
  });
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => e.t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);
  const post = async (slug: string) => (await sql<{ id: string; title: string }>(`select id, title from blog_posts where slug = $1`, [slug]))[0]!;
  const toolbar = () => page.getByRole('toolbar', { name: 'Kayıt işlemleri' });
  /** A read of blog_posts' rows as a list (not one item by id, not a count). */
  const isListRead = (r: Request) => {
    const url = new URL(r.url());
    return r.method() === 'GET' && url.pathname === '/rest/v1/blog_posts' && url.searchParams.has('select') && !url.searchParams.has('id');
  };

  it('back in the list after a save, the saved title shows without a reload, and the list is read again exactly once', async () => {
    const p = await post('instagram-algoritmasi-2026');
    // Off the site: its save goes to the row (a live post's edits go to its draft, content-drafts.test.ts).
    await sql(`update blog_posts set published = false where id = $1`, [p.id]);
    await page.goto(`${e.t.url}/admin/blog`);
    await page.getByRole('heading', { level: 1, name: 'Blog Yönetimi' }).waitFor();
    await page.getByRole('button', { name: `Düzenle: ${p.title}` }).click();
    await page.locator('#root_title').waitFor();
    // Typed once the editor's reads are over. Under load in CI, a title typed while they were
    // still under way was sometimes saved as the old one (cause not found yet, see the stop's
    // note); this test is about the list cache.
    await page.waitForLoadState('networkidle');
    await page.locator('#root_title').fill('Önbellekten Gelen Başlık');
    // Saved once the form shows the change as unsaved, as a person sees it before clicking.
    await toolbar().getByText('Kaydedilmemiş değişiklikler var', { exact: true }).waitFor();
    await toolbar().getByRole('button', { name: 'Kaydet', exact: true }).click();
    await page.getByText('Blog yazısı güncellendi', { exact: true }).first().waitFor();
    await toolbar().getByText('Tüm değişiklikler kaydedildi', { exact: true }).waitFor();
    // The row holds what was typed (so a missing title in the list below is the cache's fault,
    // not the save's), and no draft took it instead: the post is off the site.
    const drafts = await sql<{ title: unknown }>(`select data->'title' as title from content_drafts where table_name = 'blog_posts' and row_id = $1`, [p.id]);
    expect({ row: (await post('instagram-algoritmasi-2026')).title, drafts }).toEqual({ row: 'Önbellekten Gelen Başlık', drafts: [] });

    // Back in the list: the saved title without a reload, from one read of the list.
    let reads = 0;
    const count = (r: Request) => void (isListRead(r) && (reads += 1));
    page.on('request', count);
    const answered = page.waitForResponse((r) => isListRead(r.request()));
    await toolbar().getByRole('link', { name: 'Listeye dön' }).click();
    await page.getByRole('heading', { level: 1, name: 'Blog Yönetimi' }).waitFor();
    await answered;
    await page.getByRole('button', { name: 'Düzenle: Önbellekten Gelen Başlık' }).waitFor();
    expect(await page.getByRole('button', { name: `Düzenle: ${p.title}` }).count()).toBe(0);
    // (The count line also names missing translations.)
    await page.getByText(/^\d+ kayıt/).first().waitFor();
    page.off('request', count);
    expect(reads).toBe(1);
    expect((await post('instagram-algoritmasi-2026')).title).toBe('Önbellekten Gelen Başlık');
  });

  it('focus and a returning network read nothing behind an open editor; what is typed stays, and a change by someone else is a conflict', async () => {
    const p = await post('instagram-algoritmasi-2026');
    await sql(`update blog_posts set published = false where id = $1`, [p.id]);
    await page.goto(`${e.t.url}/admin/blog/${p.id}`);
    await page.locator('#root_title').waitFor();
    await page.locator('#root_title').fill('Benim Yazdığım Başlık');
    await sql(`update blog_posts set title = 'Başkasının Başlığı' where id = $1`, [p.id]);

    const itemReads: string[] = [];
    const onRequest = (r: Request) => {
      const url = new URL(r.url());
      if (r.method() === 'GET' && url.pathname === '/rest/v1/blog_posts' && url.searchParams.get('id') === `eq.${p.id}`) itemReads.push(r.url());
    };
    page.on('request', onRequest);
    // What TanStack Query listens to: the tab hidden and shown again, window focus, offline and online.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      window.dispatchEvent(new Event('visibilitychange'));
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      window.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
    });
    // A read these events started would have gone out at once (the page keeps presence requests going, so no networkidle).
    expect(await page.locator('#root_title').inputValue()).toBe('Benim Yazdığım Başlık');
    await toolbar().getByText('Kaydedilmemiş değişiklikler var').waitFor();
    page.off('request', onRequest);
    expect(itemReads).toEqual([]);

    // The save states the version opened: theirs is kept, and the conflict panel says so.
    await toolbar().getByRole('button', { name: 'Kaydet', exact: true }).click();
    await page.getByText('Bu içerik siz düzenlerken değiştirildi').first().waitFor();
    expect(await page.locator('#root_title').inputValue()).toBe('Benim Yazdığım Başlık');
    expect((await post('instagram-algoritmasi-2026')).title).toBe('Başkasının Başlığı');
    expect(errors).toEqual([]);
  });
});
