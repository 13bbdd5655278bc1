/**
 * "İşlem Kaydı" in the browser: a staff member's settings change and a failed sign-in show
 * with who, what and the address; filtering by action (on the server, in the URL) leaves only
 * the failed sign-in; the CSV of the filter downloads with Turkish headers and those rows.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPage, startE2E, type E2E } from '../helpers/e2e.ts';
import { STAFF_EMAIL } from '../helpers/server.ts';

describe('audit log screen', () => {
  let e: E2E;

  beforeAll(async () => {
    e = await startE2E();
    const staff = await e.t.signIn();
    const { data } = await staff.from('site_settings').select('id').limit(1).single();
    expect((await staff.from('site_settings').update({ site_name: 'Denetlenen Ajans' }).eq('id', data!.id)).error).toBeNull();
    const failed = await e.t.anon().auth.signInWithPassword({ email: STAFF_EMAIL, password: 'yanlis-parola-1' });
    expect(failed.error?.code).toBe('invalid_credentials');
  }, 180_000);
  afterAll(async () => {
    await e?.close();
  });

  it('shows the entries, filters them by action and downloads the CSV of the filter', async () => {
    const { page, errors } = await signedInPage(e, '/admin/audit-log');
    await page.getByRole('heading', { level: 1, name: 'İşlem Kaydı' }).waitFor();
    const settingsRow = page.locator('tr', { hasText: 'site_name: ' }).filter({ hasText: 'Denetlenen Ajans' });
    await settingsRow.waitFor();
    expect(await settingsRow.textContent()).toContain(STAFF_EMAIL);
    expect(await settingsRow.textContent()).toContain('Site Ayarları');

    await page.getByLabel('İşlem', { exact: true }).selectOption({ label: 'Başarısız oturum açma' });
    await page.waitForURL(/islem=auth\.login_failed/);
    const failedRow = page.locator('tbody tr', { hasText: 'Başarısız oturum açma' });
    await failedRow.waitFor();
    await settingsRow.waitFor({ state: 'detached' });
    // The filtered page may still be replacing the unfiltered one: wait until it alone shows.
    await expect.poll(() => page.locator('tbody tr').count(), { timeout: 30_000 }).toBe(1);
    expect(await failedRow.textContent()).toContain(STAFF_EMAIL);
    expect(await failedRow.textContent()).toContain('127.0.0.1');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV indir' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^islem-kaydi-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('Tarih;Kim;Rol;İşlem;Tablo;Kayıt;Değişiklikler;Adres');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`;${STAFF_EMAIL};auth;Başarısız oturum açma;Oturum;`);
    expect(lines[1]!.endsWith(';127.0.0.1')).toBe(true);
    expect(errors).toEqual([]);
  });
});
