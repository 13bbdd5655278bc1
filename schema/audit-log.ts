/**
 * The audit log: one row per staff action, written by the database itself (the trigger
 * `private.record_audit` every schema/ table gets unless its `db.audit` says otherwise, and
 * the triggers of supabase/schemas/21_audit_log.sql on storage, auth and private tables,
 * sign-ins from `auth.audit_log_entries` included). Append-only: no API role may update or
 * delete a row (no privilege), and a trigger refuses it to everyone else too, except the
 * pruning of rows older than the retention setting (site_settings.audit_retention_days).
 * Secret fields and large bodies are named but their values are never kept.
 */
import { defineResource } from './resource.ts';
import { standardMessages } from './common/messages.ts';
import type { WithId } from './common/fields.ts';

/** Texts of the audit screen (src/admin/audit). */
export const AUDIT_TEXTS = {
  empty: 'Bu ölçütlere uyan kayıt yok',
  loadError: 'İşlem kaydı yüklenirken hata oluştu',
  actor: 'Kim',
  table: 'Tablo',
  action: 'İşlem',
  from: 'Başlangıç',
  to: 'Bitiş',
  any: 'Tümü',
  fields: 'Değişen alanlar',
  address: 'Adres',
  when: 'Tarih',
  system: 'Sistem',
  exportCsv: 'CSV indir',
  exportError: 'CSV hazırlanamadı',
  retention: 'Kayıtlar {days} gün saklanır, sonra kendiliğinden silinir.',
  omittedSecret: '(gizli)',
  omittedLarge: '(uzun içerik)',
} as const;

/** Turkish names of the actions the database records (unknown keys are shown as they are). */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  insert: 'Oluşturma',
  update: 'Düzenleme',
  delete: 'Silme',
  publish: 'Yayınlama',
  unpublish: 'Yayından kaldırma',
  'auth.login': 'Oturum açma',
  'auth.login_failed': 'Başarısız oturum açma',
  'auth.logout': 'Oturum kapatma',
  'auth.factor_in_progress': 'İki adımlı doğrulama kurulumu',
  'auth.verification_attempted': 'İki adımlı doğrulama',
  'auth.factor_unenrolled': 'İki adımlı doğrulama kaldırma',
  'auth.user_modified': 'Hesap değişikliği',
  'auth.user_updated_password': 'Parola değişikliği',
  'auth.user_recovery_requested': 'Parola sıfırlama isteği',
  personal_data_export: 'Kişisel veri dışa aktarma',
  personal_data_delete: 'Kişisel veri silme',
  backup: 'Yedek alma',
  preview_approve: 'Müşteri onayı (önizleme bağlantısı)',
  preview_comment: 'Müşteri yorumu (önizleme bağlantısı)',
};

/** Turkish names of the tables outside schema/ the log names (schema/ tables use their resource title). */
export const AUDIT_TABLE_LABELS: Record<string, string> = {
  'auth': 'Oturum',
  'auth.users': 'Kullanıcılar ve roller',
  'storage.objects': 'Medya dosyaları',
  'private.smtp_settings': 'E-posta (SMTP)',
  'personal_data': 'Kişisel veri talepleri',
  'backups': 'Yedekler',
};

/** @title İşlem kaydı */
export interface AuditLogEntry extends WithId {
  /**
   * @title Tarih
   * @format date-time
   * @readOnly
   */
  created_at: string;
  /**
   * @title Kim
   * @format uuid
   */
  actor_id: string | null;
  /**
   * @title E-posta
   * @maxLength 320
   */
  actor_email: string | null;
  /**
   * The database role of the request (authenticated, service_role) or `system`.
   * @title Rol
   * @maxLength 63
   */
  actor_role: string | null;
  /**
   * @title İşlem
   * @minLength 1
   * @maxLength 63
   */
  action: string;
  /**
   * @title Tablo
   * @maxLength 127
   */
  table_name: string | null;
  /**
   * @title Kayıt
   * @maxLength 1024
   */
  row_id: string | null;
  /**
   * @title Değişen alanlar
   * @default []
   */
  changed_fields: string[];
  /**
   * Per field `{ old, new }`; a secret or large value is `{ omitted: 'secret' | 'large' }`.
   * @title Değişiklikler
   */
  changes: Record<string, unknown> | null;
  /**
   * @title Adres
   * @maxLength 64
   */
  ip_address: string | null;
}

export const resource = defineResource<AuditLogEntry>({
  table: 'audit_log',
  db: {
    access: { preset: 'appendOnly' },
    defaults: { created_at: 'now()' },
    indexes: [
      // The screen: newest first, filtered by who, table or action (and the pruning by date).
      { name: 'audit_log_created_idx', on: ['created_at desc'] },
      // E-mails are stored as the auth server keeps them, lower-case: the filter is an equality.
      { name: 'audit_log_email_idx', on: ['actor_email', 'created_at desc'] },
      { name: 'audit_log_table_idx', on: ['table_name', 'created_at desc'] },
      { name: 'audit_log_action_idx', on: ['action', 'created_at desc'] },
    ],
    triggers: [
      { name: 'audit_log_append_only', timing: 'before', events: ['update', 'delete'], function: 'private.audit_log_append_only' },
      { name: 'audit_log_no_truncate', timing: 'before', events: ['truncate'], function: 'private.audit_log_append_only', forEach: 'statement' },
    ],
  },
  rowType: 'AuditLogEntry',
  route: 'audit-log',
  nav: { label: 'İşlem Kaydı', icon: 'ScrollText', order: 160 },
  title: 'İşlem Kaydı',
  singular: 'İşlem kaydı',
  screen: 'bespoke',
  messages: standardMessages({
    created: 'Kaydedildi',
    updated: 'Güncellendi',
    deleted: 'Silindi',
    loadError: 'İşlem kaydı yüklenirken hata oluştu',
    deleteConfirm: 'İşlem kayıtları silinemez.',
  }),
});
