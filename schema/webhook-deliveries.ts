/**
 * The webhook delivery log and queue: one row per event and endpoint, written by the database's
 * triggers (supabase/schemas/19_webhooks.sql) in the transaction of the change itself, and
 * delivered by the servers (server/app/webhooks/webhook-deliverer.ts), which claim a due row
 * with FOR UPDATE SKIP LOCKED and a lease, so one delivery is made by one server at a time and
 * none is lost when a server stops. Administrators read it and may only ask for a delivery
 * again ("Tekrar gönder": status back to pending; the guard trigger resets the rest).
 */
import { defineResource, type Tone } from './resource.ts';
import { standardMessages } from './common/messages.ts';
import type { CreatedAt, WithId } from './common/fields.ts';

/** The events an endpoint may receive. */
export type WebhookEvent = 'lead.created' | 'lead.updated' | 'lead.stage_changed' | 'content.published';

/** Where a delivery stands. */
export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

export const WEBHOOK_EVENT_OPTIONS = [
  { value: 'lead.created', label: 'Yeni iletişim mesajı', tone: 'info' },
  { value: 'lead.updated', label: 'İletişim mesajı güncellendi', tone: 'neutral' },
  { value: 'lead.stage_changed', label: 'Aday aşaması değişti', tone: 'warning' },
  { value: 'content.published', label: 'İçerik yayınlandı', tone: 'primary' },
] as const satisfies readonly { value: WebhookEvent; label: string; tone: Tone }[];

export const WEBHOOK_DELIVERY_STATUS_OPTIONS = [
  { value: 'pending', label: 'Bekliyor', tone: 'warning' },
  { value: 'delivered', label: 'İletildi', tone: 'success' },
  { value: 'failed', label: 'Başarısız', tone: 'danger' },
] as const satisfies readonly { value: WebhookDeliveryStatus; label: string; tone: Tone }[];

/**
 * An HTTP status code.
 * @asType integer
 */
export type HttpStatus = number;

/** @title Webhook gönderimi */
export interface WebhookDelivery extends WithId, CreatedAt {
  /**
   * @title Webhook
   * @format uuid
   */
  endpoint_id: string;
  /**
   * The endpoint's name when the event happened (the log stays readable).
   * @title Webhook adı
   * @maxLength 100
   */
  endpoint_name: string;
  /** @title Olay */
  event: WebhookEvent;
  /**
   * The table of the row the event is about (contact_messages, blog_posts, …).
   * @title Tablo
   * @maxLength 63
   */
  subject_table: string;
  /**
   * @title Kayıt
   * @maxLength 100
   */
  subject_id: string;
  /**
   * What the event says (the lead's fields, the published item's title and address).
   * @title Veri
   */
  payload: Record<string, unknown>;
  /**
   * @title Durum
   * @default "pending"
   */
  status: WebhookDeliveryStatus;
  /**
   * @title Deneme
   * @asType integer
   * @minimum 0
   * @default 0
   */
  attempts: number;
  /**
   * The HTTP status of the last answer; none when no answer came (refused, timed out).
   * @title Son yanıt kodu
   * @minimum 100
   * @maximum 599
   */
  last_status_code: HttpStatus | null;
  /**
   * The start of the last answer's body, or why there was none.
   * @title Son yanıt
   * @maxLength 1000
   */
  last_response: string | null;
  /**
   * @title Sonraki deneme
   * @format date-time
   */
  next_attempt_at: string | null;
  /**
   * @title Son deneme
   * @format date-time
   */
  last_attempt_at: string | null;
  /**
   * @title İletilme
   * @format date-time
   */
  delivered_at: string | null;
  /**
   * The server delivering it now (its lease ends at claimed_until).
   * @title Gönderen sunucu
   * @maxLength 200
   */
  claimed_by: string | null;
  /**
   * @title Sunucu kaydı bitişi
   * @format date-time
   */
  claimed_until: string | null;
}

export const resource = defineResource<WebhookDelivery>({
  table: 'webhook_deliveries',
  db: {
    access: { preset: 'adminOnly' },
    // Written by the queue on every attempt, no one's action, and its payloads are leads'
    // personal data that must leave with the lead: not in the append-only audit log.
    audit: 'off',
    foreignKeys: [{ columns: ['endpoint_id'], references: { table: 'webhook_endpoints', columns: ['id'] }, onDelete: 'cascade' }],
    indexes: [
      { name: 'webhook_deliveries_created_idx', on: ['created_at desc'] },
      // What the servers claim: due pending rows.
      { name: 'webhook_deliveries_due_idx', on: ['next_attempt_at'], where: "status = 'pending'" },
      { name: 'webhook_deliveries_endpoint_idx', on: ['endpoint_id', 'created_at'] },
      // A deleted lead's deliveries go with it (personal data).
      { name: 'webhook_deliveries_subject_idx', on: ['subject_table', 'subject_id'] },
    ],
    triggers: [{ name: 'guard_webhook_delivery', timing: 'before', events: ['insert', 'update'], function: 'private.guard_webhook_delivery' }],
  },
  rowType: 'WebhookDelivery',
  route: 'webhook-deliveries',
  nav: { label: 'Webhook Gönderimleri', icon: 'Send', order: 146, adminOnly: true },
  title: 'Webhook Gönderimleri',
  singular: 'Gönderim',
  newLabel: 'Yeni Gönderim',
  createTitle: 'Yeni Gönderim',
  editTitle: 'Gönderim Detayı',
  screen: 'resource',
  // A delivery log (with the answers' bodies), not something staff look for by name.
  adminSearch: false,
  list: {
    layout: 'table',
    columns: [
      { field: 'created_at', label: 'Tarih', display: 'date' },
      { field: 'endpoint_name' },
      { field: 'event', display: 'badge', options: WEBHOOK_EVENT_OPTIONS },
      { field: 'status', display: 'badge' },
      { field: 'attempts' },
      { field: 'last_status_code' },
    ],
    searchFields: ['endpoint_name', 'last_response'],
    searchPlaceholder: 'Webhook adı veya yanıt ara...',
    filters: [
      { field: 'status', label: 'Durum', options: WEBHOOK_DELIVERY_STATUS_OPTIONS },
      { field: 'event', label: 'Olay', options: WEBHOOK_EVENT_OPTIONS },
    ],
    order: [{ field: 'created_at', ascending: false }],
    emptyText: 'Henüz gönderim yok',
    emptySearchText: 'Gönderim bulunamadı. Arama kriterlerini değiştirmeyi deneyin.',
  },
  form: {
    mode: 'modal',
    fields: [{ name: 'status', widget: 'select', options: WEBHOOK_DELIVERY_STATUS_OPTIONS, help: '"Bekliyor" seçip kaydedince gönderim baştan denenir.' }],
  },
  creatable: false,
  bulkStatus: { field: 'status', values: ['pending'], actions: { pending: 'Tekrar gönder' } },
  details: [
    { label: 'Olay', fields: ['event', 'subject_table', 'subject_id'] },
    { label: 'Son yanıt', fields: ['last_status_code', 'last_response'] },
    { label: 'Zaman', fields: ['last_attempt_at', 'next_attempt_at', 'delivered_at'] },
  ],
  messages: standardMessages({
    created: 'Gönderim oluşturuldu',
    updated: 'Gönderim yeniden kuyruğa alındı',
    deleted: 'Gönderim silindi',
    loadError: 'Gönderimler yüklenirken hata oluştu',
    deleteConfirm: 'Bu gönderim kaydını silmek istediğinizden emin misiniz?',
  }),
});
