/**
 * The live preview never blanks (issue 44 item 1): a block whose component throws on the values
 * it is given shows the "could not be previewed" note in its own place, the other blocks and the
 * page around them stay drawn, and the next good values draw the block again. The values are
 * posted to the frame the way the editor posts them (same origin, from the parent window): a
 * form cannot hold such a value today, which is exactly why the boundary is the last guard.
 */
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, startE2E, type E2E } from '../helpers/e2e.ts';

const BLOCKS = [
  { id: 'b1', type: 'hero', data: { title: 'Eski *başlık*', subtitle: 'Alt başlık' } },
  { id: 'b2', type: 'faq', data: { title: 'Sorular', items: [{ question: 'Teslim ne zaman?', answer: 'İki hafta içinde.' }] } },
  { id: 'b3', type: 'cta', data: { title: 'Hemen başlayalım', button_text: 'Teklif Al', button_url: '/contact' } },
];

const LONG = { timeout: 30_000 };

describe('admin: live preview with a block that fails to render', () => {
  let e: E2E;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    e = await startE2E();
    page = await e.browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('pageerror', (error) => errors.push(error.message));
    await signInAdmin(page, e.t.url);
  });
  afterAll(async () => {
    await e?.close();
  });

  /** Posts values to the frame as the editor does (LivePreview.tsx). */
  const postValues = (values: Record<string, unknown>) =>
    page.evaluate((v) => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe[title^="Canlı önizleme"]');
      frame!.contentWindow!.postMessage({ type: 'canli-onizleme:degerler', values: v }, location.origin);
    }, values);

  it('shows a note in place of the failing block and keeps the rest of the page; good values draw it again', async () => {
    const [created] = await e.t.server.ctx.db.admin.query<{ id: string }>(`insert into pages (title, slug, blocks, published) values ('Bozuk Blok', 'bozuk-blok', $1::jsonb, true) returning id`, [JSON.stringify(BLOCKS)]).then((r) => r.rows);
    await page.goto(`${e.t.url}/admin/pages/${created!.id}`);
    await page.locator('#root_blocks_0_data_title').waitFor(LONG);
    await page.getByRole('button', { name: 'Canlı önizleme' }).click();
    const handle = await page.locator('iframe[title^="Canlı önizleme"]').elementHandle(LONG);
    const frame: Frame = (await handle!.contentFrame())!;
    await frame.locator('[data-block-id="b3"] h2', { hasText: 'Hemen başlayalım' }).waitFor(LONG);

    // A title that is not text: the call to action's component throws (text.split is not a function).
    const broken = BLOCKS.map((b) => (b.id === 'b3' ? { ...b, data: { ...b.data, title: { bozuk: true } } } : b));
    const frameErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') frameErrors.push(m.text());
    });
    await postValues({ id: created!.id, title: 'Bozuk Blok', slug: 'bozuk-blok', published: true, blocks: broken });
    const note = frame.locator('[data-block-id="b3"]').getByRole('status');
    await note.waitFor(LONG);
    expect(await note.textContent()).toBe('Bu blok önizlenemedi: alanları doldurdukça burada görünür.');
    // The frame still draws the page: the other blocks, the site's header and footer.
    expect(await frame.locator('main h1').textContent()).toBe('Eski başlık');
    expect(await frame.locator('[data-block-id="b2"] summary').textContent()).toBe('Teslim ne zaman?');
    expect(await frame.locator('main [data-block-id]').evaluateAll((els) => els.map((el) => el.getAttribute('data-block-id')))).toEqual(['b1', 'b2', 'b3']);
    expect(await frame.locator('[data-island="header"]').count()).toBe(1);
    expect(await frame.locator('footer').count()).toBe(1);
    // The failure is logged for developers, not thrown out of the frame.
    expect(frameErrors.some((t) => t.includes('Canlı önizleme: bir blok çizilemedi'))).toBe(true);

    // Good values again (a title typed): the block is drawn, the note is gone.
    const fixed = BLOCKS.map((b) => (b.id === 'b3' ? { ...b, data: { ...b.data, title: 'Yeniden *çizildi*' } } : b));
    await postValues({ id: created!.id, title: 'Bozuk Blok', slug: 'bozuk-blok', published: true, blocks: fixed });
    await frame.locator('[data-block-id="b3"] h2', { hasText: 'Yeniden çizildi' }).waitFor(LONG);
    expect(await frame.getByText('Bu blok önizlenemedi').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
