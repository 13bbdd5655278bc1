/**
 * Forms: the forms staff build (fields, texts, who is notified) and place on pages with the
 * form block (schema/blocks/form.ts). Each answer is a contact message (the inbox) with the
 * form's id and its answers in the form's field order; the database checks an answer against
 * the form's fields (supabase/schemas/17_forms.sql).
 */
import { defineResource } from './resource.ts';
import { standardMessages } from './common/messages.ts';
import type { Activatable, Timestamps, WithId } from './common/fields.ts';

/** Alanın türü. */
export type FormFieldType = 'text' | 'email' | 'phone' | 'textarea' | 'choice' | 'checkbox' | 'hidden';

export const FORM_FIELD_TYPE_OPTIONS = [
  { value: 'text', label: 'Metin' },
  { value: 'email', label: 'E-posta' },
  { value: 'phone', label: 'Telefon' },
  { value: 'textarea', label: 'Uzun metin' },
  { value: 'choice', label: 'Seçim' },
  { value: 'checkbox', label: 'Onay kutusu' },
  { value: 'hidden', label: 'Gizli (kampanya kodu)' },
] as const satisfies readonly { value: FormFieldType; label: string }[];

/** Where a choice's options come from: typed by staff, or the site's published services. */
export type FormOptionsSource = 'typed' | 'services';

/** Formun bir alanı. */
export interface FormFieldDefinition {
  /**
   * The key the answer is stored under (lowercase letters, digits, underscores).
   * @title Alan adı
   * @pattern ^[a-z][a-z0-9_]{0,39}$
   */
  name: string;
  /**
   * @title Etiket
   * @minLength 1
   * @maxLength 200
   */
  label: string;
  /** @title Tür */
  type: FormFieldType;
  /** @title Zorunlu */
  required?: boolean;
  /**
   * @title En fazla karakter
   * @asType integer
   * @minimum 1
   * @maximum 5000
   */
  max_length?: number;
  /**
   * Choice: several options may be chosen.
   * @title Birden fazla seçilebilir
   */
  multiple?: boolean;
  /** @title Seçenekler nereden */
  options_from?: FormOptionsSource;
  /**
   * @title Seçenekler
   * @maxItems 50
   */
  options?: string[];
  /**
   * Hidden: the value sent with every answer (a campaign code).
   * @title Değer
   * @maxLength 200
   */
  value?: string;
}

/** @title Form */
export interface Form extends WithId, Activatable, Timestamps {
  /**
   * @title Form adı
   * @minLength 1
   * @maxLength 200
   */
  title: string;
  /**
   * @title Alanlar
   * @maxItems 50
   * @default []
   */
  fields: FormFieldDefinition[];
  /**
   * @title Buton metni
   * @minLength 1
   * @maxLength 60
   * @default "Gönder"
   */
  submit_label: string;
  /**
   * @title Teşekkür metni
   * @minLength 1
   * @maxLength 1000
   * @default "Mesajınız başarıyla gönderildi! En kısa sürede sizinle iletişime geçeceğiz."
   */
  thank_you_text: string;
  /**
   * @title Gönderimden sonra yönlendir
   * @description Doluysa teşekkür metni yerine bu adrese gidilir (ör. /tesekkurler)
   * @format uri-reference
   * @maxLength 500
   * @pattern ^(/[^\s]*|https?://[^\s]+)$
   */
  redirect_url: string | null;
  /**
   * @title Bildirim e-postaları
   * @description Her yeni yanıtta bu adreslere e-posta gider
   * @maxItems 10
   * @default []
   */
  notify_emails: string[];
  // Recorded with each answer (contact_messages.consent_text).
  /**
   * Formun altında gösterilen KVKK aydınlatma metni; her yanıtla birlikte kaydedilir. Açık rıza için etiketi bu metin olan zorunlu bir onay kutusu ekleyin.
   * @title Aydınlatma metni
   * @maxLength 2000
   */
  disclosure_text: string | null;
}

export const resource = defineResource<Form>({
  table: 'forms',
  db: {
    access: { preset: 'publishedContent' },
    revisions: true,
    notifyChanges: true,
    // Staff addresses: visitors never read them.
    privateColumns: ['notify_emails'],
    checks: {
      forms_fields_valid: 'private.form_fields_valid(fields)',
      forms_notify_emails_valid: 'private.form_notify_emails_valid(notify_emails)',
    },
  },
  rowType: 'Form',
  route: 'forms',
  nav: { label: 'Formlar', icon: 'ClipboardList', order: 79 },
  title: 'Formlar',
  singular: 'Form',
  newLabel: 'Yeni Form',
  createTitle: 'Yeni Form',
  editTitle: 'Formu Düzenle',
  screen: 'resource',
  list: {
    layout: 'table',
    columns: [
      { field: 'title' },
      { field: 'fields', label: 'Alan sayısı', display: 'count' },
      { field: 'published', label: 'Durum', display: 'status' },
      { field: 'updated_at', label: 'Güncellenme', display: 'date' },
    ],
    searchFields: ['title'],
    searchPlaceholder: 'Form ara...',
    order: [{ field: 'created_at', ascending: false }],
    emptyText: 'Henüz form yok',
    emptySearchText: 'Aramanıza uygun form bulunamadı.',
  },
  form: {
    mode: 'page',
    fields: [
      { name: 'title' },
      { name: 'fields', widget: 'formFields' },
      { name: 'submit_label', width: 'half' },
      { name: 'redirect_url', width: 'half' },
      { name: 'thank_you_text', widget: 'textarea', rows: 2 },
      { name: 'notify_emails', widget: 'stringList' },
      { name: 'disclosure_text', widget: 'textarea', rows: 3 },
      { name: 'published', widget: 'checkbox' },
    ],
  },
  // A new form starts with what every lead form asks (a required e-mail field is a must).
  defaults: {
    fields: [
      { name: 'name', label: 'Ad Soyad', type: 'text', required: true, max_length: 100 },
      { name: 'email', label: 'E-posta', type: 'email', required: true },
      { name: 'message', label: 'Mesajınız', type: 'textarea', required: true },
    ],
    notify_emails: [],
    published: true,
    submit_label: 'Gönder',
  },
  status: { field: 'published', on: 'Aktif', off: 'Pasif' },
  messages: standardMessages({
    created: 'Form oluşturuldu',
    updated: 'Form güncellendi',
    deleted: 'Form silindi',
    loadError: 'Formlar yüklenirken hata oluştu',
    deleteConfirm: 'Bu formu silmek istediğinizden emin misiniz? Gelen yanıtlar İletişim Mesajları kutusunda kalır.',
    checks: {
      forms_fields_valid: { text: 'Alanlar geçersiz: her alanın benzersiz bir adı ve etiketi olmalı, formda zorunlu bir e-posta alanı bulunmalı, seçim alanlarının seçenekleri olmalı.', field: 'fields' },
      forms_notify_emails_valid: { text: 'Bildirim e-postalarından biri geçerli bir adres değil.', field: 'notify_emails' },
      forms_notify_emails_check: { text: 'En fazla 10 bildirim adresi girilebilir.', field: 'notify_emails' },
      forms_fields_check: { text: 'Bir formda en fazla 50 alan olabilir.', field: 'fields' },
    },
  }),
});
