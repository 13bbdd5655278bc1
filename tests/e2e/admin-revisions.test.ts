/**
 * Revisions and the trash in Chromium, signed in as staff: a post edited twice shows its two
 * earlier versions in the "Geçmiş" panel beside the full-page editor with a field-by-field difference; restoring the
 * first version puts its values in the form (the rich-text editor too) and in the database; a
 * deleted post comes back from "Çöp Kutusu" with its id, another is removed for good, and the
 * retention settings are saved there.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_EMAIL } from '../helpers/server.ts';
import { startE2E, signInAdmin, type E2E } from '../helpers/e2e.ts';

describe('admin revisions and trash', () => {
  let e: E2E;
  let page: Page;
  let postId: string;

  beforeAll(async () => {
    e = await startE2E();
    // A context of its own: axe needs one (browser.newPage() has none to inject into).
    const context = await e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signInAdmin(page, e.t.url);
    const [row] = await sql<{ id: string }>(
      `insert into public.blog_posts (title, slug, excerpt, content) values ('Sürüm Testi Bir', 'surum-testi', 'Özet', '<p>Birinci içerik</p>') returning id`,
    );
    postId = row!.id;
  });
  afterAll(async () => {
    await e?.close();
  });
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => e.t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);
  const toast = (text: string) => page.getByText(text, { exact: true }).first().waitFor();
  // The full-page editor: its action bar, and the side column holding the item's panels.
  const toolbar = () => page.getByRole('toolbar', { name: 'Kayıt işlemleri' });
  const panels = () => page.getByRole('complementary', { name: 'Kayıt bilgileri' });

  async function seriousFindings(): Promise<string[]> {
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).exclude('iframe').analyze();
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
  }

  async function openPost(title: string) {
    await page.goto(`${e.t.url}/admin/blog`);
    await page.getByRole('heading', { level: 1, name: 'Blog Yönetimi' }).waitFor();
    await page.getByRole('search').getByRole('searchbox').fill('sürüm testi');
    await page.getByRole('button', { name: `Düzenle: ${title}` }).click();
    await page.getByRole('heading', { level: 1, name: `Blog Yazısını Düzenle: ${title}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/blog/${postId}`);
    await page.locator('#root_title').waitFor();
  }

  it('edits a post twice, shows the difference and restores the first version', async () => {
    await openPost('Sürüm Testi Bir');
    await page.locator('#root_title').fill('Sürüm Testi İki');
    await page.locator('#root_content').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' eklendi');
    await toolbar().getByRole('button', { name: 'Kaydet', exact: true }).click();
    await toast('Blog yazısı güncellendi');

    await openPost('Sürüm Testi İki');
    await page.locator('#root_title').fill('Sürüm Testi Üç');
    await toolbar().getByRole('button', { name: 'Kaydet', exact: true }).click();
    await toast('Blog yazısı güncellendi');
    expect(await sql(`select title, content from public.blog_posts where id = $1`, [postId])).toEqual([{ title: 'Sürüm Testi Üç', content: '<p>Birinci içerik eklendi</p>' }]);

    await openPost('Sürüm Testi Üç');
    await panels().getByRole('button', { name: 'Geçmiş' }).click();
    const versions = panels().getByRole('list', { name: 'Kayıtlı sürümler' }).getByRole('button');
    await expect.poll(() => versions.count()).toBe(2);
    expect(await versions.nth(0).textContent()).toContain(`Düzenleme öncesi · ${STAFF_EMAIL}`);
    expect(await versions.nth(0).textContent()).toContain('az önce');

    // The oldest kept version is the post as it was first.
    await versions.nth(1).click();
    const diff = panels().getByTestId('revision-diff');
    await diff.locator('[data-field="title"]').waitFor();
    expect(await diff.locator('[data-field="title"] dt').textContent()).toBe('Başlık');
    expect(await diff.locator('[data-field="title"] del').allTextContents()).toEqual(['Bir']);
    expect(await diff.locator('[data-field="title"] ins').allTextContents()).toEqual(['Üç']);
    expect(await diff.locator('[data-field="content"] dt').textContent()).toBe('İçerik');
    expect((await diff.locator('[data-field="content"] ins').allTextContents()).join('')).toContain('eklendi');
    expect(await diff.locator('[data-field="excerpt"]').count()).toBe(0);
    expect(await seriousFindings()).toEqual([]);

    await panels().getByRole('button', { name: 'Bu sürümü geri yükle' }).click();
    await page.getByRole('dialog', { name: 'Bu sürümü geri yükle' }).getByRole('button', { name: 'Geri yükle' }).click();
    await toast('Sürüm geri yüklendi');
    await expect.poll(() => page.locator('#root_title').inputValue()).toBe('Sürüm Testi Bir');
    await expect.poll(() => page.locator('#root_content').textContent()).toBe('Birinci içerik');
    // The restored values are what is saved now: nothing is left to save.
    await toolbar().getByText('Tüm değişiklikler kaydedildi').waitFor();
    expect(await sql(`select title, content from public.blog_posts where id = $1`, [postId])).toEqual([{ title: 'Sürüm Testi Bir', content: '<p>Birinci içerik</p>' }]);
    expect(await sql(`select action, data->>'title' as title from public.content_revisions where row_id = $1 order by changed_at`, [postId])).toEqual([
      { action: 'update', title: 'Sürüm Testi Bir' },
      { action: 'update', title: 'Sürüm Testi İki' },
      { action: 'restore', title: 'Sürüm Testi Üç' },
    ]);
    await expect.poll(() => versions.count()).toBe(3);

    // Someone else saves while the panel is open: the restore is refused, nothing is written,
    // and the panel shows their change and the new history.
    await sql(`update public.blog_posts set excerpt = 'Başkasının özeti' where id = $1`, [postId]);
    await versions.nth(2).click();
    await panels().getByRole('button', { name: 'Bu sürümü geri yükle' }).click();
    await page.getByRole('dialog', { name: 'Bu sürümü geri yükle' }).getByRole('button', { name: 'Geri yükle' }).click();
    await toast('Bu içerik siz geçmişe bakarken başka biri tarafından değiştirildi; sürüm geri yüklenmedi. Şimdiki hâl ve geçmiş yenilendi: farkları kontrol edip yeniden deneyin.');
    await expect.poll(() => versions.count()).toBe(4);
    expect(await sql(`select title, excerpt from public.blog_posts where id = $1`, [postId])).toEqual([{ title: 'Sürüm Testi Bir', excerpt: 'Başkasının özeti' }]);
    await diff.locator('[data-field="excerpt"]').waitFor();
    expect((await diff.locator('[data-field="excerpt"] ins').allTextContents()).join('')).toContain('Başkasının');
  });

  it('keeps the revision panel inside its column and the window at 1440 and 1280 px', async () => {
    // Issue 27: at these widths the list and the comparison ran off the right edge.
    await openPost('Sürüm Testi Bir');
    await panels().getByRole('button', { name: 'Geçmiş' }).click();
    const versions = panels().getByRole('list', { name: 'Kayıtlı sürümler' }).getByRole('button');
    await expect.poll(() => versions.count()).toBeGreaterThan(1);
    await versions.nth(1).click();
    await panels().getByTestId('revision-diff').waitFor();
    for (const width of [1440, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const outside = await panels().evaluate((aside) => {
        const edge = Math.min(aside.getBoundingClientRect().right, window.innerWidth);
        return [...aside.querySelectorAll<HTMLElement>('*')].filter((el) => el.getBoundingClientRect().right > edge + 1).map((el) => `${el.tagName}: ${(el.textContent ?? '').slice(0, 40)}`);
      });
      expect(outside, `at ${width} px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `at ${width} px`).toBe(0);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('deletes a post and restores it from the trash with its id', async () => {
    await page.goto(`${e.t.url}/admin/blog`);
    await page.getByRole('search').getByRole('searchbox').fill('sürüm testi');
    await page.getByRole('button', { name: 'Diğer işlemler: Sürüm Testi Bir' }).click();
    await page.getByRole('menuitem', { name: 'Sil' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
    await toast('Blog yazısı silindi');
    expect(await sql(`select id from public.blog_posts where id = $1`, [postId])).toEqual([]);

    await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Çöp Kutusu' }).click();
    await page.getByRole('heading', { level: 1, name: 'Çöp Kutusu' }).waitFor();
    const row = page.locator(`tr[data-row-id="${postId}"]`);
    await row.waitFor();
    expect(await row.locator('td').allTextContents()).toEqual([
      'Blog yazısı',
      'Sürüm Testi Bir',
      STAFF_EMAIL,
      expect.stringMatching(/^az önce\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/),
      'Geri yükleKalıcı olarak sil',
    ]);
    expect(await seriousFindings()).toEqual([]);
    await row.getByRole('button', { name: 'Sürüm Testi Bir: Geri yükle' }).click();
    await toast('Kayıt geri yüklendi');
    await expect.poll(() => row.count()).toBe(0);
    expect(await sql(`select id, title from public.blog_posts where id = $1`, [postId])).toEqual([{ id: postId, title: 'Sürüm Testi Bir' }]);
  });

  it('removes a trashed post for good, with its history', async () => {
    const [gone] = await sql<{ id: string }>(`insert into public.blog_posts (title, slug, excerpt, content) values ('Kalıcı Silinecek', 'kalici-silinecek', 'Özet', '<p>x</p>') returning id`);
    await sql(`update public.blog_posts set title = 'Kalıcı Silinecek Yazı' where id = $1`, [gone!.id]);
    await sql(`delete from public.blog_posts where id = $1`, [gone!.id]);
    await page.goto(`${e.t.url}/admin/trash?tur=blog_posts`);
    const row = page.locator(`tr[data-row-id="${gone!.id}"]`);
    await row.waitFor();
    expect(await row.locator('td').nth(2).textContent()).toBe('Sistem');
    await row.getByRole('button', { name: 'Kalıcı Silinecek Yazı: Kalıcı olarak sil' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Kalıcı olarak sil' }).click();
    await toast('Kayıt kalıcı olarak silindi');
    await expect.poll(() => row.count()).toBe(0);
    expect(await sql(`select id from public.content_revisions where row_id = $1`, [gone!.id])).toEqual([]);

    // The retention settings beside the trash.
    await page.getByLabel('Saklanan sürüm sayısı').fill('5');
    await page.getByLabel('Çöp kutusu saklama süresi (gün)').fill('14');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await toast('Saklama ayarları kaydedildi');
    expect(await sql(`select revision_keep_count, trash_retention_days from public.site_settings`)).toEqual([{ revision_keep_count: 5, trash_retention_days: 14 }]);
    await page.getByText('Silinen kayıtlar 14 gün saklanır, sonra kendiliğinden kalıcı olarak silinir.').waitFor();
  });
});
