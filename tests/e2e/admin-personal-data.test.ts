/**
 * "Kişisel veri talepleri" in the browser: an administrator finds everything stored about one
 * address (in any letter case), downloads it as JSON, then deletes it after a confirmation;
 * the database then holds nothing for that address and the other visitors' rows are intact.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPage, startE2E, type E2E } from '../helpers/e2e.ts';

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

  beforeAll(async () => {
    e = await startE2E();
    await sql(
      `insert into contact_messages (name, email, message, consent_text) values
         ('Talep Sahibi', $1, 'Birinci mesajım', 'Aydınlatma metni A'),
         ('Talep Sahibi', upper($1), 'İkinci mesajım', 'Aydınlatma metni B')`,
      [ADDRESS],
    );
    await sql(`insert into newsletter_subscribers (email, source, consent_text, consented_at) values ($1, 'footer', 'Bülten onay metni', now())`, [ADDRESS]);
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
    const { page, errors } = await signedInPage(e, '/admin');
    await page.getByRole('navigation').getByRole('link', { name: 'Kişisel veri talepleri' }).click();
    await page.getByRole('heading', { level: 1, name: 'Kişisel veri talepleri' }).waitFor();

    await page.getByRole('textbox', { name: 'E-posta adresi' }).fill('KVKK.Talep@Example.com');
    await page.getByRole('button', { name: 'Ara' }).click();
    await page.getByText('Bulunan: 2 iletişim mesajı ve 1 bülten aboneliği').waitFor();
    expect(await page.getByRole('cell', { name: 'Aydınlatma metni B' }).count()).toBe(1);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'JSON olarak indir' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^kisisel-veriler-kvkk\.talep@example\.com-\d{4}-\d{2}-\d{2}\.json$/);
    const doc = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as {
      email: string;
      contact_messages: { email: string; message: string; consent_text: string }[];
      newsletter_subscribers: { email: string; status: string; consent_text: string; source: string }[];
    };
    expect(doc.email).toBe(ADDRESS);
    expect(doc.contact_messages.map((m) => [m.email, m.message, m.consent_text]).sort()).toEqual([
      ['KVKK.TALEP@EXAMPLE.COM', 'İkinci mesajım', 'Aydınlatma metni B'],
      ['kvkk.talep@example.com', 'Birinci mesajım', 'Aydınlatma metni A'],
    ]);
    expect(doc.newsletter_subscribers.map((s) => [s.email, s.status, s.consent_text, s.source])).toEqual([[ADDRESS, 'pending', 'Bülten onay metni', 'footer']]);

    await page.getByRole('button', { name: 'Tümünü sil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kişisel verileri sil' });
    await dialog.getByText(`${ADDRESS} adresine ait 2 iletişim mesajı ve 1 bülten aboneliği kalıcı olarak silinecek.`, { exact: false }).waitFor();
    // Nothing goes before the confirmation.
    expect(await counts(ADDRESS)).toEqual({ messages: 2, subscriptions: 1 });
    await dialog.getByRole('button', { name: 'Kalıcı olarak sil' }).click();
    await page.getByText(`${ADDRESS} için 2 iletişim mesajı ve 1 bülten aboneliği silindi`).waitFor();
    await page.getByText('Bu adresle saklanan kişisel veri yok.').waitFor();

    expect(await counts(ADDRESS)).toEqual({ messages: 0, subscriptions: 0 });
    const othersAfter = await sql<{ n: number }>(
      `select ((select count(*) from contact_messages where lower(email) <> $1) + (select count(*) from newsletter_subscribers where lower(email) <> $1))::int as n`,
      [ADDRESS],
    );
    expect(othersAfter).toEqual(othersBefore);
    expect(errors).toEqual([]);
    await page.close();
  });
});
