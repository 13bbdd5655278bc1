/**
 * Translating in the admin, in Chromium as staff: a Turkish-only post's list row shows English
 * missing; its editor switches to "İngilizce", shows the Turkish text beside each field and
 * the shared fields read-only; title, slug, excerpt and text typed and "Kaydet ve Yayınla"
 * insert the English row of blog_posts_translations, published, while the Turkish row stays
 * exactly as it was; the list then shows the post as translated and one translation fewer
 * missing; the dashboard counts what is still missing.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, startE2E, type E2E } from '../helpers/e2e.ts';

interface PostRow extends Record<string, unknown> {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  published: boolean;
  updated_at: Date;
}

describe('admin translations', () => {
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
  const turkishOnlyPost = async () =>
    (await sql<PostRow>(`select id, title, slug, excerpt, content, published, updated_at from blog_posts p where not exists (select 1 from blog_posts_translations t where t.item_id = p.id) order by created_at limit 1`))[0]!;
  const postById = async (id: string) => (await sql<PostRow>(`select id, title, slug, excerpt, content, published, updated_at from blog_posts where id = $1`, [id]))[0]!;
  const missingEnglish = async () => Number((await sql<{ n: string }>(`select count(*) as n from blog_posts p where not exists (select 1 from blog_posts_translations t where t.item_id = p.id and t.locale = 'en')`))[0]!.n);
  const englishBadge = (title: string) => page.getByRole('row').filter({ hasText: title }).locator('[data-language="en"]');

  async function openList(title: string) {
    await page.goto(`${e.t.url}/admin/blog?q=${encodeURIComponent(title)}`);
    await page.getByRole('heading', { level: 1, name: 'Blog Yönetimi' }).waitFor();
    await englishBadge(title).waitFor();
  }

  it('the list shows a Turkish-only post without English, and how many posts miss it', async () => {
    const post = await turkishOnlyPost();
    const missing = await missingEnglish();
    expect(missing).toBeGreaterThan(0);
    await openList(post.title);
    await expect.poll(() => englishBadge(post.title).getAttribute('data-state')).toBe('missing');
    expect(await page.getByRole('row').filter({ hasText: post.title }).locator('[data-language="tr"]').getAttribute('data-state')).toBe('default');
    await page.getByText(`İngilizce çevirisi eksik: ${missing}`).waitFor();
  });

  it('staff switch the editor to English, type the translation and publish it; the Turkish row is unchanged', async () => {
    const before = await turkishOnlyPost();
    const missing = await missingEnglish();
    await page.goto(`${e.t.url}/admin/blog/${before.id}`);
    await page.getByRole('heading', { level: 1, name: /^Blog Yazısını Düzenle/ }).waitFor();
    const tabs = page.getByRole('tablist', { name: 'Düzenleme dili' });
    expect(await tabs.getByRole('tab').allTextContents()).toEqual(['Türkçe', 'İngilizce']);
    expect(await tabs.getByRole('tab', { name: 'Türkçe' }).getAttribute('aria-selected')).toBe('true');

    await tabs.getByRole('tab', { name: 'İngilizce' }).click();
    await page.getByRole('heading', { level: 1, name: `Blog Yazısını Düzenle: ${before.title} (İngilizce)` }).waitFor();
    expect(new URL(page.url()).searchParams.get('dil')).toBe('en');
    expect(await tabs.getByRole('tab', { name: 'İngilizce' }).getAttribute('aria-selected')).toBe('true');
    // An empty translation form, the Turkish text beside each field, the shared fields read-only.
    expect(await page.locator('#root_title').inputValue()).toBe('');
    await expect.poll(() => page.locator('[data-field-id="root_title"] [data-reference-text]').textContent()).toBe(`Türkçe: ${before.title}`);
    expect(await page.locator('[data-field-id="root_slug"] [data-reference-text]').textContent()).toBe(`Türkçe: ${before.slug}`);
    const shared = page.locator('[data-shared-fields]');
    await shared.getByText('Bu alanlar tüm dillerde ortaktır; Türkçe sekmesinde değiştirilir.').waitFor();
    await shared.getByText('Öne çıkan görsel').waitFor();
    expect(await page.locator('[data-field-id="root_featured_image"]').count()).toBe(0);

    await page.locator('#root_title').fill('Small Business Local SEO, Explained');
    await page.locator('#root_slug').fill('local-seo-explained');
    await page.locator('#root_excerpt').fill('What a small business needs to be found nearby.');
    await page.locator('[data-field-id="root_content"] .ql-editor').click();
    await page.keyboard.type('Local search starts with a complete business profile.');
    await page.getByRole('toolbar', { name: 'Kayıt işlemleri' }).getByRole('button', { name: 'Kaydet ve Yayınla' }).click();

    await expect
      .poll(async () => (await sql<{ locale: string; title: string; slug: string; excerpt: string; published: boolean }>(`select locale, title, slug, excerpt, published from blog_posts_translations where item_id = $1`, [before.id])))
      .toEqual([{ locale: 'en', title: 'Small Business Local SEO, Explained', slug: 'local-seo-explained', excerpt: 'What a small business needs to be found nearby.', published: true }]);
    const [english] = await sql<{ content: string }>(`select content from blog_posts_translations where item_id = $1 and locale = 'en'`, [before.id]);
    expect(english!.content).toContain('Local search starts with a complete business profile.');
    expect(await postById(before.id)).toEqual(before);
    // The editor now stands on the stored translation (its next save updates it).
    await page.getByRole('heading', { level: 1, name: `Blog Yazısını Düzenle: Small Business Local SEO, Explained (İngilizce)` }).waitFor();
    expect(await missingEnglish()).toBe(missing - 1);

    await openList(before.title);
    await expect.poll(() => englishBadge(before.title).getAttribute('data-state')).toBe('live');
    await page.getByText(missing - 1 > 0 ? `İngilizce çevirisi eksik: ${missing - 1}` : 'İngilizce: tümü çevrildi').waitFor();
  });

  it('the Turkish tab still edits the Turkish row, and the dashboard counts the missing translations', async () => {
    const [translated] = await sql<{ item_id: string }>(`select item_id from blog_posts_translations where slug = 'local-seo-explained'`);
    const before = await postById(translated!.item_id);
    await page.goto(`${e.t.url}/admin/blog/${before.id}?dil=tr`);
    await page.getByRole('heading', { level: 1, name: `Blog Yazısını Düzenle: ${before.title}` }).waitFor();
    expect(await page.locator('#root_title').inputValue()).toBe(before.title);
    expect(await page.locator('[data-reference-text]').count()).toBe(0);

    const missing = await missingEnglish();
    await page.goto(`${e.t.url}/admin`);
    const card = page.locator('[data-missing-translations-card]');
    await card.waitFor();
    await expect.poll(() => card.getByRole('link', { name: /Blog Yazıları/ }).textContent()).toContain(`İngilizce: ${missing}`);
    expect(errors).toEqual([]);
  });
});
