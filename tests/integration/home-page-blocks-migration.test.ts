/**
 * Migration 20261129600100: an upgraded site's home page keeps what visitors saw. The content
 * blocks home-hero, stats and main-cta (staff's edited texts, the code's texts where empty)
 * and the fixed sections become the blocks of the page 'home', in order; HTML titles become
 * *highlighted* words; the unused HTML content is emptied and the converted blocks removed.
 */
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../helpers/temp-dirs.ts';
import { upgradeFrom } from '../helpers/upgrade.ts';

// Upgraded up to this migration only: later ones (the numbers becoming a library block) have their own tests.
const MIGRATION = '20261129600100_home_page_blocks.sql';

type Entry = { id: string; type: string; data: Record<string, unknown> };
const withoutIds = (blocks: Entry[]) => blocks.map(({ type, data }) => ({ type, data }));

const SECTIONS = [
  { type: 'services', data: { eyebrow: 'Hizmetlerimiz', title: 'Markanız için uçtan uca dijital çözümler', intro: 'Stratejiden prodüksiyona, web yazılımdan e-ticarete kadar ihtiyacınız olan her şey.', button_text: 'Tüm Hizmetler', button_url: '/services', limit: 6, anchor: 'hizmetler' } },
  { type: 'projects', data: { eyebrow: 'Projelerimiz', title: 'Son çalışmalarımız', intro: 'Farklı sektörlerden markalarla elde ettiğimiz sonuçlardan bazıları.', button_text: 'Tüm Projeler', button_url: '/projects', limit: 6, anchor: 'projeler' } },
  { type: 'testimonials', data: { title: 'Müşterilerimiz ne diyor?', limit: 6, show_rating: true, anchor: 'yorumlar' } },
];
const NOTES = [
  { icon: 'Clock', title: 'Hızlı Başlangıç', text: '24 saat içinde planlama' },
  { icon: 'Award', title: 'Uzman Ekip', text: '5+ yıllık deneyim' },
  { icon: 'ShieldCheck', title: 'Memnuniyet Garantisi', text: 'Sonuç odaklı çalışma' },
];

describe('the home page as blocks (upgrade)', () => {
  const temp = tempDirs();

  it("carries staff's edited hero, numbers and call to action into the home page's blocks and removes the converted content blocks", async () => {
    const db = await upgradeFrom(MIGRATION, temp, async (sql) => {
      await sql(`insert into public.pages (title, slug, content, page_type, template, meta_title, published) values ('Ana Sayfa', 'home', '<p>Hiç gösterilmeyen metin</p>', 'home', 'full-width', 'Kuzey | Ajans', false)`);
      await sql(`insert into public.content_blocks (name, slug, type, content, published) values
        ('Karşılama', 'home-hero', 'hero', '{"title": "Kuzey <span class=\\"x\\">markaları</span> &amp; <b>büyütür</b>", "subtitle": "", "cta_text": "Bize yazın", "cta_url": "/contact", "video_url": "/projects", "background_image": "/storage/v1/object/public/media/kapak.webp"}', true),
        ('Rakamlar', 'stats', 'stats', '{"stats": [{"icon": "", "number": "42", "label": "Marka", "color": "green"}, {"icon": "Award", "number": "", "label": "Boş", "color": "blue"}, {"icon": "Heart", "number": "7/24", "label": "Destek", "color": ""}]}', true),
        ('Kapanış', 'main-cta', 'cta', '{"title": "Taslak kapanış", "primary_button": {"text": "Ara", "url": "/contact"}}', false)`);
    }, { through: 'migration' });
    try {
      const [home] = (await db.admin.query<{ content: string; published: boolean; meta_title: string; blocks: Entry[] }>(`select content, published, meta_title, blocks from public.pages where slug = 'home'`)).rows;
      expect(home!.content).toBe('');
      expect(home!.published).toBe(true);
      expect(home!.meta_title).toBe('Kuzey | Ajans');
      expect(new Set(home!.blocks.map((b) => b.id)).size).toBe(6);
      expect(withoutIds(home!.blocks)).toEqual([
        { type: 'hero', data: { title: 'Kuzey *markaları* & büyütür', subtitle: 'Strateji, tasarım ve teknolojiyi bir araya getirerek markanızın dijitalde görünür ve ölçülebilir biçimde büyümesini sağlıyoruz.', button_text: 'Bize yazın', button_url: '/contact', video_text: 'Çalışmalarımızı İzleyin', video_url: '/projects', background_image: '/storage/v1/object/public/media/kapak.webp' } },
        { type: 'numbers', data: { items: [{ value: '42', label: 'Marka', icon: 'Zap', color: 'green' }, { value: '7/24', label: 'Destek', icon: 'Heart' }] } },
        ...SECTIONS,
        // The unpublished main-cta was never shown: the code's texts were, and the draft stays.
        { type: 'cta', data: { title: 'Markanızı *bir sonraki seviyeye* taşıyalım', subtitle: 'Hedeflerinizi dinleyelim, size özel bir dijital büyüme planı hazırlayalım.', button_text: 'Ücretsiz Danışmanlık', button_url: '/contact', secondary_text: 'Projelerimizi İncele', secondary_url: '/projects', notes: NOTES } },
      ]);
      expect((await db.admin.query(`select slug, published from public.content_blocks order by slug`)).rows).toEqual([{ slug: 'main-cta', published: false }]);
    } finally {
      await db.close();
    }
  });

  it("creates the home page when the site has none and keeps a home page staff already built from blocks", async () => {
    const db = await upgradeFrom(MIGRATION, temp, async (sql) => {
      await sql(`insert into public.content_blocks (name, slug, type, content, published) values ('Rakamlar', 'stats', 'stats', '{"stats": []}', true)`);
    }, { through: 'migration' });
    try {
      const [home] = (await db.admin.query<{ title: string; published: boolean; blocks: Entry[] }>(`select title, published, blocks from public.pages where slug = 'home'`)).rows;
      expect(home!.title).toBe('Ana Sayfa');
      expect(home!.published).toBe(true);
      expect(home!.blocks.map((b) => b.type)).toEqual(['hero', 'numbers', 'services', 'projects', 'testimonials', 'cta']);
      expect(home!.blocks[1]!.data).toEqual({ items: [
        { icon: 'Users', value: '150+', label: 'Mutlu Müşteri', color: 'green' },
        { icon: 'Award', value: '300+', label: 'Tamamlanan Proje', color: 'blue' },
        { icon: 'Clock', value: '5+', label: 'Yıllık Deneyim', color: 'purple' },
        { icon: 'Heart', value: '24/7', label: 'Destek', color: 'pink' },
      ] });
    } finally {
      await db.close();
    }

    const built = await upgradeFrom(MIGRATION, temp, async (sql) => {
      await sql(`insert into public.pages (title, slug, content, blocks, published) values ('Ana Sayfa', 'home', '', '[{"id": "b1", "type": "rich-text", "data": {"html": "<p>Kendi sayfamız</p>"}}]', true)`);
    }, { through: 'migration' });
    try {
      expect((await built.admin.query(`select blocks from public.pages where slug = 'home'`)).rows).toEqual([{ blocks: [{ id: 'b1', type: 'rich-text', data: { html: '<p>Kendi sayfamız</p>' } }] }]);
    } finally {
      await built.close();
    }
  });
});
