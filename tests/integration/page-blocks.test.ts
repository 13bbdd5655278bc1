/**
 * A page's blocks (schema/blocks) round-trip through /rest/v1 as staff, and the database
 * refuses an entry the admin's form would (unknown type, missing or too long field, repeated
 * id, a library reference: planned, not built) with PostgREST's 400 and the exact 23514 message, whoever
 * writes (the service role too: a CHECK, not a policy). The rendered page shows the visible
 * blocks in order and not the hidden one.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ensureSpaBuilt } from '../../server/app/build-spa.ts';
import { PROJECT_ROOT } from '../../server/platform/db/setup.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const BLOCKS = [
  { id: 'b1', type: 'hero', data: { title: 'Kampanyamız *şimdi* yayında', subtitle: 'Alt başlık', button_text: 'Bize ulaşın', button_url: '/contact' } },
  { id: 'b2', type: 'rich-text', hidden: true, data: { html: '<p>GİZLİ-METİN</p>' } },
  { id: 'b3', type: 'faq', data: { title: 'Sorular', items: [{ question: 'KDV oranı nedir?', answer: 'Yüzde 20.' }] } },
  { id: 'b4', type: 'cta', data: { title: 'Hemen *başlayalım*', button_text: 'Teklif Al', button_url: '/contact' } },
];

describe('pages.blocks', () => {
  let t: TestServer;
  let staff: SupabaseClient;

  beforeAll(async () => {
    // The rendered pages need the site's server renderer (built once, when its sources changed).
    await ensureSpaBuilt(path.join(PROJECT_ROOT, 'dist'), () => {});
    t = await startTestServer({ seed: false });
    staff = await t.signIn();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('round-trips in order as staff, and the rendered page shows the visible blocks in order, the hidden one not', async () => {
    const inserted = await staff.from('pages').insert({ title: 'Kampanya', slug: 'kampanya', blocks: BLOCKS, published: true }).select('id, content, blocks').single();
    expect(inserted.error).toBeNull();
    expect(inserted.data).toEqual({ id: expect.any(String), content: '', blocks: BLOCKS });

    const reordered = [BLOCKS[3]!, BLOCKS[0]!, BLOCKS[1]!, BLOCKS[2]!];
    const updated = await staff.from('pages').update({ blocks: reordered }).eq('id', inserted.data!.id).select('blocks').single();
    expect(updated.error).toBeNull();
    expect(updated.data!.blocks).toEqual(reordered);

    const html = await (await fetch(`${t.url}/kampanya`)).text();
    const order = ['data-block="cta"', 'data-block="hero"', 'data-block="faq"'].map((marker) => html.indexOf(marker));
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).not.toContain('GİZLİ-METİN');
    // Highlighted words without HTML: *word* becomes the accent span. The page starts with a
    // call to action, so its title band (h1) stays and the hero's title is an h2.
    expect(html).toContain('>Hemen <span>başlayalım</span></h2>');
    expect(html).toMatch(/<h2[^>]*>Kampanyamız <span>şimdi<\/span> yayında<\/h2>/);
    expect(html).toMatch(/<h1[^>]*>Kampanya<\/h1>/);
  });

  it.each([
    ['an unknown type', [{ id: 'x1', type: 'carousel', data: {} }], 'Block 1 of pages.blocks has the unknown type carousel', 'Block id: x1, type: carousel.'],
    ['a missing required field', [BLOCKS[0], { id: 'x2', type: 'cta', data: { title: 'Başlık', button_url: '/contact' } }], 'Block 2 of pages.blocks data.button_text is required', 'Block id: x2, type: cta.'],
    ['a field over its length', [{ id: 'x3', type: 'hero', data: { title: 'a'.repeat(201) } }], 'Block 1 of pages.blocks data.title is longer than 200 characters', 'Block id: x3, type: hero.'],
    ['an empty list item field', [{ id: 'x4', type: 'faq', data: { items: [{ question: 'Soru', answer: '' }] } }], 'Block 1 of pages.blocks data.items[0].answer must not be empty', 'Block id: x4, type: faq.'],
    ['a field the type does not have', [{ id: 'x5', type: 'hero', data: { title: 'Başlık', color: 'red' } }], 'Block 1 of pages.blocks data.color is not a field of this block', 'Block id: x5, type: hero.'],
    ['a repeated id', [BLOCKS[0], BLOCKS[0]], 'Block 2 of pages.blocks repeats the id b1', 'Block id: b1, type: hero.'],
    // Library references are planned, not built: the key is refused until they are.
    ['a library reference', [{ id: 'x6', ref: '6f9619ff-8b86-4011-b42d-00cf4fc964ff', hidden: true }], 'Block 1 of pages.blocks has the unknown key ref', 'Block id: x6, type: -.'],
    ['an entry without a type', [{ id: 'x7', data: {} }], 'Block 1 of pages.blocks needs a type', 'Block id: x7, type: -.'],
  ])('%s is refused with 400 and 23514 naming the block and the rule', async (_case, blocks, message, details) => {
    for (const client of [staff, t.service()]) {
      const { error, status } = await client.from('pages').insert({ title: 'Hatalı', slug: 'hatali', blocks });
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: '23514', message, details, hint: null });
    }
  });

  it('refuses a page with neither content nor blocks (23514 pages_content_or_blocks); either one is enough', async () => {
    for (const client of [staff, t.service()]) {
      const { error, status } = await client.from('pages').insert({ title: 'Boş', slug: 'bos', content: '', blocks: [] });
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: '23514', message: 'new row for relation "pages" violates check constraint "pages_content_or_blocks"' });
    }
    const withContent = await staff.from('pages').insert({ title: 'Metin', slug: 'metin', content: '<p>Metin</p>' }).select('content, blocks').single();
    expect(withContent.error).toBeNull();
    expect(withContent.data).toEqual({ content: '<p>Metin</p>', blocks: [] });
    // Emptying the content of a page without blocks is refused too.
    const emptied = await staff.from('pages').update({ content: '' }).eq('slug', 'metin').select('id');
    expect(emptied.error).toMatchObject({ code: '23514', message: 'new row for relation "pages" violates check constraint "pages_content_or_blocks"' });
  });

  it("shows a block page's featured image under its title band, as a page without blocks does", async () => {
    const image = '/storage/v1/object/public/media/kapak-gorseli.jpg';
    for (const [slug, blocks] of [
      ['gorselli-bloklu', [BLOCKS[2]!]],
      ['gorselli-hero', [BLOCKS[0]!, BLOCKS[2]!]],
    ] as const) {
      const { error } = await staff.from('pages').insert({ title: 'Görselli', slug, blocks, featured_image: image, published: true });
      expect(error).toBeNull();
      const html = await (await fetch(`${t.url}/${slug}`)).text();
      const img = html.search(/<img[^>]+kapak-gorseli/);
      expect(img, slug).toBeGreaterThan(0);
      // Below the title (the page's band or the hero), above the blocks that follow it.
      expect(img, slug).toBeGreaterThan(html.indexOf('</h1>'));
      expect(img, slug).toBeLessThan(html.indexOf('data-block="faq"'));
      expect(html.indexOf('</h1>'), slug).toBeGreaterThan(0);
    }
  });
});
