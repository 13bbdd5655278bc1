/**
 * "Kişisel veri talepleri" in the browser: an administrator finds everything stored about one
 * address (in any letter case), downloads it as JSON, then deletes it after a confirmation;
 * the database then holds nothing for that address and the other visitors' rows are intact.
 * The server's mail outbox is part of it: the e-mails to or about the address are in the
 * download and their files are gone after the deletion.
 * The retention period and the contact disclosure set in Ayarlar reach the database and the form,
 * and a message stores the disclosure it showed.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPage, startE2E, waitForHydration, type E2E } from '../helpers/e2e.ts';

const ADDRESS = 'kvkk.talep@example.com';

describe('personal data requests screen', () => {
  let e: E2E;
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => e.t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);
  const counts = async (email: string) =>
    (
      await sql<{ messages: number; subscriptions: number }>(
        `select (select count(*)::int from contact_messages where lower(email) = lower($1)) as messages,
                (select count(*)::int from newsletter_subscribers where lower(email) = lower($1)) as subscriptions`,
        [email],
      )
    )[0];

  /** The outbox rows' ids (the outbox lives in the database). */
  const outboxIds = async () => (await sql<{ id: string }>('select id from private.mail_outbox')).map((r) => r.id);
  const outboxAbout = async () => (await e.t.server.ctx.mail.about(ADDRESS)).map((m) => m.id);

  beforeAll(async () => {
    e = await startE2E();
    // No lead notifications here (their batching runs on a 60 s clock): the outbox holds
    // exactly the newsletter confirmation and the message queued below.
    await sql('update site_settings set notification_email = null');
    await sql(
      `insert into contact_messages (name, email, message, consent_text) values
         ('Talep Sahibi', $1, 'Birinci mesajım', 'Aydınlatma metni A'),
         ('Talep Sahibi', upper($1), 'İkinci mesajım', 'Aydınlatma metni B')`,
      [ADDRESS],
    );
    await sql(`insert into newsletter_subscribers (email, source, consent_text, consented_at) values ($1, 'footer', 'Bülten onay metni', now())`, [ADDRESS]);
    e.t.server.ctx.mail.queue({ to: 'ekip@ajans.test', subject: 'Yeni iletişim mesajı', text: 'Gönderen: Talep Sahibi', replyTo: ADDRESS, kind: 'lead-notification' });
    e.t.server.ctx.mail.queue({ to: 'baska@example.com', subject: 'Başka biri', text: 'Başka', kind: 'test' });
  });
  afterAll(async () => {
    await e?.close();
  });

  it('exports everything about one address as JSON, then deletes it everywhere after a confirmation', async () => {
    const othersBefore = await sql<{ n: number }>(
      `select ((select count(*) from contact_messages where lower(email) <> $1) + (select count(*) from newsletter_subscribers where lower(email) <> $1))::int as n`,
      [ADDRESS],
    );
    expect(await counts(ADDRESS)).toEqual({ messages: 2, subscriptions: 1 });
    // The confirmation is sent on the database's notification: wait for it.
    await expect.poll(async () => (await outboxAbout()).length, { timeout: 60_000 }).toBe(2);
    const { page, errors } = await signedInPage(e, '/admin');
    await page.getByRole('navigation').getByRole('link', { name: 'Kişisel veri talepleri' }).click();
    await page.getByRole('heading', { level: 1, name: 'Kişisel veri talepleri' }).waitFor();

    await page.getByRole('textbox', { name: 'E-posta adresi' }).fill('KVKK.Talep@Example.com');
    await page.getByRole('button', { name: 'Ara', exact: true }).click();
    await page.getByText('Bulunan: 2 iletişim mesajı, 1 bülten aboneliği ve 2 e-posta').waitFor();
    expect(await page.getByRole('cell', { name: 'Aydınlatma metni B' }).count()).toBe(1);
    expect(await page.getByRole('cell', { name: 'E-posta: Yeni iletişim mesajı' }).count()).toBe(1);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'JSON olarak indir' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^personal-data-kvkk\.talep@example\.com-\d{4}-\d{2}-\d{2}\.json$/);
    const doc = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as {
      email: string;
      contact_messages: { email: string; message: string; consent_text: string }[];
      newsletter_subscribers: { email: string; status: string; consent_text: string; source: string }[];
      mail_outbox: { to: string; subject: string; reply_to: string | null; kind: string }[];
    };
    expect(doc.email).toBe(ADDRESS);
    expect(doc.contact_messages.map((m) => [m.email, m.message, m.consent_text]).sort()).toEqual([
      ['KVKK.TALEP@EXAMPLE.COM', 'İkinci mesajım', 'Aydınlatma metni B'],
      ['kvkk.talep@example.com', 'Birinci mesajım', 'Aydınlatma metni A'],
    ]);
    expect(doc.newsletter_subscribers.map((s) => [s.email, s.status, s.consent_text, s.source])).toEqual([[ADDRESS, 'pending', 'Bülten onay metni', 'footer']]);
    expect(doc.mail_outbox.map((m) => [m.kind, m.to, m.reply_to]).sort()).toEqual([
      ['lead-notification', 'ekip@ajans.test', ADDRESS],
      ['newsletter-confirm', ADDRESS, null],
    ]);
    const mailFiles = await outboxAbout();
    const allFiles = await outboxIds();
    expect(mailFiles.every((f) => allFiles.includes(f))).toBe(true);

    await page.getByRole('button', { name: 'Tümünü sil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kişisel verileri sil' });
    await dialog.getByText(`${ADDRESS} adresine ait 2 iletişim mesajı, 1 bülten aboneliği ve 2 e-posta kalıcı olarak silinecek.`, { exact: false }).waitFor();
    // Nothing goes before the confirmation.
    expect(await counts(ADDRESS)).toEqual({ messages: 2, subscriptions: 1 });
    await dialog.getByRole('button', { name: 'Kalıcı olarak sil' }).click();
    await page.getByText(`${ADDRESS} için 2 iletişim mesajı, 1 bülten aboneliği ve 2 e-posta silindi`).waitFor();
    await page.getByText('Bu adresle saklanan kişisel veri yok.').waitFor();

    expect(await counts(ADDRESS)).toEqual({ messages: 0, subscriptions: 0 });
    // The outbox messages about the address are gone; the other one stays.
    const left = await outboxIds();
    expect(mailFiles.filter((f) => left.includes(f))).toEqual([]);
    expect(allFiles.filter((f) => !mailFiles.includes(f)).every((f) => left.includes(f))).toBe(true);
    expect(await outboxAbout()).toEqual([]);
    const othersAfter = await sql<{ n: number }>(
      `select ((select count(*) from contact_messages where lower(email) <> $1) + (select count(*) from newsletter_subscribers where lower(email) <> $1))::int as n`,
      [ADDRESS],
    );
    expect(othersAfter).toEqual(othersBefore);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('sets the retention period and the disclosure text, which the contact form then shows and stores', async () => {
    const DISCLOSURE = 'Verileriniz yalnızca talebinizi yanıtlamak için işlenir ve 6 ay sonra silinir.';
    // Both are site settings (Ayarlar → Kişisel Veriler (KVKK)), edited through the generic global screen.
    const { page, errors } = await signedInPage(e, '/admin/settings');
    const months = page.getByRole('spinbutton', { name: 'İletişim mesajları saklama süresi (ay)' });
    await months.waitFor();
    expect(await months.inputValue()).toBe('');
    await months.fill('200');
    await page.getByRole('button', { name: 'Kaydet' }).first().click();
    await page.getByText('1 ile 120 arasında bir ay sayısı girin ya da boş bırakın').waitFor();
    await months.fill('6');
    await page.getByRole('textbox', { name: 'İletişim formu aydınlatma metni' }).fill(DISCLOSURE);
    await page.getByRole('button', { name: 'Kaydet' }).first().click();
    await page.getByText('Ayarlar güncellendi!').waitFor();
    expect(await sql('select contact_retention_months, contact_disclosure_text from site_settings')).toEqual([{ contact_retention_months: 6, contact_disclosure_text: DISCLOSURE }]);
    expect(errors).toEqual([]);
    await page.close();

    const visitor = await e.open('/contact');
    await waitForHydration(visitor.page);
    const contact = visitor.page.getByRole('form', { name: 'İletişim formu' });
    await contact.getByText(DISCLOSURE).waitFor();
    await visitor.page.getByLabel('Ad Soyad').fill('Yeni Ziyaretçi');
    await contact.getByLabel(/^E-posta/).fill('yeni.ziyaretci@example.com');
    await visitor.page.getByLabel('Mesajınız').fill('Merhaba, bilgi almak istiyorum.');
    await visitor.page.getByRole('button', { name: 'Mesaj Gönder' }).click();
    await visitor.page.getByText('Mesajınız başarıyla gönderildi! En kısa sürede sizinle iletişime geçeceğiz.').waitFor();
    expect(await sql(`select consent_text from contact_messages where email = 'yeni.ziyaretci@example.com'`)).toEqual([{ consent_text: DISCLOSURE }]);
    expect(visitor.errors).toEqual([]);
    await visitor.page.close();
  });
});
