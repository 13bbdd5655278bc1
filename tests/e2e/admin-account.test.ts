/**
 * One's own account in Güvenlik, and names on the users screen, in Chromium against the real
 * server: "Şifremi değiştir" refuses a wrong current password, a mismatch and the same password
 * in Turkish, then changes it (the old one no longer signs in, the new one does, other sessions
 * end); a name given in the invitation form, one edited in the list and one set by the member
 * in Güvenlik show in the users list.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPage, startE2E, type E2E } from '../helpers/e2e.ts';

const MEMBER = { email: 'uye@example.com', password: 'eski-sifre-123' };
const NEW_PASSWORD = 'yeni-sifre-456';

async function signInAs(page: Page, url: string, email: string, password: string): Promise<void> {
  await page.goto(`${url}/admin/login`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
}

async function fillPasswordForm(page: Page, current: string, password: string, repeat: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Şifremi değiştir' });
  await form.locator('input[name="current-password"]').fill(current);
  await form.locator('input[name="new-password"]').fill(password);
  await form.locator('input[name="repeat-password"]').fill(repeat);
  await form.getByRole('button', { name: 'Şifreyi Değiştir' }).click();
}

describe('own account in Güvenlik, and staff names', () => {
  let e: E2E;
  let memberId: string;

  beforeAll(async () => {
    e = await startE2E();
    const { data, error } = await e.t.service().auth.admin.createUser({ ...MEMBER, email_confirm: true, app_metadata: { role: 'editor' } });
    expect(error).toBeNull();
    memberId = data.user!.id;
  }, 240_000);
  afterAll(async () => {
    await e?.close();
  });

  const sessions = async () => Number((await e.t.server.ctx.db.admin.query(`select count(*) as n from auth.sessions where user_id = $1`, [memberId])).rows[0]?.n);

  it('"Şifremi değiştir" checks the current password, then the new one signs in and the old one does not', async () => {
    const other = await e.browser.newPage();
    await signInAs(other, e.t.url, MEMBER.email, MEMBER.password);
    await other.getByRole('heading', { level: 1, name: 'Kontrol Paneli' }).waitFor();
    await other.close();

    const { page, errors } = await e.open('/admin/login');
    await signInAs(page, e.t.url, MEMBER.email, MEMBER.password);
    await page.getByRole('heading', { level: 1, name: 'Kontrol Paneli' }).waitFor();
    await page.goto(`${e.t.url}/admin/security`);
    await page.getByRole('heading', { level: 1, name: 'Güvenlik' }).waitFor();
    expect(await sessions()).toBe(2);

    await fillPasswordForm(page, 'yanlis-sifre-1', NEW_PASSWORD, NEW_PASSWORD);
    await page.getByText('Mevcut şifre yanlış').waitFor();
    await fillPasswordForm(page, MEMBER.password, NEW_PASSWORD, 'yeni-sifre-457');
    await page.getByText('Şifreler eşleşmiyor').waitFor();
    await fillPasswordForm(page, MEMBER.password, 'kisa', 'kisa');
    await page.getByText('Şifre en az 8 karakter olmalı', { exact: true }).waitFor();
    // The server's refusal, in Turkish at the field.
    await fillPasswordForm(page, MEMBER.password, MEMBER.password, MEMBER.password);
    await page.getByText('Yeni şifre eskisiyle aynı olamaz.').waitFor();
    // None of these changed anything, and the checks' own sessions are gone.
    expect(await sessions()).toBe(2);

    await fillPasswordForm(page, MEMBER.password, NEW_PASSWORD, NEW_PASSWORD);
    await page.getByText('Şifreniz değiştirildi; diğer cihazlardaki oturumlar kapatıldı').waitFor();
    expect(await page.getByRole('form', { name: 'Şifremi değiştir' }).locator('input[name="current-password"]').inputValue()).toBe('');
    // Only this browser's session is left, and it still works.
    expect(await sessions()).toBe(1);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Güvenlik' }).waitFor();

    const oldOne = await e.browser.newPage();
    await signInAs(oldOne, e.t.url, MEMBER.email, MEMBER.password);
    await oldOne.getByText('E-posta adresi veya şifre hatalı.').waitFor();
    await oldOne.close();
    const newOne = await e.browser.newPage();
    await signInAs(newOne, e.t.url, MEMBER.email, NEW_PASSWORD);
    await newOne.getByRole('heading', { level: 1, name: 'Kontrol Paneli' }).waitFor();
    await newOne.close();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('names: given in the invitation, edited in the list, set by the member in Güvenlik', async () => {
    const { page, errors } = await signedInPage(e, '/admin/users');
    await page.getByRole('heading', { level: 1, name: 'Kullanıcılar' }).waitFor();
    const table = page.getByTestId('staff-table');
    const nameOf = (email: string) => table.locator(`tr[data-email="${email}"]`).getByTestId('member-name');

    await page.locator('input[name="invite-email"]').fill('adli@example.com');
    await page.locator('input[name="invite-name"]').fill('Deniz Davetli');
    await page.getByRole('button', { name: 'Davet Gönder' }).click();
    await nameOf('adli@example.com').getByText('Deniz Davetli', { exact: true }).waitFor();
    expect(await page.locator('input[name="invite-name"]').inputValue()).toBe('');

    await table.getByRole('button', { name: `${MEMBER.email} adını düzenle` }).click();
    await table.getByLabel(`${MEMBER.email} adı`).fill('Ayşe Yılmaz');
    await table.getByLabel(`${MEMBER.email} adı`).press('Enter');
    await page.getByText(`${MEMBER.email} adı kaydedildi`).waitFor();
    await nameOf(MEMBER.email).getByText('Ayşe Yılmaz', { exact: true }).waitFor();
    const meta = async () => (await e.t.server.ctx.db.admin.query(`select raw_user_meta_data as m from auth.users where id = $1`, [memberId])).rows[0]?.m as unknown;
    expect(await meta()).toEqual({ full_name: 'Ayşe Yılmaz' });

    // Escape leaves the name as it was.
    await table.getByRole('button', { name: `${MEMBER.email} adını düzenle` }).click();
    await table.getByLabel(`${MEMBER.email} adı`).fill('Vazgeçilen');
    await table.getByLabel(`${MEMBER.email} adı`).press('Escape');
    await nameOf(MEMBER.email).getByText('Ayşe Yılmaz', { exact: true }).waitFor();

    // A password of this test's own, so it does not depend on the one before.
    const reset = await e.t.service().auth.admin.updateUserById(memberId, { password: 'uye-sifre-789' });
    expect(reset.error).toBeNull();
    const own = await e.browser.newPage();
    await signInAs(own, e.t.url, MEMBER.email, 'uye-sifre-789');
    await own.getByRole('heading', { level: 1, name: 'Kontrol Paneli' }).waitFor();
    await own.goto(`${e.t.url}/admin/security`);
    const nameField = own.getByRole('form', { name: 'Adınız' }).locator('input[name="own-name"]');
    await expect.poll(() => nameField.inputValue()).toBe('Ayşe Yılmaz');
    await nameField.fill('Ayşe Kaya');
    await own.getByRole('button', { name: 'Adı Kaydet' }).click();
    await own.getByText('Adınız kaydedildi').waitFor();
    expect(await meta()).toEqual({ full_name: 'Ayşe Kaya' });
    await own.close();

    await page.reload();
    await nameOf(MEMBER.email).getByText('Ayşe Kaya', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
