/**
 * The webhook events beyond a new lead, on the real server: lead.stage_changed, queued by the
 * database when staff move a lead to another stage through supabase-js, reaches a local
 * receiver signed; content.published is sent once when content goes live by its time (the
 * servers' announcement, with two servers and extra runs racing) and when a scheduled draft is
 * applied by apply_due_drafts, not when it is saved for later nor when a draft is discarded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { STAFF_EMAIL, startTestServer, type TestServer } from '../helpers/server.ts';
import { startServerPair, type ServerPair } from '../helpers/server-pair.ts';
import { until } from '../helpers/until.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.ts';
import { verifyWebhookSignature } from '../../server/app/webhooks/webhook-signature.ts';

const SECRET = 'whsec-events-0123456789abcdef';
const ENV = { WEBHOOK_ALLOW_PRIVATE_HOSTS: 'true', WEBHOOK_RETRY_DELAYS_MS: '200,200,200', WEBHOOK_POLL_SECONDS: '1' };

async function addEndpoint(admin: SupabaseClient, url: string, events: Record<string, boolean | string>): Promise<string> {
  const { data, error } = await admin
    .from('webhook_endpoints')
    .insert({ name: 'CRM', url, secret: SECRET, on_lead_created: false, ...events })
    .select('id')
    .single();
  expect(error).toBeNull();
  return (data as { id: string }).id;
}

interface Delivery {
  id: string;
  event: string;
  status: string;
  attempts: number;
  payload: Record<string, unknown>;
}

async function deliveries(t: TestServer, subjectId: string, event: string): Promise<Delivery[]> {
  const { rows } = await t.server.ctx.db.admin.query<Delivery>(
    'select id, event, status, attempts, payload from public.webhook_deliveries where subject_id = $1 and event = $2 order by created_at, id',
    [subjectId, event],
  );
  return rows;
}

const delivered = (t: TestServer, subjectId: string, event: string, count: number) =>
  until(`${count} ${event} delivered`, async () => {
    const rows = await deliveries(t, subjectId, event);
    return rows.length === count && rows.every((r) => r.status === 'delivered') ? rows : undefined;
  });

describe('lead.stage_changed', () => {
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

  it('reaches the receiver signed when staff move a lead to another stage, with both stages, who and when', async () => {
    await addEndpoint(admin, receiver.url, { on_lead_stage_changed: true });
    const sent = await t.anon().from('contact_messages').insert({ name: 'Deniz Aydın', email: 'deniz@example.com', message: 'Teklif rica ederim' });
    expect(sent.error).toBeNull();
    const { rows } = await t.server.ctx.db.admin.query<{ id: string }>("select id from public.contact_messages where email = 'deniz@example.com'");
    const leadId = rows[0]!.id;
    // A new lead and a change that is not the stage queue no stage event.
    expect((await admin.from('contact_messages').update({ status: 'read' }).eq('id', leadId)).error).toBeNull();
    expect(await deliveries(t, leadId, 'lead.stage_changed')).toEqual([]);

    const before = Date.now();
    expect((await admin.from('contact_messages').update({ stage: 'proposal' }).eq('id', leadId)).error).toBeNull();
    const call = await until('the stage change', async () => receiver.calls.find((c) => c.headers['x-ajans-event'] === 'lead.stage_changed'), { timeoutMs: 10_000 });
    const signed = { signature: call.headers['x-ajans-signature'] as string, timestamp: call.headers['x-ajans-timestamp'] as string };
    expect(verifyWebhookSignature(SECRET, signed, call.body)).toBe(true);
    expect(verifyWebhookSignature('another-secret-0123456789', signed, call.body)).toBe(false);
    const body = JSON.parse(call.body) as { id: string; event: string; data: Record<string, unknown> & { changed_by: { id: string; email: string }; lead: Record<string, unknown> } };
    expect(body.event).toBe('lead.stage_changed');
    expect(body.id).toBe(call.headers['x-ajans-delivery']);
    expect(body.data).toMatchObject({ lead_id: leadId, from_stage: 'new', to_stage: 'proposal' });
    expect(body.data.changed_by.email).toBe(STAFF_EMAIL);
    expect(body.data.changed_by.id).toMatch(/^[0-9a-f-]{36}$/);
    const at = Date.parse(body.data.changed_at as string);
    expect(at).toBeGreaterThanOrEqual(before - 5_000);
    expect(at).toBeLessThanOrEqual(Date.now());
    expect(body.data.lead).toMatchObject({ id: leadId, name: 'Deniz Aydın', stage: 'proposal' });
    const done = await delivered(t, leadId, 'lead.stage_changed', 1);
    expect(done.map((d) => d.attempts)).toEqual([1]);

    // The same stage again is no change; another stage is a second event.
    expect((await admin.from('contact_messages').update({ stage: 'proposal' }).eq('id', leadId)).error).toBeNull();
    expect(await deliveries(t, leadId, 'lead.stage_changed')).toHaveLength(1);
    expect((await admin.from('contact_messages').update({ stage: 'won' }).eq('id', leadId)).error).toBeNull();
    const both = await delivered(t, leadId, 'lead.stage_changed', 2);
    expect(both.map((d) => [d.payload.from_stage, d.payload.to_stage])).toEqual([
      ['new', 'proposal'],
      ['proposal', 'won'],
    ]);
  });

  it('Slack gets the stages by their Turkish names', async () => {
    await addEndpoint(admin, receiver.url, { on_lead_stage_changed: true, format: 'slack' });
    receiver.calls.length = 0;
    const { rows } = await t.server.ctx.db.admin.query<{ id: string }>("select id from public.contact_messages where email = 'deniz@example.com'");
    expect((await admin.from('contact_messages').update({ stage: 'lost' }).eq('id', rows[0]!.id)).error).toBeNull();
    const slack = await until('the Slack message', async () => receiver.calls.find((c) => c.body.startsWith('{"text"')), { timeoutMs: 10_000 });
    expect(JSON.parse(slack.body)).toEqual({
      text: `*Aday aşaması değişti: Deniz Aydın*\n*Önceki aşama:* Kazanıldı\n*Yeni aşama:* Kaybedildi\n*Değiştiren:* ${STAFF_EMAIL}\n*E-posta:* deniz@example.com`,
    });
  });
});

describe('content.published by schedule', () => {
  let pair: ServerPair;
  let receiver: WebhookReceiver;
  let admin: SupabaseClient;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    pair = await startServerPair({ env: ENV });
    admin = await pair.first.signIn();
    await addEndpoint(admin, receiver.url, { on_content_published: true });
  }, 180_000);
  afterAll(async () => {
    await pair?.close();
    await receiver?.close();
  });

  const announce = (t: TestServer) => t.server.ctx.db.admin.query<{ n: number }>('select private.announce_due_publications() as n').then((r) => r.rows[0]!.n);

  it('a post published for later is announced once when its time comes, by two servers and extra runs', async () => {
    const db = pair.first.server.ctx.db.admin;
    const post = await admin
      .from('blog_posts')
      .insert({ title: 'Zamanlı Yazı', slug: 'zamanli-yazi', excerpt: 'Özet', content: '<p>Metin</p>', published: true, publish_at: new Date(Date.now() + 3_000).toISOString() })
      .select('id, publish_at')
      .single();
    expect(post.error).toBeNull();
    const id = post.data!.id as string;
    // Saved for later: nothing yet, and the servers' runs find nothing due.
    expect(await deliveries(pair.first, id, 'content.published')).toEqual([]);
    await announce(pair.first);
    expect(await deliveries(pair.first, id, 'content.published')).toEqual([]);
    // An edit before its time still sends nothing.
    expect((await admin.from('blog_posts').update({ title: 'Zamanlı Yazı', published: true }).eq('id', id)).error).toBeNull();
    expect(await deliveries(pair.first, id, 'content.published')).toEqual([]);

    await until('the publication time', async () => ((await db.query<{ due: boolean }>('select now() >= $1::timestamptz as due', [post.data!.publish_at])).rows[0]!.due ? true : undefined));
    // Both servers' own jobs (every second) and four extra runs at once race for it.
    const extra = await Promise.all([announce(pair.first), announce(pair.second), announce(pair.first), announce(pair.second)]);
    expect(extra.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
    const [one] = await delivered(pair.first, id, 'content.published', 1);
    expect(one!.payload).toEqual({ table: 'blog_posts', id, title: 'Zamanlı Yazı', slug: 'zamanli-yazi', path: '/blog/zamanli-yazi' });
    expect(one!.attempts).toBe(1);
    const calls = receiver.calls.filter((c) => c.headers['x-ajans-event'] === 'content.published' && JSON.parse(c.body).data.id === id);
    expect(calls).toHaveLength(1);
    expect(verifyWebhookSignature(SECRET, { signature: calls[0]!.headers['x-ajans-signature'] as string, timestamp: calls[0]!.headers['x-ajans-timestamp'] as string }, calls[0]!.body)).toBe(true);

    // Later runs and a save of the live post send nothing more.
    expect(await announce(pair.second)).toBe(0);
    expect((await admin.from('blog_posts').update({ excerpt: 'Yeni özet', published: true }).eq('id', id)).error).toBeNull();
    expect(await deliveries(pair.first, id, 'content.published')).toHaveLength(1);
    // Taken off and put live again is a new go-live.
    expect((await admin.from('blog_posts').update({ published: false }).eq('id', id)).error).toBeNull();
    expect((await admin.from('blog_posts').update({ published: true }).eq('id', id)).error).toBeNull();
    expect(await announce(pair.first)).toBe(0);
    expect(await deliveries(pair.first, id, 'content.published')).toHaveLength(2);
  });

  it('a scheduled draft applied by apply_due_drafts sends its new version once; a discarded draft sends nothing', async () => {
    const db = pair.first.server.ctx.db.admin;
    const post = await admin.from('blog_posts').insert({ title: 'Eski Başlık', slug: 'taslakli-yazi', excerpt: 'Özet', content: '<p>Metin</p>', published: true }).select('id, updated_at').single();
    expect(post.error).toBeNull();
    const id = post.data!.id as string;
    expect(await deliveries(pair.first, id, 'content.published')).toHaveLength(1);

    // A draft staff discard: no event.
    const discard = await admin.from('content_drafts').insert({ table_name: 'blog_posts', row_id: id, data: { title: 'Vazgeçilen' }, base_updated_at: post.data!.updated_at }).select('id').single();
    expect(discard.error).toBeNull();
    expect((await admin.from('content_drafts').delete().eq('id', discard.data!.id)).error).toBeNull();
    expect(await deliveries(pair.first, id, 'content.published')).toHaveLength(1);

    const draft = await admin
      .from('content_drafts')
      .insert({ table_name: 'blog_posts', row_id: id, data: { title: 'Yeni Başlık' }, base_updated_at: post.data!.updated_at, publish_at: new Date(Date.now() - 1_000).toISOString() })
      .select('id')
      .single();
    expect(draft.error).toBeNull();
    // The scheduler's step (the servers run it too; whichever applies it, once).
    await db.query('select public.apply_due_drafts()');
    await until('the draft applied', async () => ((await db.query('select 1 from public.content_drafts where id = $1', [draft.data!.id])).rowCount === 0 ? true : undefined));
    const rows = await delivered(pair.first, id, 'content.published', 2);
    expect(rows[1]!.payload).toMatchObject({ id, title: 'Yeni Başlık', path: '/blog/taslakli-yazi' });
    expect(await announce(pair.second)).toBe(0);
    expect(await deliveries(pair.first, id, 'content.published')).toHaveLength(2);
  });
});
