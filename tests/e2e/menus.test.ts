/**
 * Menus with a page picker and one level of sub-menus: staff choose a site-internal link from
 * the site's pages (fixed pages and published content, searchable, the label from the title) or
 * type it; only a top-level item offers 'Alt menü ekle'. The header shows sub-links as a
 * dropdown (button with aria-expanded; Enter, Space, Escape), reachable without JavaScript
 * (:focus-within), indented in the mobile menu and in the footer's columns.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INCOMPLETE_LINK, MISSING_PAGE } from '../../src/admin/form/widgets/menu-link-check.ts';
import { keyboardDragListening, signedInPage, startE2E, waitForHydration, type E2E } from '../helpers/e2e.ts';

describe('menus: page picker and sub-menus', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
  });
  afterAll(async () => {
    await e?.close();
  });
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => e.t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);

  it('admin: picks pages for a link and a sub-link, offers sub-menus at the top level only, saves the nested items', async () => {
    const { page, errors } = await signedInPage(e, '/admin/menus');
    page.setDefaultTimeout(120_000);
    const [post] = await sql<{ title: string; slug: string }>(`select title, slug from blog_posts where published and title like '%Yerel SEO%'`);
    const [draft] = await sql<{ title: string }>(`select title from blog_posts where not published order by title limit 1`);
    expect(post).toBeDefined();
    expect(draft).toBeDefined();

    await page.getByRole('heading', { level: 1, name: 'Menü Yönetimi' }).waitFor();
    await page.getByRole('button', { name: 'Yeni Menü' }).click();
    const form = page.getByRole('dialog', { name: 'Yeni Menü' });
    await form.locator('#root_name').fill('Kenar Menüsü');
    await form.locator('#root_location').selectOption('sidebar');
    await form.getByRole('button', { name: 'Öğe Ekle' }).click();

    // A published post, found by a word of its title; a draft is not offered.
    await form.getByRole('button', { name: 'Sayfa seç 1', exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Sayfa Seç' });
    await picker.getByRole('list', { name: 'Sayfalar' }).waitFor();
    // The search box has the focus: typing searches at once.
    expect(await picker.getByLabel('Sayfa ara').evaluate((el) => el === document.activeElement)).toBe(true);
    // The fixed pages come first, by the names menus use.
    expect((await picker.getByRole('list', { name: 'Sayfalar' }).locator('li span span:first-child').allTextContents()).slice(0, 7)).toEqual([
      'Ana Sayfa', 'Hakkımızda', 'Hizmetler', 'Projeler', 'Blog', 'İletişim', 'Sıkça Sorulan Sorular',
    ]);
    await picker.getByLabel('Sayfa ara').fill(draft!.title);
    await picker.getByText('Aramanıza uygun sayfa bulunamadı.').waitFor();
    await picker.getByLabel('Sayfa ara').fill('yerel seo');
    await picker.getByRole('button', { name: new RegExp(post!.title) }).click();
    await picker.waitFor({ state: 'hidden' });
    expect(await form.getByLabel('Etiket 1', { exact: true }).inputValue()).toBe(post!.title);
    expect(await form.getByLabel('Bağlantı 1', { exact: true }).inputValue()).toBe(`/blog/${post!.slug}`);

    // A sub-link to a fixed page; its label typed first stays.
    await form.getByRole('button', { name: 'Alt menü ekle (1)' }).click();
    await form.getByLabel('Etiket 1.1', { exact: true }).fill('Bize yazın');
    await form.getByRole('button', { name: 'Sayfa seç 1.1' }).click();
    await picker.getByLabel('Sayfa ara').fill('iletişim');
    await picker.getByRole('button', { name: /^İletişim/ }).click();
    await picker.waitFor({ state: 'hidden' });
    expect(await form.getByLabel('Bağlantı 1.1', { exact: true }).inputValue()).toBe('/contact');
    expect(await form.getByLabel('Etiket 1.1', { exact: true }).inputValue()).toBe('Bize yazın');
    // Sub-links have no sub-menu of their own.
    expect(await form.getByRole('button', { name: /^Alt menü ekle/ }).count()).toBe(1);

    // A hand-typed external link still works; it offers no page.
    await form.getByRole('button', { name: 'Öğe Ekle' }).click();
    await form.getByLabel('Etiket 2', { exact: true }).fill('Örnek');
    await form.getByLabel('Bağlantı 2', { exact: true }).fill('https://example.com/');
    await form.getByLabel('Bağlantı türü 2', { exact: true }).selectOption('external');
    expect(await form.getByRole('button', { name: 'Sayfa seç 2', exact: true }).isDisabled()).toBe(true);
    expect(await form.getByRole('button', { name: /^Alt menü ekle/ }).count()).toBe(2);

    await form.getByRole('button', { name: 'Kaydet' }).click();
    await form.waitFor({ state: 'hidden' });
    const rows = await sql<{ items: unknown }>(`select items from menus where name = 'Kenar Menüsü'`);
    expect(rows).toEqual([
      {
        items: [
          { label: post!.title, url: `/blog/${post!.slug}`, type: 'internal', children: [{ label: 'Bize yazın', url: '/contact', type: 'internal' }] },
          { label: 'Örnek', url: 'https://example.com/', type: 'external' },
        ],
      },
    ]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('admin: flags a link to no published page at its row, refuses a blank sub-link at its row (not dropped), reorders rows by their handle with the keyboard', async () => {
    const { page, errors } = await signedInPage(e, '/admin/menus');
    page.setDefaultTimeout(120_000);
    await page.getByRole('heading', { level: 1, name: 'Menü Yönetimi' }).waitFor();
    await page.getByRole('button', { name: 'Yeni Menü' }).click();
    const form = page.getByRole('dialog', { name: 'Yeni Menü' });
    await form.locator('#root_name').fill('Deneme Menüsü');
    await form.locator('#root_location').selectOption('footer');
    await form.getByRole('button', { name: 'Öğe Ekle' }).click();
    await form.getByLabel('Etiket 1', { exact: true }).fill('Kampanya');
    await form.getByLabel('Bağlantı 1', { exact: true }).fill('/kampanya-yok');
    // A warning at the row, tied to its inputs.
    const warning = form.getByText(MISSING_PAGE);
    await warning.waitFor();
    expect(await form.getByLabel('Bağlantı 1', { exact: true }).getAttribute('aria-describedby')).toBe(await warning.getAttribute('id'));
    // Known pages with a query are no warning.
    await form.getByRole('button', { name: 'Öğe Ekle' }).click();
    await form.getByLabel('Etiket 2', { exact: true }).fill('Blog');
    await form.getByLabel('Bağlantı 2', { exact: true }).fill('/blog?kategori=SEO');
    expect(await form.getByText(MISSING_PAGE).count()).toBe(1);

    // A sub-link added and left blank: the save is refused with the reason at that row.
    await form.getByRole('button', { name: 'Alt menü ekle (1)' }).click();
    await form.getByRole('button', { name: 'Kaydet' }).click();
    await form.getByText(INCOMPLETE_LINK).waitFor();
    expect(await form.getByText(INCOMPLETE_LINK).count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.id)).toMatch(/^root_items_0_children_0_(label|url)$/);
    expect(await sql(`select 1 from menus where name = 'Deneme Menüsü'`)).toEqual([]);
    await form.getByLabel('Etiket 1.1', { exact: true }).fill('Teklif');
    await form.getByLabel('Bağlantı 1.1', { exact: true }).fill('/contact');
    await form.getByText(INCOMPLETE_LINK).waitFor({ state: 'detached' });

    // 'Blog' one place up by its handle, each key after dnd-kit's Turkish announcement.
    await form.getByRole('button', { name: 'Sürükleyerek taşı: 2. Blog' }).focus();
    await page.keyboard.press('Space');
    await page.getByText(/^2\. Blog(, 2\. sıranın üzerinde| taşınmak için seçildi)\.$/).waitFor({ state: 'attached' });
    await keyboardDragListening(page);
    await page.keyboard.press('ArrowUp');
    await page.getByText('2. Blog, 1. sıranın üzerinde.').waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await expect.poll(() => form.getByLabel('Etiket 1', { exact: true }).inputValue()).toBe('Blog');
    expect(await form.getByLabel('Etiket 1.1', { exact: true }).count()).toBe(0);
    expect(await form.getByLabel('Etiket 2.1', { exact: true }).inputValue()).toBe('Teklif');

    await form.getByRole('button', { name: 'Kaydet' }).click();
    await form.waitFor({ state: 'hidden' });
    expect(await sql<{ items: unknown }>(`select items from menus where name = 'Deneme Menüsü'`)).toEqual([
      {
        items: [
          { label: 'Blog', url: '/blog?kategori=SEO', type: 'internal' },
          { label: 'Kampanya', url: '/kampanya-yok', type: 'internal', children: [{ label: 'Teklif', url: '/contact', type: 'internal' }] },
        ],
      },
    ]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('site: the header opens sub-links as an accessible dropdown, also without JavaScript; mobile indents them; the footer lists them under their link', async () => {
    const services = await sql<{ title: string; slug: string }>(`select title, slug from services where published order by title limit 2`);
    expect(services).toHaveLength(2);
    const children = services.map((s) => ({ label: s.title, url: `/services/${s.slug}`, type: 'internal' }));
    await sql(
      `update menus set items = jsonb_set(items, '{2,children}', $1::jsonb) where location = 'header' and items->2->>'label' = 'Hizmetler'`,
      [JSON.stringify(children)],
    );
    await sql(`update menus set items = jsonb_set(items, '{0,children}', $1::jsonb) where location = 'footer-quick-links'`, [JSON.stringify(children)]);

    const { page, errors } = await e.open('/about');
    page.setDefaultTimeout(120_000);
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    const toggle = nav.getByRole('button', { name: 'Hizmetler alt menüsü' });
    const sub = nav.getByRole('link', { name: services[0]!.title });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await sub.isVisible()).toBe(false);
    // The pointer opens it on desktop, after hydration as before it.
    await nav.getByRole('link', { name: 'Hizmetler', exact: true }).hover();
    await sub.waitFor({ state: 'visible' });
    await page.mouse.move(0, 600);
    await sub.waitFor({ state: 'hidden' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await sub.waitFor({ state: 'visible' });
    expect(await nav.getByRole('link', { name: services[1]!.title }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await sub.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Hizmetler alt menüsü');
    await page.keyboard.press('Space');
    await sub.waitFor({ state: 'visible' });
    // Tab reaches the sub-links; choosing one navigates and closes the dropdown.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(services[0]!.title);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${e.t.url}/services/${services[0]!.slug}`);
    await page.getByRole('heading', { level: 1, name: services[0]!.title }).waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await sub.isVisible()).toBe(false);
    // The footer column lists a link's sub-links under it, one level.
    const quick = page.getByRole('navigation', { name: 'Hızlı Linkler' });
    expect(await quick.getByRole('link').allTextContents()).toEqual(['Hakkımızda', services[0]!.title, services[1]!.title, 'Hizmetler', 'Projeler', 'Blog', 'Sıkça Sorulan Sorular', 'İletişim']);
    expect(await quick.locator('li li a').allTextContents()).toEqual([services[0]!.title, services[1]!.title]);
    expect(errors).toEqual([]);
    await page.close();

    // Without JavaScript the focused item shows its sub-links.
    const plain = await e.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    try {
      const p = await plain.newPage();
      p.setDefaultTimeout(120_000);
      await p.goto(`${e.t.url}/about`, { waitUntil: 'domcontentloaded' });
      const plainNav = p.getByRole('navigation', { name: 'Ana menü' });
      const plainSub = plainNav.getByRole('link', { name: services[0]!.title });
      expect(await plainSub.isVisible()).toBe(false);
      await plainNav.getByRole('link', { name: 'Hizmetler', exact: true }).focus();
      await plainSub.waitFor({ state: 'visible' });
      await plainSub.focus();
      expect(await plainSub.isVisible()).toBe(true);
    } finally {
      await plain.close();
    }

    // On a phone the sub-links are listed under their item, indented.
    const phone = await e.open('/about', { viewport: { width: 390, height: 844 } });
    phone.page.setDefaultTimeout(120_000);
    await waitForHydration(phone.page);
    await phone.page.getByRole('button', { name: 'Menüyü aç' }).click();
    const phoneNav = phone.page.getByRole('navigation', { name: 'Ana menü' });
    const parent = await phoneNav.getByRole('link', { name: 'Hizmetler', exact: true }).boundingBox();
    const child = await phoneNav.getByRole('link', { name: services[0]!.title }).boundingBox();
    expect(parent && child && child.x - parent.x).toBeGreaterThanOrEqual(12);
    expect(child!.y).toBeGreaterThan(parent!.y);
    expect(await phoneNav.getByRole('button', { name: 'Hizmetler alt menüsü' }).isVisible()).toBe(false);
    expect(phone.errors).toEqual([]);
    await phone.page.close();
  });
});
