/**
 * E-mail in the browser against the seeded server (no SMTP: the outbox says nothing was sent
 * and tells the administrator how to set SMTP): a pending sign-up shows on the
 * subscribers screen with its count and filter, its confirmation e-mail is listed and opens
 * in "E-posta kutusu", and the e-mail's link confirms it on the public site.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPage, startE2E, type E2E } from '../helpers/e2e.ts';

const EMAIL = 'bekleyen@example.com';

describe('e-mail screens', () => {
  let e: E2E;
  let confirmUrl: string;
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => e.t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);

  beforeAll(async () => {
    e = await startE2E();
    await sql(`insert into newsletter_subscribers (email, source, consent_text, consented_at) values ($1, 'footer', 'Onay veriyorum.', now())`, [EMAIL]);
    // The server sends the confirmation on the database notification.
    const end = Date.now() + 10_000;
    while ((await e.t.server.ctx.mail.list()).find((m) => m.message.to === EMAIL)?.status !== 'sent') {
      if (Date.now() > end) throw new Error('no confirmation e-mail');
      await new Promise((r) => setTimeout(r, 50));
    }
    const mail = (await e.t.server.ctx.mail.list()).find((m) => m.message.to === EMAIL)!;
    confirmUrl = /http:\/\/\S+\/bulten\/onay\?token=[A-Za-z0-9_-]+/.exec(mail.message.text)![0];
  });
  afterAll(async () => {
    await e?.close();
  });

  it('the subscribers screen counts and filters pending sign-ups', async () => {
    const { page, errors } = await signedInPage(e, '/admin/newsletter');
    const pending = (await sql<{ n: string }>(`select count(*) as n from newsletter_subscribers where status = 'pending'`))[0]!.n;
    expect(pending).toBe('1');
    await page.getByText('Onay Bekleyen', { exact: true }).waitFor();
    // A dash while the subscribers load, then the count (never a zero that is not one).
    expect(await page.locator('[data-stat="pending"] p').nth(1).textContent()).toMatch(/^(–|1)$/);
    await expect.poll(() => page.locator('[data-stat="pending"] p').nth(1).textContent()).toBe(pending);
    const filter = page.getByLabel('Durum', { exact: true });
    expect(await filter.locator('option[value="pending"]').textContent()).toBe('Onay Bekliyor (1)');
    await filter.selectOption('pending');
    await expect.poll(() => page.getByRole('table').locator('tbody tr').count()).toBe(1);
    expect(await page.getByRole('table').locator('tbody tr').textContent()).toContain(EMAIL);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('"E-posta kutusu" lists the confirmation e-mail and opens it', async () => {
    const { page, errors } = await signedInPage(e, '/admin/outbox');
    await page.getByRole('heading', { level: 1, name: 'E-posta kutusu' }).waitFor();
    // The administrator is told how to set SMTP.
    const banner = page.getByRole('status').filter({ hasText: 'SMTP ayarlı değil — e-posta gönderilmedi' });
    await banner.waitFor();
    expect(await banner.getByRole('link', { name: 'SMTP ayarları' }).getAttribute('href')).toBe('/admin/smtp');
    const row = page.getByRole('row').filter({ hasText: EMAIL });
    await row.waitFor();
    // Without SMTP the message only reached the outbox: it is not called sent.
    expect(await row.getByText('SMTP ayarlı değil — e-posta gönderilmedi').count()).toBe(1);
    expect(await row.getByText('Gönderildi').count()).toBe(0);
    expect(await row.getByText('Bülten onayı').count()).toBe(1);
    await row.getByRole('button', { name: 'Yeşil Dijital bülten aboneliğinizi onaylayın' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeşil Dijital bülten aboneliğinizi onaylayın' });
    await dialog.waitFor();
    expect(await dialog.getByTestId('outbox-text').textContent()).toContain(confirmUrl);
    expect(await dialog.locator('iframe').getAttribute('sandbox')).toBe('');
    expect(await dialog.frameLocator('iframe').getByRole('link', { name: 'Aboneliğimi onayla' }).getAttribute('href')).toBe(confirmUrl);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the e-mail's link confirms on the public site only when its button is pressed", async () => {
    const path = confirmUrl.replace(/^http:\/\/[^/]+/, '');
    const { page, errors } = await e.open(path);
    await page.getByRole('heading', { level: 1, name: 'Bülten aboneliği' }).waitFor();
    // Opening the page (as a mail scanner would) changes nothing.
    expect((await sql<{ status: string }>('select status from newsletter_subscribers where email = $1', [EMAIL]))[0]!.status).toBe('pending');
    await page.getByRole('button', { name: 'Aboneliğimi onayla' }).click();
    await page.getByText('Aboneliğiniz onaylandı. Bültenimize hoş geldiniz!').waitFor();
    expect((await sql<{ status: string }>('select status from newsletter_subscribers where email = $1', [EMAIL]))[0]!.status).toBe('active');
    expect(errors).toEqual([]);
    await page.close();
  });
});
