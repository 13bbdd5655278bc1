/**
 * The full-page editor in Chromium, signed in as staff: deep links and unknown ids, Ctrl+S
 * (a refused save keeps the typed values), "Kaydet ve Yayınla", delete from the page, the
 * question before unsaved changes are left (in-app link, back button, tab reload; a clean form
 * leaves silently), the local draft offered back after a reload (restore and discard), and the
 * modal of a short item asking before Escape closes it.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, signInAdmin, type E2E } from '../helpers/e2e.ts';

const UNSAVED = 'Kaydedilmemiş değişiklikler';
const DRAFT = 'Kaydedilmemiş değişiklikleriniz var';

describe('admin full-page editor', () => {
  let e: E2E;
  let page: Page;
  let errors: string[];
  const dialogs: string[] = [];

  beforeAll(async () => {
    e = await startE2E();
    ({ page, errors } = await e.open('/admin/login'));
    await signInAdmin(page, e.t.url);
    // The browser's own question (beforeunload) is answered "leave" and recorded.
    page.on('dialog', (d) => {
      dialogs.push(d.type());
      void d.accept();
    });
  });
  afterAll(async () => {
    await e?.close();
  });
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => e.t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);
  const post = async (slug: string) => (await sql<{ id: string; title: string; slug: string; published: boolean }>(`select id, title, slug, published from blog_posts where slug = $1`, [slug]))[0]!;
  const toolbar = () => page.getByRole('toolbar', { name: 'Kayıt işlemleri' });
  const askDialog = () => page.getByRole('dialog', { name: UNSAVED });
  const storedDraft = (key: string) => page.evaluate((k) => localStorage.getItem(k), key);

  async function openPost(id: string) {
    await page.goto(`${e.t.url}/admin/blog/${id}`);
    await page.getByRole('heading', { level: 1, name: /^Blog Yazısını Düzenle/ }).waitFor();
    await page.locator('#root_title').waitFor();
  }

  it('a deep link opens the item on its own page, also after a reload', async () => {
    const p = await post('instagram-algoritmasi-2026');
    await openPost(p.id);
    expect(await page.locator('#root_title').inputValue()).toBe(p.title);
    expect(await page.getByRole('navigation', { name: 'Sayfa yolu' }).getByRole('link', { name: 'Blog Yönetimi' }).getAttribute('href')).toBe('/admin/blog');
    expect(await toolbar().getByRole('link', { name: 'Sitede görüntüle' }).getAttribute('href')).toBe('/blog/instagram-algoritmasi-2026');
    await page.reload();
    await page.locator('#root_title').waitFor();
    expect(await page.locator('#root_title').inputValue()).toBe(p.title);
    expect(dialogs).toEqual([]);
  });

  it('an unknown id or a malformed one shows the Turkish not-found state', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'olmayan-kayit']) {
      await page.goto(`${e.t.url}/admin/blog/${id}`);
      await page.getByRole('heading', { level: 1, name: 'Kayıt bulunamadı' }).waitFor();
      await page.getByText('Aradığınız blog yazısı bulunamadı. Silinmiş ya da adresi değişmiş olabilir.').waitFor();
      await page.getByRole('link', { name: 'Listeye dön' }).click();
      await page.getByRole('heading', { level: 1, name: 'Blog Yönetimi' }).waitFor();
    }
  });

  it('Ctrl+S saves; a refused save keeps what was typed and says why in Turkish', async () => {
    // Off the site: a published post's edits go to its draft (tests/e2e/content-drafts.test.ts);
    // this and the next test are about saving to the row and the unsaved-changes guard.
    await sql(`update blog_posts set published = false where slug = 'instagram-algoritmasi-2026'`);
    const p = await post('instagram-algoritmasi-2026');
    const taken = 'kucuk-isletmeler-icin-yerel-seo';
    await openPost(p.id);
    await page.locator('#root_title').fill('Klavyeyle Kaydedilen Başlık');
    await page.locator('#root_slug').fill(taken);
    await page.keyboard.press('Control+s');
    await page.getByRole('alert').filter({ hasText: 'Bu kısa ad (URL) zaten kullanılıyor' }).first().waitFor();
    expect(await page.locator('#root_title').inputValue()).toBe('Klavyeyle Kaydedilen Başlık');
    expect((await post(p.slug)).title).toBe(p.title);
    await page.locator('#root_slug').fill(p.slug);
    await page.keyboard.press('Control+s');
    await page.getByText('Blog yazısı güncellendi', { exact: true }).first().waitFor();
    expect((await post(p.slug)).title).toBe('Klavyeyle Kaydedilen Başlık');
    await toolbar().getByText('Tüm değişiklikler kaydedildi').waitFor();
    // Saved: leaving asks nothing.
    await toolbar().getByRole('link', { name: 'Listeye dön' }).click();
    await page.getByRole('heading', { level: 1, name: 'Blog Yönetimi' }).waitFor();
    expect(await askDialog().count()).toBe(0);
  });

  it('"Yeni Yazı" opens the create page; "Kaydet ve Yayınla" creates it published and stays on its page; Sil deletes it', async () => {
    await page.goto(`${e.t.url}/admin/blog`);
    await page.getByRole('button', { name: 'Yeni Yazı' }).click();
    await page.getByRole('heading', { level: 1, name: 'Yeni Blog Yazısı' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/blog/new');
    await page.locator('#root_title').fill('Tam Sayfa Düzenleyici');
    await page.locator('#root_excerpt').fill('Uzun içerik artık kendi sayfasında yazılıyor.');
    await page.locator('#root_content').click();
    await page.keyboard.type('Modal yerine tam sayfa.');
    await toolbar().getByRole('button', { name: 'Kaydet ve Yayınla' }).click();
    await page.getByText('Blog yazısı oluşturuldu', { exact: true }).first().waitFor();
    const created = await post('tam-sayfa-duzenleyici');
    expect(created.published).toBe(true);
    await page.waitForURL(`**/admin/blog/${created.id}`);
    await page.getByRole('heading', { level: 1, name: 'Blog Yazısını Düzenle: Tam Sayfa Düzenleyici' }).waitFor();
    expect(await toolbar().getByRole('link', { name: 'Sitede görüntüle' }).getAttribute('href')).toBe('/blog/tam-sayfa-duzenleyici');
    expect(await toolbar().getByRole('button', { name: 'Kaydet ve Yayınla' }).count()).toBe(0);
    await toolbar().getByRole('button', { name: 'Diğer işlemler' }).click();
    await toolbar().getByRole('menuitem', { name: 'Sil' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
    await page.getByText('Blog yazısı silindi', { exact: true }).first().waitFor();
    await page.getByRole('heading', { level: 1, name: 'Blog Yönetimi' }).waitFor();
    expect(await sql(`select 1 from blog_posts where id = $1`, [created.id])).toHaveLength(0);
  });

  it('a dirty form asks before an in-app link and before the back button; a clean one leaves silently', async () => {
    const p = await post('instagram-algoritmasi-2026');
    await page.goto(`${e.t.url}/admin/blog`);
    await page.getByRole('heading', { level: 1, name: 'Blog Yönetimi' }).waitFor();
    // Clean: the sidebar link leaves at once.
    await page.getByRole('button', { name: `Düzenle: ${p.title}` }).click();
    await page.locator('#root_title').waitFor();
    await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Projeler' }).click();
    await page.getByRole('heading', { level: 1, name: 'Proje Yönetimi' }).waitFor();
    expect(await askDialog().count()).toBe(0);

    await page.goto(`${e.t.url}/admin/blog`);
    await page.getByRole('button', { name: `Düzenle: ${p.title}` }).click();
    await page.locator('#root_title').fill('Kaydedilmeyecek Başlık');
    await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Projeler' }).click();
    await askDialog().waitFor();
    await askDialog().getByRole('button', { name: 'Düzenlemeye devam et' }).click();
    await askDialog().waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(`/admin/blog/${p.id}`);
    expect(await page.locator('#root_title').inputValue()).toBe('Kaydedilmeyecek Başlık');

    await page.goBack();
    await askDialog().waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/blog/${p.id}`);
    await askDialog().getByRole('button', { name: 'Değişiklikleri at ve ayrıl' }).click();
    await page.getByRole('heading', { level: 1, name: 'Blog Yönetimi' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/blog');
    expect((await post(p.slug)).title).toBe(p.title);
    // Leaving on purpose discards the local copy too.
    expect(await storedDraft(`ajans-cms:taslak:blog:${p.id}`)).toBeNull();
    expect(dialogs).toEqual([]);
  });

  it('defaults the form fills in by itself are no change: a new content block (typed hero form) leaves silently', async () => {
    await page.goto(`${e.t.url}/admin/content-blocks/new`);
    await page.locator('#root_content_cta_url').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('#root_content_cta_url').inputValue()).toBe('/contact');
    expect(await toolbar().getByText('Kaydedilmemiş değişiklikler var').count()).toBe(0);
    await toolbar().getByRole('link', { name: 'Listeye dön' }).click();
    await page.getByRole('heading', { level: 1, name: 'İçerik Blokları' }).waitFor();
    expect(await askDialog().count()).toBe(0);
    expect(await storedDraft('ajans-cms:taslak:content-blocks:yeni')).toBeNull();
  });

  it('a reload asks first, then offers the unsaved edits back: Geri yükle restores them, Yoksay discards them', async () => {
    const p = await post('instagram-algoritmasi-2026');
    const key = `ajans-cms:taslak:blog:${p.id}`;
    await openPost(p.id);
    await page.locator('#root_excerpt').fill('Yarım kalan özet');
    await expect.poll(() => storedDraft(key)).toContain('Yarım kalan özet');
    await page.reload();
    expect(dialogs).toEqual(['beforeunload']);
    await page.getByText(DRAFT).waitFor();
    // Offered, not put in silently: the form shows the saved text until the user chooses.
    const saved = (await sql<{ excerpt: string }>(`select excerpt from blog_posts where id = $1`, [p.id]))[0]!.excerpt;
    expect(await page.locator('#root_excerpt').inputValue()).toBe(saved);
    await page.getByRole('button', { name: 'Geri yükle' }).click();
    await expect.poll(() => page.locator('#root_excerpt').inputValue()).toBe('Yarım kalan özet');
    await toolbar().getByText('Kaydedilmemiş değişiklikler var').waitFor();

    dialogs.length = 0;
    await page.reload();
    expect(dialogs).toEqual(['beforeunload']);
    await page.getByText(DRAFT).waitFor();
    await page.getByRole('button', { name: 'Yoksay' }).click();
    await page.getByText(DRAFT).waitFor({ state: 'hidden' });
    expect(await storedDraft(key)).toBeNull();
    expect(await page.locator('#root_excerpt').inputValue()).toBe(saved);
    dialogs.length = 0;
    await page.reload();
    await page.locator('#root_excerpt').waitFor();
    expect(await page.getByText(DRAFT).count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  it('a short item (menu) stays a modal: Escape closes a clean one, a dirty one asks first', async () => {
    await page.goto(`${e.t.url}/admin/menus`);
    await page.getByRole('heading', { level: 1, name: 'Menü Yönetimi' }).waitFor();
    await page.getByRole('button', { name: 'Yeni Menü' }).click();
    const form = page.getByRole('dialog', { name: 'Yeni Menü' });
    await form.waitFor();
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Yeni Menü' }).click();
    await form.locator('#root_name').fill('Yarım Menü');
    await page.keyboard.press('Escape');
    await askDialog().waitFor();
    await askDialog().getByRole('button', { name: 'Düzenlemeye devam et' }).click();
    expect(await form.locator('#root_name').inputValue()).toBe('Yarım Menü');
    await form.getByRole('button', { name: 'İptal' }).click();
    await askDialog().getByRole('button', { name: 'Değişiklikleri at ve ayrıl' }).click();
    await form.waitFor({ state: 'hidden' });
    expect(await sql(`select 1 from menus where name = 'Yarım Menü'`)).toHaveLength(0);
    expect(errors).toEqual([]);
  });
});
