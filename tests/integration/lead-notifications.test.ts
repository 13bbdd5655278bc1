/**
 * Lead notifications on the real server: a new contact message (through the API or straight
 * in the database) e-mails the site settings' notification address with the service's label
 * and a link to the message in the admin; messages arriving within the interval after an
 * e-mail go together in the next one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import type { OutboxEntry } from '../../server/app/mail/message.ts';

const TO = 'satis@ajans.test';
const INTERVAL_S = 3;

describe('lead notifications', () => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer({ env: { SITE_URL: 'https://ajans.test', LEAD_NOTIFY_INTERVAL: String(INTERVAL_S) } });
    await t.server.ctx.db.admin.query(`insert into public.site_settings (site_name, notification_email) values ('Kuzey Ajans', $1)`, [TO]);
  }, 120_000);
  afterAll(async () => t?.close());

  async function send(name: string, extra: Record<string, string> = {}) {
    await t.server.ctx.db.admin.query('delete from private.form_submissions');
    const res = await t.anon().from('contact_messages').insert({ name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com`, message: `${name} mesajı`, ...extra });
    expect(res.error).toBeNull();
    const { rows } = await t.server.ctx.db.admin.query<{ id: string }>('select id from public.contact_messages where name = $1', [name]);
    return rows[0]!.id;
  }

  async function notifications(): Promise<OutboxEntry[]> {
    await t.server.ctx.mail.idle();
    return (await t.server.ctx.mail.list()).filter((e) => e.message.kind === 'lead-notification').reverse();
  }

  async function waitForCount(n: number, timeoutMs = 10_000): Promise<OutboxEntry[]> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const list = await notifications();
      if (list.length >= n) return list;
      if (Date.now() > end) throw new Error(`expected ${n} notifications, got ${list.length}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('e-mails a new message at once with its fields, the service label and the admin link', async () => {
    const id = await send('Ayşe Yılmaz', { phone: '+90 532 000 00 00', company: 'Yılmaz A.Ş.', service: 'web-development', message: 'Merhaba,\n<b>site</b> istiyoruz.' });
    const [mail] = await waitForCount(1);
    const m = mail!.message;
    expect(m.to).toBe(TO);
    expect(m.subject).toBe('Yeni iletişim mesajı: Ayşe Yılmaz');
    expect(m.replyTo).toBe('ayşe@example.com');
    expect(m.text).toContain('Ad Soyad: Ayşe Yılmaz\nE-posta: ayşe@example.com\nTelefon: +90 532 000 00 00\nŞirket: Yılmaz A.Ş.\nHizmet: Web Geliştirme');
    expect(m.text).toContain('> Merhaba,\n> <b>site</b> istiyoruz.');
    expect(m.text).toContain(`https://ajans.test/admin/contact-messages/${id}`);
    expect(m.html).toContain(`href="https://ajans.test/admin/contact-messages/${id}"`);
    // The visitor's text is escaped in the HTML.
    expect(m.html).toContain('&lt;b&gt;site&lt;/b&gt;');
    expect(m.html).not.toContain('<b>site</b>');
  });

  it('batches the messages that arrive within the interval into one e-mail, whatever their insert path', async () => {
    const before = (await notifications()).length;
    const a = await send('Mehmet Kaya', { service: 'seo' });
    const b = await send('Zeynep Ak');
    // Straight in the database: the trigger's notification, not the API, announces it.
    const { rows } = await t.server.ctx.db.admin.query<{ id: string }>(
      `insert into public.contact_messages (name, email, message, service) values ('Can Demir', 'can@example.com', 'SQL ile geldi', 'social-media') returning id`,
    );
    const c = rows[0]!.id;
    // Within the interval after the first e-mail (sent a moment ago) nothing more goes out…
    expect((await notifications()).length).toBe(before);
    // …then one e-mail with all three.
    const list = await waitForCount(before + 1);
    expect(list).toHaveLength(2);
    const m = list[before]!.message;
    expect(m.subject).toBe('3 yeni mesaj');
    expect(m.replyTo).toBeUndefined();
    for (const id of [a, b, c]) expect(m.text).toContain(`https://ajans.test/admin/contact-messages/${id}`);
    expect(m.text).toContain('Hizmet: SEO');
    expect(m.text).toContain('Hizmet: Belirtilmedi');
    expect(m.text).toContain('Hizmet: Sosyal Medya');
    expect(m.text.indexOf('Mehmet Kaya')).toBeLessThan(m.text.indexOf('Can Demir'));
    // Nothing else follows.
    await new Promise((r) => setTimeout(r, INTERVAL_S * 1000 + 300));
    expect(await notifications()).toHaveLength(2);
  });
});
