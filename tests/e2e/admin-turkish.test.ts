/**
 * The admin speaks Turkish: signed in as staff, every screen of the navigation and the create
 * form of every screen that has one (with the rich-text editor loaded), and the typed forms of
 * the known content blocks, show no English word (from a deny-list or by its spelling) and no
 * raw option key, neither as visible text nor in aria-label, title, placeholder or alt; brand
 * names are allowed. The former Turkish admin paths redirect to the English ones.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPage, startE2E, type E2E } from '../helpers/e2e.ts';

/**
 * English UI words staff met in the admin (issue 27) and the usual ones of a UI kit; they count
 * alone (not inside a Turkish word such as 'liste').
 */
const DENY = [
  'Heading', 'Normal', 'Save', 'Enter link', 'Visit URL', 'Embed URL', 'quilljs', 'bold', 'italic', 'underline', 'strike',
  'list', 'ordered', 'bullet', 'indent', 'Remove', 'Edit', 'Submit', 'Cancel', 'Loading', 'Add', 'Delete', 'Close',
  'Search', 'Upload', 'Select', 'Move up', 'Move down', 'undefined', 'null', 'NaN', '[object Object]',
  'Slug', 'Hero', 'CTA', 'OG', 'Favicon', 'Twitter', 'About', 'Page', 'Header', 'Footer', 'Target', 'lucide', 'react',
  'Title', 'Name', 'Description', 'Image', 'Status', 'Published', 'Draft', 'Active', 'Inactive', 'Yes', 'Settings', 'Home',
  'Links', 'Link', 'Menu', 'Media', 'Content', 'Block', 'Blocks', 'Template', 'Default', 'Custom', 'Gallery', 'Text', 'Stats',
  'Icon', 'Color', 'Preview', 'Trash', 'Restore', 'Users', 'User', 'Backup', 'Backups', 'Email', 'Password', 'Login', 'Logout',
  'Dashboard', 'Error', 'Warning', 'Success', 'Back', 'Next', 'Previous', 'the', 'and', 'of', 'to', 'for', 'with', 'from',
  'new', 'all', 'none', 'true', 'false', 'sidebar', 'internal', 'external', 'pending', 'bounced', 'unsubscribed',
];
/** A deny-listed word standing alone (not inside a Turkish word such as 'liste'). */
const DENIED = new RegExp(`(?<![\\p{L}\\p{N}])(?:${DENY.map((w) => w.replace(/[[\]]/g, '\\$&')).join('|')})(?![\\p{L}\\p{N}])`, 'iu');

/**
 * Letters and letter groups Turkish words do not have (q, w, x; th, ck, sh, ee, ou;
 * -ing, -tion): any other English word is caught by its spelling.
 */
const ENGLISH_SPELLING = /[qwx]|th|ck|sh|ee|ou|ing$|tion$/i;

/** Brand and product names, technical names staff know them by, and 'web' (Turkish too: web sitesi). */
const PROPER_NAMES = [
  'Search Console', 'Core Web Vitals', 'X (Twitter)', 'Google Analytics', 'Google', 'Facebook', 'Instagram', 'LinkedIn',
  'YouTube', 'WhatsApp', 'TikTok', 'Reels', 'Pinterest', 'Shopify', 'Excel', 'SMTP', 'URL', 'SEO', 'CSV', 'JSON', 'HTML',
  'TOTP', 'KVKK', 'Pixel', '(favicon)', 'Supabase', 'PostgreSQL', 'web', 'G-XXXXXXXXXX',
];
/** Commands of the server's tools (`npm run backup`) are named as they are typed. */
const PROPER_NAME = new RegExp(`npm run [\\w:-]+|${PROPER_NAMES.map((n) => n.replace(/[()]/g, '\\$&')).join('|')}`, 'gi');

/** Content staff typed, not UI: the slugs of the home, FAQ and About pages in the pages list. */
const CONTENT: Record<string, string[]> = { '/admin/pages': ['text in <span>: home', 'text in <span>: faq', 'text in <span>: about'] };

/**
 * The keys options are stored by (a menu location, a block slug, a sign-up source, a status,
 * an icon name): shown alone they are a raw key where a Turkish label belongs.
 */
const RAW_KEYS = new Set([
  'header', 'footer', 'footer-quick-links', 'footer-services', 'sidebar', 'home-hero', 'main-cta', 'about-page', 'stats',
  'hero', 'cta', 'features', 'gallery', 'custom', 'page', 'default', 'minimal', 'full-width', 'internal', 'external', 'blog',
  'popup', 'pending', 'active', 'unsubscribed', 'bounced', 'draft', 'published', 'Target', 'Users', 'Award', 'Heart',
]);

/** Whether one piece of UI text has an English word or is a raw key. */
function english(text: string): boolean {
  if (RAW_KEYS.has(text.trim())) return true;
  const words = text
    .replace(PROPER_NAME, ' ')
    // Addresses, e-mail addresses, file names and paths are not words.
    .replace(/\S*[@/\\.:_]\S*/g, ' ');
  if (DENIED.test(words)) return true;
  return words.split(/[^\p{L}]+/u).some((w) => w.length > 1 && ENGLISH_SPELLING.test(w));
}

/** Every English word or raw key the page shows or names, with where it was found. */
async function englishOn(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    // Visible text (one entry per element's own text, so a raw key alone in a cell is seen as
    // such), including open dialogs; what staff typed (the rich text, inputs) is content.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = node.textContent?.trim();
      // Commands in <code> are typed as they are.
      if (!el || !text || el.closest('.ql-editor, code, script, style, textarea, [hidden], [aria-hidden="true"]')) continue;
      if (!el.checkVisibility?.() && el.tagName !== 'OPTION') continue;
      found.push(`text in <${el.tagName.toLowerCase()}>: ${text}`);
    }
    for (const el of document.querySelectorAll<HTMLElement>('[aria-label], [title], [placeholder], img[alt]')) {
      for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) {
        const v = el.getAttribute(attr);
        if (v) found.push(`${attr} of <${el.tagName.toLowerCase()}>: ${v}`);
      }
    }
    return found;
  });
  return [...new Set(texts.filter((t) => english(t.replace(/^[^:]*: /, ''))))];
}

describe('the admin in Turkish', () => {
  let e: E2E;
  let page: Page;
  let errors: string[];
  let screens: { name: string; path: string }[];

  beforeAll(async () => {
    e = await startE2E();
    ({ page, errors } = await signedInPage(e, '/admin'));
    await page.getByRole('heading', { level: 1, name: 'Kontrol Paneli' }).waitFor();
    screens = await page
      .getByRole('navigation')
      .first()
      .locator('a[href^="/admin"]')
      .evaluateAll((links) => links.map((a) => ({ name: (a.textContent ?? '').trim(), path: a.getAttribute('href')! })));
  });
  afterAll(async () => {
    await e?.close();
  });

  it('finds the screens in the navigation', () => {
    expect(screens.map((s) => s.name)).toEqual(expect.arrayContaining(['Kontrol Paneli', 'Sayfalar', 'Blog', 'Projeler', 'Hizmetler', 'İçerik Blokları', 'Medya', 'Ayarlar']));
  });

  it('shows no English on any screen or create form', async () => {
    const findings: Record<string, string[]> = {};
    for (const screen of [...screens, { name: 'Güvenlik', path: '/admin/security' }]) {
      await page.goto(e.t.url + screen.path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      const known = [...(CONTENT[screen.path] ?? [])];
      const onScreen = (await englishOn(page)).filter((f) => !known.includes(f));
      if (onScreen.length) findings[screen.path] = onScreen;

      const create = page.getByRole('main').getByRole('button', { name: /^Yeni / });
      if ((await create.count()) === 0) continue;
      await create.first().click();
      // The create form: a page of its own, or the dialog of a short item.
      const form = page.locator('form[id^="resource-form-"]');
      await form.waitFor();
      await page.waitForLoadState('networkidle');
      if ((await form.locator('.ql-editor').count()) === 0 && (await form.getByText('Editör yükleniyor...').count()) > 0) {
        await form.locator('.ql-toolbar').first().waitFor();
      }
      const inForm = await englishOn(page);
      if (inForm.length) findings[`${screen.path} (Yeni)`] = inForm;
      const dialog = page.getByRole('dialog');
      if (await dialog.count()) {
        await dialog.getByRole('button', { name: 'İptal' }).click();
        await dialog.waitFor({ state: 'hidden' });
      }
    }
    // The typed form of the seeded library block (the numbers home and About share: a list with its
    // add/remove/move buttons). The home and About pages' former content blocks are their blocks now.
    for (const name of ['Rakamlar']) {
      await page.goto(`${e.t.url}/admin/content-blocks`);
      await page.getByRole('button', { name: `Düzenle: ${name}` }).click();
      await page.locator('form[id^="resource-form-"] fieldset').first().waitFor();
      const inForm = await englishOn(page);
      if (inForm.length) findings[`content block ${name}`] = inForm;
    }
    expect(findings).toEqual({});
    expect(errors).toEqual([]);
    // Every screen and its create form in one walk: slower than one screen under load.
  }, 480_000);

  it('redirects the former Turkish paths to the English ones', async () => {
    await page.goto(`${e.t.url}/admin/yedekler`);
    await page.getByRole('heading', { level: 1, name: 'Yedekler' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/backups');
    await page.goto(`${e.t.url}/admin/kullanicilar`);
    await page.getByRole('heading', { level: 1, name: 'Kullanıcılar' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/users');
  });

  it('shows no English on an edit page, its draft offer, the question before leaving and an unknown item', async () => {
    const findings: Record<string, string[]> = {};
    // An edit page with its action bar, the draft offer after a reload and the question before leaving.
    await page.goto(`${e.t.url}/admin/blog`);
    await page.locator('tbody tr').first().click();
    await page.getByRole('toolbar', { name: 'Kayıt işlemleri' }).waitFor();
    await page.locator('#root_excerpt').fill('Yarım kalan değişiklik');
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('ajans-cms:taslak:blog:')))).toBe(true);
    page.once('dialog', (d) => void d.accept());
    await page.reload();
    await page.getByText('Kaydedilmemiş değişiklikleriniz var').waitFor();
    const withOffer = await englishOn(page);
    if (withOffer.length) findings['blog edit page (draft offer)'] = withOffer;
    await page.getByRole('button', { name: 'Geri yükle' }).click();
    await page.getByRole('toolbar', { name: 'Kayıt işlemleri' }).getByRole('link', { name: 'Listeye dön' }).click();
    await page.getByRole('dialog', { name: 'Kaydedilmemiş değişiklikler' }).waitFor();
    const asking = await englishOn(page);
    if (asking.length) findings['blog edit page (unsaved changes)'] = asking;
    await page.getByRole('button', { name: 'Değişiklikleri at ve ayrıl' }).click();
    await page.getByRole('heading', { level: 1, name: 'Blog Yönetimi' }).waitFor();
    await page.goto(`${e.t.url}/admin/blog/00000000-0000-4000-8000-000000000000`);
    await page.getByRole('heading', { level: 1, name: 'Kayıt bulunamadı' }).waitFor();
    const notFound = await englishOn(page);
    if (notFound.length) findings['unknown item'] = notFound;
    expect(findings).toEqual({});
    expect(errors).toEqual([]);
  });
});
