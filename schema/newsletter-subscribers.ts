/** Newsletter subscribers: one row per e-mail address (case-insensitively). */
import { defineResource, type Tone } from './resource.ts';
import { UPDATE_ERROR, standardMessages } from './common/messages.ts';
import type { WithId } from './common/fields.ts';

/**
 * Abonenin bülten alma durumu. A sign-up is `pending` until its confirmation link is opened
 * (double opt-in); rows from before double opt-in kept `active`.
 */
export type SubscriberStatus = 'pending' | 'active' | 'unsubscribed' | 'bounced';

export const SUBSCRIBER_STATUS_OPTIONS = [
  { value: 'pending', label: 'Onay Bekliyor', tone: 'info' },
  { value: 'active', label: 'Aktif', tone: 'success' },
  { value: 'unsubscribed', label: 'Abonelikten Çıktı', tone: 'warning' },
  { value: 'bounced', label: 'Ulaşılamıyor', tone: 'danger' },
] as const satisfies readonly { value: SubscriberStatus; label: string; tone: Tone }[];

/** Where a sign-up came from, as staff read it (the public forms send the key). */
export const SUBSCRIBER_SOURCE_LABELS: Readonly<Record<string, string>> = {
  footer: 'Alt bilgi formu',
  blog: 'Blog kenar çubuğu',
  popup: 'Açılır pencere',
  page: 'Sayfadaki bülten bloğu',
};

/** A sign-up source's Turkish name; an unknown key is shown as it is. */
export function subscriberSourceLabel(source: string | null): string | null {
  return source === null ? null : (SUBSCRIBER_SOURCE_LABELS[source] ?? source);
}

/** How long a confirmation link works (lives with the Edge Functions, whose e-mail says it). */
export { NEWSLETTER_CONFIRM_HOURS } from '../supabase/functions/_shared/newsletter-rules.ts';

/** Texts of the public subscribe forms and the subscribers screen beyond the shared messages. */
export const NEWSLETTER_TEXTS = {
  subscribed: 'Başarıyla abone oldunuz!',
  subscribeError: 'Bir hata oluştu. Lütfen tekrar deneyin.',
  subscribeLabel: 'Abone Ol',
  exportLabel: 'CSV İndir',
  /** {date} is filled in. */
  exportFileName: 'newsletter-subscribers-{date}.csv',
  exportColumns: {
    email: 'E-posta',
    status: 'Durum',
    consent_text: 'Onay Metni',
    consented_at: 'Onay Tarihi',
    confirmed_at: 'Doğrulama Tarihi',
    source: 'Kaynak',
  },
  stats: {
    total: 'Toplam Abone',
    pending: 'Onay Bekleyen',
    active: 'Aktif Abone',
    unsubscribed: 'Abonelikten Çıkan',
    thisMonth: 'Bu Ay Abone Olan',
  },
} as const;

/** @title Bülten abonesi */
export interface NewsletterSubscriber extends WithId {
  /**
   * @title E-posta
   * @format email
   * @maxLength 254
   */
  email: string;
  /**
   * @title Ad
   * @maxLength 120
   */
  name: string | null;
  /**
   * @title Durum
   * @default "pending"
   */
  status: SubscriberStatus;
  /**
   * @title Kaynak
   * @maxLength 60
   */
  source: string | null;
  /**
   * @title Abone olma tarihi
   * @format date-time
   * @readOnly
   */
  subscribed_at: string;
  /**
   * @title Abonelikten çıkma tarihi
   * @format date-time
   */
  unsubscribed_at: string | null;
  /**
   * The consent text the form showed, as the visitor's browser sent it.
   * @title Onay metni
   * @maxLength 2000
   */
  consent_text: string | null;
  /**
   * @title Onay tarihi
   * @format date-time
   */
  consented_at: string | null;
  /**
   * When the confirmation link was opened.
   * @title Doğrulama tarihi
   * @format date-time
   */
  confirmed_at: string | null;
  /**
   * SHA-256 (hex) of the single-use confirmation token; null once used.
   * @title Onay anahtarı özeti
   * @maxLength 64
   */
  confirm_token_hash: string | null;
  /**
   * SHA-256 (hex) of the unsubscribe token in every newsletter e-mail.
   * @title Ayrılma anahtarı özeti
   * @maxLength 64
   */
  unsubscribe_token_hash: string | null;
  /**
   * @title Güncellenme
   * @format date-time
   * @readOnly
   */
  updated_at: string;
}

export const resource = defineResource<NewsletterSubscriber>({
  table: 'newsletter_subscribers',
  db: {
    // The e-mail, a known source and the consent text shown; status and dates take their
    // defaults (the guard trigger of 20261123174000_mail_triggers.sql inserts the row itself,
    // once per address, as pending until the confirmation link is opened).
    access: {
      preset: 'publicInbox',
      insert: ['email', 'source', 'consent_text'],
      initial: { status: 'pending', unsubscribed_at: null, confirmed_at: null, confirm_token_hash: null, unsubscribe_token_hash: null },
    },
    indexes: [
      // One row per address, whatever its case.
      { name: 'newsletter_subscribers_email_key', on: [{ sql: 'lower(email)' }], unique: true },
      { name: 'newsletter_subscribers_subscribed_idx', on: ['subscribed_at desc'] },
      // The links find their row by the token's hash.
      { name: 'newsletter_subscribers_confirm_token_key', on: ['confirm_token_hash'], unique: true, where: 'confirm_token_hash is not null' },
      { name: 'newsletter_subscribers_unsubscribe_token_key', on: ['unsubscribe_token_hash'], unique: true, where: 'unsubscribe_token_hash is not null' },
      // Expired sign-ups are pruned a few at a time, oldest first.
      { name: 'newsletter_subscribers_pending_idx', on: ['consented_at'], where: "status = 'pending'" },
    ],
    triggers: [
      { name: 'guard_newsletter_subscription', timing: 'before', events: ['insert'], function: 'private.guard_newsletter_subscription' },
      // The server sends the confirmation e-mail (20261123174000_mail_triggers.sql).
      { name: 'notify_newsletter_confirmation_needed', timing: 'after', events: ['insert', 'update'], function: 'private.notify_newsletter_confirmation_needed' },
    ],
  },
  rowType: 'NewsletterSubscriber',
  route: 'newsletter',
  nav: { label: 'Bülten', icon: 'Mail', order: 90 },
  title: 'Bülten Aboneleri',
  singular: 'Abone',
  screen: 'bespoke',
  adminSearch: { fields: ['email', 'name'], label: 'Bülten Aboneleri' },
  search: { placeholder: 'E-posta veya isim ara...', emptyText: 'Abone bulunamadı' },
  defaults: { status: 'pending' },
  messages: standardMessages({
    created: 'Başarıyla abone oldunuz!',
    updated: 'Abone durumu güncellendi',
    deleted: 'Abone silindi',
    loadError: 'Aboneler yüklenirken hata oluştu',
    saveError: UPDATE_ERROR,
    deleteConfirm: 'Bu aboneyi silmek istediğinizden emin misiniz?',
  }),
});
