/**
 * The body of a webhook call in the endpoint's format: our JSON (the event and its data), or
 * a message a chat tool's incoming webhook shows: Slack (`text` with mrkdwn) and Microsoft
 * Teams (an Adaptive Card attachment, which both Teams' Workflows and its older connectors
 * accept). Turkish, as everything staff read.
 */
import type { WebhookFormat } from '../../../schema/webhook-endpoints.ts';
import type { WebhookEvent } from '../../../schema/webhook-deliveries.ts';
import { LEAD_STAGE_OPTIONS } from '../../../schema/contact-messages.ts';

export interface WebhookDeliveryFacts {
  id: string;
  event: WebhookEvent;
  createdAt: string;
  payload: Record<string, unknown>;
}

type Lead = Record<string, unknown>;

const LEAD_LABELS: [string, string][] = [
  ['name', 'Ad Soyad'],
  ['email', 'E-posta'],
  ['phone', 'Telefon'],
  ['company', 'Şirket'],
  ['service', 'Hizmet'],
  ['status', 'Durum'],
  ['source_path', 'Kaynak sayfa'],
  ['utm_campaign', 'UTM kampanyası'],
];

function text(value: unknown): string {
  return typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value);
}

/** A stage's Turkish name ("Teklif verildi"), the key itself if unknown. */
function stageLabel(key: unknown): string {
  return LEAD_STAGE_OPTIONS.find((o) => o.value === key)?.label ?? text(key);
}

/** lead.stage_changed: the stage it left, the one it reached, and who moved it. */
function stageSummary(p: Record<string, unknown>, lead: Lead, siteUrl: string | undefined): { title: string; facts: [string, string][] } {
  const by = (p.changed_by ?? null) as { email?: unknown } | null;
  const facts: [string, string][] = [
    ['Önceki aşama', stageLabel(p.from_stage)],
    ['Yeni aşama', stageLabel(p.to_stage)],
  ];
  if (by && text(by.email)) facts.push(['Değiştiren', text(by.email)]);
  if (text(lead.email)) facts.push(['E-posta', text(lead.email)]);
  if (siteUrl && lead.id) facts.push(['Yönetim', `${siteUrl}/admin/contact-messages/${text(lead.id)}`]);
  return { title: `Aday aşaması değişti: ${text(lead.name)}`, facts };
}

/** A title line and labelled facts, the same for Slack and Teams. */
function summary(d: WebhookDeliveryFacts, siteUrl: string | undefined): { title: string; facts: [string, string][] } {
  if (d.event === 'content.published') {
    const p = d.payload;
    const address = siteUrl ? `${siteUrl}${text(p.path)}` : text(p.path);
    return { title: `Yayınlandı: ${text(p.title)}`, facts: [['Adres', address]] };
  }
  const lead = (d.payload.lead ?? {}) as Lead;
  if (d.event === 'lead.stage_changed') return stageSummary(d.payload, lead, siteUrl);
  const title = `${d.event === 'lead.created' ? 'Yeni iletişim mesajı' : 'İletişim mesajı güncellendi'}: ${text(lead.name)}`;
  const facts = LEAD_LABELS.filter(([k]) => text(lead[k]) !== '').map(([k, label]): [string, string] => [label, text(lead[k])]);
  if (d.event === 'lead.created' && text(lead.message)) facts.push(['Mesaj', text(lead.message).slice(0, 1000)]);
  if (siteUrl && lead.id) facts.push(['Yönetim', `${siteUrl}/admin/contact-messages/${text(lead.id)}`]);
  return { title, facts };
}

/** Slack mrkdwn: &, < and > are its only special characters. */
function slackEscape(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function webhookBody(format: WebhookFormat, d: WebhookDeliveryFacts, siteUrl?: string): string {
  if (format === 'json') {
    return JSON.stringify({ id: d.id, event: d.event, created_at: d.createdAt, data: d.payload });
  }
  const { title, facts } = summary(d, siteUrl);
  if (format === 'slack') {
    const lines = [`*${slackEscape(title)}*`, ...facts.map(([k, v]) => `*${slackEscape(k)}:* ${slackEscape(v)}`)];
    return JSON.stringify({ text: lines.join('\n') });
  }
  return JSON.stringify({
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body: [
            { type: 'TextBlock', text: title, weight: 'Bolder', size: 'Medium', wrap: true },
            { type: 'FactSet', facts: facts.map(([k, v]) => ({ title: k, value: v })) },
          ],
        },
      },
    ],
  });
}
