/**
 * "E-posta (SMTP)" in the browser against a real SMTP server (smtp-server): an administrator
 * saves the settings with a wrong password and the test e-mail reports the Turkish
 * authentication error; the password then shows only as "kayıtlı", is replaced, and the test
 * e-mail arrives at the administrator's address with the saved sender. The password never
 * comes back to the browser and the database holds it sealed. The outbox then says e-mail is
 * sent over SMTP, with no restart. Changing the port asks for the password again at its field,
 * and saving without one says it was dropped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPage, startE2E, type E2E } from '../helpers/e2e.ts';
import { STAFF_EMAIL } from '../helpers/server.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../helpers/smtp-catcher.ts';

const RIGHT = 'dogru-sifre-2026';
const WRONG = 'yanlis-sifre-2026';

describe('SMTP settings screen', () => {
  let e: E2E;
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await startSmtpCatcher({ user: 'mailer', pass: RIGHT });
    // The catcher is on loopback: allowed by the operator's SMTP_ALLOW_PRIVATE_HOSTS.
    e = await startE2E({ env: { SMTP_ALLOW_PRIVATE_HOSTS: 'true' } });
  });
  afterAll(async () => {
    await e?.close();
    await smtp?.close();
  });

  it('saves, tests with the Turkish error, replaces the write-only password and delivers the test e-mail', async () => {
    const { page, errors } = await signedInPage(e, '/admin');
    const answers: string[] = [];
    page.on('response', (res) => {
      if (res.url().includes('/functions/v1/smtp-')) void res.text().then((t) => answers.push(t), () => undefined);
    });
    await page.getByRole('navigation').getByRole('link', { name: 'E-posta (SMTP)' }).click();
    await page.getByRole('heading', { level: 1, name: 'E-posta (SMTP)' }).waitFor();
    await page.getByText('SMTP ayarlı değil: e-postalar gönderilmiyor', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Test e-postası gönder' }).isDisabled()).toBe(true);

    await page.getByLabel('Sunucu adresi').fill('127.0.0.1');
    await page.getByLabel('Port').fill(String(smtp.port));
    await page.getByLabel('Güvenlik').selectOption('none');
    await page.getByLabel('Kullanıcı adı').fill('mailer');
    await page.getByLabel('Şifre', { exact: true }).fill(WRONG);
    await page.getByLabel('Gönderen adresi').fill('bildirim@ajans.test');
    await page.getByLabel('Gönderen adı').fill('Ajans Test');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('SMTP ayarları kaydedildi').waitFor();
    // Write-only: a stored password is "kayıtlı", with no field holding it.
    await page.getByText('kayıtlı', { exact: true }).waitFor();
    expect(await page.locator('input[type="password"]').count()).toBe(0);

    await page.getByRole('button', { name: 'Test e-postası gönder' }).click();
    await page.getByText('Kullanıcı adı veya parola kabul edilmedi.').waitFor({ timeout: 60_000 });
    expect(smtp.received).toHaveLength(0);

    await page.getByRole('button', { name: 'Şifreyi değiştir' }).click();
    await page.getByLabel('Yeni şifre').fill(RIGHT);
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('kayıtlı', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Test e-postası gönder' }).click();
    await page.getByText(`Test e-postası gönderildi: ${STAFF_EMAIL}. SMTP sunucusu iletiyi kabul etti.`).waitFor({ timeout: 60_000 });
    await expect.poll(() => smtp.received.some((m) => m.subject === 'Test e-postası: SMTP ayarları çalışıyor'), { timeout: 30_000 }).toBe(true);
    const mail = smtp.received.find((m) => m.subject === 'Test e-postası: SMTP ayarları çalışıyor');
    expect(mail!.from?.text).toBe('"Ajans Test" <bildirim@ajans.test>');
    expect(mail!.to && !Array.isArray(mail!.to) ? mail!.to.text : '').toBe(STAFF_EMAIL);

    // Neither password ever came back to the browser; the database holds neither in plain text.
    await expect.poll(() => answers.length).toBeGreaterThanOrEqual(5);
    expect(answers.filter((a) => a.includes(RIGHT) || a.includes(WRONG))).toEqual([]);
    const { rows } = await e.t.server.ctx.db.admin.query<{ row: string }>('select s::text as row from private.smtp_settings s');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.row).not.toContain(RIGHT);
    expect(rows[0]!.row).toContain('bildirim@ajans.test');

    // No restart: the outbox already sends over SMTP.
    await page.getByRole('navigation').getByRole('link', { name: 'E-posta kutusu' }).click();
    await page.getByText('Sunucunun gönderdiği e-postalar ve teslim durumları (SMTP ile gönderiliyor).').waitFor();
    expect(await page.getByText('SMTP ayarlı değil — e-posta gönderilmedi').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('another administrator\'s save while the form is open: refused, what was typed stays, both ways out work', async () => {
    const { page, errors } = await signedInPage(e, '/admin/smtp');
    await page.getByRole('heading', { level: 1, name: 'E-posta (SMTP)' }).waitFor();
    await expect.poll(() => page.getByLabel('Gönderen adı').inputValue()).toBe('Ajans Test');
    // Meanwhile another administrator saves a new sender name.
    const other = await e.t.signIn();
    const { data: view } = await other.functions.invoke('smtp-settings', { body: {} });
    const { error } = await other.functions.invoke('smtp-settings', {
      body: { settings: { host: '127.0.0.1', port: smtp.port, security: 'none', username: 'mailer', from_address: 'bildirim@ajans.test', from_name: 'Başka Yönetici' }, expected_updated_at: (view as { updated_at: string }).updated_at },
    });
    expect(error).toBeNull();

    await page.getByLabel('Gönderen adı').fill('Benim Adım');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('SMTP ayarları siz düzenlerken başka bir yönetici tarafından değiştirildi', { exact: false }).first().waitFor();
    await page.getByText('Bu içerik siz düzenlerken değiştirildi').waitFor();
    expect(await page.getByLabel('Gönderen adı').inputValue()).toBe('Benim Adım');
    const stored = async () => (await e.t.server.ctx.db.admin.query<{ from_name: string }>('select from_name from private.smtp_settings')).rows[0]!.from_name;
    expect(await stored()).toBe('Başka Yönetici');

    // "Benimkini kaydet": a deliberate save over the newer version.
    await page.getByRole('button', { name: 'Benimkini kaydet' }).click();
    await page.getByText('SMTP ayarları kaydedildi').waitFor();
    await expect.poll(stored).toBe('Benim Adım');
    expect(await page.getByText('Bu içerik siz düzenlerken değiştirildi').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('changing the port asks for the password again at its field; saving without one drops it and says so', async () => {
    const { page, errors } = await signedInPage(e, '/admin/smtp');
    await page.getByRole('heading', { level: 1, name: 'E-posta (SMTP)' }).waitFor();
    await page.getByText('kayıtlı', { exact: true }).waitFor();
    const again = 'Sunucu, port, güvenlik veya kullanıcı adı değişti: kayıtlı şifre bu sunucuya gönderilmez ve kaydedince silinir. Şifreyi yeniden girin.';
    expect(await page.getByText(again).count()).toBe(0);
    await page.getByLabel('Port').fill(String(smtp.port + 1));
    // The password field is back, with the reason at it.
    const field = page.getByLabel('Şifre', { exact: true });
    await field.waitFor();
    const hintId = await field.getAttribute('aria-describedby');
    expect(hintId).toBeTruthy();
    await page.locator(`[id="${hintId}"]`).getByText(again, { exact: false }).waitFor();
    // Back to the saved port: the stored password stays, nothing to type.
    await page.getByLabel('Port').fill(String(smtp.port));
    await page.getByText('kayıtlı', { exact: true }).waitFor();
    await page.getByLabel('Port').fill(String(smtp.port + 1));
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('SMTP ayarları kaydedildi; bağlantı bilgileri değiştiği için kayıtlı şifre silindi. Şifreyi yeniden girip kaydedin.').waitFor();
    const { rows } = await e.t.server.ctx.db.admin.query<{ password_sealed: string; port: number }>('select password_sealed, port from private.smtp_settings');
    expect(rows).toEqual([{ password_sealed: '', port: smtp.port + 1 }]);
    const logins = smtp.auths.length;
    await page.getByRole('button', { name: 'Test e-postası gönder' }).click();
    await page.getByText('SMTP şifresi kayıtlı değil (sunucu, port, güvenlik veya kullanıcı adı değişince silinir); şifreyi "E-posta (SMTP)" ekranında yeniden girin.').waitFor({ timeout: 60_000 });
    expect(smtp.auths).toHaveLength(logins);
    expect(errors).toEqual([]);
    await page.close();
  });
});
