/**
 * The live preview beside the full-page editor, in Chromium: typing a new hero title shows it
 * in the frame (the real public page) without saving, and the database keeps the old one; a
 * click on the second block in the frame selects that block in the form (and the block being
 * edited is outlined in the frame); "Telefon" lays the frame out at 390 px. A new, never
 * saved blog post previews too. A page's reference to a library block shows that block, and
 * the page 'home' previews as / shows it. A half-filled block (a call to action just added,
 * no title yet) is drawn without what is missing and the frame keeps the page; a landing page
 * previews without the site's header and footer, following its switch.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, startE2E, type E2E } from '../helpers/e2e.ts';

const BLOCKS = [
  { id: 'b1', type: 'hero', data: { title: 'Eski *başlık*', subtitle: 'Alt başlık' } },
  { id: 'b2', type: 'faq', data: { title: 'Sorular', items: [{ question: 'Teslim ne zaman?', answer: 'İki hafta içinde.' }] } },
  { id: 'b3', type: 'cta', data: { title: 'Hemen başlayalım', button_text: 'Teklif Al', button_url: '/contact' } },
];

/** The site's header (an island; blocks have headers of their own). */
const HEADER = '[data-island="header"]';

/** Generous: the machine running the tests is shared and slow. */
const LONG = { timeout: 30_000 };

describe('admin: live preview', () => {
  let e: E2E;
  let page: Page;
  const errors: string[] = [];
  /** Console errors of the editor and its frame (a hydration mismatch of the shell would be one). */
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    e = await startE2E();
    // A page of its own context, as axe needs.
    const context = await e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await signInAdmin(page, e.t.url);
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(`${m.location().url}: ${m.text()}`);
    });
  });
  afterAll(async () => {
    await e?.close();
  });
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => e.t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);

  async function previewFrame(): Promise<Frame> {
    const handle = await page.locator('iframe[title^="Canlı önizleme"]').elementHandle(LONG);
    const frame = await handle!.contentFrame();
    expect(frame).not.toBeNull();
    return frame!;
  }

  it('shows typed values without saving, selects a clicked block, and narrows to a phone', async () => {
    const [created] = await sql<{ id: string }>(`insert into pages (title, slug, blocks, published) values ('Canlı Sayfa', 'canli-sayfa', $1::jsonb, true) returning id`, [JSON.stringify(BLOCKS)]);
    await page.goto(`${e.t.url}/admin/pages/${created!.id}`);
    await page.locator('#root_blocks_0_data_title').waitFor(LONG);

    const toggle = page.getByRole('button', { name: 'Canlı önizleme' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    const frame = await previewFrame();
    // The stored values first (the form's, as loaded), rendered by the public page.
    await frame.locator('main h1', { hasText: 'Eski başlık' }).waitFor(LONG);

    await page.locator('#root_blocks_0_data_title').fill('Yepyeni *canlı* başlık');
    await frame.locator('main h1', { hasText: 'Yepyeni canlı başlık' }).waitFor(LONG);
    expect(await frame.locator('main h1').textContent()).toBe('Yepyeni canlı başlık');
    // The site's highlight (the accent span), as the published page shows it.
    expect(await frame.locator('main h1 span').textContent()).toBe('canlı');
    // Nothing was saved.
    const [stored] = await sql<{ blocks: typeof BLOCKS }>(`select blocks from pages where id = $1`, [created!.id]);
    expect(stored!.blocks[0]!.data.title).toBe('Eski *başlık*');
    await page.getByText('Kaydedilmemiş değişiklikler var').waitFor();

    // A click on the second block in the frame selects that block in the form.
    const second = page.getByRole('article', { name: '2. Sıkça Sorulan Sorular' });
    expect(await second.getAttribute('aria-current')).toBeNull();
    await frame.locator('[data-block-id="b2"]').click();
    await page.locator('article[aria-current="true"]').waitFor(LONG);
    expect(await page.locator('article[aria-current="true"]').getAttribute('aria-label')).toBe('2. Sıkça Sorulan Sorular');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === '2. Sıkça Sorulan Sorular', undefined, LONG);
    // The other way: the block being edited is outlined in the frame (the clicked one, then
    // the one whose field gets the focus), one at a time.
    await frame.locator('[data-block-id="b2"][data-live-shown]').waitFor(LONG);
    await page.locator('#root_blocks_2_data_title').focus();
    await frame.locator('[data-block-id="b3"][data-live-shown]').waitFor(LONG);
    expect(await frame.locator('[data-live-shown]').count()).toBe(1);
    // The frame stayed on the preview.
    expect(frame.url()).toBe(`${e.t.url}/canli-onizleme/pages`);

    // Widths: the frame is laid out at the chosen width.
    expect(await frame.evaluate(() => window.innerWidth)).toBe(1280);
    const phone = page.getByRole('button', { name: 'Telefon' });
    await phone.click();
    expect(await phone.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'Masaüstü' }).getAttribute('aria-pressed')).toBe('false');
    await frame.waitForFunction(() => window.innerWidth === 390, undefined, LONG);
    expect(await frame.evaluate(() => window.innerWidth)).toBe(390);
    // The editor with its preview open: no serious or critical WCAG finding (the site in the frame has its own checks).
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).exclude('iframe').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);

    // A new post, never saved, previews from what is typed.
    await page.goto(`${e.t.url}/admin/blog/new`);
    await page.locator('#root_title').waitFor(LONG);
    await page.getByRole('button', { name: 'Canlı önizleme' }).click();
    const postFrame = await previewFrame();
    await page.locator('#root_title').fill('Henüz kaydedilmemiş yazı');
    await postFrame.locator('main h1', { hasText: 'Henüz kaydedilmemiş yazı' }).waitFor(LONG);
    expect(await sql(`select 1 from blog_posts where title = 'Henüz kaydedilmemiş yazı'`)).toEqual([]);
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('keeps the preview when a call to action with no title is added: the other blocks and the new one are drawn', async () => {
    const [created] = await sql<{ id: string }>(`insert into pages (title, slug, blocks, published) values ('Yarım Blok', 'yarim-blok', $1::jsonb, true) returning id`, [JSON.stringify(BLOCKS.slice(0, 2))]);
    await page.goto(`${e.t.url}/admin/pages/${created!.id}`);
    await page.locator('#root_blocks_0_data_title').waitFor(LONG);
    await page.getByRole('button', { name: 'Canlı önizleme' }).click();
    const frame = await previewFrame();
    await frame.locator('main h1', { hasText: 'Eski başlık' }).waitFor(LONG);

    await page.getByRole('button', { name: 'Blok Ekle' }).click();
    const picker = page.getByRole('dialog', { name: 'Blok Ekle' });
    await picker.getByRole('button', { name: /^Harekete Geçirici/ }).click();
    await picker.waitFor({ state: 'hidden' });
    await page.getByRole('article', { name: '3. Harekete Geçirici' }).waitFor(LONG);
    expect(await page.locator('#root_blocks_2_data_title').inputValue()).toBe('');
    // The new block is drawn (its button, from the type's initial values), without a heading.
    // (Before, the frame's page failed to render: "Cannot read properties of undefined (reading 'split')".)
    const added = frame.locator('[data-block-id]').nth(2);
    await added.getByRole('link', { name: 'Ücretsiz Danışmanlık' }).waitFor(LONG);
    expect(await added.getAttribute('data-block')).toBe('cta');
    expect(await added.locator('h1, h2, h3').count()).toBe(0);
    // The blocks before it stay, and nothing needed the placeholder.
    expect(await frame.locator('main h1').textContent()).toBe('Eski başlık');
    expect(await frame.locator('[data-block-id="b2"] summary').textContent()).toBe('Teslim ne zaman?');
    expect(await frame.getByText('Bu blok önizlenemedi').count()).toBe(0);

    // Typing the title shows it.
    await page.locator('#root_blocks_2_data_title').fill('Şimdi *başlayın*');
    await added.locator('h2', { hasText: 'Şimdi başlayın' }).waitFor(LONG);
    expect(errors).toEqual([]);
    // A render error in the frame would be logged there (the editor's console shows the frame's).
    expect(consoleErrors).toEqual([]);
  });

  it('a new hero block starts empty with placeholders: typing fills the empty title, and the preview keeps the page meanwhile', async () => {
    const [created] = await sql<{ id: string }>(`insert into pages (title, slug, blocks, published) values ('Boş Karşılama', 'bos-karsilama', $1::jsonb, true) returning id`, [JSON.stringify(BLOCKS.slice(1, 2))]);
    await page.goto(`${e.t.url}/admin/pages/${created!.id}`);
    await page.locator('#root_blocks_0_data_title').waitFor(LONG);
    await page.getByRole('button', { name: 'Canlı önizleme' }).click();
    const frame = await previewFrame();
    await frame.locator('[data-block-id="b2"] summary', { hasText: 'Teslim ne zaman?' }).waitFor(LONG);

    await page.getByRole('button', { name: 'Blok Ekle' }).click();
    const picker = page.getByRole('dialog', { name: 'Blok Ekle' });
    await picker.getByRole('button', { name: /^Karşılama Alanı/ }).click();
    await picker.waitFor({ state: 'hidden' });
    await page.getByRole('article', { name: '2. Karşılama Alanı' }).waitFor(LONG);
    const title = page.locator('#root_blocks_1_data_title');
    // Empty inputs, the examples only as placeholders (schema/blocks/hero.ts).
    expect(await title.inputValue()).toBe('');
    expect(await title.getAttribute('placeholder')).toBe('Örn. Markanızı *dijitalde* büyütüyoruz');
    expect(await page.locator('#root_blocks_1_data_subtitle').inputValue()).toBe('');
    expect(await page.locator('#root_blocks_1_data_subtitle').getAttribute('placeholder')).toBe('Örn. Stratejiden tasarıma, dijitaldeki tüm işleriniz tek ekipte.');
    expect(await page.locator('#root_blocks_1_data_button_url').getAttribute('placeholder')).toBe('Örn. /contact');

    // The empty hero is drawn (no heading yet) and the block before it stays.
    const added = frame.locator('[data-block-id]').nth(1);
    await expect.poll(() => added.getAttribute('data-block'), LONG).toBe('hero');
    expect(await added.locator('h1, h2').count()).toBe(0);
    expect(await frame.locator('[data-block-id="b2"] summary').textContent()).toBe('Teslim ne zaman?');
    expect(await frame.getByText('Bu blok önizlenemedi').count()).toBe(0);

    // Typed keys (not fill): they make the whole title, nothing was there to land in.
    await title.click();
    await page.keyboard.type('Kış *kampanyası*');
    expect(await title.inputValue()).toBe('Kış *kampanyası*');
    await added.locator('h2', { hasText: 'Kış kampanyası' }).waitFor(LONG);
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it("previews a landing page without the site's header and footer, following its switch", async () => {
    const [created] = await sql<{ id: string }>(`insert into pages (title, slug, blocks, published, landing_page) values ('Kampanya', 'kampanya-onizleme', $1::jsonb, true, true) returning id`, [JSON.stringify(BLOCKS)]);
    // The live page: no header, no footer.
    const site = await e.browser.newPage();
    await site.goto(`${e.t.url}/kampanya-onizleme`);
    await site.locator('main h1', { hasText: 'Eski başlık' }).waitFor(LONG);
    expect([await site.locator(HEADER).count(), await site.locator('footer').count()]).toEqual([0, 0]);
    await site.close();

    await page.goto(`${e.t.url}/admin/pages/${created!.id}`);
    await page.locator('#root_blocks_0_data_title').waitFor(LONG);
    await page.getByRole('button', { name: 'Canlı önizleme' }).click();
    const frame = await previewFrame();
    await frame.locator('main h1', { hasText: 'Eski başlık' }).waitFor(LONG);
    const chrome = async () => [await frame.locator(HEADER).count(), await frame.locator('footer').count()];
    await expect.poll(chrome).toEqual([0, 0]);

    // Switched off in the form: the header and footer come back, without saving; on again: gone.
    const toggle = page.locator('#root_landing_page');
    await toggle.uncheck();
    await expect.poll(chrome).toEqual([1, 1]);
    await toggle.check();
    await expect.poll(chrome).toEqual([0, 0]);
    expect(await frame.locator('[data-block-id]').count()).toBe(3);
    expect((await sql<{ landing_page: boolean }>(`select landing_page from pages where id = $1`, [created!.id]))[0]!.landing_page).toBe(true);
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it("draws a library block a page refers to, and the page 'home' as / shows it", async () => {
    const [library] = await sql<{ id: string }>(
      `insert into content_blocks (name, slug, type, template, content, published) values ('Ortak Bant', 'ortak-bant', 'block', 'default', $1::jsonb, true) returning id`,
      [JSON.stringify({ block_type: 'cta', data: { title: 'Kütüphaneden *gelen* bant', button_text: 'Yazın', button_url: '/contact' } })],
    );
    const blocks = [BLOCKS[0], { id: 'r1', ref: library!.id }];
    const [created] = await sql<{ id: string }>(`insert into pages (title, slug, blocks, published) values ('Referanslı', 'referansli', $1::jsonb, true) returning id`, [JSON.stringify(blocks)]);
    await page.goto(`${e.t.url}/admin/pages/${created!.id}`);
    await page.getByRole('article', { name: '2. Ortak Bant' }).waitFor(LONG);
    await page.getByRole('button', { name: 'Canlı önizleme' }).click();
    const frame = await previewFrame();
    // The reference drawn as its library block, in its place on the page, under the entry's own id.
    await frame.locator('[data-block-id="r1"][data-block="cta"]', { hasText: 'Kütüphaneden gelen bant' }).waitFor(LONG);
    expect(await frame.locator('main [data-block-id]').evaluateAll((els) => els.map((el) => el.getAttribute('data-block-id')))).toEqual(['b1', 'r1']);

    // The page 'home': drawn as / draws it (its blocks alone), not as a CMS page (title band,
    // featured image, its HTML content). The content is set here so a CMS page layout shows it.
    const [home] = await sql<{ id: string }>(`update pages set content = '<p>Ana sayfanın kullanılmayan metni</p>' where slug = 'home' returning id`);
    const site = await e.browser.newPage();
    await site.goto(`${e.t.url}/`);
    const siteMain = await site.locator('main').innerText();
    // The site marks each block with its type (ids only in the live preview).
    const typesIn = (p: Page | Frame) => p.locator('main [data-block]').evaluateAll((els) => els.map((el) => el.getAttribute('data-block')));
    const siteBlocks = await typesIn(site);
    await site.close();
    expect(siteBlocks.length).toBeGreaterThan(2);
    expect(siteMain).not.toContain('Ana sayfanın kullanılmayan metni');

    await page.goto(`${e.t.url}/admin/pages/${home!.id}`);
    await page.locator('#root_blocks_0_data_title').waitFor(LONG);
    await page.getByRole('button', { name: 'Canlı önizleme' }).click();
    const homeFrame = await previewFrame();
    await homeFrame.locator('[data-live-preview] [data-block-id]').first().waitFor(LONG);
    const [stored] = await sql<{ blocks: { id: string; hidden?: boolean }[] }>(`select blocks from pages where id = $1`, [home!.id]);
    const visibleIds = stored!.blocks.filter((b) => !b.hidden).map((b) => b.id);
    expect(await homeFrame.locator('main [data-block-id]').evaluateAll((els) => els.map((el) => el.getAttribute('data-block-id')))).toEqual(visibleIds);
    expect(await typesIn(homeFrame)).toEqual(siteBlocks);
    expect(await homeFrame.locator('main').innerText()).toBe(siteMain);
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
