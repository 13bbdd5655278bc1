/**
 * Scheduling a post in the admin's full-page editor, in a browser whose own time zone is Tokyo:
 * the form's date-time picker takes Istanbul time, the database stores the instant, the list
 * shows the "Zamanlandı" badge with that Istanbul time, the status filter finds it, and
 * visitors get a 404 until then.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, startE2E, type E2E } from '../helpers/e2e.ts';

describe('admin: scheduled publishing', () => {
  // A 15 January still ahead on any day the suite runs.
  const year = new Date().getUTCFullYear() + 2;
  let e: E2E;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    e = await startE2E();
    page = await e.browser.newPage({ viewport: { width: 1280, height: 900 }, timezoneId: 'Asia/Tokyo', locale: 'tr-TR' });
    page.on('pageerror', (err) => errors.push(err.message));
    await signInAdmin(page, e.t.url);
  });
  afterAll(async () => {
    await e?.close();
  });
  const toolbar = () => page.getByRole('toolbar', { name: 'Kayıt işlemleri' });
  // The item's form on its page (RJSF's <form>), not the side column's panels.
  const form = () => page.locator('form:has(#root_title)');

  it('schedules a post for 15 January 09:00 Istanbul, two years ahead, and shows the badge with that time in the list', async () => {
    await page.goto(`${e.t.url}/admin/blog`);
    await page.getByRole('heading', { level: 1, name: 'Blog Yönetimi' }).waitFor();
    await page.getByText(/\d+ kayıt/).waitFor();
    await page.getByRole('button', { name: 'Yeni Yazı' }).click();
    await page.getByRole('heading', { level: 1, name: 'Yeni Blog Yazısı' }).waitFor();
    await page.locator('#root_title').fill('Pazartesi Yazısı');
    await page.locator('#root_excerpt').fill('Pazartesi sabahı yayınlanacak');
    await page.locator('#root_content').click();
    await page.keyboard.type('Zamanlanmış içerik');
    await expect.poll(() => form().getByText('Boş bırakılırsa hemen yayınlanır').count()).toBe(1);
    await form().getByText('İstanbul saati').waitFor();
    await page.locator('#root_published').check();
    await page.locator('#root_publish_at').fill(`${year}-01-15T09:00`);
    await toolbar().getByRole('button', { name: 'Kaydet', exact: true }).click();
    await page.getByText('Blog yazısı oluşturuldu', { exact: true }).first().waitFor();
    await page.getByRole('heading', { level: 1, name: 'Blog Yazısını Düzenle: Pazartesi Yazısı' }).waitFor();

    const { rows } = await e.t.server.ctx.db.admin.query<{ slug: string; published: boolean; at: string }>(
      `select slug, published, to_char(publish_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as at from public.blog_posts where title = 'Pazartesi Yazısı'`,
    );
    expect(rows).toEqual([{ slug: 'pazartesi-yazisi', published: true, at: `${year}-01-15T06:00` }]);

    // Back to the list from the created item's page.
    await toolbar().getByRole('link', { name: 'Listeye dön' }).click();
    await page.getByRole('heading', { level: 1, name: 'Blog Yönetimi' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Pazartesi Yazısı' });
    await expect.poll(() => row.getByText(`Zamanlandı · 15.01.${year} 09:00`, { exact: true }).count()).toBe(1);
    expect(await row.getByText('Yayında', { exact: true }).count()).toBe(0);

    // The status filter: "Zamanlandı" lists it alone; "Yayında" does not list it.
    await page.getByRole('search').getByLabel('Durum').selectOption({ label: 'Zamanlandı' });
    await page.getByText('1 kayıt').waitFor();
    expect(await page.getByRole('row').filter({ hasText: 'Pazartesi Yazısı' }).count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('published')).toBe('scheduled');
    await page.getByRole('search').getByLabel('Durum').selectOption({ label: 'Yayında' });
    await page.getByText(/\d+ kayıt/).waitFor();
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Pazartesi Yazısı' }).count()).toBe(0);

    // Visitors: not yet.
    expect((await fetch(`${e.t.url}/blog/pazartesi-yazisi`)).status).toBe(404);

    // Opened again, the picker shows the same Istanbul time; "Temizle" empties it (publish at once).
    await page.getByRole('search').getByLabel('Durum').selectOption({ label: 'Zamanlandı' });
    await page.getByText('1 kayıt').waitFor();
    await page.getByRole('button', { name: 'Düzenle: Pazartesi Yazısı' }).click();
    await page.getByRole('heading', { level: 1, name: 'Blog Yazısını Düzenle: Pazartesi Yazısı' }).waitFor();
    await page.locator('#root_publish_at').waitFor();
    expect(await page.locator('#root_publish_at').inputValue()).toBe(`${year}-01-15T09:00`);
    await form().getByRole('button', { name: 'Temizle: Yayın zamanı', exact: true }).click();
    await toolbar().getByRole('button', { name: 'Kaydet', exact: true }).click();
    await page.getByText('Blog yazısı güncellendi', { exact: true }).first().waitFor();
    const { rows: after } = await e.t.server.ctx.db.admin.query<{ publish_at: string | null }>(`select publish_at from public.blog_posts where slug = 'pazartesi-yazisi'`);
    expect(after).toEqual([{ publish_at: null }]);
    expect((await fetch(`${e.t.url}/blog/pazartesi-yazisi`)).status).toBe(200);
    expect(errors).toEqual([]);
  });
});
