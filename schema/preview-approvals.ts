/**
 * A client's answer through a preview link that asks for approval: "Onaylıyorum" or not, a
 * comment, when, and the link's name then. The visitor has no account: the row is written
 * only by `public.respond_to_preview(token, approved, comment)` (security definer, rate
 * limited like the public forms, supabase/schemas/23_preview_approvals.sql), which also adds
 * it to the audit log. Staff read the answers on the item (the "Önizleme bağlantısı" panel);
 * nobody changes or deletes one (they go with their link, or their item's links).
 */
import { defineResource } from './resource.ts';
import { standardMessages } from './common/messages.ts';
import type { CreatedAt, WithId } from './common/fields.ts';

/** @title Önizleme yanıtı */
export interface PreviewApproval extends WithId, CreatedAt {
  /**
   * @title Bağlantı
   * @format uuid
   */
  link_id: string;
  /**
   * The link's table and row, copied from it: an item's answers are one indexed read.
   * @title Tablo
   */
  table_name: string;
  /**
   * @title Kayıt
   * @format uuid
   */
  row_id: string;
  /**
   * The link's name when the answer came (who answered, as staff named them).
   * @title Bağlantının adı
   * @maxLength 80
   */
  link_name: string | null;
  /**
   * @title Dil
   * @pattern ^[a-z]{2}(-[A-Z]{2})?$
   */
  locale: string;
  /** @title Onaylandı */
  approved: boolean;
  /**
   * @title Yorum
   * @minLength 1
   * @maxLength 2000
   */
  comment: string | null;
}

export const resource = defineResource<PreviewApproval>({
  table: 'preview_approvals',
  db: {
    access: { preset: 'appendOnly' },
    publicContentColumns: ['table_name'],
    // An answer says something: an approval, or a comment.
    checks: { preview_approvals_says_something: 'approved or comment is not null' },
    foreignKeys: [{ columns: ['link_id'], references: { table: 'preview_links', columns: ['id'] }, onDelete: 'cascade' }],
    indexes: [
      { name: 'preview_approvals_row_idx', on: ['table_name', 'row_id', 'created_at desc'] },
      { name: 'preview_approvals_link_idx', on: ['link_id'] },
    ],
  },
  rowType: 'PreviewApproval',
  route: 'preview-approvals',
  nav: { label: 'Önizleme yanıtları', icon: 'Eye', order: 991, hidden: true },
  title: 'Önizleme yanıtları',
  singular: 'Önizleme yanıtı',
  screen: 'bespoke',
  messages: standardMessages({
    created: 'Yanıt kaydedildi',
    updated: 'Yanıt güncellendi',
    deleted: 'Yanıt silindi',
    loadError: 'Önizleme yanıtları yüklenirken hata oluştu',
    deleteConfirm: 'Bu yanıtı silmek istediğinizden emin misiniz?',
  }),
});
