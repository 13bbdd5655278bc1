/**
 * The webhook screens in Chromium, signed in as an administrator: an endpoint added through
 * the generic form (its secret never shown again), a new lead seen delivered in the log, and
 * "Tekrar gönder" calling the receiver again with the same delivery; the stage event chosen on
 * the endpoint and its delivery named in Turkish in the log.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, signInAdmin, type E2E } from '../helpers/e2e.ts';
import { until } from '../helpers/until.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.ts';

describe('admin webhooks', () => {
  let e: E2E;
  let page: Page;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    e = await startE2E({ env: { WEBHOOK_ALLOW_PRIVATE_HOSTS: 'true', WEBHOOK_POLL_SECONDS: '1' } });
    ({ page } = await e.open('/admin/login'));
    await signInAdmin(page, e.t.url);
  });
  afterAll(async () => {
    await e?.close();
    await receiver?.close();
  });
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => e.t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);

  it('adds an endpoint, shows its delivery in the log and sends it again', async () => {
    await page.goto(`${e.t.url}/admin/webhooks`);
    await page.getByRole('heading', { level: 1, name: "Webhook'lar" }).waitFor();
    await page.getByRole('button', { name: 'Yeni Webhook' }).click();
    await page.locator('#root_name').fill('CRM');
    await page.locator('#root_url').fill(receiver.url);
    await page.locator('#root_secret').fill('e2e-secret-0123456789');
    // The stage event is offered among the endpoint's events (off by default).
    const stageEvent = page.locator('#root_on_lead_stage_changed');
    expect(await page.locator('label[for="root_on_lead_stage_changed"]').first().textContent()).toBe('Aday aşaması değişti (lead.stage_changed)');
    expect(await stageEvent.isChecked()).toBe(false);
    await stageEvent.check();
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await page.getByText('Webhook eklendi', { exact: true }).waitFor();
    expect(await sql(`select name, url, secret, has_secret, on_lead_stage_changed from public.webhook_endpoints`)).toEqual([
      { name: 'CRM', url: receiver.url, secret: '', has_secret: true, on_lead_stage_changed: true },
    ]);

    await sql(`insert into public.contact_messages (name, email, message) values ('Deniz Ak', 'deniz@example.com', 'Teklif istiyoruz')`);
    await until('the lead delivered', async () => receiver.calls[0], { timeoutMs: 30_000 });
    await page.goto(`${e.t.url}/admin/webhook-deliveries`);
    await page.getByRole('heading', { level: 1, name: 'Webhook Gönderimleri' }).waitFor();
    const row = page.locator('tbody tr').filter({ hasText: 'CRM' });
    await row.getByText('İletildi').waitFor();
    await row.getByText('Yeni iletişim mesajı').waitFor();

    await page.getByRole('checkbox', { name: /^Seç: / }).first().check();
    await page.getByRole('region', { name: 'Toplu işlemler' }).getByRole('button', { name: 'Tekrar gönder' }).click();
    await page.getByText('1 kayıt güncellendi', { exact: true }).waitFor();
    await until('the call sent again', async () => receiver.calls[1], { timeoutMs: 30_000 });
    expect(receiver.calls[1]!.headers['x-ajans-delivery']).toBe(receiver.calls[0]!.headers['x-ajans-delivery']);
    await until('the log delivered again', async () => {
      const [d] = await sql<{ status: string; attempts: number }>(`select status, attempts from public.webhook_deliveries`);
      return d?.status === 'delivered' ? d : undefined;
    });
  });

  it('a lead moved to another stage is delivered as "Aday aşaması değişti"', async () => {
    await sql(`update public.contact_messages set stage = 'contacted' where email = 'deniz@example.com'`);
    const call = await until('the stage change delivered', async () => receiver.calls.find((c) => c.headers['x-ajans-event'] === 'lead.stage_changed'), { timeoutMs: 30_000 });
    expect(JSON.parse(call.body).data).toMatchObject({ from_stage: 'new', to_stage: 'contacted', changed_by: null });
    await page.goto(`${e.t.url}/admin/webhook-deliveries`);
    await page.getByRole('heading', { level: 1, name: 'Webhook Gönderimleri' }).waitFor();
    await page.locator('tbody tr').filter({ hasText: 'Aday aşaması değişti' }).getByText('İletildi').waitFor();
  });
});
