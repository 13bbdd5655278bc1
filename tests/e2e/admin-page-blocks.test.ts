/**
 * Building a page from blocks in Chromium, as staff: three blocks from the picker, one moved
 * with the keyboard (the drag handle: Space, arrow, Space), one hidden, saved with Ctrl+S. The
 * database holds them in that order; the server-rendered page has the visible blocks in order
 * and not the hidden one, and hydrates without an error or a console error. A page with
 * neither content nor blocks is refused with the reason under İçerik.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyboardDragListening, signedInPage, startE2E, waitForHydration, type E2E } from '../helpers/e2e.ts';

describe('admin: a page built from blocks', () => {
  let e: E2E;
  let page: Page;
  let adminErrors: string[];

  beforeAll(async () => {
    e = await startE2E();
    ({ page, errors: adminErrors } = await signedInPage(e, '/admin'));
  });
  afterAll(async () => {
    await e?.close();
  });
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => e.t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);

  async function addBlock(name: string, index: number) {
    await page.getByRole('button', { name: 'Blok Ekle' }).click();
    const picker = page.getByRole('dialog', { name: 'Blok Ekle' });
    await picker.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    await picker.waitFor({ state: 'hidden' });
    await page.getByRole('article', { name: `${index + 1}. ${name}` }).waitFor();
  }

  it('adds three blocks, moves one by keyboard, hides one, saves; the site shows the visible ones in order', async () => {
    const [created] = await sql<{ id: string }>(`insert into pages (title, slug, content, published) values ('Kampanya Sayfası', 'kampanya-sayfasi', '<p>Kampanya koşulları.</p>', true) returning id`);
    await page.goto(`${e.t.url}/admin/pages/${created!.id}`);
    await page.locator('#root_title').waitFor();
    await page.getByText('Bu sayfada henüz blok yok.').waitFor();

    await addBlock('Karşılama Alanı', 0);
    await page.locator('#root_blocks_0_data_title').fill('Yaz *kampanyası* başladı');
    await addBlock('Harekete Geçirici', 1);
    await page.locator('#root_blocks_1_data_title').fill('Teklif isteyin');
    await addBlock('Sıkça Sorulan Sorular', 2);
    await page.locator('#root_blocks_2_data_items_0_question').fill('Kampanya ne zaman biter?');
    await page.locator('#root_blocks_2_data_items_0_answer').fill('Ağustos sonunda.');

    // Keyboard reorder: the FAQ goes one place up, before the call to action.
    const handle = page.getByRole('button', { name: 'Sürükleyerek taşı: 3. Sıkça Sorulan Sorular' });
    await handle.focus();
    // dnd-kit's live region says each step in Turkish; each key waits for the previous step.
    await page.keyboard.press('Space');
    // Picked up: said at once, then replaced by where it is ("…, 3. sıranın üzerinde.").
    await page.getByText(/^3\. Sıkça Sorulan Sorular(, 3\. sıranın üzerinde| taşınmak için seçildi)\.$/).waitFor({ state: 'attached' });
    await keyboardDragListening(page);
    await page.keyboard.press('ArrowUp');
    await page.getByText('3. Sıkça Sorulan Sorular, 2. sıranın üzerinde.').waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await page.getByRole('article', { name: '2. Sıkça Sorulan Sorular' }).waitFor();
    await page.getByRole('article', { name: '3. Harekete Geçirici' }).waitFor();
    expect(await page.locator('#root_blocks_1_data_items_0_question').inputValue()).toBe('Kampanya ne zaman biter?');

    await page.getByRole('button', { name: 'Gizle: 3. Harekete Geçirici' }).click();
    await page.getByRole('article', { name: '3. Harekete Geçirici' }).getByText('(Gizli: sitede görünmez)').waitFor();

    // The page is live: its edits go to a draft until "Yayınla" (content-drafts.test.ts).
    await page.getByRole('toolbar', { name: 'Kayıt işlemleri' }).getByRole('button', { name: 'Yayınla', exact: true }).click();
    await page.getByText('Değişiklikler yayınlandı', { exact: true }).first().waitFor();

    const [saved] = await sql<{ blocks: { id: string; type: string; hidden?: boolean; data: Record<string, unknown> }[] }>(`select blocks from pages where id = $1`, [created!.id]);
    expect(saved!.blocks.map((b) => [b.type, b.hidden ?? false])).toEqual([
      ['hero', false],
      ['faq', false],
      ['cta', true],
    ]);
    expect(saved!.blocks[0]!.data.title).toBe('Yaz *kampanyası* başladı');
    expect(saved!.blocks[1]!.data).toEqual({ title: 'Sıkça Sorulan Sorular', look: 'section', items: [{ question: 'Kampanya ne zaman biter?', answer: 'Ağustos sonunda.' }] });
    expect(adminErrors).toEqual([]);

    // The server's HTML: hero then FAQ, no call to action.
    const html = await (await fetch(`${e.t.url}/kampanya-sayfasi`)).text();
    const hero = html.indexOf('data-block="hero"');
    const faq = html.indexOf('data-block="faq"');
    expect(hero).toBeGreaterThan(0);
    expect(faq).toBeGreaterThan(hero);
    expect(html).not.toContain('data-block="cta"');
    expect(html).not.toContain('Teklif isteyin');
    expect(html).toMatch(/<h1[^>]*>Yaz <span>kampanyası<\/span> başladı<\/h1>/);

    // And the page hydrates in the browser without an error.
    const visitor = await e.browser.newPage();
    const visitorErrors: string[] = [];
    visitor.on('pageerror', (err) => visitorErrors.push(err.message));
    visitor.on('console', (m) => void (m.type() === 'error' && visitorErrors.push(m.text())));
    await visitor.goto(`${e.t.url}/kampanya-sayfasi`);
    await waitForHydration(visitor);
    await visitor.getByRole('heading', { level: 1, name: 'Yaz kampanyası başladı' }).waitFor();
    await visitor.getByText('Kampanya ne zaman biter?').click();
    await visitor.getByText('Ağustos sonunda.').waitFor({ state: 'visible' });
    expect(visitorErrors).toEqual([]);
    await visitor.close();
  });

  it('a services block picks published services by title, in order; a slug no longer published keeps its row, marked', async () => {
    const services = await sql<{ title: string; slug: string }>(`select title, slug from services where published order by title limit 3`);
    expect(services).toHaveLength(3);
    const [first, second, third] = services as [{ title: string; slug: string }, { title: string; slug: string }, { title: string; slug: string }];
    await sql(`update services set published = false where slug = $1`, [third.slug]);
    const blocks = [{ id: 's1', type: 'services', data: { title: 'Seçtiklerimiz', limit: 6, slugs: [third.slug] } }];
    const [created] = await sql<{ id: string }>(`insert into pages (title, slug, blocks, published) values ('Seçili Hizmetler', 'secili-hizmetler', $1, false) returning id`, [JSON.stringify(blocks)]);
    await page.goto(`${e.t.url}/admin/pages/${created!.id}`);
    const picked = page.getByRole('list', { name: 'Gösterilecek hizmetler' });
    // The unpublished one is still there, by its slug and marked, not silently dropped.
    await expect.poll(() => picked.getByRole('combobox', { name: 'Gösterilecek hizmetler 1' }).evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.text)).toBe(`${third.slug} (yayında değil)`);
    await picked.getByRole('combobox', { name: 'Gösterilecek hizmetler 1' }).selectOption({ label: second.title });
    await page.getByRole('article', { name: '1. Hizmetler' }).getByRole('button', { name: 'Ekle', exact: true }).click();
    const row2 = picked.getByRole('combobox', { name: 'Gösterilecek hizmetler 2' });
    // One service once: the one chosen in row 1 is offered greyed out.
    expect(await row2.locator('option', { hasText: second.title }).isDisabled()).toBe(true);
    await row2.selectOption({ label: first.title });
    await page.keyboard.press('Control+s');
    await page.getByText('Sayfa güncellendi').first().waitFor();
    const [saved] = await sql<{ blocks: { data: { slugs: string[] } }[] }>(`select blocks from pages where id = $1`, [created!.id]);
    expect(saved!.blocks[0]!.data.slugs).toEqual([second.slug, first.slug]);

    // The site shows them in the order chosen.
    await sql(`update pages set published = true where id = $1`, [created!.id]);
    const html = await (await fetch(`${e.t.url}/secili-hizmetler`)).text();
    const at = (title: string) => html.indexOf(`>${title.replace(/&/g, '&amp;')}</h3>`);
    expect(at(second.title)).toBeGreaterThan(0);
    expect(at(first.title)).toBeGreaterThan(at(second.title));
  });

  it('a page with neither content nor blocks is not saved: the Turkish reason shows under İçerik', async () => {
    await page.goto(`${e.t.url}/admin/pages`);
    await page.getByRole('button', { name: 'Yeni Sayfa' }).click();
    await page.getByRole('heading', { level: 1, name: 'Yeni Sayfa' }).waitFor();
    await page.locator('#root_title').fill('Boş Sayfa');
    await page.getByText('Bu sayfada henüz blok yok.').waitFor();
    await page.keyboard.press('Control+s');
    const text = 'Sayfanın bir içeriği olmalı: İçerik alanını doldurun ya da en az bir blok ekleyin.';
    // Under the field (the form's error for İçerik), besides the save notice.
    await page.locator('#root_content__error').getByText(text).waitFor();
    expect(await sql(`select id from pages where title = 'Boş Sayfa'`)).toEqual([]);
  });
});

