/**
 * Webhooks on the real server: a new lead reaches a local HTTP receiver signed with the
 * endpoint's secret; a receiver answering 503 gets it again until it answers 200; two servers
 * over one database deliver each event once; a server stopped before the delivery loses
 * nothing; a private target is refused without WEBHOOK_ALLOW_PRIVATE_HOSTS; the secret is
 * write-only; anon and editors read nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { startServerPair } from '../helpers/server-pair.ts';
import { until } from '../helpers/until.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.ts';
import { verifyWebhookSignature } from '../../server/app/webhooks/webhook-signature.ts';
import { databaseWebhookQueue } from '../../server/app/webhooks/webhook-queue.ts';

const SECRET = 'whsec-test-0123456789abcdef';
// Loopback receivers need the operator's setting; retries come quickly in tests.
const ENV = { WEBHOOK_ALLOW_PRIVATE_HOSTS: 'true', WEBHOOK_RETRY_DELAYS_MS: '200,200,200,200,200', WEBHOOK_POLL_SECONDS: '1' };

async function addEndpoint(admin: SupabaseClient, url: string, extra: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await admin
    .from('webhook_endpoints')
    .insert({ name: 'CRM', url, secret: SECRET, on_lead_created: true, ...extra })
    .select('id, secret, has_secret')
    .single();
  expect(error).toBeNull();
  // Write-only: what comes back (and what any later read gets) is empty.
  expect(data).toMatchObject({ secret: '', has_secret: true });
  return (data as { id: string }).id;
}

async function sendLead(t: TestServer, name: string): Promise<void> {
  await t.server.ctx.db.admin.query('delete from private.form_submissions');
  const { error } = await t.anon().from('contact_messages').insert({ name, email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`, message: `${name} mesajı` });
  expect(error).toBeNull();
}

interface DeliveryRow {
  status: string;
  attempts: number;
  last_status_code: number | null;
  last_response: string | null;
}

async function deliveriesOf(t: TestServer, endpointId: string): Promise<DeliveryRow[]> {
  const { rows } = await t.server.ctx.db.admin.query<DeliveryRow>(
    'select status, attempts, last_status_code, last_response from public.webhook_deliveries where endpoint_id = $1 order by created_at, id',
    [endpointId],
  );
  return rows;
}

describe('webhooks', () => {
  let t: TestServer;
  let admin: SupabaseClient;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    t = await startTestServer({ env: ENV });
    admin = await t.signIn();
    receiver = await startWebhookReceiver();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  it('delivers a new lead within 10 s, signed and verifiable with the secret', async () => {
    const id = await addEndpoint(admin, receiver.url);
    await sendLead(t, 'Ayşe Yılmaz');
    const call = await until('the signed lead', async () => receiver.calls[0], { timeoutMs: 10_000 });
    expect(call.headers['x-ajans-event']).toBe('lead.created');
    expect(call.headers['x-ajans-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(SECRET, { signature: call.headers['x-ajans-signature'] as string, timestamp: call.headers['x-ajans-timestamp'] as string }, call.body)).toBe(true);
    expect(verifyWebhookSignature('another-secret-0123456789', { signature: call.headers['x-ajans-signature'] as string, timestamp: call.headers['x-ajans-timestamp'] as string }, call.body)).toBe(false);
    // A replayed call (the same signature an hour later) is refused by the window.
    expect(verifyWebhookSignature(SECRET, { signature: call.headers['x-ajans-signature'] as string, timestamp: call.headers['x-ajans-timestamp'] as string }, call.body, Number(call.headers['x-ajans-timestamp']) + 3600)).toBe(false);
    const body = JSON.parse(call.body) as { event: string; id: string; data: { lead: Record<string, unknown> } };
    expect(body.event).toBe('lead.created');
    expect(body.id).toBe(call.headers['x-ajans-delivery']);
    expect(body.data.lead).toMatchObject({ name: 'Ayşe Yılmaz', email: 'ayşe.yılmaz@example.com', message: 'Ayşe Yılmaz mesajı' });
    await until('the delivery logged', async () => ((await deliveriesOf(t, id))[0]?.status === 'delivered' ? true : undefined));
    expect(await deliveriesOf(t, id)).toEqual([{ status: 'delivered', attempts: 1, last_status_code: 200, last_response: 'ok' }]);
    // The stored secret is in the private table only; reading the endpoint never shows it.
    const read = await admin.from('webhook_endpoints').select('secret, has_secret').eq('id', id).single();
    expect(read.data).toEqual({ secret: '', has_secret: true });
    // An update without a secret keeps the stored one.
    expect((await admin.from('webhook_endpoints').update({ name: 'CRM 2', secret: '', on_lead_created: false }).eq('id', id)).error).toBeNull();
    const { rows } = await t.server.ctx.db.admin.query<{ secret: string }>('select secret from private.webhook_secrets where endpoint_id = $1', [id]);
    expect(rows).toEqual([{ secret: SECRET }]);
  });

  it('calls a receiver that answers 503 again until it answers 200', async () => {
    receiver.calls.length = 0;
    receiver.answer = (n) => (n <= 2 ? 503 : 200);
    const id = await addEndpoint(admin, receiver.url, { name: 'Yavaş CRM' });
    await sendLead(t, 'Mehmet Kaya');
    await until('the delivery after two 503s', async () => ((await deliveriesOf(t, id))[0]?.status === 'delivered' ? true : undefined), { timeoutMs: 20_000 });
    expect(receiver.calls.map((c) => c.status)).toEqual([503, 503, 200]);
    // The same delivery each time.
    expect(new Set(receiver.calls.map((c) => c.headers['x-ajans-delivery'])).size).toBe(1);
    expect(await deliveriesOf(t, id)).toEqual([{ status: 'delivered', attempts: 3, last_status_code: 200, last_response: 'ok' }]);
    receiver.answer = () => 200;
    await admin.from('webhook_endpoints').update({ enabled: false, secret: '' }).eq('id', id);
  });

  it('"Tekrar gönder": an administrator sets a delivery back to pending and it is delivered again', async () => {
    const endpoints = await admin.from('webhook_endpoints').select('id').eq('name', 'CRM 2').single();
    await admin.from('webhook_endpoints').update({ on_lead_created: true, secret: '' }).eq('id', endpoints.data!.id);
    const { data: delivered } = await admin.from('webhook_deliveries').select('id, status').eq('endpoint_id', endpoints.data!.id).single();
    expect(delivered!.status).toBe('delivered');
    receiver.calls.length = 0;
    // Only the status moves: the payload an administrator sends along is ignored.
    const resend = await admin.from('webhook_deliveries').update({ status: 'pending', payload: { forged: true } }).eq('id', delivered!.id);
    expect(resend.error).toBeNull();
    const call = await until('the resent call', async () => receiver.calls[0], { timeoutMs: 10_000 });
    expect(call.headers['x-ajans-delivery']).toBe(delivered!.id);
    expect(JSON.parse(call.body).data.lead.name).toBe('Ayşe Yılmaz');
    const forge = await admin.from('webhook_deliveries').insert({ endpoint_id: endpoints.data!.id, endpoint_name: 'x', event: 'lead.created', subject_table: 'contact_messages', subject_id: 'x', payload: {} });
    expect(forge.error?.code).toBe('42501');
  });

  it('sends content.published when a public content row becomes published', async () => {
    const id = await addEndpoint(admin, receiver.url, { name: 'Yayın', on_lead_created: false, on_content_published: true, format: 'slack' });
    receiver.calls.length = 0;
    const post = await admin.from('blog_posts').insert({ title: 'Yeni Yazı', slug: 'yeni-yazi-webhook', excerpt: 'Özet', content: '<p>Metin</p>', published: false }).select('id').single();
    expect(post.error).toBeNull();
    expect((await admin.from('blog_posts').update({ published: true }).eq('id', post.data!.id)).error).toBeNull();
    const call = await until('the published post', async () => receiver.calls.find((c) => c.headers['x-ajans-event'] === 'content.published'), { timeoutMs: 10_000 });
    expect(JSON.parse(call.body)).toEqual({ text: '*Yayınlandı: Yeni Yazı*\n*Adres:* /blog/yeni-yazi-webhook' });
    await admin.from('webhook_endpoints').delete().eq('id', id);
  });

  it('the log keeps finished deliveries WEBHOOK_LOG_DAYS; older ones leave it, a pending one never does', async () => {
    const id = await addEndpoint(admin, receiver.url, { name: 'Eski', on_lead_created: false });
    const insert = (status: string, daysAgo: number, name: string) =>
      t.server.ctx.db.admin.query(
        `insert into public.webhook_deliveries (endpoint_id, endpoint_name, event, subject_table, subject_id, payload, status, attempts, next_attempt_at, created_at)
         values ($1, 'Eski', 'lead.created', 'contact_messages', $2, '{}', $3, 1, case when $3 = 'pending' then now() + interval '1 day' end, now() - make_interval(days => $4))`,
        [id, name, status, daysAgo],
      );
    await insert('delivered', 31, 'eski-iletilen');
    await insert('failed', 31, 'eski-basarisiz');
    await insert('pending', 31, 'eski-bekleyen');
    await insert('delivered', 29, 'yeni-iletilen');
    expect(await databaseWebhookQueue(t.server.ctx.db.admin).pruneFinished(30)).toBe(2);
    const { rows } = await t.server.ctx.db.admin.query<{ subject_id: string }>('select subject_id from public.webhook_deliveries where endpoint_id = $1 order by subject_id', [id]);
    expect(rows.map((r) => r.subject_id)).toEqual(['eski-bekleyen', 'yeni-iletilen']);
    await admin.from('webhook_endpoints').delete().eq('id', id);
  });

  it('lets neither anon nor an editor read endpoints or deliveries', async () => {
    for (const table of ['webhook_endpoints', 'webhook_deliveries']) {
      const res = await t.anon().from(table).select('id');
      expect(res.error?.code).toBe('42501');
    }
    const created = await t.service().auth.admin.createUser({ email: 'editor@example.com', password: 'editor-password-1', email_confirm: true, app_metadata: { role: 'editor' } });
    expect(created.error).toBeNull();
    const editor = await t.signIn('editor@example.com', 'editor-password-1');
    expect((await editor.from('webhook_endpoints').select('id')).data).toEqual([]);
    expect((await editor.from('webhook_deliveries').select('id')).data).toEqual([]);
    const insert = await editor.from('webhook_endpoints').insert({ name: 'Sızıntı', url: 'https://example.com/x', secret: SECRET });
    expect(insert.error?.code).toBe('42501');
    expect((await t.anon().schema('private' as 'public').from('webhook_secrets').select('*')).error).not.toBeNull();
  });
});

describe('webhooks across servers', () => {
  it('two servers over one database deliver each lead exactly once', async () => {
    const receiver = await startWebhookReceiver();
    const pair = await startServerPair({ env: ENV });
    try {
      const admin = await pair.first.signIn();
      const id = await addEndpoint(admin, receiver.url);
      const names = ['Lead Bir', 'Lead İki', 'Lead Üç', 'Lead Dört', 'Lead Beş', 'Lead Altı'];
      for (const [i, name] of names.entries()) await sendLead(i % 2 ? pair.second : pair.first, name);
      await until('every lead delivered', async () => ((await deliveriesOf(pair.first, id)).filter((d) => d.status === 'delivered').length === names.length ? true : undefined), {
        timeoutMs: 30_000,
      });
      expect(receiver.calls).toHaveLength(names.length);
      expect(new Set(receiver.calls.map((c) => c.headers['x-ajans-delivery'])).size).toBe(names.length);
      expect((await deliveriesOf(pair.first, id)).map((d) => d.attempts)).toEqual(names.map(() => 1));
    } finally {
      await pair.close();
      await receiver.close();
    }
  }, 180_000);

  it('a server stopped between the first attempt and the retry delivers after its restart', async () => {
    const receiver = await startWebhookReceiver();
    receiver.answer = () => 503;
    // The retry is due long after the stop: only the restarted server can make it.
    const env = { ...ENV, WEBHOOK_RETRY_DELAYS_MS: '4000,200' };
    let t = await startTestServer({ env, keepData: true });
    const dataDir = t.dataDir;
    try {
      const id = await addEndpoint(await t.signIn(), receiver.url);
      await sendLead(t, 'Zeynep Demir');
      await until('the first attempt', async () => receiver.calls[0], { timeoutMs: 10_000 });
      await t.close();
      receiver.answer = () => 200;
      t = await startTestServer({ env, dataDir });
      await until('the delivery after the restart', async () => ((await deliveriesOf(t, id))[0]?.status === 'delivered' ? true : undefined), { timeoutMs: 30_000 });
      expect(receiver.calls.map((c) => c.status)).toEqual([503, 200]);
      expect(new Set(receiver.calls.map((c) => c.headers['x-ajans-delivery'])).size).toBe(1);
      expect(await deliveriesOf(t, id)).toEqual([{ status: 'delivered', attempts: 2, last_status_code: 200, last_response: 'ok' }]);
    } finally {
      await t.close();
      await receiver.close();
    }
  }, 180_000);

  it('refuses a loopback target without WEBHOOK_ALLOW_PRIVATE_HOSTS', async () => {
    const receiver = await startWebhookReceiver();
    const t = await startTestServer({ env: { WEBHOOK_RETRY_DELAYS_MS: '200', WEBHOOK_POLL_SECONDS: '1' } });
    try {
      const id = await addEndpoint(await t.signIn(), receiver.url);
      await sendLead(t, 'Ali Veli');
      await until('the refusal', async () => ((await deliveriesOf(t, id))[0]?.status === 'failed' ? true : undefined), { timeoutMs: 10_000 });
      expect(await deliveriesOf(t, id)).toEqual([{ status: 'failed', attempts: 1, last_status_code: null, last_response: 'Bu adres özel ağda; izin verilmiyor.' }]);
      expect(receiver.calls).toHaveLength(0);
    } finally {
      await t.close();
      await receiver.close();
    }
  }, 120_000);
});
