/**
 * axe on every admin screen of the navigation (src/admin/navigation.ts over
 * generated/admin/chrome.ts), signed in, as listed and with its create form, an open item and
 * the bulk bar: no serious or critical WCAG 2.1 A/AA finding.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_ROUTES } from '../../generated/admin/chrome.ts';
import { ADMIN_NAV } from '../../src/admin/navigation.ts';
import { startE2E, signInAdmin, type E2E } from '../helpers/e2e.ts';

describe('admin accessibility (axe, signed in)', () => {
  let e: E2E;
  let page: Page;
  beforeAll(async () => {
    e = await startE2E();
    await e.t.server.ctx.db.admin.query(`insert into public.contact_messages (name, email, message, service, status) values ('Axe Gönderen', 'axe@example.com', 'Merhaba', 'seo', 'new')`);
    const context = await e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signInAdmin(page, e.t.url);
  });
  afterAll(async () => {
    await e?.close();
  });

  async function seriousFindings(): Promise<string[]> {
    await page.waitForLoadState('networkidle');
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).exclude('iframe').analyze();
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
  }

  async function open(path: string) {
    await page.goto(`${e.t.url}/admin${path ? `/${path}` : ''}`);
    await page.locator('h1').first().waitFor();
  }

  for (const item of ADMIN_NAV) {
    it(`${item.label} (/admin/${item.path}) has no serious or critical findings`, async () => {
      await open(item.path);
      expect(await seriousFindings()).toEqual([]);
    });
    if (CREATE_ROUTES.includes(item.path)) {
      it(`${item.label}: the create form has no serious or critical findings`, async () => {
        await open(`${item.path}/new`);
        // A full page, or the dialog of a short item.
        await page.locator('form[id^="resource-form-"]').waitFor();
        expect(await seriousFindings()).toEqual([]);
      });
    }
  }

  it('the edit page with its draft offer and the unsaved-changes question has no serious or critical findings', async () => {
    await open('blog');
    await page.locator('tbody tr').first().click();
    await page.getByRole('toolbar', { name: 'Kayıt işlemleri' }).waitFor();
    await page.locator('#root_excerpt').fill('Axe için değişiklik');
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('ajans-cms:taslak:blog:')))).toBe(true);
    page.once('dialog', (d) => void d.accept());
    await page.reload();
    await page.getByText('Kaydedilmemiş değişiklikleriniz var').waitFor();
    expect(await seriousFindings()).toEqual([]);
    await page.getByRole('button', { name: 'Geri yükle' }).click();
    await page.getByRole('toolbar', { name: 'Kayıt işlemleri' }).getByRole('link', { name: 'Listeye dön' }).click();
    await page.getByRole('dialog', { name: 'Kaydedilmemiş değişiklikler' }).waitFor();
    expect(await seriousFindings()).toEqual([]);
    await page.getByRole('button', { name: 'Değişiklikleri at ve ayrıl' }).click();
    await page.getByRole('heading', { level: 1, name: 'Blog Yönetimi' }).waitFor();
  });

  it('the not-found state of an unknown item has no serious or critical findings', async () => {
    await open('blog/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { level: 1, name: 'Kayıt bulunamadı' }).waitFor();
    expect(await seriousFindings()).toEqual([]);
  });

  it('an open message and the bulk bar have no serious or critical findings', async () => {
    await open('contact-messages');
    await page.getByRole('checkbox', { name: 'Seç: Axe Gönderen' }).check();
    await page.getByRole('region', { name: 'Toplu işlemler' }).waitFor();
    expect(await seriousFindings()).toEqual([]);
    await page.getByRole('cell', { name: 'Axe Gönderen', exact: true }).click();
    await page.getByRole('dialog').waitFor();
    expect(await seriousFindings()).toEqual([]);
  });
});
