/**
 * Fields many entities share, defined once. A row type includes them with `extends`
 * (`interface BlogPost extends WithId, Slugged, SeoFields, Timestamps`); codegen, the
 * database and the admin see them as the row's own columns. Per-entity titles or defaults
 * that differ are restated in the row type itself.
 */

/** The primary key: a uuid the database generates. */
export interface WithId {
  /**
   * @format uuid
   * @readOnly
   */
  id: string;
}

/** When the row was created; the database sets it. */
export interface CreatedAt {
  /**
   * @title Oluşturulma
   * @format date-time
   * @readOnly
   */
  created_at: string;
}

/** Created and last changed; the database sets both (updated_at by trigger). */
export interface Timestamps extends CreatedAt {
  /**
   * @title Güncellenme
   * @format date-time
   * @readOnly
   */
  updated_at: string;
}

/** A URL slug: lowercase words joined by hyphens. Make it unique in `db.unique`. */
export interface Slugged {
  /**
   * @title Kısa ad (URL)
   * @description Adreste görünen kısa ad: küçük harf, rakam ve tire
   * @pattern ^[a-z0-9]+(-[a-z0-9]+)*$
   * @maxLength 200
   */
  slug: string;
}

/**
 * When published content goes live: RLS shows a published row to visitors once this time has
 * passed (null: at once), so a post goes live on time with nothing running. Name it in the
 * resource's `status.schedule` so the access preset and the admin list know it.
 */
export interface Schedulable {
  /**
   * @title Yayın zamanı
   * @description Boş bırakılırsa hemen yayınlanır
   * @format date-time
   */
  publish_at: string | null;
}

/** Publication flag of content that starts as a draft, with its publication time. */
export interface Draftable extends Schedulable {
  /**
   * @title Yayınla
   * @default false
   */
  published: boolean;
}

/** Publication flag of content that is shown as soon as it is created. */
export interface Activatable {
  /**
   * @title Aktif
   * @default true
   */
  published: boolean;
}

/** The search-engine title and description of an item's page. */
export interface SeoFields {
  /**
   * @title Meta başlık
   * @description Doluysa bu kullanılır; boşsa başlıktan oluşturulur (ana sayfada SEO ayarlarındaki varsayılan başlık)
   * @maxLength 200
   */
  meta_title: string | null;
  /**
   * @title Meta açıklama
   * @description Doluysa bu kullanılır; boşsa özet ya da açıklama, o da yoksa SEO ayarlarındaki varsayılan açıklama
   * @maxLength 500
   */
  meta_description: string | null;
}

/** Search keywords, comma separated. */
export interface MetaKeywords {
  /**
   * @title Meta anahtar kelimeler
   * @description Virgülle ayrılmış anahtar kelimeler
   * @maxLength 500
   */
  meta_keywords: string | null;
}
