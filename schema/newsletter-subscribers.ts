/** Newsletter subscribers: one row per e-mail address (case-insensitively). */
import { defineResource, type Tone } from './resource.ts';
import { UPDATE_ERROR, standardMessages } from './common/messages.ts';
import type { WithId } from './common/fields.ts';

/** Abonenin bülten alma durumu. */
export type SubscriberStatus = 'active' | 'unsubscribed' | 'bounced';

export const SUBSCRIBER_STATUS_OPTIONS = [
  { value: 'active', label: 'Aktif', tone: 'success' },
  { value: 'unsubscribed', label: 'Abonelikten Çıktı', tone: 'warning' },
  { value: 'bounced', label: 'Ulaşılamıyor', tone: 'danger' },
] as const satisfies readonly { value: SubscriberStatus; label: string; tone: Tone }[];

/** Texts of the public subscribe forms and the subscribers screen beyond the shared messages. */
export const NEWSLETTER_TEXTS = {
  subscribed: 'Başarıyla abone oldunuz!',
  subscribeError: 'Bir hata oluştu. Lütfen tekrar deneyin.',
  subscribeLabel: 'Abone Ol',
  exportLabel: 'CSV İndir',
  /** {date} is filled in. */
  exportFileName: 'newsletter-subscribers-{date}.csv',
  exportColumns: { email: 'E-posta', name: 'Ad', status: 'Durum', subscribed_at: 'Abone Olma Tarihi', source: 'Kaynak' },
  stats: {
    total: 'Toplam Abone',
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
   * @default "active"
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
   * @title Güncellenme
   * @format date-time
   * @readOnly
   */
  updated_at: string;
}

export const resource = defineResource<NewsletterSubscriber>({
  table: 'newsletter_subscribers',
  db: {
    // The e-mail and a known source only; status and dates take their defaults (the guard trigger of
    // 20261123110000_public_form_guards.sql inserts the row itself, once per address).
    access: { preset: 'publicInbox', insert: ['email', 'source'], initial: { status: 'active', unsubscribed_at: null } },
    indexes: [
      // One row per address, whatever its case.
      { name: 'newsletter_subscribers_email_key', on: [{ sql: 'lower(email)' }], unique: true },
      { name: 'newsletter_subscribers_subscribed_idx', on: ['subscribed_at desc'] },
    ],
    triggers: [{ name: 'guard_newsletter_subscription', timing: 'before', events: ['insert'], function: 'private.guard_newsletter_subscription' }],
  },
  rowType: 'NewsletterSubscriber',
  route: 'newsletter',
  nav: { label: 'Bülten', icon: 'Mail', order: 90 },
  title: 'Bülten Aboneleri',
  singular: 'Abone',
  screen: 'bespoke',
  search: { placeholder: 'E-posta veya isim ara...', emptyText: 'Abone bulunamadı' },
  defaults: { status: 'active' },
  messages: standardMessages({
    created: 'Başarıyla abone oldunuz!',
    updated: 'Abone durumu güncellendi',
    deleted: 'Abone silindi',
    loadError: 'Aboneler yüklenirken hata oluştu',
    saveError: UPDATE_ERROR,
    deleteConfirm: 'Bu aboneyi silmek istediğinizden emin misiniz?',
  }),
});
