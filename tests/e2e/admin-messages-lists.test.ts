/**
 * Messages where they belong and safer lists (issue 44, items 8 and 9), in Chromium as staff:
 * a refused save stays at its field (and above the form, never as a toast) through other edits
 * until that field is changed; a success toast keeps clear of the action bar's buttons; a
 * sign-in error is gone once the next sign-in succeeds; a row's title is a real link to its
 * editor; and deleting sits in a "Diğer işlemler" menu, never as a red Sil beside publishing.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPage, startE2E, type E2E } from '../helpers/e2e.ts';
import { STAFF_EMAIL, STAFF_PASSWORD } from '../helpers/server.ts';

const NEEDS_CONTENT = 'Sayfanın bir içeriği olmalı: İçerik alanını doldurun ya da en az bir blok ekleyin.';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('no box');
  return box;
}

describe('admin: messages where they belong, safer lists', () => {
  let e: E2E;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    e = await startE2E();
    ({ page, errors } = await signedInPage(e, '/admin'));
    // Leaving a form with unsaved changes (the browser's own question): leave.
    page.on('dialog', (d) => void d.accept());
  });
  afterAll(async () => {
    await e?.close();
  });
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => e.t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);
  const toolbar = () => page.getByRole('toolbar', { name: 'Kayıt işlemleri' });
  const toasts = () => page.locator('.notistack-SnackbarContainer');

  it('a refused save stays under its field and above the form through other edits, until that field is filled', async () => {
    await page.goto(`${e.t.url}/admin/pages/new`);
    await page.getByRole('heading', { level: 1, name: 'Yeni Sayfa' }).waitFor();
    await page.locator('#root_title').fill('Kalıcı Hata');
    await page.getByText('Bu sayfada henüz blok yok.').waitFor();
    await page.keyboard.press('Control+s');
    const atField = page.locator('#root_content__error').getByText(NEEDS_CONTENT);
    const notice = page.getByRole('alert').filter({ hasText: 'Kaydedilemedi' });
    await atField.waitFor();
    await notice.getByText(NEEDS_CONTENT).waitFor();
    // Not a toast: nothing to vanish before it is read.
    expect(await toasts().getByText(NEEDS_CONTENT).count()).toBe(0);

    // Another field changed (the next thing the user does): İçerik is still not fixed.
    await page.locator('#root_title').fill('Kalıcı Hata Sayfası');
    await expect.poll(() => page.locator('#root_slug').inputValue()).toBe('kalici-hata-sayfasi');
    expect(await atField.isVisible()).toBe(true);
    expect(await notice.isVisible()).toBe(true);

    // İçerik filled: its error and the notice go; the save goes through.
    await page.locator('#root_content').click();
    await page.keyboard.type('Artık bir içeriği var.');
    await atField.waitFor({ state: 'detached' });
    await notice.waitFor({ state: 'detached' });
    await page.keyboard.press('Control+s');
    await toasts().getByText('Sayfa oluşturuldu', { exact: true }).waitFor();
    expect(await sql(`select title from pages where slug = 'kalici-hata-sayfasi'`)).toEqual([{ title: 'Kalıcı Hata Sayfası' }]);
  });

  it('"Kapat" closes a save error notice; the field keeps its error until it is changed', async () => {
    await page.goto(`${e.t.url}/admin/pages/new`);
    await page.locator('#root_title').fill('Kapatılan Uyarı');
    await page.getByText('Bu sayfada henüz blok yok.').waitFor();
    await page.keyboard.press('Control+s');
    const notice = page.getByRole('alert').filter({ hasText: 'Kaydedilemedi' });
    await notice.getByRole('button', { name: 'Kapat' }).click();
    await notice.waitFor({ state: 'detached' });
    expect(await page.locator('#root_content__error').getByText(NEEDS_CONTENT).isVisible()).toBe(true);
  });

  it("a save's success toast does not cover any of the action bar's buttons", async () => {
    const [post] = await sql<{ id: string }>(`select id from blog_posts where slug = 'instagram-algoritmasi-2026'`);
    await sql(`update blog_posts set published = false where id = $1`, [post!.id]);
    for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
      await page.setViewportSize(viewport);
      await page.goto(`${e.t.url}/admin/blog/${post!.id}`);
      await page.locator('#root_title').fill(`Toast Yeri ${viewport.width}`);
      await toolbar().getByRole('button', { name: 'Kaydet', exact: true }).click();
      const toast = toasts().getByText('Blog yazısı güncellendi', { exact: true });
      await toast.waitFor();
      const toastBox = await boxOf(toast.locator('xpath=ancestor::*[contains(@class, "notistack-MuiContent")][1]'));
      const buttons = toolbar().locator('button, a');
      expect(await buttons.count()).toBeGreaterThan(3);
      for (const button of await buttons.all()) expect(overlaps(toastBox, await boxOf(button))).toBe(false);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("a row's title is a link to the item's editor, reachable with the keyboard", async () => {
    const [post] = await sql<{ id: string; title: string }>(`select id, title from blog_posts where slug = 'kucuk-isletmeler-icin-yerel-seo'`);
    await page.goto(`${e.t.url}/admin/blog`);
    await page.getByRole('search').getByRole('searchbox').fill(post!.title);
    const link = page.getByRole('row').getByRole('link', { name: post!.title, exact: true });
    expect(await link.getAttribute('href')).toBe(`/admin/blog/${post!.id}`);
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/admin/blog/${post!.id}`);
    expect(await page.locator('#root_title').inputValue()).toBe(post!.title);
  });

  it('no red Sil on a row or beside publishing: deleting is in "Diğer işlemler", still behind its question', async () => {
    const [post] = await sql<{ id: string; title: string }>(`insert into blog_posts (title, slug, excerpt, content, published) values ('Menüden Silinen', 'menuden-silinen', 'Özet', '<p>İçerik</p>', false) returning id, title`);
    await page.goto(`${e.t.url}/admin/blog`);
    await page.getByRole('search').getByRole('searchbox').fill('Menüden Silinen');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Menüden Silinen' }) });
    await row.waitFor();
    expect(await row.getByRole('button', { name: /^Sil/ }).count()).toBe(0);
    await row.getByRole('button', { name: 'Diğer işlemler: Menüden Silinen' }).click();
    await row.getByRole('menuitem', { name: 'Sil' }).waitFor();
    await page.keyboard.press('Escape');
    await row.getByRole('menu').waitFor({ state: 'detached' });

    // The editor: Kaydet ve Yayınla on the right, no Sil beside it; the menu at the bar's other end.
    await page.goto(`${e.t.url}/admin/blog/${post!.id}`);
    const publish = toolbar().getByRole('button', { name: 'Kaydet ve Yayınla' });
    await publish.waitFor();
    expect(await toolbar().getByRole('button', { name: /Sil/ }).count()).toBe(0);
    const more = toolbar().getByRole('button', { name: 'Diğer işlemler' });
    expect((await boxOf(more)).x).toBeLessThan((await boxOf(toolbar().getByRole('button', { name: 'Kaydet', exact: true }))).x);
    await more.click();
    await toolbar().getByRole('menuitem', { name: 'Sil' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Emin misiniz?' }).waitFor();
    await dialog.getByRole('button', { name: 'İptal' }).click();
    expect(await sql(`select title from blog_posts where id = $1`, [post!.id])).toEqual([{ title: 'Menüden Silinen' }]);
    await more.click();
    await toolbar().getByRole('menuitem', { name: 'Sil' }).click();
    await dialog.getByRole('button', { name: 'Sil' }).click();
    await page.getByRole('heading', { level: 1, name: 'Blog Yönetimi' }).waitFor();
    expect(await sql(`select id from blog_posts where id = $1`, [post!.id])).toEqual([]);
  });

  it("a sign-in's error is gone once the next sign-in succeeds", async () => {
    const context = await e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const login = await context.newPage();
    await login.goto(`${e.t.url}/admin/login`);
    await login.locator('input[name="email"]').fill(STAFF_EMAIL);
    await login.locator('input[name="password"]').fill('yanlis-sifre');
    await login.getByRole('button', { name: 'Giriş Yap' }).click();
    await login.getByRole('alert').getByText('Giriş hatası: E-posta adresi veya şifre hatalı.').waitFor();
    await login.locator('input[name="password"]').fill(STAFF_PASSWORD);
    await login.getByRole('button', { name: 'Giriş Yap' }).click();
    await login.getByRole('heading', { level: 1, name: 'Kontrol Paneli' }).waitFor();
    expect(await login.getByText(/Giriş hatası/).count()).toBe(0);
    await context.close();
    expect(errors).toEqual([]);
  });
});
