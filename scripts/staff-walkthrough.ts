/**
 * The staff tasks of issue 44, walked through in the admin with real Chromium against a seeded
 * server (the e2e setup: tests/helpers/e2e.ts), one 1280 × 800 screenshot per step into
 * docs/screenshots/ (PNG, reduced to a palette so each stays small). docs/staff-walkthrough.md
 * describes the steps; run this again when the screens change:
 *
 *   npx tsx scripts/build-if-stale.ts && npm run screenshots
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { keyboardDragListening, startE2E, waitForHydration, type E2E } from '../tests/helpers/e2e.ts';
import { STAFF_EMAIL, STAFF_PASSWORD } from '../tests/helpers/server.ts';

const OUT = path.join(import.meta.dirname, '..', 'docs', 'screenshots');
const VIEWPORT = { width: 1280, height: 800 };
/** Generous: the machine may be loaded. */
const WAIT = { timeout: 120_000 };

/** One step's screenshot, as a palette PNG (a dark admin has few colours). */
async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  const raw = await page.screenshot({ type: 'png', animations: 'disabled' });
  const file = path.join(OUT, `${name}.png`);
  await sharp(raw).png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 }).toFile(file);
  console.log(`${name}.png ${Math.round(fs.statSync(file).size / 1024)} KB`);
}

async function signIn(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/admin/login`);
  await page.locator('input[name="email"]').fill(STAFF_EMAIL);
  await page.locator('input[name="password"]').fill(STAFF_PASSWORD);
  await shoot(page, '01-sign-in');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.getByRole('heading', { level: 1, name: 'Kontrol Paneli' }).waitFor(WAIT);
}

/** A new landing page: a hero whose button goes to the form block's anchor #teklif-formu. */
async function landingPage(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/admin/pages/new`);
  await page.locator('#root_title').fill('Yılbaşı Kampanyası', WAIT);
  const addBlock = async (name: string, index: number) => {
    await page.getByRole('button', { name: 'Blok Ekle' }).click();
    const picker = page.getByRole('dialog', { name: 'Blok Ekle' });
    await picker.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    await picker.waitFor({ state: 'hidden' });
    await page.getByRole('article', { name: `${index + 1}. ${name}` }).waitFor(WAIT);
  };
  await addBlock('Karşılama Alanı', 0);
  await page.locator('#root_blocks_0_data_title').fill('Yılbaşına özel dijital pazarlama paketi');
  await page.locator('#root_blocks_0_data_button_text').fill('Teklif Alın');
  await addBlock('İletişim Formu', 1);
  await page.locator('#root_blocks_1_data_title').fill('Teklif alın');
  await page.locator('#root_blocks_1_data_anchor').fill('teklif-formu');
  const hero = page.getByRole('article', { name: '1. Karşılama Alanı' });
  const sections = hero.getByLabel('Sayfadaki bölüm');
  await sections.selectOption('#teklif-formu', WAIT);
  await page.keyboard.press('Control+s');
  await page.getByText('Sayfa oluşturuldu', { exact: true }).first().waitFor(WAIT);
  await sections.scrollIntoViewIfNeeded();
  await shoot(page, '02-landing-page');
}

/** A live post edited (autosaved as a draft) and a preview link for the client. */
async function livePostPreview(e: E2E, page: Page): Promise<void> {
  const [post] = (await e.t.server.ctx.db.admin.query<{ id: string }>(`select id from public.blog_posts where published order by created_at limit 1`)).rows;
  await page.goto(`${e.t.url}/admin/blog/${post!.id}`);
  const title = page.locator('#root_title');
  await title.waitFor(WAIT);
  await title.fill(`${await title.inputValue()} (güncellendi)`);
  const toolbar = page.getByRole('toolbar', { name: 'Kayıt işlemleri' });
  await toolbar.getByText('Taslak kaydedildi; yayında değil', { exact: true }).waitFor(WAIT);
  await shoot(page, '03-live-post-draft');
  const panel = page.getByRole('complementary', { name: 'Kayıt bilgileri' }).getByRole('region', { name: 'Önizleme bağlantısı' });
  await panel.getByLabel('Bağlantının adı').fill('Müşteri – Ayşe Hanım');
  await panel.getByLabel('Onay iste', { exact: false }).check();
  await panel.getByRole('button', { name: 'Bağlantı oluştur' }).click();
  const link = await panel.getByRole('textbox', { name: 'Yeni önizleme bağlantısı' }).inputValue(WAIT);
  await panel.scrollIntoViewIfNeeded();
  await shoot(page, '04-preview-link');
  const guest = await (await e.browser.newContext({ viewport: VIEWPORT })).newPage();
  await guest.goto(link);
  await waitForHydration(guest);
  await guest.getByRole('region', { name: 'Bu taslağı onaylıyor musunuz?' }).waitFor(WAIT);
  await shoot(guest, '05-client-preview');
  await guest.context().close();
}

async function brandColour(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/admin/settings`);
  await page.getByText('Kayıt mevcut').waitFor(WAIT);
  const colour = page.getByLabel('Ana renk', { exact: true });
  await colour.fill('#e11d48');
  await page.getByRole('button', { name: 'Kaydet' }).first().click();
  await page.getByText('Ayarlar güncellendi!').first().waitFor(WAIT);
  await colour.scrollIntoViewIfNeeded();
  await shoot(page, '06-brand-colour');
}

/** A 1600 × 900 campaign poster: a gradient with a light circle, something to crop. */
function poster(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#e11d48"/></linearGradient></defs><rect width="1600" height="900" fill="url(#g)"/><circle cx="1150" cy="420" r="220" fill="#fde68a"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Upload, name and size in the detail, a focal point, the crop dialog. */
async function media(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/admin/media`);
  const items = page.getByRole('list', { name: 'Medya dosyaları' }).getByRole('listitem');
  await items.first().waitFor(WAIT);
  await page.getByLabel('Dosya yükle').setInputFiles({ name: 'Kampanya Afişi.png', mimeType: 'image/png', buffer: await poster() });
  await page.getByText('Kampanya Afişi.png başarıyla yüklendi').first().waitFor(WAIT);
  const item = items.filter({ hasText: 'Kampanya Afişi.png' });
  await item.first().getByRole('button').click(WAIT);
  const detail = page.getByRole('dialog', { name: 'Medya Detayları' });
  const chooser = detail.getByRole('button', { name: /^Odak noktası/ });
  await chooser.locator('img').evaluate((img: HTMLImageElement) => img.decode());
  await shoot(page, '07-media-detail');
  const box = (await chooser.boundingBox())!;
  await chooser.click({ position: { x: box.width * 0.72, y: box.height * 0.47 } });
  await detail.locator('dt', { hasText: 'Odak noktası' }).locator('xpath=following-sibling::dd[1]').getByText(/^yatay %\d+, dikey %\d+$/).waitFor(WAIT);
  await chooser.scrollIntoViewIfNeeded();
  await shoot(page, '08-focal-point');
  await detail.getByRole('button', { name: 'Güncelle' }).click();
  await page.getByText('Medya bilgileri güncellendi').first().waitFor(WAIT);
  // The detail stays open after "Güncelle".
  await detail.getByRole('button', { name: 'Kırp', exact: true }).click(WAIT);
  const crop = page.getByRole('dialog', { name: 'Görseli kırp' });
  await crop.getByRole('button', { name: '1:1', exact: true }).click(WAIT);
  await crop.locator('img').evaluate((img: HTMLImageElement) => img.decode());
  await shoot(page, '09-crop');
}

/** The second item of the first menu moved one place up with the keyboard, by its handle. */
async function menuOrder(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/admin/menus`);
  await page.getByRole('heading', { level: 1, name: 'Menü Yönetimi' }).waitFor(WAIT);
  await page.getByRole('button', { name: /^Düzenle: / }).first().click(WAIT);
  const form = page.getByRole('dialog');
  const handle: Locator = form.getByRole('button', { name: /^Sürükleyerek taşı: 2\. / });
  const label = ((await handle.getAttribute('aria-label', WAIT)) ?? '').replace('Sürükleyerek taşı: 2. ', '');
  await handle.focus();
  await page.keyboard.press('Space');
  await page.getByText(new RegExp(`^2\\. ${label}(, 2\\. sıranın üzerinde| taşınmak için seçildi)\\.$`)).waitFor({ state: 'attached', ...WAIT });
  await keyboardDragListening(page);
  await page.keyboard.press('ArrowUp');
  await page.getByText(`2. ${label}, 1. sıranın üzerinde.`).waitFor({ state: 'attached', ...WAIT });
  await page.keyboard.press('Space');
  await form.getByRole('button', { name: `Sürükleyerek taşı: 1. ${label}` }).waitFor(WAIT);
  await shoot(page, '10-menu-order');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await form.waitFor({ state: 'hidden', ...WAIT });
}

async function inviteEditor(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/admin/users`);
  await page.getByRole('heading', { level: 1, name: 'Kullanıcılar' }).waitFor(WAIT);
  await page.locator('input[name="invite-email"]').fill('yeni.editor@example.com', WAIT);
  await page.getByLabel('Rol', { exact: true }).selectOption('editor');
  await page.getByRole('button', { name: 'Davet Gönder' }).click();
  await page.getByTestId('staff-table').locator('tr[data-email="yeni.editor@example.com"]').getByText('Davet bekliyor').waitFor(WAIT);
  await shoot(page, '11-invite-editor');
}

async function backup(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/admin/backups`);
  await page.getByRole('heading', { level: 1, name: 'Yedekler' }).waitFor(WAIT);
  await page.getByRole('button', { name: 'Şimdi yedek al' }).click();
  await page.getByText('Yedek alındı').first().waitFor(WAIT);
  await page.getByRole('button', { name: /^İndir: / }).first().waitFor(WAIT);
  await shoot(page, '12-backup');
}

async function main(): Promise<void> {
  fs.mkdirSync(OUT, { recursive: true });
  const e = await startE2E();
  try {
    const page = await (await e.browser.newContext({ viewport: VIEWPORT })).newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await signIn(page, e.t.url);
    await landingPage(page, e.t.url);
    await livePostPreview(e, page);
    await brandColour(page, e.t.url);
    await media(page, e.t.url);
    await menuOrder(page, e.t.url);
    await inviteEditor(page, e.t.url);
    await backup(page, e.t.url);
    if (errors.length) throw new Error(`errors in the admin: ${errors.join('; ')}`);
  } finally {
    await e.close();
  }
}

await main();
