/** Contact messages: sent by visitors through the contact form; staff read and triage them. */
import { defineResource, type Tone } from './resource.ts';
import { UPDATE_ERROR, standardMessages } from './common/messages.ts';
import type { Timestamps, WithId } from './common/fields.ts';
import { CONTACT_SERVICE_OPTIONS as SERVICE_OPTIONS } from '../supabase/functions/_shared/contact-services.ts';

/** Mesajın işlenme durumu. */
export type ContactMessageStatus = 'new' | 'read' | 'replied' | 'archived' | 'spam';

/** Where a lead stands in the agency's pipeline (keys in SQL, Turkish labels here). */
export type LeadStage = 'new' | 'contacted' | 'proposal' | 'won' | 'lost';

export const LEAD_STAGE_OPTIONS = [
  { value: 'new', label: 'Yeni', tone: 'info' },
  { value: 'contacted', label: 'İletişime geçildi', tone: 'primary' },
  { value: 'proposal', label: 'Teklif verildi', tone: 'warning' },
  { value: 'won', label: 'Kazanıldı', tone: 'success' },
  { value: 'lost', label: 'Kaybedildi', tone: 'danger' },
] as const satisfies readonly { value: LeadStage; label: string; tone: Tone }[];

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
   * @title Aşama
   * @default "new"
   */
  stage: LeadStage;
  /**
   * The staff member who follows the lead up (auth.users id; chosen among the staff).
   * @title Sorumlu
   * @format uuid
   */
  owner_id: string | null;
  /**
   * When the owner should come back to it: from that day on the lead is on their dashboard.
   * @title Takip tarihi
   * @format date-time
   */
  follow_up_at: string | null;
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
  /**
   * The form it was sent with (schema/forms.ts); null for messages from before forms.
   * @title Form
   * @format uuid
   */
  form_id: string | null;
  /**
   * Every field of the form in its order, as the form named it when the answer came (the
   * database writes the labels; supabase/schemas/17_forms.sql).
   * @title Yanıtlar
   */
  answers: FormAnswer[] | null;
}

/** Bir alanın yanıtı. */
export interface FormAnswer {
  /** @title Alan adı */
  name: string;
  /** @title Etiket */
  label: string;
  /** @title Değer */
  value: string | boolean | string[];
}

export const resource = defineResource<ContactMessage>({
  table: 'contact_messages',
  db: {
    // The form's columns, and a message always starts as new. The limits per sender and the
    // server-set id and dates are the trigger of 20261123110000_public_form_guards.sql.
    access: {
      preset: 'publicInbox',
      insert: ['name', 'email', 'phone', 'company', 'service', 'message', 'status', 'consent_text', 'form_id', 'answers', ...LEAD_SOURCE_FIELDS],
      initial: { status: 'new' },
    },
    indexes: [
      { name: 'contact_messages_created_idx', on: ['created_at desc'] },
      // The dashboard's leads per landing page (20261129300100_landing_page_leads.sql).
      { name: 'contact_messages_source_path_idx', on: ['source_path', 'created_at'] },
      // A form's answers (and the foreign key's deletes).
      { name: 'contact_messages_form_idx', on: ['form_id', 'created_at'] },
      // The pipeline's filters over 100,000 leads, each in the list's order (newest first).
      { name: 'contact_messages_stage_idx', on: ['stage', 'created_at desc'] },
      { name: 'contact_messages_owner_idx', on: ['owner_id', 'created_at desc'], where: 'owner_id is not null' },
      { name: 'contact_messages_utm_campaign_idx', on: ['utm_campaign', 'created_at desc'], where: 'utm_campaign is not null' },
      // An owner's follow-ups on the dashboard.
      { name: 'contact_messages_follow_up_idx', on: ['owner_id', 'follow_up_at'], where: 'follow_up_at is not null' },
    ],
    checks: {
      contact_messages_name_visible: 'private.has_visible_text(name)',
      contact_messages_message_visible: 'private.has_visible_text(message)',
      // The shape and size of the answers; their fit to the form is the guard's (17_forms.sql).
      contact_messages_answers_shape: 'private.form_answers_shape_valid(answers)',
    },
    foreignKeys: [{ columns: ['form_id'], references: { table: 'forms', columns: ['id'] }, onDelete: 'set null' }],
    triggers: [
      // Before the guard (triggers fire by name): an answer to a form fills the columns the guard and the inbox read.
      { name: 'check_form_answers', timing: 'before', events: ['insert'], function: 'private.check_form_answers' },
      { name: 'guard_contact_message', timing: 'before', events: ['insert'], function: 'private.guard_contact_message' },
      // The server e-mails the notification address (20261123174000_mail_triggers.sql).
      { name: 'notify_contact_message_created', timing: 'after', events: ['insert'], function: 'private.notify_contact_message_created' },
      // The addresses the answer's form notifies (17_forms.sql).
      { name: 'notify_form_recipients', timing: 'after', events: ['insert'], function: 'private.notify_form_recipients' },
      // Webhooks lead.created / lead.updated / lead.stage_changed; a deleted lead's deliveries go with it (supabase/schemas/19_webhooks.sql).
      { name: 'webhook_lead_changed', timing: 'after', events: ['insert', 'update', 'delete'], function: 'private.webhook_lead_changed' },
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
  // The box finds a lead by who sent it, not by words of the message (100,000 leads stay one index's read).
  adminSearch: { fields: ['name', 'email', 'company'] },
  list: {
    layout: 'table',
    columns: [
      { field: 'name' },
      { field: 'email', display: 'email' },
      { field: 'company' },
      { field: 'service', display: 'badge', options: CONTACT_SERVICE_OPTIONS },
      { field: 'status', display: 'badge' },
      { field: 'stage', display: 'badge' },
      { field: 'created_at', label: 'Tarih', display: 'date' },
    ],
    searchFields: ['name', 'email', 'company', 'message'],
    searchPlaceholder: 'İsim, e-posta, şirket veya mesaj ara...',
    filters: [
      { field: 'status', label: 'Durum', options: CONTACT_MESSAGE_STATUS_OPTIONS },
      { field: 'stage', label: 'Aşama', options: LEAD_STAGE_OPTIONS },
      // The staff as choices; a landing page or campaign typed (exact match, indexed).
      { field: 'owner_id', label: 'Sorumlu', options: [], optionsFrom: 'staff' },
      { field: 'form_id', label: 'Form', options: [], optionsFrom: { table: 'forms', label: 'title' } },
      { field: 'source_path', label: 'Kaynak sayfa', options: [], typed: '/kampanya' },
      { field: 'utm_campaign', label: 'UTM kampanyası', options: [], typed: 'kis-kampanyasi' },
    ],
    order: [{ field: 'created_at', ascending: false }],
    emptyText: 'Mesaj bulunamadı',
    emptySearchText: 'Mesaj bulunamadı. Arama kriterlerini değiştirmeyi deneyin.',
  },
  form: {
    mode: 'modal',
    fields: [
      { name: 'status', widget: 'select', options: CONTACT_MESSAGE_STATUS_OPTIONS, width: 'half' },
      { name: 'stage', widget: 'select', options: LEAD_STAGE_OPTIONS, width: 'half', help: 'Adayın teklif sürecinde nerede olduğu' },
      { name: 'owner_id', widget: 'staff', width: 'half', help: 'Bu adayla ilgilenen ekip üyesi' },
      { name: 'follow_up_at', widget: 'dateTime', width: 'half', help: 'Bu tarihten itibaren sorumlunun panosunda görünür' },
    ],
  },
  defaults: { status: 'new' },
  creatable: false,
  markOnOpen: { field: 'status', from: 'new', to: 'read' },
  bulkStatus: { field: 'status', values: ['read', 'replied', 'archived', 'spam'] },
  reply: { email: 'email', subject: 'service', fallbackSubject: 'İletişim mesajınız' },
  // Where the lead came from (src/public/lead-source).
  details: [
    { label: 'Telefon', fields: ['phone'] },
    { label: 'Aydınlatma metni', fields: ['consent_text'] },
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
      { field: 'stage', label: 'Aşama', options: LEAD_STAGE_OPTIONS },
      { field: 'owner_id', label: 'Sorumlu', optionsFrom: 'staff' },
      { field: 'follow_up_at', label: 'Takip tarihi' },
      { field: 'consent_text', label: 'Aydınlatma metni' },
      { field: 'source_path', label: 'Kaynak sayfa' },
      { field: 'referrer', label: 'Yönlendiren' },
      { field: 'utm_source', label: 'UTM kaynağı' },
      { field: 'utm_medium', label: 'UTM ortamı' },
      { field: 'utm_campaign', label: 'UTM kampanyası' },
      { field: 'utm_term', label: 'UTM terimi' },
      { field: 'utm_content', label: 'UTM içeriği' },
    ],
  },
  // A staff-built form's entries, in field order (shown in the open lead, a CSV column each).
  answers: 'answers',
  // Staff notes on a lead, with author and time (schema/lead-notes.ts).
  notes: { table: 'lead_notes', key: 'lead_id' },
  messages: standardMessages({
    created: 'Mesaj oluşturuldu',
    updated: 'Mesaj durumu güncellendi',
    deleted: 'Mesaj silindi',
    loadError: 'Mesajlar yüklenirken hata oluştu',
    saveError: UPDATE_ERROR,
    deleteConfirm: 'Bu mesajı silmek istediğinizden emin misiniz?',
  }),
});
