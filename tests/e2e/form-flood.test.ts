/**
 * A visitor's forms during a flood, in Chromium against the real server: the database asks
 * for a proof of work (P0001 `challenge_required`), the page fetches a challenge, solves it
 * with Web Crypto in the background while the button says "Gönderiliyor...", sends again with
 * the proof, and the visitor sees the usual success; no puzzle is shown.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { startE2E, waitForHydration, type E2E } from '../helpers/e2e.ts';
import { CONTACT_FORM_TEXTS } from '../../schema/contact-messages.ts';
import { NEWSLETTER_TEXTS } from '../../src/public/newsletter/subscribe.ts';

describe('public forms during a flood', () => {
  let e: E2E;
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => e.t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);

  beforeAll(async () => {
    e = await startE2E();
  });
  afterAll(async () => {
    await e?.close();
  });

  /** The last minute's accepted submissions of a flood from 300 addresses. */
  async function flood(): Promise<void> {
    await sql(`delete from private.form_submissions`);
    await sql(
      `insert into private.form_submissions (form, sender, email)
       select case when i % 2 = 0 then 'contact' else 'newsletter' end, '10.7.' || (i / 256) || '.' || (i % 256), 'bot' || i || '@example.com'
       from generate_series(1, 300) as i`,
    );
    // Without a proof, the API refuses now.
    const res = await fetch(`${e.t.url}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: { apikey: e.t.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Bot', email: 'bot@example.com', message: 'Kanıtsız.' }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).hint).toBe('challenge_required');
  }

  /** Holds the page's challenge request: `held()` resolves once it is made, `release()` lets it go. */
  async function holdChallenge(page: Page) {
    let release: (() => void) | undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let made: () => void = () => {};
    const held = new Promise<void>((resolve) => (made = resolve));
    await page.route('**/rest/v1/rpc/form_challenge', async (route) => {
      made();
      await gate;
      await route.continue();
    });
    return { held: () => held, release: () => release!() };
  }

  /** The headers of the page's inserts into `table`, in order. */
  function insertsInto(page: Page, table: string): Record<string, string>[] {
    const seen: Record<string, string>[] = [];
    page.on('request', (r: Request) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === `/rest/v1/${table}`) seen.push(r.headers());
    });
    return seen;
  }

  it('the contact form goes through with a proof and shows the success toast', async () => {
    await flood();
    const { page, errors } = await e.open('/contact');
    await waitForHydration(page);
    const inserts = insertsInto(page, 'contact_messages');
    const challenge = await holdChallenge(page);
    await page.getByLabel('Ad Soyad').fill('Selin Kaya');
    await page.getByRole('form', { name: 'İletişim formu' }).getByLabel(/^E-posta/).fill('selin.kaya@example.com');
    await page.getByLabel('Mesajınız').fill('Merhaba, web sitesi için teklif almak istiyorum.');
    await page.getByRole('button', { name: 'Mesaj Gönder' }).click();
    // Refused once, the form is busy fetching and solving a challenge: no puzzle, no error.
    await challenge.held();
    expect(await page.getByRole('button', { name: 'Gönderiliyor...' }).isDisabled()).toBe(true);
    challenge.release();
    await page.getByText(CONTACT_FORM_TEXTS.sent).waitFor({ timeout: 60_000 });
    expect(inserts.map((h) => 'x-form-proof' in h)).toEqual([false, true]);
    expect(await sql(`select name, status from public.contact_messages where email = 'selin.kaya@example.com'`)).toEqual([{ name: 'Selin Kaya', status: 'new' }]);
    expect(await page.getByLabel('Ad Soyad').inputValue()).toBe('');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the footer newsletter form goes through with a proof', async () => {
    await flood();
    const { page, errors } = await e.open('/');
    await waitForHydration(page);
    const inserts = insertsInto(page, 'newsletter_subscribers');
    const form = page.getByRole('form', { name: 'Bülten aboneliği' }).first();
    await form.getByLabel('E-posta adresi').fill('okur.flood@example.com');
    await form.getByRole('button').click();
    await form.getByRole('alert').filter({ hasText: NEWSLETTER_TEXTS.subscribed }).waitFor({ timeout: 60_000 });
    expect(inserts.map((h) => 'x-form-proof' in h)).toEqual([false, true]);
    expect(await sql(`select status from public.newsletter_subscribers where email = 'okur.flood@example.com'`)).toEqual([{ status: 'pending' }]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
