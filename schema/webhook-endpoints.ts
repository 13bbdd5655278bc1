/**
 * Webhook endpoints: addresses an administrator gives (a CRM, Slack, Microsoft Teams) that the
 * server calls, signed, when a lead arrives, changes or moves to another stage, or content is published
 * (server/app/webhooks, supabase/schemas/19_webhooks.sql, docs/webhooks.md). The secret is
 * write-only: a trigger moves it to `private.webhook_secrets`, which no API role reads, and
 * leaves this column empty, so it never reaches a browser after the save.
 */
import { defineResource } from './resource.ts';
import { standardMessages } from './common/messages.ts';
import type { Timestamps, WithId } from './common/fields.ts';

/** What the endpoint receives: our JSON, or the message shape of a chat tool's incoming webhook. */
export type WebhookFormat = 'json' | 'slack' | 'teams';

export const WEBHOOK_FORMAT_OPTIONS = [
  { value: 'json', label: 'JSON', tone: 'neutral' },
  { value: 'slack', label: 'Slack', tone: 'info' },
  { value: 'teams', label: 'Microsoft Teams', tone: 'primary' },
] as const satisfies readonly { value: WebhookFormat; label: string; tone: string }[];

/** @title Webhook */
export interface WebhookEndpoint extends WithId, Timestamps {
  /**
   * @title Ad
   * @description Listede görünen ad, ör. "CRM" ya da "Satış kanalı (Slack)"
   * @minLength 1
   * @maxLength 100
   */
  name: string;
  /**
   * @title Adres (URL)
   * @description Çağrının gönderileceği tam adres, ör. https://crm.ornek.com/hooks/ajans
   * @pattern ^https?://[^/\\\s?#@]+([/?#][^\s]*)?$
   * @minLength 10
   * @maxLength 2000
   */
  url: string;
  /**
   * @title Biçim
   * @default "json"
   */
  format: WebhookFormat;
  /**
   * @title Yeni iletişim mesajı (lead.created)
   * @default true
   */
  on_lead_created: boolean;
  /**
   * @title İletişim mesajı güncellendi (lead.updated)
   * @default false
   */
  on_lead_updated: boolean;
  /**
   * @title Aday aşaması değişti (lead.stage_changed)
   * @default false
   */
  on_lead_stage_changed: boolean;
  /**
   * @title İçerik yayınlandı (content.published)
   * @default false
   */
  on_content_published: boolean;
  /**
   * Write-only: always empty when read (the trigger keeps the value in private.webhook_secrets).
   * @title Gizli anahtar
   * @pattern ^(|[^\s]{16,200})$
   * @maxLength 200
   * @default ""
   */
  secret: string;
  /**
   * @title Gizli anahtar kayıtlı
   * @default false
   * @readOnly
   */
  has_secret: boolean;
  /**
   * @title Etkin
   * @default true
   */
  enabled: boolean;
}

export const resource = defineResource<WebhookEndpoint>({
  table: 'webhook_endpoints',
  db: {
    access: { preset: 'adminOnly' },
    triggers: [
      // The secret goes to private.webhook_secrets and this column stays empty.
      { name: 'webhook_endpoint_keep_secret', timing: 'before', events: ['insert', 'update'], function: 'private.webhook_endpoint_keep_secret' },
      { name: 'webhook_endpoint_drop_secret', timing: 'after', events: ['delete'], function: 'private.webhook_endpoint_drop_secret' },
    ],
  },
  rowType: 'WebhookEndpoint',
  route: 'webhooks',
  nav: { label: 'Webhook\'lar', icon: 'Webhook', order: 145, adminOnly: true },
  title: 'Webhook\'lar',
  singular: 'Webhook',
  newLabel: 'Yeni Webhook',
  createTitle: 'Yeni Webhook',
  editTitle: 'Webhook Düzenle',
  screen: 'resource',
  list: {
    layout: 'table',
    columns: [
      { field: 'name' },
      { field: 'url' },
      { field: 'format', display: 'badge' },
      { field: 'enabled', display: 'badge', labels: { true: 'Etkin', false: 'Kapalı' } },
      { field: 'updated_at', label: 'Güncellenme', display: 'date' },
    ],
    searchFields: ['name', 'url'],
    searchPlaceholder: 'Ad veya adres ara...',
    order: [{ field: 'name', ascending: true }],
    emptyText: 'Henüz webhook yok',
    emptySearchText: 'Webhook bulunamadı. Arama kriterlerini değiştirmeyi deneyin.',
  },
  form: {
    mode: 'modal',
    fields: [
      { name: 'name', placeholder: 'CRM' },
      { name: 'url', widget: 'url', placeholder: 'https://' },
      { name: 'format', widget: 'select', options: WEBHOOK_FORMAT_OPTIONS, help: 'Slack ve Microsoft Teams için kanalın "Incoming Webhook" adresini girin.' },
      { name: 'on_lead_created', widget: 'checkbox' },
      { name: 'on_lead_updated', widget: 'checkbox' },
      { name: 'on_lead_stage_changed', widget: 'checkbox' },
      { name: 'on_content_published', widget: 'checkbox' },
      {
        name: 'secret',
        help: 'Her çağrı bu anahtarla imzalanır (X-Ajans-Signature). En az 16 karakter. Kaydedildikten sonra gösterilmez; boş bırakırsanız kayıtlı anahtar korunur.',
        errors: { pattern: 'Gizli anahtar boşluksuz ve en az 16 karakter olmalı.' },
      },
      { name: 'enabled', widget: 'checkbox' },
    ],
  },
  defaults: { format: 'json', on_lead_created: true, on_lead_updated: false, on_lead_stage_changed: false, on_content_published: false, enabled: true, secret: '' },
  messages: standardMessages({
    created: 'Webhook eklendi',
    updated: 'Webhook güncellendi',
    deleted: 'Webhook silindi',
    loadError: 'Webhook\'lar yüklenirken hata oluştu',
    deleteConfirm: 'Bu webhook\'u silmek istediğinizden emin misiniz? Gönderim kayıtları da silinir.',
    checks: { webhook_endpoints_secret_required: { text: 'Gizli anahtar gerekli (en az 16 karakter).', field: 'secret' } },
  }),
});
