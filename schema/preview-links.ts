/**
 * Signed preview links: a draft shown on the public site to whoever has the link, until it
 * expires or is revoked. Only the SHA-256 of a token is stored; visitors reach the row through
 * the function `public.preview_row(token, target)` (supabase/schemas/04_drafts_and_scheduling.sql),
 * never through this table. The form's "Önizleme bağlantısı" panel creates and revokes them.
 * A link has a name staff give it (who it is for), a language (the page in that language,
 * `public.preview_page`) and may ask its visitor for approval (schema/preview-approvals.ts).
 */
import { defineResource } from './resource.ts';
import { standardMessages } from './common/messages.ts';
import type { CreatedAt, WithId } from './common/fields.ts';

/** @title Önizleme bağlantısı */
export interface PreviewLink extends WithId, CreatedAt {
  /** @title Tablo */
  table_name: string;
  /**
   * @title Kayıt
   * @format uuid
   */
  row_id: string;
  /**
   * @title Anahtarın özeti
   * @description Bağlantıdaki anahtarın SHA-256 özeti (onaltılık); anahtarın kendisi saklanmaz
   * @pattern ^[0-9a-f]{64}$
   */
  token_hash: string;
  /**
   * @title Geçerlilik sonu
   * @format date-time
   */
  expires_at: string;
  /**
   * @title İptal
   * @format date-time
   */
  revoked_at: string | null;
  /**
   * Who the link is for, shown with the responses ("Müşteri – Ayşe Hanım").
   * @title Ad
   * @minLength 1
   * @maxLength 80
   */
  name: string | null;
  /**
   * The page's language the link opens (`/en/...` with the item's English translation).
   * @title Dil
   * @pattern ^[a-z]{2}(-[A-Z]{2})?$
   * @default "tr"
   */
  locale: string;
  /**
   * Its visitor sees "Onaylıyorum" and a comment box (`public.respond_to_preview`).
   * @title Onay isteniyor
   * @default false
   */
  asks_approval: boolean;
  /**
   * @title Oluşturan
   * @format uuid
   * @readOnly
   */
  created_by: string | null;
}

export const resource = defineResource<PreviewLink>({
  table: 'preview_links',
  db: {
    access: { preset: 'staffOnly' },
    publicContentColumns: ['table_name'],
    unique: [['token_hash']],
    indexes: [{ name: 'preview_links_row_idx', on: ['table_name', 'row_id', 'expires_at desc'] }],
    defaults: { created_by: 'auth.uid()' },
  },
  rowType: 'PreviewLink',
  route: 'preview-links',
  nav: { label: 'Önizleme bağlantıları', icon: 'Eye', order: 990, hidden: true },
  title: 'Önizleme bağlantıları',
  singular: 'Önizleme bağlantısı',
  screen: 'bespoke',
  messages: standardMessages({
    created: 'Önizleme bağlantısı oluşturuldu',
    updated: 'Önizleme bağlantısı güncellendi',
    deleted: 'Önizleme bağlantısı silindi',
    loadError: 'Önizleme bağlantıları yüklenirken hata oluştu',
    deleteConfirm: 'Bu önizleme bağlantısını iptal etmek istediğinizden emin misiniz?',
  }),
});
