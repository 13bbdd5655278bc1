/**
 * The admin speaks Turkish: signed in as staff, every screen of the navigation and the create
 * form of every screen that has one (with the rich-text editor loaded), and the typed forms of
 * the known content blocks, show no English word (from a deny-list or by its spelling) and no
 * raw option key, neither as visible text nor in aria-label, title, placeholder or alt; brand
 * names are allowed. The former Turkish admin paths redirect to the English ones. The screens
 * staff reach inside them (issue 44) too: a form's editor, the webhook delivery log, a lead
 * open with its stage, owner, notes and follow-up, the dashboard's cards with data in them, an
 * editor's İngilizce tab, the media detail with the crop dialog, the search box with results and
 * the users screen's role choice.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPage, startE2E, waitForHydration, type E2E } from '../helpers/e2e.ts';
import { STAFF_EMAIL } from '../helpers/server.ts';

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

/** Brand and product names, technical names staff know them by, a key's name as on the keyboard (Shift), and 'web' (Turkish too: web sitesi). */
const PROPER_NAMES = [
  'Search Console', 'Core Web Vitals', 'X (Twitter)', 'Google Analytics', 'Google', 'Facebook', 'Instagram', 'LinkedIn',
  'YouTube', 'WhatsApp', 'TikTok', 'Reels', 'Pinterest', 'Shopify', 'Excel', 'SMTP', 'URL', 'SEO', 'CSV', 'JSON', 'HTML',
  'TOTP', 'KVKK', 'Pixel', 'Shift', '(favicon)', 'Supabase', 'PostgreSQL', 'web', 'G-XXXXXXXXXX',
  // Webhook targets, named as their products name them.
  'Microsoft Teams', 'Incoming Webhook', 'Slack',
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

/**
 * Developer words staff met (issue 44): a file's MIME type, the database's connection, the
 * URL key's name, "offline", and the server's own settings by name (`SMTP_URL`, `SMTP_FROM`,
 * any `NAME_LIKE_THIS`). Checked in <code> too: only a <pre> holds commands for the operator.
 */
const DEVELOPER_WORDS = /\bMIME\b|Veritabanı bağlı|\bOffline\b|(?<![\p{L}\p{N}])slug(?![\p{L}\p{N}])/iu;
/** A server setting by name: capitals joined by '_' (case matters: 'sayfa_adi' is no setting). */
const SERVER_SETTING = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/;

/** Whether one piece of UI text is a developer's word. */
function technical(text: string): boolean {
  return DEVELOPER_WORDS.test(text) || SERVER_SETTING.test(text);
}

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
      // Commands in <code> are typed as they are (English is fine there, developer words are not).
      if (!el || !text || el.closest('.ql-editor, pre, script, style, textarea, [hidden], [aria-hidden="true"]')) continue;
      if (!el.checkVisibility?.() && el.tagName !== 'OPTION') continue;
      found.push(`${el.closest('code') ? 'code' : 'text'} in <${el.tagName.toLowerCase()}>: ${text}`);
    }
    for (const el of document.querySelectorAll<HTMLElement>('[aria-label], [title], [placeholder], img[alt]')) {
      for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) {
        const v = el.getAttribute(attr);
        if (v) found.push(`${attr} of <${el.tagName.toLowerCase()}>: ${v}`);
      }
    }
    return found;
  });
  return [...new Set(texts.filter((t) => technical(t.replace(/^[^:]*: /, '')) || (!t.startsWith('code ') && english(t.replace(/^[^:]*: /, '')))))];
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

  it('tells an administrator where to set SMTP, naming no server setting', async () => {
    await page.goto(`${e.t.url}/admin`);
    const banner = page.getByRole('status').filter({ hasText: 'SMTP ayarlı değil' });
    await banner.getByText('"E-posta (SMTP)" ekranında', { exact: false }).waitFor();
    expect(await banner.getByRole('link', { name: 'SMTP ayarları' }).getAttribute('href')).toBe('/admin/smtp');
    expect(await banner.textContent()).not.toMatch(/SMTP_URL|SMTP_FROM|ortam değişken/);
    expect(await englishOn(page)).toEqual([]);
    // The check itself sees developer words, in <code> too.
    expect(['MIME türü', 'Veritabanı bağlı', 'Offline mod', 'Bu slug zaten kullanılıyor', 'SMTP_URL', 'BACKUP_DIR'].filter(technical)).toHaveLength(6);
    expect(['Dosya biçimi', 'Bağlantı var', 'Çevrimdışı', 'Kısa ad (URL)', 'G-XXXXXXXXXX'].filter(technical)).toEqual([]);
  });

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

  it('shows no English on the screens inside the screens: form editor, deliveries, a lead, dashboard cards, İngilizce tab, crop, search, roles', async () => {
    const db = e.t.server.ctx.db.admin;
    const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => db.query<T>(text, params).then((r) => r.rows);
    const findings: Record<string, string[]> = {};
    const check = async (name: string) => {
      await page.waitForLoadState('networkidle');
      const found = await englishOn(page);
      if (found.length) findings[name] = found;
    };
    const WAIT = { timeout: 60_000 };

    // Data the cards and logs show only when there is some: a lead the signed-in staff follows
    // up, a post waiting for review, a failed webhook delivery, an editor and three visits to /about.
    const [{ id: staffId }] = (await sql<{ id: string }>(`select id from auth.users where email = $1`, [STAFF_EMAIL])) as [{ id: string }];
    await sql(
      `insert into public.contact_messages (name, email, message, stage, owner_id, follow_up_at) values ('Takip Adayı', 'takip.aday@example.com', 'Teklif istiyoruz', 'proposal', $1, now() - interval '1 hour')`,
      [staffId],
    );
    const [post] = await sql<{ id: string; title: string }>(`select id, title from public.blog_posts order by created_at limit 1`);
    await sql(`insert into public.content_reviews (table_name, row_id, submitted_by, submitted_by_email) values ('blog_posts', $1, $2, $3)`, [post!.id, staffId, STAFF_EMAIL]);
    const [endpoint] = await sql<{ id: string }>(`insert into public.webhook_endpoints (name, url, secret, enabled) values ('CRM', 'https://crm.example.com/kanca', 'e2e-secret-0123456789', false) returning id`);
    await sql(
      `insert into public.webhook_deliveries (endpoint_id, endpoint_name, event, subject_table, subject_id, payload, status, attempts, last_status_code, last_attempt_at)
       values ($1, 'CRM', 'lead.created', 'contact_messages', '1', '{}', 'failed', 5, 500, now())`,
      [endpoint!.id],
    );
    const { error } = await e.t.service().auth.admin.createUser({ email: 'editor@example.com', password: 'editor-password-1', email_confirm: true, app_metadata: { role: 'editor' } });
    expect(error).toBeNull();
    // A browser's own user agent: a headless one is not counted (a bot).
    const visitor = await e.firstVisit({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' });
    const visit = await visitor.newPage();
    for (let i = 0; i < 3; i++) {
      await visit.goto(`${e.t.url}/about`);
      await waitForHydration(visit);
    }
    await visitor.close();
    await e.t.server.ctx.visits.flush();

    // The dashboard's cards, each with something in it.
    await page.goto(`${e.t.url}/admin`);
    await page.getByTestId('follow-up').filter({ hasText: 'Takip Adayı' }).waitFor(WAIT);
    await page.getByTestId('pending-reviews').getByRole('link').first().waitFor(WAIT);
    await page.getByTestId('visits-pages').locator('tr[data-key="/about"]').waitFor(WAIT);
    await page.getByText('Eksik çeviriler', { exact: true }).waitFor(WAIT);
    await check('dashboard cards');

    // A form's editor with a choice field, after it is saved.
    await page.goto(`${e.t.url}/admin/forms/new`);
    await page.locator('#root_title').fill('Teklif formu');
    await page.getByRole('button', { name: 'Alan Ekle' }).click(WAIT);
    await page.getByLabel('Tür 4', { exact: true }).selectOption({ label: 'Seçim' });
    await page.getByLabel('Etiket 4', { exact: true }).fill('Bütçeniz?');
    await page.getByLabel('Seçenek listesi 4', { exact: true }).fill('10.000 ₺ altı\n10.000 ₺ ve üstü');
    await page.keyboard.press('Control+s');
    await page.getByText('Form oluşturuldu', { exact: true }).first().waitFor(WAIT);
    await check('form editor');

    // Webhooks: the endpoints and the delivery log with a failed delivery.
    await page.goto(`${e.t.url}/admin/webhooks`);
    await page.locator('tbody tr').filter({ hasText: 'CRM' }).waitFor(WAIT);
    await check('webhook endpoints');
    await page.goto(`${e.t.url}/admin/webhook-deliveries`);
    await page.locator('tbody tr').filter({ hasText: 'CRM' }).getByText('Başarısız').waitFor(WAIT);
    await check('webhook deliveries');

    // A lead open in the inbox: stage, owner, follow-up and a note written.
    await page.goto(`${e.t.url}/admin/contact-messages`);
    await page.getByRole('button', { name: 'Düzenle: Takip Adayı' }).click(WAIT);
    const lead = page.getByRole('dialog');
    await lead.getByLabel('Aşama').waitFor(WAIT);
    await expect.poll(() => lead.getByLabel('Sorumlu').locator('option').allInnerTexts(), WAIT).toContain(STAFF_EMAIL);
    await lead.getByLabel('Yeni not').fill('Aradım, teklif bekliyor.');
    await lead.getByRole('button', { name: 'Not ekle' }).click();
    await lead.getByTestId('item-note').waitFor(WAIT);
    await check('lead open');
    await page.keyboard.press('Escape');
    await lead.waitFor({ state: 'hidden', ...WAIT });

    // An editor's İngilizce tab.
    await page.goto(`${e.t.url}/admin/blog/${post!.id}`);
    await page.getByRole('tablist', { name: 'Düzenleme dili' }).getByRole('tab', { name: 'İngilizce' }).click(WAIT);
    await page.getByRole('heading', { level: 1, name: /\(İngilizce\)$/ }).waitFor(WAIT);
    await check('editor İngilizce tab');

    // The media detail and its crop dialog.
    await page.goto(`${e.t.url}/admin/media`);
    const image = page.getByRole('list', { name: 'Medya dosyaları' }).getByRole('listitem').filter({ has: page.locator('img') });
    await image.first().getByRole('button').click(WAIT);
    const detail = page.getByRole('dialog', { name: 'Medya Detayları' });
    await detail.waitFor(WAIT);
    await check('media detail');
    await detail.getByRole('button', { name: 'Kırp', exact: true }).click();
    await page.getByRole('dialog', { name: 'Görseli kırp' }).getByRole('group', { name: 'En-boy oranı' }).waitFor(WAIT);
    await check('crop dialog');

    // The search box with results.
    await page.goto(`${e.t.url}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Kontrol Paneli' }).waitFor(WAIT);
    await page.keyboard.press('Control+k');
    const search = page.getByRole('dialog', { name: 'Yönetim panelinde ara' });
    await search.getByRole('combobox', { name: 'Ara' }).fill('sosyal');
    await search.getByRole('option').first().waitFor(WAIT);
    await check('search box');
    await page.keyboard.press('Escape');

    // The users screen: a member's role changed to Yazar.
    await page.goto(`${e.t.url}/admin/users`);
    const role = page.getByLabel('editor@example.com rolü');
    await role.waitFor(WAIT);
    expect(await role.locator('option').allInnerTexts()).toContain('Yazar');
    await role.selectOption({ label: 'Yazar' });
    await page.getByText('editor@example.com artık Yazar', { exact: false }).first().waitFor(WAIT);
    await check('users role choice');

    expect(findings).toEqual({});
    expect(errors).toEqual([]);
  }, 480_000);
});
