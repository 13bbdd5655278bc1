/**
 * The admin lists and the inbox in Chromium, signed in as staff: option labels and boolean
 * badges from the config instead of codes and raw true/false.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, signInAdmin, type E2E } from '../helpers/e2e.ts';

describe('admin lists and inbox', () => {
  let e: E2E;
  let page: Page;
  beforeAll(async () => {
    e = await startE2E();
    ({ page } = await e.open('/admin/login'));
    await signInAdmin(page, e.t.url);
  });
  afterAll(async () => {
    await e?.close();
  });
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => e.t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);

  async function openScreen(route: string, title: string) {
    await page.goto(`${e.t.url}/admin/${route}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText(/\d+ kayıt/).waitFor();
  }

  it('contact messages show the service label in the list and the detail, never the code', async () => {
    await sql(`delete from public.contact_messages`);
    await sql(`insert into public.contact_messages (name, email, message, service, status) values ('Etiket Testi', 'etiket@example.com', 'Merhaba', 'web-development', 'replied')`);
    await openScreen('contact-messages', 'İletişim Mesajları');
    const row = page.getByRole('row').filter({ hasText: 'Etiket Testi' });
    expect(await row.getByRole('cell').nth(3).innerText()).toBe('Web Geliştirme');
    expect(await row.getByRole('cell').nth(4).innerText()).toBe('Yanıtlandı');
    expect(await page.getByText('web-development').count()).toBe(0);
    await page.getByRole('button', { name: 'Düzenle: Etiket Testi' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.getByText('Web Geliştirme', { exact: true }).count()).toBe(1);
    expect(await dialog.getByText('web-development').count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('the pages table shows Turkish badges for its boolean column, never true/false', async () => {
    await sql(`update public.pages set featured = (slug = (select min(slug) from public.pages))`);
    const featured = await sql<{ n: string }>(`select count(*) filter (where featured) as n from public.pages`);
    expect(featured[0]?.n).toBe('1');
    await openScreen('pages', 'Sayfa Yönetimi');
    const featuredColumn = await page.locator('tbody tr td:nth-child(5)').allInnerTexts();
    expect(featuredColumn.filter((t) => t === 'Öne Çıkan')).toHaveLength(1);
    expect(featuredColumn.filter((t) => t === 'Hayır')).toHaveLength(featuredColumn.length - 1);
    expect(featuredColumn.some((t) => t === 'true' || t === 'false')).toBe(false);
  });
});
