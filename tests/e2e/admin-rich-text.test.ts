/**
 * The content editors in Chromium, signed in as staff: Quill's toolbar and link dialog in
 * Turkish, a site-internal link chosen by title (same tab) next to an external one (new tab),
 * an image from the media library with its alt text, the HTML view, and a hero block edited
 * through its typed form (unknown block types stay JSON).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPage, startE2E, type E2E } from '../helpers/e2e.ts';

/** Content blocks of the typed-form types (the home page's sections before they became its blocks; the seed no longer has them). */
const TYPED_BLOCKS = `insert into content_blocks (name, slug, type, content, template, published) values
  ('Ana Sayfa Karşılama Alanı', 'home-hero', 'hero', '{"title": "Markanızı <span>dijitalde</span> büyütüyoruz", "subtitle": "Sosyal medya yönetiminden e-ticarete her şey.", "cta_text": "Ücretsiz Teklif Alın", "cta_url": "/contact", "background_image": "/storage/v1/object/public/media/seed/hero.webp", "video_url": "/projects"}', 'full-width', true),
  ('Ana Sayfa İstatistikleri', 'stats', 'stats', '{"stats": [{"icon": "Users", "number": "150+", "label": "Mutlu Müşteri", "color": "green"}, {"icon": "Award", "number": "300+", "label": "Tamamlanan Proje", "color": "blue"}, {"icon": "Clock", "number": "8+", "label": "Yıllık Deneyim", "color": "purple"}, {"icon": "Heart", "number": "7/24", "label": "Destek", "color": "pink"}]}', 'default', true),
  ('Ana Sayfa Harekete Geçirici', 'main-cta', 'cta', '{"title": "Markanızı <span>bir sonraki seviyeye</span> taşımaya hazır mısınız?", "primary_button": {"text": "Ücretsiz Danışmanlık", "url": "/contact"}, "secondary_button": {"text": "Projelerimizi İncele", "url": "/projects"}}', 'full-width', true)`;

describe('admin rich text and typed block forms', () => {
  let e: E2E;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    e = await startE2E();
    await e.t.server.ctx.db.admin.query(TYPED_BLOCKS);
    ({ page, errors } = await signedInPage(e, '/admin/pages'));
    await page.getByRole('heading', { level: 1, name: 'Sayfa Yönetimi' }).waitFor();
  });
  afterAll(async () => {
    await e?.close();
  });
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => e.t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);
  const editor = () => page.locator('#root_content');
  const save = () => page.getByRole('toolbar', { name: 'Kayıt işlemleri' }).getByRole('button', { name: 'Kaydet', exact: true }).click();
  const form = () => page.locator('form[id^="resource-form-"]');
  const pseudo = (selector: string, which: '::before' | '::after') => page.locator(selector).first().evaluate((el, w) => getComputedStyle(el, w).content, which);

  it('a page: Turkish toolbar, internal and external links, a library image with alt text, the HTML view', async () => {
    await page.getByRole('button', { name: 'Yeni Sayfa' }).click();
    await page.getByRole('heading', { level: 1, name: 'Yeni Sayfa' }).waitFor();
    // The editor's page: its form and the action bar.
    const dialog = page.getByRole('main');
    await page.locator('#root_title').fill('Bağlantı Deneme Sayfası');

    // Every toolbar control has a Turkish accessible name and tooltip.
    const toolbar = dialog.locator('.ql-toolbar');
    await toolbar.waitFor();
    for (const name of ['Kalın', 'İtalik', 'Altı çizili', 'Üstü çizili', 'Numaralı liste', 'Madde işaretli liste', 'Girintiyi azalt', 'Girintiyi artır', 'Bağlantı ekle', 'Site içi bağlantı ekle', 'Medya kütüphanesinden görsel ekle', 'Video ekle', 'Alıntı', 'Kod bloğu', 'Biçimlendirmeyi temizle', 'Başlık düzeyi', 'Yazı rengi', 'Vurgu rengi', 'Hizalama']) {
      await expect.poll(() => toolbar.getByRole('button', { name, exact: true }).count(), { message: name }).toBe(1);
    }
    const labels = await toolbar.locator('button, [role="button"]').evaluateAll((els) => els.map((el) => `${el.getAttribute('aria-label')}|${el.getAttribute('title')}`));
    expect(labels.filter((l) => /\b(null|bold|italic|list|header|link|image|ordered|bullet|clean)\b/i.test(l))).toEqual([]);
    // The heading names are Turkish: the picker shows 'Paragraf', its items 'Başlık 1'...
    expect(await pseudo('.ql-header .ql-picker-label', '::before')).toBe('"Paragraf"');
    await toolbar.getByRole('button', { name: 'Başlık düzeyi' }).click();
    await toolbar.getByRole('button', { name: 'Başlık 2', exact: true }).click();
    await editor().click();
    await page.keyboard.type('Hizmetlerimiz');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Ayrıntılar blog yazımızda ve dış kaynakta.');

    // Internal link: select "blog yazımızda" and choose a post by its title.
    await selectText('blog yazımızda');
    await toolbar.getByRole('button', { name: 'Site içi bağlantı ekle' }).click();
    const picker = page.getByRole('dialog', { name: 'İç Bağlantı Ekle' });
    await picker.getByLabel('Başlığa göre ara').fill('yerel seo');
    await picker.getByRole('button', { name: /Küçük İşletmeler İçin Yerel SEO Rehberi/ }).click();
    await picker.waitFor({ state: 'hidden' });
    const internal = editor().locator('a', { hasText: 'blog yazımızda' });
    expect(await internal.getAttribute('href')).toBe('/blog/kucuk-isletmeler-icin-yerel-seo');
    expect(await internal.getAttribute('target')).toBeNull();

    // External link through Quill's own dialog, in Turkish.
    await selectText('dış kaynakta');
    await toolbar.getByRole('button', { name: 'Bağlantı ekle', exact: true }).click();
    const linkInput = dialog.getByRole('textbox', { name: 'Bağlantı adresi' });
    await linkInput.waitFor();
    expect(await linkInput.getAttribute('placeholder')).toBe('https://ornek.com');
    expect(await pseudo('.ql-tooltip', '::before')).toBe('"Bağlantı adresi:"');
    expect(await pseudo('.ql-tooltip a.ql-action', '::after')).toBe('"Kaydet"');
    expect(await dialog.locator('.ql-tooltip a.ql-action').getAttribute('aria-label')).toBe('Kaydet');
    await linkInput.fill('https://example.com/rehber');
    await linkInput.press('Enter');
    const external = editor().locator('a', { hasText: 'dış kaynakta' });
    expect(await external.getAttribute('target')).toBe('_blank');
    expect(await external.getAttribute('rel')).toBe('noopener noreferrer');

    // An image from the media library carries the library's alt text.
    await page.keyboard.press('End');
    await toolbar.getByRole('button', { name: 'Medya kütüphanesinden görsel ekle' }).click();
    const media = page.getByRole('dialog', { name: 'Görsel Seç' });
    await media.getByLabel('Görsel ara').fill('about-story');
    await media.getByRole('list', { name: 'Görseller' }).getByRole('button').first().click();
    const [row] = await sql<{ alt_text: string }>(`select alt_text from media_library where filename = 'about-story.webp'`);
    await expect.poll(() => editor().locator('img').getAttribute('alt')).toBe(row!.alt_text);

    // The HTML view edits the same value.
    await dialog.getByRole('button', { name: 'HTML', exact: true }).click();
    const html = dialog.getByRole('textbox', { name: 'İçerik (HTML)' });
    const text = await html.inputValue();
    expect(text).toContain('<h2>Hizmetlerimiz</h2>');
    expect(text).toContain('<a href="/blog/kucuk-isletmeler-icin-yerel-seo">blog yazımızda</a>');
    await html.fill(text.replace('Hizmetlerimiz', 'Neler Yapıyoruz'));
    await dialog.getByRole('button', { name: 'HTML', exact: true }).click();
    await editor().getByRole('heading', { name: 'Neler Yapıyoruz' }).waitFor();

    await page.locator('#root_slug').fill('baglanti-deneme');
    await save();
    await page.getByText('Sayfa oluşturuldu', { exact: true }).first().waitFor();
    const [saved] = await sql<{ content: string }>(`select content from pages where slug = 'baglanti-deneme'`);
    expect(saved!.content).toContain('<h2>Neler Yapıyoruz</h2>');
    expect(saved!.content).toContain('<a href="/blog/kucuk-isletmeler-icin-yerel-seo">blog yazımızda</a>');
    expect(saved!.content).toContain('<a href="https://example.com/rehber" rel="noopener noreferrer" target="_blank">dış kaynakta</a>');
    expect(saved!.content).toMatch(new RegExp(`<img src="/storage/v1/object/public/media/seed/about-story.webp" alt="${row!.alt_text}">`));

    // On the site the internal link stays in the tab, the external one opens a new tab.
    await sql(`update pages set published = true where slug = 'baglanti-deneme'`);
    const site = await e.browser.newPage();
    await site.goto(`${e.t.url}/baglanti-deneme`);
    const siteInternal = site.getByRole('link', { name: 'blog yazımızda' });
    await siteInternal.waitFor();
    expect(await siteInternal.getAttribute('target')).toBeNull();
    expect(await site.getByRole('link', { name: 'dış kaynakta' }).getAttribute('target')).toBe('_blank');
    await site.close();
    expect(errors).toEqual([]);
  });

  it('a hero block is edited through its typed form; a block of another type stays JSON', async () => {
    await page.goto(`${e.t.url}/admin/content-blocks`);
    await page.getByRole('heading', { level: 1, name: 'İçerik Blokları' }).waitFor();
    await page.getByRole('button', { name: 'Düzenle: Ana Sayfa Karşılama Alanı' }).click();
    await page.getByRole('heading', { level: 1, name: 'İçerik Bloğunu Düzenle: Ana Sayfa Karşılama Alanı' }).waitFor();
    const dialog = form();
    await dialog.getByRole('group', { name: 'İçerik', exact: true }).waitFor();
    expect(await dialog.locator('textarea#root_content').count()).toBe(0);
    expect(await page.locator('#root_content_title').inputValue()).toBe('Markanızı <span>dijitalde</span> büyütüyoruz');
    await dialog.getByText('Yeşil renkle vurgulanacak kelimeleri <span> ile </span> arasına yazın.').waitFor();
    await dialog.getByLabel('Alt başlık').fill('Yeni alt başlık, tipli formdan.');
    await dialog.getByLabel('Buton metni').fill('Hemen Başlayın');
    await save();
    await page.getByText('İçerik bloğu güncellendi', { exact: true }).first().waitFor();
    // The save's write is the event to wait for: a toast of that text may still be up from an earlier save.
    const heroContent = async () => (await sql<{ content: Record<string, string> }>(`select content from content_blocks where slug = 'home-hero'`))[0]!.content;
    await expect.poll(heroContent).toMatchObject({ subtitle: 'Yeni alt başlık, tipli formdan.' });
    expect(await heroContent()).toEqual({
      title: 'Markanızı <span>dijitalde</span> büyütüyoruz',
      subtitle: 'Yeni alt başlık, tipli formdan.',
      cta_text: 'Hemen Başlayın',
      cta_url: '/contact',
      background_image: '/storage/v1/object/public/media/seed/hero.webp',
      video_url: '/projects',
    });

    // A stats block: a list of typed items, each with the icon and colour pickers.
    await page.getByRole('link', { name: 'Listeye dön' }).click();
    await page.getByRole('button', { name: 'Düzenle: Ana Sayfa İstatistikleri' }).click();
    await dialog.getByRole('group', { name: 'İstatistikler', exact: true }).waitFor();
    expect(await page.locator('#root_content_stats_0_icon').locator('option:checked').textContent()).toBe('Kullanıcılar');
    await page.locator('#root_content_stats_0_icon').selectOption({ label: 'Roket' });
    await page.locator('#root_content_stats_0_label').fill('Mutlu Marka');
    await save();
    // Not the toast: the hero's "İçerik bloğu güncellendi" is up for 4 s and, on a loaded machine, may
    // still be showing, so the row is read until the save has written it.
    const stats = async () => (await sql<{ first: Record<string, string>; n: number }>(`select content->'stats'->0 as first, jsonb_array_length(content->'stats') as n from content_blocks where slug = 'stats'`))[0];
    await expect.poll(stats).toEqual({ first: { icon: 'Rocket', number: '150+', label: 'Mutlu Marka', color: 'green' }, n: 4 });
    await page.getByText('İçerik bloğu güncellendi', { exact: true }).first().waitFor();

    // The typed form validates with the precompiled schema: a too-long button text is refused.
    await page.getByRole('link', { name: 'Listeye dön' }).click();
    await page.getByRole('button', { name: 'Düzenle: Ana Sayfa Karşılama Alanı' }).click();
    await dialog.getByLabel('Buton metni').fill('x'.repeat(61));
    await save();
    await dialog.getByText('En fazla 60 karakter olabilir').waitFor();
    // Only the field is marked: the block type and the form as a whole are not.
    expect(await dialog.getByRole('alert').allTextContents()).toEqual(['En fazla 60 karakter olabilir']);
    // A type without a form (Özel) is edited as JSON.
    await page.locator('#root_type').selectOption('custom');
    await dialog.locator('textarea#root_content').waitFor();
    expect(JSON.parse(await dialog.locator('textarea#root_content').inputValue())).toMatchObject({ subtitle: 'Yeni alt başlık, tipli formdan.' });
    await page.getByRole('link', { name: 'Listeye dön' }).click();
    await page.getByRole('button', { name: 'Değişiklikleri at ve ayrıl' }).click();
    await page.getByRole('heading', { level: 1, name: 'İçerik Blokları' }).waitFor();
    expect(errors).toEqual([]);
  });

  /** Selects the first occurrence of `text` in the editor. */
  async function selectText(text: string) {
    await editor().evaluate((root, t) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const i = n.textContent!.indexOf(t);
        if (i >= 0) {
          const range = document.createRange();
          range.setStart(n, i);
          range.setEnd(n, i + t.length);
          const sel = window.getSelection()!;
          sel.removeAllRanges();
          sel.addRange(range);
          return;
        }
      }
      throw new Error(`not found: ${t}`);
    }, text);
    // Quill reads the DOM selection on selectionchange.
    await page.waitForTimeout(50);
  }
});
