/**
 * The admin lists and the inbox in Chromium, signed in as staff: option labels and boolean
 * badges from the config instead of codes and raw true/false; rows that open on click and on
 * Enter/Space, next/previous in the open item, the reply link, filters and search in the URL.
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
    expect(await row.getByRole('cell').nth(4).innerText()).toBe('Web Geliştirme');
    expect(await row.getByRole('cell').nth(5).innerText()).toBe('Yanıtlandı');
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
    const featuredColumn = await page.locator('tbody tr td:nth-child(6)').allInnerTexts();
    expect(featuredColumn.filter((t) => t === 'Öne Çıkan')).toHaveLength(1);
    expect(featuredColumn.filter((t) => t === 'Hayır')).toHaveLength(featuredColumn.length - 1);
    expect(featuredColumn.some((t) => t === 'true' || t === 'false')).toBe(false);
  });

  async function seedInbox() {
    await sql(`delete from public.contact_messages`);
    // Newest first in the list: Ayşe (1 minute ago), Burak, Ceren.
    await sql(
      `insert into public.contact_messages (name, email, message, service, status, created_at) values
        ('Ayşe Gelen', 'ayse@example.com', 'Web sitesi istiyoruz', 'web-development', 'new', now() - interval '1 minute'),
        ('Burak Gelen', 'burak@example.com', 'SEO teklifi', 'seo', 'new', now() - interval '2 minutes'),
        ('Ceren Gelen', 'ceren@example.com', 'Merhaba', null, 'read', now() - interval '3 minutes')`,
    );
  }
  const dialogTitle = () => page.getByRole('dialog').getByRole('heading').first().innerText();
  // Cells: 0 is the selection checkbox, then the config's columns.
  const shownName = () => page.getByRole('dialog').locator('dl dd').first().innerText();

  it('clicking a message row opens it, marks it read, and next/previous walk the list order', async () => {
    await seedInbox();
    await openScreen('contact-messages', 'İletişim Mesajları');
    await page.getByRole('cell', { name: 'Ayşe Gelen', exact: true }).click();
    await page.getByRole('dialog').waitFor();
    expect(await dialogTitle()).toBe('Mesaj Detayı');
    expect(await shownName()).toBe('Ayşe Gelen');
    await expect.poll(async () => (await sql<{ status: string }>(`select status from public.contact_messages where name = 'Ayşe Gelen'`))[0]?.status).toBe('read');
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByRole('button', { name: 'Önceki' }).isDisabled()).toBe(true);
    const reply = dialog.getByRole('link', { name: 'E-posta ile yanıtla' });
    expect(await reply.getAttribute('href')).toBe(`mailto:ayse@example.com?subject=${encodeURIComponent('Re: Web Geliştirme')}`);

    await dialog.getByRole('button', { name: 'Sonraki' }).click();
    await expect.poll(shownName).toBe('Burak Gelen');
    expect(await reply.getAttribute('href')).toBe(`mailto:burak@example.com?subject=${encodeURIComponent('Re: SEO')}`);
    await expect.poll(async () => (await sql<{ status: string }>(`select status from public.contact_messages where name = 'Burak Gelen'`))[0]?.status).toBe('read');
    await dialog.getByRole('button', { name: 'Sonraki' }).click();
    await expect.poll(shownName).toBe('Ceren Gelen');
    // No service: the config's fallback subject.
    expect(await reply.getAttribute('href')).toBe(`mailto:ceren@example.com?subject=${encodeURIComponent('Re: İletişim mesajınız')}`);
    expect(await dialog.getByRole('button', { name: 'Sonraki' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Önceki' }).click();
    await expect.poll(shownName).toBe('Burak Gelen');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // The list shows the new statuses without a reload.
    const burak = page.getByRole('row').filter({ hasText: 'Burak Gelen' });
    expect(await burak.getByRole('cell').nth(5).innerText()).toBe('Okundu');
  });

  it('Enter and Space on a focused row open it; a row button keeps its own action', async () => {
    await seedInbox();
    await openScreen('contact-messages', 'İletişim Mesajları');
    const row = page.getByRole('row').filter({ hasText: 'Burak Gelen' });
    await row.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    expect(await shownName()).toBe('Burak Gelen');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: 'Ceren Gelen' }).focus();
    await page.keyboard.press(' ');
    await page.getByRole('dialog').waitFor();
    expect(await shownName()).toBe('Ceren Gelen');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // The row's delete (in its "Diğer işlemler" menu) asks to delete; it does not open the item.
    await page.getByRole('button', { name: 'Diğer işlemler: Ayşe Gelen' }).click();
    await page.getByRole('menuitem', { name: 'Sil' }).click();
    await page.getByRole('alertdialog').or(page.getByText('Bu mesajı silmek istediğinizden emin misiniz?')).first().waitFor();
    expect(await page.getByText('Mesaj Detayı').count()).toBe(0);
    await page.getByRole('button', { name: 'İptal' }).click();
  });

  it('every generic list opens its item on row click (pages, on its own page)', async () => {
    await openScreen('pages', 'Sayfa Yönetimi');
    const first = page.locator('tbody tr').first();
    const title = await first.locator('td').nth(1).innerText();
    await first.locator('td').nth(2).click();
    await page.waitForURL(/\/admin\/pages\/[0-9a-f-]{36}$/);
    await page.locator('#root_title').waitFor();
    expect(await page.locator('#root_title').inputValue()).toBe(title);
    await page.getByRole('link', { name: 'Listeye dön' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sayfa Yönetimi' }).waitFor();
  });

  it('filters and search live in the URL and survive a reload', async () => {
    await seedInbox();
    await openScreen('contact-messages', 'İletişim Mesajları');
    await page.getByRole('combobox', { name: 'Durum' }).selectOption({ label: 'Yeni' });
    await page.getByRole('search').getByRole('searchbox').fill('burak');
    await expect.poll(() => new URL(page.url()).searchParams.toString()).toBe('status=new&q=burak');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await page.reload();
    await page.getByText(/\d+ kayıt/).waitFor();
    expect(await page.getByRole('search').getByRole('searchbox').inputValue()).toBe('burak');
    expect(await page.getByRole('combobox', { name: 'Durum' }).locator('option:checked').innerText()).toBe('Yeni');
    expect(await page.locator('tbody tr').allInnerTexts()).toHaveLength(1);
    expect(await page.locator('tbody tr td').nth(1).innerText()).toBe('Burak Gelen');
    // A shared link with a filter opens filtered.
    await page.goto(`${e.t.url}/admin/contact-messages?status=read`);
    await page.getByText(/\d+ kayıt/).waitFor();
    await expect.poll(() => page.locator('tbody tr td:nth-child(2)').allInnerTexts()).toEqual(['Ceren Gelen']);
  });
});
