/**
 * A page's blocks (schema/blocks) round-trip through /rest/v1 as staff, and the database
 * refuses an entry the admin's form would (unknown type, missing or too long field, repeated
 * id, a malformed library reference) with PostgREST's 400 and the exact 23514 message, whoever
 * writes (the service role too: a CHECK, not a policy). The rendered page shows the visible
 * blocks in order and not the hidden one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ensureSpaBuilt } from '../../server/app/build-spa.ts';
import { PROJECT_ROOT } from '../../server/platform/db/setup.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { loadPageData } from '../helpers/page-data.ts';
import { NEWSLETTER_CONSENT_TEXT } from '../../src/lib/form-consent.ts';

const VIDEO_PATTERN = (JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'generated/json-schema/blocks/video.json'), 'utf8')) as { properties: { url: { pattern: string } } }).properties.url.pattern;
const PACKAGE = { name: 'Başlangıç', price: '₺9.900', period: '/ ay', features: ['Sosyal medya yönetimi'], button_text: 'Teklif Al', button_url: '/contact' };

/** Text as React writes it into HTML. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** Each rendered block's markup by its type (the page's blocks, in order; the last runs on to the page's end). */
function blockMarkup(html: string): Map<string, string> {
  const parts = html.split(/(?=<div data-block=")/).slice(1);
  return new Map(parts.map((part) => [/^<div data-block="([^"]+)"/.exec(part)![1]!, part]));
}

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
    // Seeded: the data-driven blocks show the demo services, projects, testimonials and team.
    t = await startTestServer({ seed: true });
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
    // A library reference carries nothing but its id, ref and hidden (tests/integration/library-blocks.test.ts).
    ['a reference with data beside it', [{ id: 'x6', ref: 'not-an-id', data: {} }], 'Block 1 of pages.blocks has the key data beside its ref', 'Block id: x6, type: -.'],
    ['a reference that is not an id', [{ id: 'x7', ref: 'not-an-id' }], 'Block 1 of pages.blocks has a ref that is not a library block id', 'Block id: x7, type: -.'],
    ['an entry without a type', [{ id: 'x7', data: {} }], 'Block 1 of pages.blocks needs a type', 'Block id: x7, type: -.'],
    ['a video from another host', [{ id: 'x8', type: 'video', data: { url: 'https://www.dailymotion.com/video/x8abcd', title: 'Tanıtım' } }], `Block 1 of pages.blocks data.url does not match the pattern ${VIDEO_PATTERN}`, 'Block id: x8, type: video.'],
    ['a single figure', [{ id: 'x9', type: 'numbers', data: { items: [{ value: '150+', label: 'Müşteri' }] } }], 'Block 1 of pages.blocks data.items has fewer than 2 items', 'Block id: x9, type: numbers.'],
    ['five packages', [{ id: 'x10', type: 'packages', data: { packages: [PACKAGE, PACKAGE, PACKAGE, PACKAGE, PACKAGE] } }], 'Block 1 of pages.blocks data.packages has more than 4 items', 'Block id: x10, type: packages.'],
    ['a fractional testimonial count', [{ id: 'x11', type: 'testimonials', data: { limit: 2.5 } }], 'Block 1 of pages.blocks data.limit must be of type integer', 'Block id: x11, type: testimonials.'],
    ['a service named by a title', [{ id: 'x12', type: 'services', data: { slugs: ['Web Tasarım'] } }], 'Block 1 of pages.blocks data.slugs[0] does not match the pattern ^[a-z0-9]+(-[a-z0-9]+)*$', 'Block id: x12, type: services.'],
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

  it('server-renders every new block type in order, the data-driven ones with the published rows from the database', async () => {
    const db = t.service();
    const [services, projects, testimonials, team] = await Promise.all([
      db.from('services').select('slug, title').eq('published', true).order('created_at', { ascending: false }),
      db.from('projects').select('slug, title').eq('published', true).order('created_at', { ascending: false }),
      db.from('testimonials').select('content').eq('published', true).order('created_at', { ascending: false }),
      db.from('team_members').select('name').eq('published', true).order('sort_order').order('created_at'),
    ]);
    expect(services.data!.length).toBeGreaterThan(3);
    expect(projects.data!.length).toBeGreaterThan(2);
    expect(testimonials.data!.length).toBeGreaterThan(2);
    expect(team.data!.length).toBeGreaterThan(1);
    const chosen = [projects.data![2]!, projects.data![0]!];
    const blocks = [
      { id: 'n1', type: 'numbers', data: { items: [{ value: '150+', label: 'Mutlu Müşteri', icon: 'Users', color: 'green' }, { value: '%98', label: 'Memnuniyet' }] } },
      { id: 's1', type: 'services', data: { title: 'Öne çıkan hizmetler', intro: 'Üç hizmetimiz', limit: 3 } },
      { id: 'p1', type: 'projects', data: { title: 'Seçtiğimiz projeler', slugs: [chosen[0]!.slug, 'olmayan-proje', chosen[1]!.slug] } },
      { id: 't1', type: 'testimonials', data: { title: 'Yorumlar', limit: 2, show_rating: true } },
      { id: 'e1', type: 'team', data: { title: 'Ekibimiz' } },
      { id: 'g1', type: 'gallery', data: { title: 'Ofisimiz', images: [{ image: '/storage/v1/object/public/media/ofis-1.jpg', alt: 'Toplantı odası' }, { image: '/storage/v1/object/public/media/ofis-2.jpg', alt: 'Çalışma alanı' }] } },
      { id: 'v1', type: 'video', data: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Tanıtım filmi', caption: 'Ajansımızı iki dakikada tanıyın.' } },
      { id: 'b1', type: 'newsletter', data: { title: 'Bültene katılın', text: 'Ayda bir e-posta.', button_text: 'Katıl' } },
      { id: 'l1', type: 'logos', data: { title: 'Markalar', items: [{ image: '/storage/v1/object/public/media/acme.png', name: 'Acme', url: 'https://acme.example' }, { image: '/storage/v1/object/public/media/beta.png', name: 'Beta Gıda' }] } },
      { id: 'k1', type: 'packages', data: { title: 'Paketler', packages: [PACKAGE, { ...PACKAGE, name: 'Kurumsal', price: '₺24.900', highlighted: true, button_url: '/contact?paket=kurumsal' }], vat_note: 'Fiyatlara %20 KDV dahil değildir.' } },
    ];
    const { error } = await staff.from('pages').insert({ title: 'Tüm Bloklar', slug: 'tum-bloklar', blocks, published: true });
    expect(error).toBeNull();

    const html = await (await fetch(`${t.url}/tum-bloklar`)).text();
    const markup = blockMarkup(html);
    expect([...markup.keys()]).toEqual(blocks.map((b) => b.type));
    const of = (type: string) => markup.get(type)!;

    expect(of('numbers')).toContain('>150+</p>');
    expect(of('numbers')).toContain('>Memnuniyet</p>');
    // The three newest published services, newest first, as the services list's cards (real links).
    const shown = services.data!.slice(0, 3).map((s) => of('services').indexOf(`>${escaped(s.title)}</h3>`));
    expect(shown.every((i) => i > 0)).toBe(true);
    expect([...shown].sort((a, b) => a - b)).toEqual(shown);
    expect(of('services')).not.toContain(`>${escaped(services.data![3]!.title)}</h3>`);
    expect(of('services')).toMatch(new RegExp(`<a [^>]*href="/services/${services.data![0]!.slug}"`));
    expect(of('services')).toContain('>Öne çıkan hizmetler</h2>');
    // The chosen projects in the chosen order; an unknown slug is left out.
    const picked = chosen.map((p) => of('projects').indexOf(`>${escaped(p.title)}</`));
    expect(picked[0]).toBeGreaterThan(0);
    expect(picked[1]).toBeGreaterThan(picked[0]!);
    expect(of('projects').match(/<article/g)).toHaveLength(2);
    // The two newest testimonials and the rating badge.
    expect(of('testimonials').match(/<blockquote/g)).toHaveLength(2);
    for (const r of testimonials.data!.slice(0, 2)) expect(of('testimonials')).toContain(escaped(r.content));
    expect(of('testimonials')).toContain('data-testid="rating-badge"');
    for (const m of team.data!) expect(of('team')).toContain(`>${escaped(m.name)}</h3>`);
    // Pictures with their size reserved (no layout shift) and their alt texts.
    expect(of('gallery')).toMatch(/<img[^>]+alt="Toplantı odası"[^>]+width="400" height="300"/);
    expect(of('gallery').match(/<img/g)).toHaveLength(2);
    // The video: a link to it with a play label, no player and nothing from the video host yet.
    expect(of('video')).not.toContain('<iframe');
    expect(html).not.toContain('youtube-nocookie');
    expect(of('video')).toMatch(/<a href="https:\/\/www\.youtube\.com\/watch\?v=dQw4w9WgXcQ"[^>]*aria-label="Videoyu oynat: Tanıtım filmi"/);
    expect(of('video')).toContain('Oynata bastığınızda video YouTube üzerinden yüklenir.');
    expect(of('video')).toContain('Ajansımızı iki dakikada tanıyın.');
    expect(of('newsletter')).toContain('aria-label="Bülten aboneliği"');
    expect(of('newsletter')).toContain(escaped(NEWSLETTER_CONSENT_TEXT));
    expect(of('newsletter')).toContain('>Katıl</button>');
    expect(of('logos')).toMatch(/<a href="https:\/\/acme\.example" target="_blank" rel="noopener noreferrer"><img[^>]+alt="Acme"[^>]+width="160" height="80"/);
    expect(of('logos')).toMatch(/<li><img[^>]+alt="Beta Gıda"/);
    expect(of('packages')).toContain('>Önerilen</p>');
    expect(of('packages').match(/data-highlighted="true"/g)).toHaveLength(1);
    expect(of('packages')).toContain('href="/contact?paket=kurumsal"');
    expect(of('packages')).toContain('>Fiyatlara %20 KDV dahil değildir.</p>');

    // The page loads only the collections its visible blocks show, and only the rows they show.
    const collections = (await loadPageData(t, 'tum-bloklar')).collections as Record<string, { slug: string }[] | { rows: unknown[] }>;
    expect(Object.keys(collections).sort()).toEqual(['projects', 'services', 'team', 'testimonials']);
    expect((collections.services as { slug: string }[]).map((r) => r.slug)).toEqual(services.data!.slice(0, 3).map((r) => r.slug));
    expect((collections.projects as { slug: string }[]).map((r) => r.slug)).toEqual([projects.data![0]!.slug, projects.data![2]!.slug]);
    expect((collections.testimonials as { rows: unknown[] }).rows).toHaveLength(2);
    const { error: e2 } = await staff.from('pages').insert({ title: 'Az Blok', slug: 'az-blok', published: true, blocks: [blocks[0], { ...blocks[1], hidden: true }, blocks[5]] });
    expect(e2).toBeNull();
    const few = await (await fetch(`${t.url}/az-blok`)).text();
    expect((await loadPageData(t, 'az-blok')).collections).toEqual({});
    expect([...blockMarkup(few).keys()]).toEqual(['numbers', 'gallery']);

    // A changed service shows on the block page at the next request (the page cache is not stale).
    const renamed = await staff.from('services').update({ title: 'Yeniden Adlandırılan Hizmet' }).eq('slug', services.data![0]!.slug).select('id');
    expect(renamed.error).toBeNull();
    const again = blockMarkup(await (await fetch(`${t.url}/tum-bloklar`)).text());
    expect(again.get('services')).toContain('>Yeniden Adlandırılan Hizmet</h3>');
    expect(again.get('services')).not.toContain(`>${escaped(services.data![0]!.title)}</h3>`);
  });
});
