/**
 * Drafts of published items: while a published row is being edited, the form's values are
 * saved here (autosave and "Taslağı kaydet"), not in the row, so the live page, the sitemap,
 * RSS and the API for visitors keep showing the row until "Yayınla". One draft per row of a
 * public content table (a resource with a `publicPath` per slug and a `status`: the CHECK on
 * `table_name` is derived from schema/, so a new public content type gets drafts with no edit
 * here). `updated_at` is the draft's version, so two staff autosaving one draft get the edit
 * conflict (PT409) rather than overwrite each other; `base_updated_at` is the row's version the
 * draft was made from. Publishing goes through `publish_draft(draft_id, draft_version)` and
 * a scheduled draft (`publish_at`) through `apply_due_drafts()`, both in
 * supabase/migrations/20261130010200_content_drafts_publish.sql: the row is written and the
 * draft deleted in one transaction, with the row's version checked. Staff only; visitors nothing.
 */
import { defineResource } from './resource.ts';
import { standardMessages } from './common/messages.ts';
import type { Timestamps, WithId } from './common/fields.ts';

/** @title İçerik taslağı */
export interface ContentDraft extends WithId, Timestamps {
  /** @title Tablo */
  table_name: string;
  /**
   * @title Kayıt
   * @format uuid
   */
  row_id: string;
  /**
   * @title Taslak değerler
   * @description Formun yayınlanmamış değerleri
   */
  data: Record<string, unknown>;
  /**
   * @title Dayandığı sürüm
   * @description Taslağın yapıldığı andaki kaydın updated_at değeri
   * @format date-time
   */
  base_updated_at: string;
  /**
   * @title Yayın zamanı
   * @description Doluysa taslak bu zamanda yayınlanır
   * @format date-time
   */
  publish_at: string | null;
  /**
   * @title Kaydeden
   * @format uuid
   * @readOnly
   */
  saved_by: string | null;
  /**
   * @title Kaydedenin e-postası
   * @description Çakışma panelinde adın yanında gösterilir
   * @readOnly
   */
  saved_by_email: string | null;
  /**
   * Written only by the scheduler (private.unschedule_drafts); the stamp trigger keeps or
   * clears it on every other write, so a client's value never lands. No default: null is none.
   * @title Zamanlanmış yayın hatası
   * @description Zamanlanmış yayın yapılamadığında nedeni (makine anahtarı ya da SQLSTATE); taslak zamanlamadan çıkarılır
   */
  schedule_failure: string | null;
  /**
   * @title Zamanlanmış yayın hatasının zamanı
   * @format date-time
   */
  schedule_failed_at: string | null;
}

export const resource = defineResource<ContentDraft>({
  table: 'content_drafts',
  db: {
    access: { preset: 'staffOnly', authors: true },
    publicContentColumns: ['table_name'],
    // A live translation's draft too (blog_posts_translations…): each language its own.
    publicContentTranslations: true,
    unique: [['table_name', 'row_id']],
    // The scheduler's question: which drafts are due.
    indexes: [{ name: 'content_drafts_publish_at_idx', on: ['publish_at'], where: 'publish_at is not null' }],
    defaults: { saved_by: 'auth.uid()', saved_by_email: 'auth.email()' },
    // Who saved it last is the database's to say (the conflict panel names them).
    triggers: [
      { name: 'stamp_draft_author', timing: 'before', events: ['insert', 'update'], function: 'private.stamp_draft_author' },
      // An applied draft's new version is content.published (supabase/schemas/19_webhooks.sql).
      { name: 'webhook_draft_published', timing: 'after', events: ['delete'], function: 'private.webhook_draft_published' },
    ],
  },
  rowType: 'ContentDraft',
  route: 'content-drafts',
  nav: { label: 'Taslaklar', icon: 'FileText', order: 991, hidden: true },
  title: 'Taslaklar',
  singular: 'Taslak',
  screen: 'bespoke',
  messages: standardMessages({
    created: 'Taslak kaydedildi',
    updated: 'Taslak kaydedildi',
    deleted: 'Taslak silindi',
    loadError: 'Taslaklar yüklenirken hata oluştu',
    deleteConfirm: 'Yayınlanmamış değişiklikler silinsin mi?',
  }),
});
