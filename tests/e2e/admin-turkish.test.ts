/**
 * The admin speaks Turkish: signed in as staff, every screen of the navigation and the create
 * form of every screen that has one (with the rich-text editor loaded), and the typed forms of
 * the known content blocks, show no English UI
 * word from a deny-list, neither as visible text nor in aria-label, title, placeholder or alt.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPage, startE2E, type E2E } from '../helpers/e2e.ts';

const DENY = [
  'Heading', 'Normal', 'Save', 'Enter link', 'Visit URL', 'Embed URL', 'quilljs', 'bold', 'italic', 'underline', 'strike',
  'list', 'ordered', 'bullet', 'indent', 'Remove', 'Edit', 'Submit', 'Cancel', 'Loading', 'Add', 'Delete', 'Close',
  'Search', 'Upload', 'Select', 'Move up', 'Move down', 'undefined', 'null', 'NaN', '[object Object]',
];
/** A deny-listed word standing alone (not inside a Turkish word such as 'liste'). */
const DENIED = new RegExp(`(?<![\\p{L}\\p{N}])(?:${DENY.map((w) => w.replace(/[[\]]/g, '\\$&')).join('|')})(?![\\p{L}\\p{N}])`, 'iu');

/** Product names that contain a deny-listed word. */
const PROPER_NAMES = /Search Console/g;

/** Every English word the page shows or names, with where it was found. */
async function englishOn(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    // Visible text, including open dialogs (rendered in the top layer).
    found.push(...document.body.innerText.split('\n').map((line) => `text: ${line.trim()}`));
    for (const el of document.querySelectorAll<HTMLElement>('[aria-label], [title], [placeholder], img[alt]')) {
      for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) {
        const v = el.getAttribute(attr);
        if (v) found.push(`${attr} of <${el.tagName.toLowerCase()}>: ${v}`);
      }
    }
    return found;
  });
  return [...new Set(texts.filter((t) => DENIED.test(t.replace(/^[^:]*: /, '').replace(PROPER_NAMES, ''))))];
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
      const onScreen = await englishOn(page);
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
    // The typed forms of the known content blocks (lists with their add/remove/move buttons), on their pages.
    for (const name of ['Ana Sayfa Hero', 'Ana Sayfa İstatistikleri', 'Ana Sayfa CTA', 'About Page']) {
      await page.goto(`${e.t.url}/admin/content-blocks`);
      await page.getByRole('button', { name: `Düzenle: ${name}` }).click();
      await page.locator('form[id^="resource-form-"] fieldset').first().waitFor();
      const inForm = await englishOn(page);
      if (inForm.length) findings[`content block ${name}`] = inForm;
    }
    expect(findings).toEqual({});
    expect(errors).toEqual([]);
    // Every screen and its create form in one walk: slower than one screen under load.
  }, 150_000);

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
