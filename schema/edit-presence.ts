/**
 * Who has an item open in the editor right now: one row per staff member and item, upserted
 * by the open editor every few seconds (its `updated_at`, set by the database, is when it was
 * last seen) and deleted when the editor closes. Others opening the item see "<Ad> bu içeriği
 * düzenliyor" for rows seen in the last half minute, and can still open and edit it (a
 * conflict is caught on save). Kept in PostgreSQL, so every server sees the same.
 */
import { defineResource } from './resource.ts';
import { standardMessages } from './common/messages.ts';
import type { Timestamps, WithId } from './common/fields.ts';

/** @title Düzenleme durumu */
export interface EditPresence extends WithId, Timestamps {
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
   * The signed-in staff member (the database's default: auth.uid()).
   * @title Personel
   * @format uuid
   * @readOnly
   */
  user_id: string;
  /**
   * @title Ad
   * @minLength 1
   * @maxLength 200
   */
  name: string;
}

export const resource = defineResource<EditPresence>({
  table: 'edit_presence',
  db: {
    access: { preset: 'staffOnly', authors: true },
    // One row per person and item (the editor's upsert target); the index also serves the item's lookup.
    unique: [['table_name', 'row_id', 'user_id']],
    defaults: { user_id: 'auth.uid()' },
    // A heartbeat every few seconds, no action of anyone's: not in the audit log.
    audit: 'off',
  },
  rowType: 'EditPresence',
  route: 'edit-presence',
  nav: { label: 'Düzenleme durumu', icon: 'Users', order: 995, hidden: true },
  title: 'Düzenleme durumu',
  singular: 'Düzenleme durumu',
  screen: 'bespoke',
  messages: standardMessages({
    created: 'Kaydedildi',
    updated: 'Güncellendi',
    deleted: 'Silindi',
    loadError: 'Düzenleme durumu yüklenemedi',
    deleteConfirm: 'Silinsin mi?',
  }),
});
