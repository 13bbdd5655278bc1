/** Media library: files uploaded to the storage bucket media, with their descriptions. */
import { defineResource } from './resource.ts';
import { UPDATE_ERROR, standardMessages } from './common/messages.ts';
import type { Timestamps, WithId } from './common/fields.ts';

/** Dosyanın türü; MIME türünden belirlenir (image/ → görsel, video/ → video, diğerleri → belge). */
export type MediaFileType = 'image' | 'video' | 'document';

export const MEDIA_FILE_TYPE_OPTIONS = [
  { value: 'image', label: 'Görsel' },
  { value: 'video', label: 'Video' },
  { value: 'document', label: 'Belge' },
] as const satisfies readonly { value: MediaFileType; label: string }[];

/** Texts of the media screens beyond the shared messages ({file} and {message} are filled in). */
export const MEDIA_TEXTS = {
  uploading: '{file} yükleniyor...',
  uploaded: '{file} başarıyla yüklendi',
  uploadError: '{file} yüklenirken hata oluştu: {message}',
  bucketMissing: 'Medya deposu bulunamadı. Lütfen "media" adında bir depolama alanı (bucket) oluşturun.',
  linkCopied: 'Link kopyalandı!',
  uploadLabel: 'Dosya Yükle',
  pickerTitle: 'Görsel Seç',
  detailTitle: 'Medya Detayları',
} as const;

/**
 * Piksel sayısı.
 * @asType integer
 * @minimum 1
 */
export type PixelLength = number;

/**
 * Görselin odak noktasında bir eksen: 0 sol/üst kenar, 1 sağ/alt kenar.
 * @minimum 0
 * @maximum 1
 */
export type FocalCoordinate = number;

/** @title Medya dosyası */
export interface MediaFile extends WithId, Timestamps {
  /**
   * @title Dosya adı
   * @minLength 1
   * @maxLength 255
   */
  filename: string;
  /**
   * @title Orijinal dosya adı
   * @minLength 1
   * @maxLength 255
   */
  original_name: string;
  /**
   * @title Depolama yolu
   * @minLength 1
   * @maxLength 1024
   */
  file_path: string;
  /**
   * @title Dosya bağlantısı
   * @format uri-reference
   */
  file_url: string;
  /** @title Dosya türü */
  file_type: MediaFileType;
  /**
   * @title Dosya biçimi
   * @maxLength 255
   */
  mime_type: string;
  /**
   * @title Dosya boyutu
   * @description Bayt cinsinden
   * @asType integer
   * @dbType bigint
   * @minimum 0
   */
  file_size: number;
  /**
   * @title Genişlik
   * @description Piksel; görsellerde yüklenirken tarayıcıda okunur, diğer dosyalarda boş
   */
  width: PixelLength | null;
  /**
   * @title Yükseklik
   * @description Piksel; görsellerde yüklenirken tarayıcıda okunur, diğer dosyalarda boş
   */
  height: PixelLength | null;
  /**
   * @title Odak noktası (yatay)
   * @description Kırpılan görünümlerde görünür kalan nokta; boşsa ortası
   */
  focal_x: FocalCoordinate | null;
  /**
   * @title Odak noktası (dikey)
   * @description Kırpılan görünümlerde görünür kalan nokta; boşsa ortası
   */
  focal_y: FocalCoordinate | null;
  /**
   * @title Alternatif metin
   * @maxLength 300
   */
  alt_text: string | null;
  /**
   * @title Alt yazı
   * @maxLength 500
   */
  caption: string | null;
  /**
   * @title Açıklama
   * @maxLength 2000
   */
  description: string | null;
  /**
   * @title Yüklenme
   * @format date-time
   * @readOnly
   */
  created_at: string;
}

export const resource = defineResource<MediaFile>({
  table: 'media_library',
  db: {
    access: { preset: 'staffOnly', authors: true },
    // Public pages show its alt texts (public.media_alt_texts): a change empties the page cache.
    notifyChanges: true,
    unique: [['file_path']],
    indexes: [{ name: 'media_library_created_idx', on: ['file_type', 'created_at desc'] }],
  },
  rowType: 'MediaFile',
  // Languages (schema/languages.ts): what visitors read in their language.
  localized: ['alt_text', 'caption', 'description'],
  route: 'media',
  nav: { label: 'Medya', icon: 'Image', order: 120 },
  dashboard: { quickAction: { label: 'Medya Yükle', order: 5 } },
  title: 'Medya Kütüphanesi',
  singular: 'Medya dosyası',
  screen: 'bespoke',
  adminSearch: { fields: ['original_name', 'filename', 'alt_text'], detail: 'alt_text' },
  search: { placeholder: 'Dosya ara...', emptyText: 'Medya dosyası bulunamadı' },
  messages: standardMessages({
    created: '{file} başarıyla yüklendi',
    updated: 'Medya bilgileri güncellendi',
    deleted: 'Medya dosyası silindi',
    loadError: 'Medya dosyaları yüklenirken hata oluştu',
    saveError: UPDATE_ERROR,
    deleteConfirm: 'Bu medya dosyasını silmek istediğinizden emin misiniz?',
  }),
});
