/**
 * The lead pipeline in Chromium, signed in as staff: an open lead shows every field it holds
 * (the phone included), staff set its stage, owner and follow-up time and add a note (author
 * and time from the database), the follow-up is on its owner's dashboard, the list filters
 * by stage, owner and campaign, and the CSV has the pipeline's columns.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLLOW_UPS_TITLE } from '../../src/admin/dashboard/FollowUpsCard.tsx';
import { toIstanbulInput } from '../../src/lib/istanbul-time.ts';
import { signedInPage, startE2E, type E2E } from '../helpers/e2e.ts';
import { STAFF_EMAIL } from '../helpers/server.ts';

describe('lead pipeline', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
  });
  afterAll(async () => {
    await e?.close();
  });
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => e.t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);

  it('staff see every field of a lead, set its stage, owner, follow-up and a note, find it on the dashboard and in the CSV', async () => {
    const { page, errors } = await signedInPage(e, '/admin');
    await sql(
      `insert into public.contact_messages (name, email, phone, company, service, message, consent_text, source_path, referrer, utm_source, utm_campaign) values
        ('Deniz Aday', 'deniz.aday@example.com', '0555 123 45 67', 'Aday A.Ş.', 'seo', 'SEO teklifi istiyoruz', 'Aydınlatma metni v3', '/kis-kampanyasi', 'https://www.google.com/', 'google', 'kis-2026'),
        ('Başka Aday', 'baska.aday@example.com', null, null, null, 'Merhaba', null, '/', null, null, null)`,
    );
    const [{ id: staffId } = { id: '' }] = await sql<{ id: string }>(`select id from auth.users where email = $1`, [STAFF_EMAIL]);

    await page.goto(`${e.t.url}/admin/contact-messages`);
    await page.getByRole('button', { name: 'Düzenle: Deniz Aday' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // Every field of the lead, read-only above the form.
    await expect.poll(() => dialog.locator('[data-detail="Telefon"] dd').innerText()).toBe('0555 123 45 67');
    const facts = await dialog.locator('dl').innerText();
    for (const text of ['Deniz Aday', 'deniz.aday@example.com', 'Aday A.Ş.', 'SEO', 'SEO teklifi istiyoruz', 'Aydınlatma metni v3', '/kis-kampanyasi', 'https://www.google.com/', 'utm_source: google, utm_campaign: kis-2026'])
      expect(facts).toContain(text);

    // Stage, owner (the staff by e-mail) and a follow-up time already come.
    await dialog.getByLabel('Aşama').selectOption({ label: 'Teklif verildi' });
    const owner = dialog.getByLabel('Sorumlu');
    await expect.poll(() => owner.locator('option').allInnerTexts()).toContain(STAFF_EMAIL);
    await owner.selectOption({ label: STAFF_EMAIL });
    await dialog.getByLabel('Takip tarihi').fill(toIstanbulInput(new Date(Date.now() - 3_600_000).toISOString()));

    // A note: the author is who is signed in.
    await dialog.getByLabel('Yeni not').fill('Aradım, teklif bekliyor.');
    await dialog.getByRole('button', { name: 'Not ekle' }).click();
    const note = dialog.getByTestId('item-note');
    await note.waitFor();
    expect(await note.getByTestId('item-note-author').innerText()).toBe(STAFF_EMAIL);
    expect(await note.innerText()).toContain('Aradım, teklif bekliyor.');

    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('Mesaj durumu güncellendi').first().waitFor();
    const [lead] = await sql<{ stage: string; owner_id: string; follow_up: boolean; status: string }>(
      `select stage, owner_id, follow_up_at < now() as follow_up, status from public.contact_messages where email = 'deniz.aday@example.com'`,
    );
    expect(lead).toEqual({ stage: 'proposal', owner_id: staffId, follow_up: true, status: 'read' });
    expect(await sql(`select body, author_email from public.lead_notes`)).toEqual([{ body: 'Aradım, teklif bekliyor.', author_email: STAFF_EMAIL }]);
    await dialog.waitFor({ state: 'hidden' });

    // The list: the stage's badge, and filters by stage, owner and campaign (in the URL).
    const row = page.getByRole('row').filter({ hasText: 'Deniz Aday' });
    await expect.poll(() => row.innerText()).toContain('Teklif verildi');
    for (const query of ['stage=proposal', `owner_id=${staffId}`, 'utm_campaign=kis-2026', 'source_path=%2Fkis-kampanyasi']) {
      await page.goto(`${e.t.url}/admin/contact-messages?${query}`);
      await page.getByRole('button', { name: 'Düzenle: Deniz Aday' }).waitFor();
      expect(await page.getByRole('button', { name: 'Düzenle: Başka Aday' }).count()).toBe(0);
    }
    await page.goto(`${e.t.url}/admin/contact-messages`);
    await page.getByRole('button', { name: 'Düzenle: Başka Aday' }).waitFor();
    await page.getByRole('search').getByRole('combobox').nth(1).selectOption({ label: 'Teklif verildi' });
    await expect.poll(() => page.getByRole('button', { name: 'Düzenle: Başka Aday' }).count()).toBe(0);
    expect(page.url()).toContain('stage=proposal');

    // The CSV: the pipeline's columns, the stage by label and the owner by e-mail.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV İndir' }).click()]);
    const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').split('\r\n');
    const header = csv[0]!.split(';');
    for (const column of ['Telefon', 'Aşama', 'Sorumlu', 'Takip tarihi', 'Aydınlatma metni', 'Kaynak sayfa', 'UTM kampanyası']) expect(header).toContain(column);
    const line = csv.find((l) => l.includes('deniz.aday@example.com'))!.split(';');
    expect(line[header.indexOf('Telefon')]).toBe('0555 123 45 67');
    expect(line[header.indexOf('Aşama')]).toBe('Teklif verildi');
    expect(line[header.indexOf('Sorumlu')]).toBe(STAFF_EMAIL);
    expect(line[header.indexOf('Takip tarihi')]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    expect(line[header.indexOf('UTM kampanyası')]).toBe('kis-2026');

    // The owner's dashboard lists the follow-up, due.
    await page.goto(`${e.t.url}/admin`);
    await page.getByText(FOLLOW_UPS_TITLE, { exact: true }).waitFor();
    const followUp = page.getByTestId('follow-up').filter({ hasText: 'Deniz Aday' });
    await followUp.waitFor();
    expect(await followUp.innerText()).toContain('Teklif verildi');
    expect(await followUp.innerText()).toContain('Zamanı geldi');
    expect(await page.getByTestId('follow-up').count()).toBe(1);
    expect(errors).toEqual([]);
  }, 240_000);
});
