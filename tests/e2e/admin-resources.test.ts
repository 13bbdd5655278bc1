/**
 * The generic admin engine in Chromium, signed in as staff: every content screen creates,
 * finds, edits and deletes an item with its own toasts (on the item's own page, or in the dialog
 * of a short item such as a menu); plus the special behaviours (slug
 * generation and clash, Turkish search, filters, rich text to the public site, icon and colour
 * pickers, team ordering, message status, JSON validation, samples, 10,000-row paging).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyboardDragListening, startE2E, signInAdmin, type E2E } from '../helpers/e2e.ts';

const SCREENS = {
  pages: { title: 'title', fill: { content: '<p>Test sayfası içeriği</p>' } },
  blog: { title: 'title', fill: { excerpt: 'Kısa özet', content: 'Test içeriği' } },
  projects: { title: 'title', fill: { client: 'Test Müşteri', category: 'Test', description: 'Açıklama', content: '<p>Proje</p>' } },
  services: { title: 'title', fill: { description: 'Hizmet açıklaması', content: '<p>Hizmet</p>' } },
  team: { title: 'name', fill: { position: 'Tasarımcı', bio: 'Kısa biyografi' } },
  testimonials: { title: 'name', fill: { position: 'Müdür', company: 'Test A.Ş.', content: 'Harika bir deneyimdi.' } },
  menus: { title: 'name', fill: {} },
  'content-blocks': { title: 'name', fill: {} },
} as const;

type Route = keyof typeof SCREENS;

/** Whether a row is live (its edits then go to a draft), for the tables that have drafts. */
const LIVE_CHECK: Record<string, string> = {
  services: 'published and (publish_at is null or publish_at <= now())',
  projects: 'published and (publish_at is null or publish_at <= now())',
  blog_posts: 'published and (publish_at is null or publish_at <= now())',
  pages: 'published and (publish_at is null or publish_at <= now())',
};

describe('admin content screens (ResourceScreen)', () => {
  let e: E2E;
  let page: Page;
  const messages: Record<string, { created: string; updated: string; deleted: string; title: string; table: string }> = {};

  beforeAll(async () => {
    e = await startE2E();
    // A typed-form block to edit as JSON (the seed's home-page blocks are now the page 'home's).
    await e.t.server.ctx.db.admin.query(`insert into content_blocks (name, slug, type, content, template, published) values ('Ana Sayfa Harekete Geçirici', 'main-cta', 'cta', '{"title": "Markanızı <span>bir sonraki seviyeye</span> taşıyalım", "primary_button": {"text": "Ücretsiz Danışmanlık", "url": "/contact"}}', 'full-width', true)`);
    for (const route of [...Object.keys(SCREENS), 'contact-messages']) {
      const { resource } = (await import(`../../generated/admin/${route}.ts`)) as { resource: { messages: Record<string, string>; title: string; table: string } };
      messages[route] = { ...(resource.messages as unknown as Record<string, string>), title: resource.title, table: resource.table } as (typeof messages)[string];
    }
    ({ page } = await e.open('/admin/login'));
    await signInAdmin(page, e.t.url);
  });
  afterAll(async () => {
    await e?.close();
  });
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => e.t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);
  const toast = (text: string) => page.getByText(text, { exact: true }).first().waitFor();
  const save = () => page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  /** A live item's edits go to its draft: "Yayınla" puts them on the row (content-drafts.test.ts). */
  const publish = async () => {
    await page.getByRole('toolbar', { name: 'Kayıt işlemleri' }).getByRole('button', { name: 'Yayınla', exact: true }).click();
    await toast('Değişiklikler yayınlandı');
  };

  async function openScreen(route: string) {
    await page.goto(`${e.t.url}/admin/${route}`);
    await page.getByRole('heading', { level: 1, name: messages[route]!.title }).waitFor();
    await page.getByText(/\d+ kayıt/).waitFor();
  }

  async function fillField(name: string, value: string) {
    const el = page.locator(`#root_${name}`);
    const tag = await el.evaluate((n) => n.tagName);
    if (tag === 'DIV') {
      await el.click();
      await page.keyboard.type(value);
    } else await el.fill(value);
  }

  for (const route of Object.keys(SCREENS) as Route[]) {
    it(`${route}: create, search, edit and delete with the screen's toasts`, async () => {
      const m = messages[route]!;
      const { title, fill } = SCREENS[route];
      const name = `Deneme Öğesi ${route}`;
      await openScreen(route);
      await page.getByRole('button', { name: /^Yeni/ }).click();
      await page.locator(`#root_${title}`).waitFor();
      await fillField(title, name);
      for (const [field, value] of Object.entries(fill)) await fillField(field, value);
      await save();
      await toast(m.created);
      expect(await sql(`select 1 from public.${m.table} where ${title} = $1`, [name])).toHaveLength(1);

      await openScreen(route);
      await page.getByRole('search').getByRole('searchbox').fill(`deneme öğesi ${route.toUpperCase()}`);
      await expect.poll(() => page.getByText(name, { exact: true }).count()).toBe(1);
      await page.getByRole('button', { name: `Düzenle: ${name}` }).click();
      await page.locator(`#root_${title}`).fill(`${name} (düzenlendi)`);
      // A new item that went live at once (a service) is edited through its draft.
      const [{ live } = { live: false }] = await sql<{ live: boolean }>(`select ${m.table in LIVE_CHECK ? LIVE_CHECK[m.table] : 'false'} as live from public.${m.table} where ${title} = $1`, [name]);
      if (live) await publish();
      else {
        await save();
        await toast(m.updated);
      }
      expect(await sql(`select 1 from public.${m.table} where ${title} = $1`, [`${name} (düzenlendi)`])).toHaveLength(1);

      await openScreen(route);
      await page.getByRole('search').getByRole('searchbox').fill('düzenlendi');
      await page.getByRole('button', { name: `Diğer işlemler: ${name} (düzenlendi)` }).click();
      await page.getByRole('menuitem', { name: 'Sil' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
      await toast(m.deleted);
      expect(await sql(`select 1 from public.${m.table} where ${title} like $1`, [`${name}%`])).toHaveLength(0);
    });
  }

  it('blog: badges, Turkish-aware search, status filter', async () => {
    await openScreen('blog');
    expect(await page.locator('tbody').getByText('Taslak', { exact: true }).count()).toBe(2);
    await page.getByRole('search').getByRole('searchbox').fill('İNSTAGRAM');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await page.getByRole('search').getByRole('searchbox').fill('');
    await page.getByRole('search').getByRole('combobox').selectOption({ label: 'Taslak' });
    await expect.poll(() => page.locator('tbody tr').count()).toBe(2);
    await page.getByRole('search').getByRole('searchbox').fill('olmayan bir şey');
    await page.getByText('Arama kriterlerini değiştirmeyi deneyin.').waitFor();
  });

  it('blog: slug from the title, required fields, a clash shown at the slug keeping the typed values, then published on the site', async () => {
    await openScreen('blog');
    await page.getByRole('button', { name: 'Yeni Yazı' }).click();
    await save();
    await page.getByText('Bu alan zorunludur').first().waitFor();
    await page.locator('#root_title').fill('Ürün Çekimi Rehberi');
    expect(await page.locator('#root_slug').inputValue()).toBe('urun-cekimi-rehberi');
    await page.locator('#root_slug').fill('instagram-algoritmasi-2026');
    await page.locator('#root_excerpt').fill('Ürün fotoğraflarında dikkat edilecekler.');
    await page.locator('#root_content').click();
    await page.keyboard.type('Işık ve arka plan her şeydir.');
    await save();
    await page.getByRole('alert').filter({ hasText: 'Bu kısa ad (URL) zaten kullanılıyor' }).first().waitFor();
    expect(await page.locator('#root_title').inputValue()).toBe('Ürün Çekimi Rehberi');
    await page.locator('#root_slug').fill('urun-cekimi-rehberi');
    await page.getByLabel('Yayınla').check();
    await save();
    await toast('Blog yazısı oluşturuldu');
    const [row] = await sql<{ content: string; published: boolean }>(`select content, published from blog_posts where slug = 'urun-cekimi-rehberi'`);
    expect(row).toMatchObject({ published: true });
    expect(row!.content).toContain('Işık ve arka plan her şeydir.');
    const site = await e.browser.newPage();
    await site.goto(`${e.t.url}/blog/urun-cekimi-rehberi`);
    await site.getByRole('heading', { level: 1, name: 'Ürün Çekimi Rehberi' }).waitFor();
    await site.getByText('Işık ve arka plan her şeydir.').waitFor();
    await site.close();
  });

  it('projects: the image field picks from the media library', async () => {
    await openScreen('projects');
    await page.getByRole('button', { name: 'Düzenle: Tekno Market Pazaryeri Entegrasyonu' }).click();
    await page.getByRole('button', { name: 'Öne çıkan görsel: Medyadan Seç' }).click();
    const picker = page.getByRole('dialog', { name: 'Görsel Seç' });
    await picker.getByLabel('Görsel ara').fill('hero');
    await picker.getByRole('list', { name: 'Görseller' }).getByRole('button').first().click();
    await picker.waitFor({ state: 'hidden' });
    expect(await page.locator('#root_featured_image').inputValue()).toBe('/storage/v1/object/public/media/seed/hero.webp');
    await publish();
    expect(await sql(`select featured_image from projects where slug = 'tekno-market-pazaryeri'`)).toEqual([{ featured_image: '/storage/v1/object/public/media/seed/hero.webp' }]);
  });

  it('services: icon and colour pickers save', async () => {
    await openScreen('services');
    await page.getByRole('button', { name: 'Düzenle: Grafik Tasarım' }).click();
    await page.locator('#root_icon').selectOption('Camera');
    await page.getByRole('radio', { name: 'Mavi' }).click();
    await publish();
    expect(await sql(`select icon, color from services where slug = 'grafik-tasarim'`)).toEqual([{ icon: 'Camera', color: 'blue' }]);
  });

  it('team: moving a member down persists the order across a reload', async () => {
    await openScreen('team');
    const before = await page.locator('article h3').allTextContents();
    await page.getByRole('button', { name: `Aşağı taşı: ${before[0]}` }).click();
    await toast('Sıralama güncellendi');
    await page.reload();
    await page.locator('article h3').first().waitFor();
    await expect.poll(() => page.locator('article h3').allTextContents()).toEqual([before[1], before[0], ...before.slice(2)]);
    const rows = await sql<{ name: string }>(`select name from team_members order by sort_order, created_at`);
    expect(rows.map((r) => r.name).slice(0, 2)).toEqual([before[1], before[0]]);
  });

  it('team: the drag handle picks a member up with the keyboard and says so in Turkish; Escape leaves it in place', async () => {
    await openScreen('team');
    const before = await page.locator('article h3').allTextContents();
    const name = before[1]!;
    await page.getByRole('button', { name: `Sürükleyerek taşı: ${name}` }).focus();
    await page.keyboard.press('Space');
    // Picked up: said at once, then replaced by where it is (dnd-kit's own texts are English).
    const quoted = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await page.getByText(new RegExp(`^${quoted}( taşınmak için seçildi|, 2\\. sıranın üzerinde)\\.$`)).waitFor({ state: 'attached' });
    await keyboardDragListening(page);
    await page.keyboard.press('Escape');
    await page.getByText(`Taşıma iptal edildi; ${name} yerinde kaldı.`, { exact: true }).waitFor({ state: 'attached' });
    expect(await page.locator('article h3').allTextContents()).toEqual(before);
  });

  it('team: a reorder based on a stale list is refused whole and says so; the list reloads', async () => {
    await openScreen('team');
    const shown = await page.locator('article h3').allTextContents();
    const stored = async () => (await sql<{ name: string }>(`select name from team_members order by sort_order, created_at`)).map((r) => r.name);
    expect(await stored()).toEqual(shown);
    // Someone else saves a member meanwhile (a new version of that row).
    await sql(`update team_members set bio = bio || ' ' where name = $1`, [shown[2]]);
    await page.getByRole('button', { name: `Aşağı taşı: ${shown[0]}` }).click();
    await toast('Sıralama siz düzenlerken başka biri tarafından değiştirildi; güncel sıralama yüklendi.');
    expect(await stored()).toEqual(shown);
    await expect.poll(() => page.locator('article h3').allTextContents()).toEqual(shown);
  });

  it('contact messages: opening a new message marks it read; the status selector saves', async () => {
    await openScreen('contact-messages');
    await page.getByRole('button', { name: 'Düzenle: Hakan Er' }).click();
    await page.getByRole('dialog').getByText('mobilya mağazamız için', { exact: false }).waitFor();
    await expect.poll(async () => (await sql<{ status: string }>(`select status from contact_messages where name = 'Hakan Er'`))[0]!.status).toBe('read');
    await page.locator('#root_status').selectOption('replied');
    await save();
    await toast('Mesaj durumu güncellendi');
    expect((await sql<{ status: string }>(`select status from contact_messages where name = 'Hakan Er'`))[0]!.status).toBe('replied');
  });

  it('content blocks: invalid JSON is refused with its message', async () => {
    await openScreen('content-blocks');
    await page.getByRole('button', { name: 'Düzenle: Ana Sayfa Harekete Geçirici' }).click();
    // CTA blocks have a typed form; a type without one (Özel) is edited as JSON.
    await page.locator('#root_type').selectOption('custom');
    await page.locator('#root_content').fill('{ "title": "eksik" ');
    await page.getByText('Geçersiz JSON formatı').first().waitFor();
    await save();
    await page.getByText('Geçersiz JSON formatı').first().waitFor();
    expect((await sql<{ title: string }>(`select content->>'title' as title from content_blocks where slug = 'main-cta'`))[0]!.title).not.toBe('eksik');
    // Leaving the refused edit asks first; the stored block stays as it was.
    await page.getByRole('link', { name: 'Listeye dön' }).click();
    await page.getByRole('dialog', { name: 'Kaydedilmemiş değişiklikler' }).getByRole('button', { name: 'Değişiklikleri at ve ayrıl' }).click();
    await page.getByRole('heading', { level: 1, name: messages['content-blocks']!.title }).waitFor();
  });

  it('testimonials: an empty list offers the three samples', async () => {
    await sql(`delete from testimonials`);
    await openScreen('testimonials');
    await page.getByText('Henüz yorum yok').waitFor();
    await page.getByRole('button', { name: 'Örnek Yorumları Ekle' }).click();
    await toast('Örnek yorumlar eklendi');
    expect(await sql(`select 1 from testimonials`)).toHaveLength(3);
  });

  it('a 10,000-row table pages and searches on the server', async () => {
    await sql(`insert into testimonials (name, position, company, content, rating) select 'Müşteri ' || i, 'Pozisyon', 'Firma ' || i, 'Yorum ' || i, 1 + i % 5 from generate_series(1, 10000) i`);
    await openScreen('testimonials');
    await page.getByText('Sayfa 1 / 201').waitFor();
    expect(await page.locator('article h3').count()).toBe(50);
    // Typed without Turkish letters, as on an English keyboard: the database search folds them too.
    await page.getByRole('search').getByRole('searchbox').fill('MUSTERI 9876');
    await expect.poll(() => page.locator('article h3').allTextContents()).toEqual(['Müşteri 9876']);
  });
});
