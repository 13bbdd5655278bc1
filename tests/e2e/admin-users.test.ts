/**
 * Staff accounts in the browser: the users screen invites a member and changes a role;
 * "Şifremi unuttum" sends a link (taken from the outbox) that opens the set-password page,
 * where the new password is set and then signs in; a used link says so; an editor sees no
 * Ayarlar / SEO / Kullanıcılar, gets "Bu sayfa için yetkiniz yok" at their URLs and the
 * trash's retention settings read-only.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPage, startE2E, type E2E } from '../helpers/e2e.ts';

const EDITOR = { email: 'editor@example.com', password: 'editor-password-1' };
const FORGETFUL = { email: 'unutkan@example.com', password: 'eski-sifre-1' };

async function signInAs(page: Page, url: string, email: string, password: string): Promise<void> {
  await page.goto(`${url}/admin/login`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.getByRole('heading', { level: 1, name: 'Kontrol Paneli' }).waitFor();
}

const sidebarLabels = (page: Page) => page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link').allTextContents();

describe('admin users, roles and password reset', () => {
  let e: E2E;

  beforeAll(async () => {
    e = await startE2E();
    for (const [account, role] of [
      [EDITOR, 'editor'],
      [FORGETFUL, 'admin'],
    ] as const) {
      const { error } = await e.t.service().auth.admin.createUser({ ...account, email_confirm: true, app_metadata: { role } });
      expect(error).toBeNull();
    }
  }, 240_000);
  afterAll(async () => {
    await e?.close();
  });

  it('the users screen invites a member and changes a role', async () => {
    const { page, errors } = await signedInPage(e, '/admin');
    const usersLink = page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Kullanıcılar' });
    await usersLink.waitFor();
    await usersLink.click();
    await page.getByRole('heading', { level: 1, name: 'Kullanıcılar' }).waitFor();
    const table = page.getByTestId('staff-table');
    await table.locator('tr[data-email="editor@example.com"]').waitFor();

    await page.locator('input[name="invite-email"]').fill('ekip@example.com');
    await page.getByLabel('Rol', { exact: true }).selectOption('editor');
    await page.getByRole('button', { name: 'Davet Gönder' }).click();
    // No SMTP in the tests: the toast does not pretend the e-mail went out.
    await page.getByText('Davet oluşturuldu: ekip@example.com. SMTP ayarlı değil — e-posta gönderilmedi; bağlantı "E-posta kutusu"nda.').waitFor();
    expect(await page.getByText('Davet gönderildi', { exact: false }).count()).toBe(0);
    const invited = table.locator('tr[data-email="ekip@example.com"]');
    await invited.getByText('Davet bekliyor').waitFor();
    await e.t.server.ctx.mail.idle();
    const mails = (await e.t.server.ctx.mail.list()).filter((m) => m.message.to === 'ekip@example.com');
    expect(mails.map((m) => m.message.kind)).toEqual(['invite']);

    await table.locator('tr[data-email="editor@example.com"]').getByLabel('editor@example.com rolü').selectOption('admin');
    await page.getByText('editor@example.com artık Yönetici').waitFor();
    const { rows } = await e.t.server.ctx.db.admin.query(`select raw_app_meta_data ->> 'role' as role from auth.users where email = $1`, [EDITOR.email]);
    expect(rows).toEqual([{ role: 'admin' }]);
    await table.locator('tr[data-email="editor@example.com"]').getByLabel('editor@example.com rolü').selectOption('editor');
    await page.getByText('editor@example.com artık Editör').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('"Şifremi unuttum" → the link in the outbox → set-password page → sign in with the new password', async () => {
    const { page, errors } = await e.open('/admin/login');
    await page.getByRole('button', { name: 'Şifremi unuttum' }).click();
    await page.locator('input[name="email"]').fill(FORGETFUL.email);
    await page.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }).click();
    // No SMTP in the tests: the answer says no e-mail went out (the same for every address).
    await page.getByText('SMTP ayarlı değil — e-posta gönderilmedi. Sunucuda SMTP ayarlanmadığı için sıfırlama bağlantısı e-postayla gelmez', { exact: false }).waitFor();
    expect(await page.getByText('şifre sıfırlama bağlantısı gönderildi', { exact: false }).count()).toBe(0);

    await e.t.server.ctx.mail.idle();
    const mail = (await e.t.server.ctx.mail.list()).find((m) => m.message.to === FORGETFUL.email && m.message.kind === 'recovery');
    const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail?.message.text ?? '')?.[0];
    expect(link).toBeDefined();

    await page.goto(link!);
    await page.getByRole('form', { name: 'Şifre belirleme' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/sifre-belirle');
    expect(new URL(page.url()).hash).toBe('');
    await page.locator('input[name="new-password"]').fill('yeni-sifre-123');
    await page.locator('input[name="repeat-password"]').fill('yeni-sifre-124');
    await page.getByRole('button', { name: 'Şifreyi Kaydet' }).click();
    await page.getByText('Şifreler eşleşmiyor').waitFor();
    await page.locator('input[name="repeat-password"]').fill('yeni-sifre-123');
    await page.getByRole('button', { name: 'Şifreyi Kaydet' }).click();
    await page.getByRole('heading', { level: 1, name: 'Kontrol Paneli' }).waitFor();

    const fresh = await e.browser.newPage();
    await signInAs(fresh, e.t.url, FORGETFUL.email, 'yeni-sifre-123');
    await fresh.close();

    // The link is used up: a clear Turkish message and a way to ask for a new one.
    const again = await e.browser.newPage();
    await again.goto(link!);
    await again.getByText('Bu bağlantı artık geçerli değil').waitFor();
    await again.getByRole('link', { name: 'Yeni bağlantı iste' }).click();
    await again.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }).waitFor();
    await again.close();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('an editor sees no Ayarlar, SEO or Kullanıcılar, and is told so at their URLs', async () => {
    const page = await e.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInAs(page, e.t.url, EDITOR.email, EDITOR.password);
    const labels = await sidebarLabels(page);
    expect(labels).toEqual(expect.arrayContaining(['Blog', 'Medya', 'İletişim Mesajları']));
    for (const hidden of ['Ayarlar', 'SEO', 'Kullanıcılar']) expect(labels).not.toContain(hidden);
    // Nor do the dashboard's shortcuts lead there.
    await page.getByRole('heading', { name: 'SEO Durumu' }).waitFor();
    expect(await page.getByRole('link', { name: /^(Site Ayarları|SEO Ayarları)$/ }).count()).toBe(0);
    for (const path of ['/admin/settings', '/admin/seo', '/admin/users']) {
      await page.goto(e.t.url + path);
      await page.getByTestId('forbidden').getByText('Bu sayfa için yetkiniz yok').waitFor();
    }
    // The trash is theirs, but its retention settings (site_settings) are shown read-only.
    await page.goto(`${e.t.url}/admin/trash`);
    await page.getByText('Bu ayarları yalnızca yöneticiler değiştirebilir.').waitFor();
    for (const label of ['Saklanan sürüm sayısı', 'Çöp kutusu saklama süresi (gün)']) {
      const field = page.getByLabel(label);
      expect(await field.getAttribute('readonly')).toBe('');
      expect(await field.isDisabled()).toBe(false);
    }
    await expect.poll(() => page.getByLabel('Saklanan sürüm sayısı').inputValue()).toMatch(/^\d+$/);
    expect(await page.getByRole('button', { name: 'Kaydet' }).count()).toBe(0);
    await page.close();
  });
});
