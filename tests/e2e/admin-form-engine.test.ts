/**
 * The form engine's small defects staff met daily (issue 27), in Chromium on the full-page
 * editor: "+ Ekle" puts the cursor in the new row and empty rows are not saved; after "Lütfen
 * işaretli alanları düzeltin" the cursor is in the first invalid field (the rich-text editor,
 * whose element is not the field's id) and it is on screen; toasts do not cover Kaydet and go
 * away on time under a resting pointer; category suggests the existing ones; a social link
 * typed without https:// is saved with it.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPage, startE2E, type E2E } from '../helpers/e2e.ts';

describe('admin form engine', () => {
  let e: E2E;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    e = await startE2E();
    ({ page, errors } = await signedInPage(e, '/admin'));
    await page.getByRole('heading', { level: 1, name: 'Kontrol Paneli' }).waitFor();
  });
  afterAll(async () => {
    await e?.close();
  });
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => e.t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);
  const saveButton = () => page.getByRole('toolbar', { name: 'Kayıt işlemleri' }).getByRole('button', { name: 'Kaydet', exact: true });
  const focused = () => page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el ? { label: el.getAttribute('aria-label'), id: el.id, editor: el.classList.contains('ql-editor') } : null;
  });

  async function newPost() {
    await page.goto(`${e.t.url}/admin/blog/new`);
    await page.getByRole('heading', { level: 1, name: 'Yeni Blog Yazısı' }).waitFor();
    await page.locator('#root_content .ql-editor, [data-field-id="root_content"] .ql-editor').first().waitFor();
  }

  it('scrolls to and focuses the first invalid field, the rich-text editor included', async () => {
    await newPost();
    await page.locator('#root_title').fill('Motor Testi');
    await page.locator('#root_excerpt').fill('Kısa özet');
    await saveButton().click();
    await page.getByText('Lütfen işaretli alanları düzeltin').first().waitFor();
    await expect.poll(focused).toMatchObject({ editor: true });
    const inView = await page.locator('[data-field-id="root_content"] .ql-editor').evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.top < window.innerHeight;
    });
    expect(inView).toBe(true);
  });

  it('puts the cursor in a row just added and saves no empty row', async () => {
    const add = page.locator('[data-field-id="root_tags"]').getByRole('button', { name: 'Ekle', exact: true });
    await add.click();
    await expect.poll(focused).toMatchObject({ label: 'Etiketler 1' });
    await page.keyboard.type('dijital');
    await add.click();
    await expect.poll(focused).toMatchObject({ label: 'Etiketler 2' });
    await page.locator('[data-field-id="root_content"] .ql-editor').click();
    await page.keyboard.type('Yazının içeriği');
    await saveButton().click();
    await page.getByText('Blog yazısı oluşturuldu').first().waitFor();
    await expect.poll(async () => (await sql<{ tags: string[] }>(`select tags from blog_posts where slug = 'motor-testi'`))[0]?.tags).toEqual(['dijital']);
  });

  it('shows toasts away from Kaydet, lets the pointer through and hides them on time under a resting pointer', async () => {
    // The previous test's save left the same toast: measure this save's own one.
    await expect.poll(() => page.getByText('Blog yazısı güncellendi').count(), { timeout: 30_000 }).toBe(0);
    await page.locator('#root_excerpt').fill('Kısa özet, yeniden');
    await saveButton().click();
    const toast = page.getByText('Blog yazısı güncellendi').first();
    await toast.waitFor();
    const button = (await saveButton().boundingBox())!;
    const box = (await toast.boundingBox())!;
    const overlaps = box.x < button.x + button.width && button.x < box.x + box.width && box.y < button.y + button.height && button.y < box.y + box.height;
    expect(overlaps).toBe(false);
    // The toast lets the pointer through to what is under it.
    expect(await toast.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
    // A pointer resting on the toast does not keep it: it leaves after its 4 s (generous limit under load).
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await toast.waitFor({ state: 'detached', timeout: 30_000 });
  });

  it('suggests the categories posts already have', async () => {
    await newPost();
    const categories = (await sql<{ category: string }>(`select distinct trim(category) as category from blog_posts where trim(category) <> ''`)).map((r) => r.category);
    expect(categories.length).toBeGreaterThan(1);
    const list = await page.locator('#root_category').getAttribute('list');
    expect(list).toBe('root_category__oneriler');
    await expect
      .poll(() => page.locator(`datalist[id="${list}"] option`).evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)))
      .toEqual([...categories].sort(new Intl.Collator('tr', { sensitivity: 'base' }).compare));
  });

  it('saves linkedin.com/in/… typed without https:// with it', async () => {
    const [member] = await sql<{ id: string }>(`select id from team_members order by sort_order limit 1`);
    await page.goto(`${e.t.url}/admin/team/${member!.id}`);
    const linkedin = page.locator('#root_social_links_linkedin');
    await linkedin.waitFor();
    await linkedin.fill('linkedin.com/in/ornek-kisi');
    await linkedin.press('Tab');
    await expect.poll(() => linkedin.inputValue()).toBe('https://linkedin.com/in/ornek-kisi');
    await saveButton().click();
    await page.getByText('Ekip üyesi güncellendi').first().waitFor();
    await expect.poll(async () => (await sql<{ v: string }>(`select social_links->>'linkedin' as v from team_members where id = $1`, [member!.id]))[0]?.v).toBe('https://linkedin.com/in/ornek-kisi');
    expect(errors).toEqual([]);
  });
});
