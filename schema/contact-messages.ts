/** Contact messages: sent by visitors through the contact form; staff read and triage them. */
import { defineResource, type Tone } from './resource.ts';
import { UPDATE_ERROR, standardMessages } from './common/messages.ts';
import type { Timestamps, WithId } from './common/fields.ts';
import { CONTACT_SERVICE_OPTIONS as SERVICE_OPTIONS } from '../supabase/functions/_shared/contact-services.ts';

/** Mesajın işlenme durumu. */
export type ContactMessageStatus = 'new' | 'read' | 'replied' | 'archived' | 'spam';

/** Ziyaretçinin ilgilendiği hizmet. */
export type ContactService =
  | 'web-development'
  | 'digital-marketing'
  | 'seo'
  | 'graphic-design'
  | 'social-media'
  | 'content-creation';

export const CONTACT_MESSAGE_STATUS_OPTIONS = [
  { value: 'new', label: 'Yeni', tone: 'info' },
  { value: 'read', label: 'Okundu', tone: 'neutral' },
  { value: 'replied', label: 'Yanıtlandı', tone: 'success' },
  { value: 'archived', label: 'Arşivlendi', tone: 'warning' },
  { value: 'spam', label: 'Spam', tone: 'danger' },
] as const satisfies readonly { value: ContactMessageStatus; label: string; tone: Tone }[];

/** The list lives with the Edge Functions (the lead e-mail shows the labels); checked against ContactService here. */
export const CONTACT_SERVICE_OPTIONS = SERVICE_OPTIONS satisfies readonly { value: ContactService; label: string }[];

/** Where a lead came from: recorded with each message (src/public/lead-source), shown in the inbox and its CSV. */
export const LEAD_SOURCE_FIELDS = ['source_path', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** Texts of the public contact form. */
export const CONTACT_FORM_TEXTS = {
  sent: 'Mesajınız başarıyla gönderildi! En kısa sürede sizinle iletişime geçeceğiz.',
  sendError: 'Mesaj gönderilirken hata oluştu. Lütfen tekrar deneyin.',
} as const;

/** @title İletişim mesajı */
export interface ContactMessage extends WithId, Timestamps {
  /**
   * @title Ad Soyad
   * @minLength 1
   * @maxLength 100
   */
  name: string;
  /**
   * @title E-posta
   * @format email
   * @maxLength 254
   */
  email: string;
  /**
   * @title Telefon
   * @maxLength 30
   */
  phone: string | null;
  /**
   * @title Şirket
   * @maxLength 150
   */
  company: string | null;
  /** @title Hizmet */
  service: ContactService | null;
  /**
   * @title Mesaj
   * @minLength 1
   * @maxLength 5000
   */
  message: string;
  /**
   * @title Durum
   * @default "new"
   */
  status: ContactMessageStatus;
  /**
   * The disclosure the form showed, as the visitor's browser sent it (KVKK consent record;
   * its time is created_at).
   * @title Aydınlatma metni
   * @maxLength 2000
   */
  consent_text: string | null;
  /**
   * The site path the form was sent from (no query string).
   * @title Kaynak sayfa
   * @maxLength 500
   * @pattern ^/[^?#\s]*$
   */
  source_path: string | null;
  /**
   * Where the visit came from: the first page's referrer, origin and path only (no query string).
   * @title Yönlendiren
   * @maxLength 500
   * @pattern ^https?://[^?#\s]+$
   */
  referrer: string | null;
  /**
   * The visit's first UTM parameters (src/public/lead-source): kept in the tab, sent with the form.
   * @title UTM kaynağı
   * @maxLength 200
   */
  utm_source: string | null;
  /**
   * @title UTM ortamı
   * @maxLength 200
   */
  utm_medium: string | null;
  /**
   * @title UTM kampanyası
   * @maxLength 200
   */
  utm_campaign: string | null;
  /**
   * @title UTM terimi
   * @maxLength 200
   */
  utm_term: string | null;
  /**
   * @title UTM içeriği
   * @maxLength 200
   */
  utm_content: string | null;
}

export const resource = defineResource<ContactMessage>({
  table: 'contact_messages',
  db: {
    // The form's columns, and a message always starts as new. The limits per sender and the
    // server-set id and dates are the trigger of 20261123110000_public_form_guards.sql.
    access: {
      preset: 'publicInbox',
      insert: ['name', 'email', 'phone', 'company', 'service', 'message', 'status', 'consent_text', ...LEAD_SOURCE_FIELDS],
      initial: { status: 'new' },
    },
    indexes: [
      { name: 'contact_messages_created_idx', on: ['created_at desc'] },
      // The dashboard's leads per landing page (20261129300100_landing_page_leads.sql).
      { name: 'contact_messages_source_path_idx', on: ['source_path', 'created_at'] },
    ],
    checks: {
      contact_messages_name_visible: 'private.has_visible_text(name)',
      contact_messages_message_visible: 'private.has_visible_text(message)',
    },
    triggers: [
      { name: 'guard_contact_message', timing: 'before', events: ['insert'], function: 'private.guard_contact_message' },
      // The server e-mails the notification address (20261123174000_mail_triggers.sql).
      { name: 'notify_contact_message_created', timing: 'after', events: ['insert'], function: 'private.notify_contact_message_created' },
    ],
  },
  rowType: 'ContactMessage',
  route: 'contact-messages',
  nav: { label: 'İletişim Mesajları', icon: 'MessageSquare', order: 80 },
  dashboard: { activity: { titleField: 'name', singular: 'İletişim mesajı', event: 'received' } },
  title: 'İletişim Mesajları',
  singular: 'Mesaj',
  newLabel: 'Yeni Mesaj',
  createTitle: 'Yeni Mesaj',
  editTitle: 'Mesaj Detayı',
  screen: 'resource',
  list: {
    layout: 'table',
    columns: [
      { field: 'name' },
      { field: 'email', display: 'email' },
      { field: 'company' },
      { field: 'service', display: 'badge', options: CONTACT_SERVICE_OPTIONS },
      { field: 'status', display: 'badge' },
      { field: 'created_at', label: 'Tarih', display: 'date' },
    ],
    searchFields: ['name', 'email', 'company', 'message'],
    searchPlaceholder: 'İsim, e-posta, şirket veya mesaj ara...',
    filters: [{ field: 'status', label: 'Durum', options: CONTACT_MESSAGE_STATUS_OPTIONS }],
    order: [{ field: 'created_at', ascending: false }],
    emptyText: 'Mesaj bulunamadı',
    emptySearchText: 'Mesaj bulunamadı. Arama kriterlerini değiştirmeyi deneyin.',
  },
  form: {
    mode: 'modal',
    fields: [{ name: 'status', widget: 'select', options: CONTACT_MESSAGE_STATUS_OPTIONS }],
  },
  defaults: { status: 'new' },
  creatable: false,
  markOnOpen: { field: 'status', from: 'new', to: 'read' },
  bulkStatus: { field: 'status', values: ['read', 'replied', 'archived', 'spam'] },
  reply: { email: 'email', subject: 'service', fallbackSubject: 'İletişim mesajınız' },
  // Where the lead came from (src/public/lead-source).
  details: [
    { label: 'Kaynak sayfa', fields: ['source_path'] },
    { label: 'Yönlendiren', fields: ['referrer'] },
    { label: 'UTM', fields: ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] },
  ],
  // Named as the specification names the subscribers' export: the screen's path and the day.
  csvExport: {
    fileName: 'contact-messages-{date}.csv',
    columns: [
      { field: 'created_at', label: 'Tarih' },
      { field: 'name', label: 'Ad Soyad' },
      { field: 'email', label: 'E-posta' },
      { field: 'phone', label: 'Telefon' },
      { field: 'company', label: 'Şirket' },
      { field: 'service', label: 'Hizmet', options: CONTACT_SERVICE_OPTIONS },
      { field: 'message', label: 'Mesaj' },
      { field: 'status', label: 'Durum', options: CONTACT_MESSAGE_STATUS_OPTIONS },
      { field: 'source_path', label: 'Kaynak sayfa' },
      { field: 'referrer', label: 'Yönlendiren' },
      { field: 'utm_source', label: 'UTM kaynağı' },
      { field: 'utm_medium', label: 'UTM ortamı' },
      { field: 'utm_campaign', label: 'UTM kampanyası' },
      { field: 'utm_term', label: 'UTM terimi' },
      { field: 'utm_content', label: 'UTM içeriği' },
    ],
  },
  messages: standardMessages({
    created: 'Mesaj oluşturuldu',
    updated: 'Mesaj durumu güncellendi',
    deleted: 'Mesaj silindi',
    loadError: 'Mesajlar yüklenirken hata oluştu',
    saveError: UPDATE_ERROR,
    deleteConfirm: 'Bu mesajı silmek istediğinizden emin misiniz?',
  }),
});
