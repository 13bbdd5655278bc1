/**
 * Migration 20261130020100: an upgraded site's About, FAQ and contact pages keep what visitors
 * saw, as blocks of the pages 'about', 'faq' and 'contact'. Staff's edited About texts survive,
 * the home page's numbers become one library block both pages show, the VAT says 20%, and a
 * page staff already built from blocks is left alone. Migration 20261130060200 then gives
 * About's values and team blocks the section anchors they had in code, and 20261130090100 the
 * story and contact's questions their former looks (tests/integration/about-contact-looks-migration.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../helpers/temp-dirs.ts';
import { upgradeFrom } from '../helpers/upgrade.ts';

const MIGRATION = '20261130020100_about_faq_contact_pages.sql';

type Entry = { id: string; type?: string; ref?: string; hidden?: boolean; data?: Record<string, unknown> };
type PageRow = { title: string; excerpt: string | null; content: string; published: boolean; blocks: Entry[] };
const page = async (db: Awaited<ReturnType<typeof upgradeFrom>>, slug: string) =>
  (await db.admin.query<PageRow>(`select title, excerpt, content, published, blocks from public.pages where slug = $1`, [slug])).rows[0];

const HOME_NUMBERS = { items: [{ value: '42', label: 'Marka', icon: 'Zap', color: 'green' }, { value: '7/24', label: 'Destek', icon: 'Heart' }] };

describe('About, FAQ and contact as pages built from blocks (upgrade)', () => {
  const temp = tempDirs();

  it("builds About from staff's edited texts, shares the home page's numbers through one library block and seeds FAQ and contact with VAT at 20%", async () => {
    const db = await upgradeFrom(MIGRATION, temp, async (sql) => {
      await sql(`insert into public.pages (title, slug, content, blocks, page_type, template, published) values ('Ana Sayfa', 'home', '', '[
        {"id": "h1", "type": "hero", "data": {"title": "Kuzey", "button_text": "Yaz", "button_url": "/contact"}},
        {"id": "h2", "type": "numbers", "hidden": false, "data": ${JSON.stringify(HOME_NUMBERS)}}]', 'home', 'full-width', true)`);
      // A page 'contact' staff made once: never shown (the fixed route won), so it gets the blocks.
      await sql(`insert into public.pages (title, slug, content, page_type, published) values ('Eski iletişim', 'contact', '<p>Görünmeyen</p>', 'page', false)`);
      await sql(`insert into public.content_blocks (name, slug, type, content, published) values ('Hakkımızda Sayfası', 'about-page', 'page', '{
        "hero_title": "Biz Kuzey''iz", "hero_subtitle": "", "story_title": "Nasıl başladık",
        "story_content": "Birinci paragraf.\\n\\nİkinci paragraf.", "story_image": "/storage/v1/object/public/media/ofis.webp",
        "values_title": "", "values_subtitle": "İlkelerimiz",
        "values": [{"icon": "Star", "title": "Cesaret", "description": "Denemekten korkmayız."}, {"icon": "Heart", "title": "", "description": "Başlıksız"}],
        "team_title": "Kadro", "team_subtitle": "", "stats": {"clients": "99", "projects": "12"}}', true)`);
    });
    try {
      const libraryRows = (await db.admin.query<{ id: string; name: string; slug: string; content: unknown; published: boolean }>(`select id, name, slug, content, published from public.content_blocks where type = 'block'`)).rows;
      expect(libraryRows).toHaveLength(1);
      const library = libraryRows[0]!;
      expect(library).toMatchObject({ name: 'Rakamlar', slug: 'rakamlar', published: true, content: { block_type: 'numbers', data: HOME_NUMBERS } });

      const home = (await page(db, 'home'))!;
      expect(home.blocks).toEqual([
        { id: 'h1', type: 'hero', data: { title: 'Kuzey', button_text: 'Yaz', button_url: '/contact' } },
        { id: 'h2', ref: library.id, hidden: false },
      ]);

      const about = (await page(db, 'about'))!;
      expect(about).toMatchObject({ title: 'Biz Kuzey\'iz', excerpt: 'Markaların dijital dünyada büyümesine yardımcı olan tutkulu bir ekibiz.', content: '', published: true });
      expect(new Set(about.blocks.map((b) => b.id)).size).toBe(4);
      expect(about.blocks.map(({ id: _id, ...rest }) => rest)).toEqual([
        // The former story layout (look 'story'): 20261130090100.
        { type: 'image-text', data: { title: 'Nasıl başladık', text: 'Birinci paragraf.\n\nİkinci paragraf.', image: '/storage/v1/object/public/media/ofis.webp', image_alt: 'Nasıl başladık', image_side: 'right', look: 'story' } },
        { ref: library.id },
        // The section addresses the page had (/about#degerler, /about#ekip): 20261130060200.
        { type: 'values', data: { anchor: 'degerler', title: 'Değerlerimiz', intro: 'İlkelerimiz', items: [{ icon: 'Star', title: 'Cesaret', description: 'Denemekten korkmayız.' }] } },
        { type: 'team', data: { anchor: 'ekip', title: 'Kadro', intro: 'Başarınızın arkasındaki uzmanlar' } },
      ]);
      // One source for each text: the converted content block is gone.
      expect((await db.admin.query(`select 1 from public.content_blocks where slug = 'about-page'`)).rowCount).toBe(0);

      const faq = (await page(db, 'faq'))!;
      expect(faq.published).toBe(true);
      expect(faq.blocks.map((b) => [b.type, b.data!.title])).toEqual([
        ['faq', 'Genel'], ['faq', 'Fiyatlandırma'], ['faq', 'Web Tasarım ve Geliştirme'], ['faq', 'Dijital Pazarlama'], ['faq', 'SEO'], ['cta', 'Sorunuzun yanıtını bulamadınız mı?'],
      ]);
      const answers = JSON.stringify(faq.blocks);
      expect(answers).toContain('Belirtilen fiyatlara %20 KDV dahil değildir.');
      expect(answers).not.toContain('%18');
      expect(faq.blocks[5]!.data).toMatchObject({ look: 'box', secondary_text: '+90 212 555 01 23', secondary_url: 'tel:+902125550123' });
      expect(faq.blocks.slice(0, 5).map((b) => b.data!.look)).toEqual(['list', 'list', 'list', 'list', 'list']);

      const contact = (await page(db, 'contact'))!;
      expect(contact).toMatchObject({ title: 'İletişim', content: '', published: true });
      expect(contact.blocks).toHaveLength(1);
      // The former section under the map (look 'page-end'): 20261130090100.
      expect(contact.blocks[0]).toMatchObject({ type: 'faq', data: { title: 'Sıkça Sorulan Sorular', look: 'page-end' } });
      expect((contact.blocks[0]!.data!.items as { answer: string }[])[3]!.answer).toBe('%50 peşin, %50 teslimde olmak üzere iki aşamada ödeme alıyoruz. Fiyatlara %20 KDV dahil değildir.');
      // The working hours the contact page showed are the settings' default.
      expect((await db.admin.query(`select column_default from information_schema.columns where table_name = 'site_settings' and column_name = 'working_hours'`)).rows[0]!.column_default).toBe("'Pazartesi - Cuma: 09:00 - 18:00\nCumartesi: 10:00 - 16:00'::text");
    } finally {
      await db.close();
    }
  });

  it("gives About's first values and team blocks the anchors they showed, and a second team block none (one id per page)", async () => {
    const items = [{ icon: 'Star', title: 'Cesaret' }];
    const blocks = [
      { id: 't1', type: 'team', data: { title: 'Ekip' } },
      { id: 'v1', type: 'values', data: { title: 'İlkeler', items } },
      { id: 't2', type: 'team', data: { title: 'Ekip 2' } },
    ];
    const db = await upgradeFrom(MIGRATION, temp, async (sql) => {
      await sql(`insert into public.pages (title, slug, content, blocks, page_type, published) values ('Biz', 'about', '', '${JSON.stringify(blocks)}', 'about', true)`);
    });
    try {
      expect((await page(db, 'about'))!.blocks).toEqual([
        { id: 't1', type: 'team', data: { title: 'Ekip', anchor: 'ekip' } },
        { id: 'v1', type: 'values', data: { title: 'İlkeler', items, anchor: 'degerler' } },
        blocks[2],
      ]);
    } finally {
      await db.close();
    }
  });

  it('leaves pages staff already built from blocks alone, and the About content block with them', async () => {
    const own = (text: string) => JSON.stringify([{ id: 'b1', type: 'rich-text', data: { html: `<p>${text}</p>` } }]);
    const db = await upgradeFrom(MIGRATION, temp, async (sql) => {
      await sql(`insert into public.pages (title, slug, content, blocks, page_type, published) values
        ('Ana Sayfa', 'home', '', '[{"id": "h2", "type": "numbers", "data": ${JSON.stringify(HOME_NUMBERS)}}]', 'home', true),
        ('Biz', 'about', '', '${own('Kendi hakkımızda')}', 'about', true),
        ('SSS', 'faq', '', '${own('Kendi SSS')}', 'page', true)`);
      await sql(`insert into public.content_blocks (name, slug, type, content, published) values ('Hakkımızda Sayfası', 'about-page', 'page', '{"hero_title": "Eski"}', true)`);
    });
    try {
      expect((await page(db, 'about'))!.blocks).toEqual(JSON.parse(own('Kendi hakkımızda')));
      expect((await page(db, 'faq'))!.blocks).toEqual(JSON.parse(own('Kendi SSS')));
      // About kept its own page: no shared numbers were needed, the home page keeps its block.
      expect((await page(db, 'home'))!.blocks).toEqual([{ id: 'h2', type: 'numbers', data: HOME_NUMBERS }]);
      expect((await db.admin.query(`select slug from public.content_blocks order by slug`)).rows).toEqual([{ slug: 'about-page' }]);
      // The contact page had none: it gets its quick answers.
      expect((await page(db, 'contact'))!.blocks.map((b) => b.type)).toEqual(['faq']);
    } finally {
      await db.close();
    }
  });
});
