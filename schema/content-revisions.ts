/**
 * Content revisions: the previous version of a content row on every change, and the deleted
 * row on every delete (the trash). Written by the database trigger `private.record_revision`
 * (supabase/schemas/02_content_saves.sql) for each resource with
 * `db.revisions`, so writes from the API and straight in the database are both recorded.
 * Staff read it; nobody writes it through the API, so history attributed to someone cannot be
 * forged: restoring goes through `restore_revision(revision_id)` and removing a trashed row's
 * history for good through `purge_revisions(target_table, target_row)` (both checked in the
 * database). The trash screen lists the delete entries not yet restored.
 */
import { defineResource } from './resource.ts';
import { standardMessages } from './common/messages.ts';
import type { WithId } from './common/fields.ts';

/** Ne tür bir değişiklikten önceki hâl: düzenleme, silme ya da geri yükleme. */
export type RevisionAction = 'update' | 'delete' | 'restore';

export const REVISION_ACTION_OPTIONS = [
  { value: 'update', label: 'Düzenleme', tone: 'info' },
  { value: 'delete', label: 'Silme', tone: 'danger' },
  { value: 'restore', label: 'Geri yükleme', tone: 'warning' },
] as const satisfies readonly { value: RevisionAction; label: string; tone: string }[];

/** Texts of the history panel and the trash screen. */
export const REVISION_TEXTS = {
  historyTitle: 'Geçmiş',
  historyEmpty: 'Henüz kayıtlı bir önceki sürüm yok. Her kaydetmede önceki hâl burada saklanır.',
  historyLoadError: 'Geçmiş yüklenirken hata oluştu',
  compareTitle: 'Seçili sürüm ile şimdiki hâl arasındaki farklar',
  noDifference: 'Bu sürüm şimdiki hâl ile aynı.',
  restore: 'Bu sürümü geri yükle',
  restoreConfirm: 'Seçili sürüm geri yüklensin mi? Şimdiki hâl de geçmişte saklanır.',
  restored: 'Sürüm geri yüklendi',
  restoreError: 'Sürüm geri yüklenemedi',
  unknownAuthor: 'Sistem',
  trashEmpty: 'Çöp kutusu boş',
  trashRestore: 'Geri yükle',
  trashRestored: 'Kayıt geri yüklendi',
  trashPurge: 'Kalıcı olarak sil',
  trashPurgeConfirm: 'Bu kayıt ve tüm geçmişi kalıcı olarak silinsin mi? Bu işlem geri alınamaz.',
  trashPurged: 'Kayıt kalıcı olarak silindi',
  trashNote: 'Silinen kayıtlar {days} gün saklanır, sonra kendiliğinden kalıcı olarak silinir.',
} as const;

/** @title İçerik sürümü */
export interface ContentRevision extends WithId {
  /**
   * @title Tablo
   * @minLength 1
   * @maxLength 63
   */
  table_name: string;
  /**
   * @title Kayıt
   * @format uuid
   */
  row_id: string;
  /**
   * @title Sürüm
   * @description Değişiklikten (ya da silmeden) önceki satırın tamamı
   */
  data: Record<string, unknown>;
  /** @title İşlem */
  action: RevisionAction;
  /**
   * @title Değiştiren
   * @format uuid
   */
  changed_by: string | null;
  /**
   * @title Değiştiren e-posta
   * @maxLength 254
   */
  changed_by_email: string | null;
  /**
   * @title Tarih
   * @format date-time
   * @readOnly
   */
  changed_at: string;
  /**
   * @title Geri yüklenme
   * @description Silinen kayıt çöp kutusundan geri yüklendiğinde
   * @format date-time
   */
  restored_at: string | null;
}

export const resource = defineResource<ContentRevision>({
  table: 'content_revisions',
  db: {
    access: { preset: 'staffReadOnly', authors: true },
    indexes: [
      // A row's history, newest first (the form's panel and the per-row retention).
      { name: 'content_revisions_row_idx', on: ['table_name', 'row_id', 'changed_at desc'] },
      // The trash: deletes not yet restored, newest first (and the 30-day pruning).
      { name: 'content_revisions_trash_idx', on: ['changed_at desc'], where: "action = 'delete' and restored_at is null" },
    ],
  },
  rowType: 'ContentRevision',
  route: 'trash',
  nav: { label: 'Çöp Kutusu', icon: 'Trash', order: 150 },
  title: 'Çöp Kutusu',
  singular: 'Silinen kayıt',
  screen: 'bespoke',
  search: { placeholder: 'Başlıkta ara...', emptyText: 'Çöp kutusu boş' },
  messages: standardMessages({
    created: 'Sürüm kaydedildi',
    updated: 'Kayıt geri yüklendi',
    deleted: 'Kayıt kalıcı olarak silindi',
    loadError: 'Çöp kutusu yüklenirken hata oluştu',
    deleteConfirm: 'Bu kayıt ve tüm geçmişi kalıcı olarak silinsin mi? Bu işlem geri alınamaz.',
  }),
});
