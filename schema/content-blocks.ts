/**
 * Content blocks: reusable pieces of page content stored as JSON, read by slug. The known
 * slugs have typed contents (below); the About editor edits the block about-page.
 */
import { SERVICE_ICONS } from './options/service-icons.ts';
import { defineResource } from './resource.ts';
import { standardMessages } from './common/messages.ts';
import type { Activatable, Slugged, Timestamps, WithId } from './common/fields.ts';

/** Bloğun türü; Hakkımızda sayfasının içeriği Sayfa türündeki bloktadır. */
export type ContentBlockType = 'hero' | 'stats' | 'cta' | 'testimonial' | 'features' | 'gallery' | 'text' | 'custom' | 'page' | 'block';

/** Bloğun yerleşim şablonu. */
export type ContentBlockTemplate = 'default' | 'minimal' | 'full-width';

export const CONTENT_BLOCK_TYPE_OPTIONS = [
  { value: 'hero', label: 'Karşılama Alanı' },
  { value: 'stats', label: 'İstatistikler' },
  { value: 'cta', label: 'Harekete Geçirici' },
  { value: 'testimonial', label: 'Müşteri Yorumu' },
  { value: 'features', label: 'Özellikler' },
  { value: 'gallery', label: 'Galeri' },
  { value: 'text', label: 'Metin' },
  { value: 'custom', label: 'Özel' },
  { value: 'page', label: 'Sayfa' },
  // A library block: one page block (schema/blocks) that pages place by reference.
  { value: 'block', label: 'Kütüphane Bloğu' },
] as const satisfies readonly { value: ContentBlockType; label: string }[];

export const CONTENT_BLOCK_TEMPLATE_OPTIONS = [
  { value: 'default', label: 'Varsayılan' },
  { value: 'minimal', label: 'Minimal' },
  { value: 'full-width', label: 'Tam Genişlik' },
] as const satisfies readonly { value: ContentBlockTemplate; label: string }[];

/** Bloğun içeriği: bir JSON nesnesi. */
export interface BlockContent {
  [key: string]: unknown;
}

/** @title İçerik bloğu */
export interface ContentBlock extends WithId, Slugged, Activatable, Timestamps {
  /**
   * @title Blok adı
   * @minLength 1
   * @maxLength 120
   */
  name: string;
  /** @title Blok türü */
  type: ContentBlockType;
  /**
   * @title İçerik
   * @default {}
   */
  content: BlockContent;
  /**
   * @title Şablon
   * @default "default"
   */
  template: ContentBlockTemplate;
}

// ---- Typed contents of the known blocks ----

/** Hakkımızda sayfasındaki bir değerin ikonu. */
export type AboutValueIcon = 'Target' | 'Users' | 'Award' | 'Heart';

export const ABOUT_VALUE_ICON_OPTIONS = [
  { value: 'Target', label: 'Hedef' },
  { value: 'Users', label: 'Kullanıcılar' },
  { value: 'Award', label: 'Ödül' },
  { value: 'Heart', label: 'Kalp' },
] as const satisfies readonly { value: AboutValueIcon; label: string }[];

/** Hakkımızda sayfasında ajansın değerlerinden biri. */
export interface AboutValue {
  /** @title İkon */
  icon: AboutValueIcon;
  /**
   * @title Başlık
   * @maxLength 120
   */
  title: string;
  /**
   * @title Açıklama
   * @maxLength 500
   */
  description: string;
}

/** Hakkımızda sayfasındaki rakamlar, örneğin '150+'. */
export interface AboutStats {
  /**
   * @title Mutlu müşteri sayısı
   * @maxLength 20
   */
  clients?: string;
  /**
   * @title Tamamlanan proje sayısı
   * @maxLength 20
   */
  projects?: string;
}

/**
 * about-page bloğunun içeriği. Boş bırakılan alanlar için sitede varsayılan metin gösterilir.
 * @title Hakkımızda sayfası içeriği
 */
export interface AboutPageContent {
  /**
   * @title Karşılama başlığı
   * @maxLength 200
   */
  hero_title?: string;
  /**
   * @title Karşılama alt başlığı
   * @maxLength 500
   */
  hero_subtitle?: string;
  /**
   * @title Hikaye başlığı
   * @maxLength 200
   */
  story_title?: string;
  /**
   * @title Hikayemiz
   * @description Paragrafları boş bir satırla ayırın.
   */
  story_content?: string;
  /**
   * @title Hikaye görseli
   * @format uri-reference
   */
  story_image?: string;
  /**
   * @title Değerler başlığı
   * @maxLength 200
   */
  values_title?: string;
  /**
   * @title Değerler alt başlığı
   * @maxLength 500
   */
  values_subtitle?: string;
  /** @title Değerlerimiz */
  values?: AboutValue[];
  /**
   * @title Ekip başlığı
   * @maxLength 200
   */
  team_title?: string;
  /**
   * @title Ekip alt başlığı
   * @maxLength 500
   */
  team_subtitle?: string;
  /** @title İstatistikler */
  stats?: AboutStats;
}

/**
 * home-hero bloğunun içeriği.
 * @title Ana sayfa karşılama alanı içeriği
 */
export interface HomeHeroContent {
  /**
   * @title Başlık
   * @description Yeşil renkle vurgulanacak kelimeleri <span> ile </span> arasına yazın.
   * @maxLength 300
   */
  title?: string;
  /**
   * @title Alt başlık
   * @maxLength 500
   */
  subtitle?: string;
  /**
   * @title Buton metni
   * @maxLength 60
   */
  cta_text?: string;
  /**
   * @title Buton bağlantısı
   * @format uri-reference
   * @default "/contact"
   */
  cta_url?: string;
  /**
   * @title Arka plan görseli
   * @format uri-reference
   */
  background_image?: string;
  /**
   * @title Video bağlantısı
   * @format uri-reference
   */
  video_url?: string;
}

/** Harekete geçirici bloğun bir butonu. */
export interface CtaButton {
  /**
   * @title Buton metni
   * @maxLength 60
   */
  text: string;
  /**
   * @title Buton bağlantısı
   * @format uri-reference
   */
  url: string;
}

/**
 * main-cta bloğunun içeriği.
 * @title Harekete geçirici blok içeriği
 */
export interface MainCtaContent {
  /**
   * @title Başlık
   * @description Yeşil renkle vurgulanacak kelimeleri <span> ile </span> arasına yazın.
   * @maxLength 300
   */
  title?: string;
  /**
   * @title Alt başlık
   * @maxLength 500
   */
  subtitle?: string;
  /**
   * @title Birincil buton
   * @default {"text":"Ücretsiz Danışmanlık","url":"/contact"}
   */
  primary_button?: CtaButton;
  /**
   * @title İkincil buton
   * @default {"text":"Projelerimizi İncele","url":"/projects"}
   */
  secondary_button?: CtaButton;
}

/** İstatistik bloğundaki bir rakam. */
export interface StatItem {
  /**
   * @title İkon
   * @maxLength 40
   */
  icon: string;
  /**
   * @title Sayı
   * @description Örneğin 150+
   * @maxLength 20
   */
  number: string;
  /**
   * @title Etiket
   * @maxLength 80
   */
  label: string;
  /**
   * @title Renk
   * @maxLength 40
   */
  color: string;
}

/**
 * stats bloğunun içeriği.
 * @title İstatistik bloğu içeriği
 */
export interface StatsContent {
  /** @title İstatistikler */
  stats?: StatItem[];
}

/** Texts of the block form beyond the shared messages. */
export const CONTENT_BLOCK_TEXTS = {
  /** The content does not parse as a JSON object. */
  invalidJson: 'Geçersiz JSON formatı',
} as const;

/** Texts of the About page editor (a bespoke screen over the block about-page). */
export const ABOUT_PAGE_TEXTS = {
  title: 'Hakkımızda Sayfası',
  saved: 'Hakkımızda sayfası güncellendi',
  saveError: 'Kaydetme hatası',
  /** Used when the block does not exist yet and is created on save. */
  blockName: 'Hakkımızda Sayfası',
} as const;

export const resource = defineResource<ContentBlock>({
  table: 'content_blocks',
  db: {
    access: { preset: 'publishedContent', authors: true },
    revisions: true,
    unique: [['slug']],
    // Pages show library blocks: a change must reach their cached HTML.
    notifyChanges: true,
    checks: {
      // A library block's content is { block_type, data }, checked as a page's own block.
      content_blocks_library_valid: "type <> 'block' or private.library_block_valid(content)",
    },
    // A library block in use is not deleted or retyped (20261129700000_library_blocks.sql).
    triggers: [{ name: 'guard_library_block', timing: 'before', events: ['update', 'delete'], function: 'private.guard_library_block' }],
  },
  rowType: 'ContentBlock',
  // Languages (schema/languages.ts): what visitors read in their language.
  localized: ['content'],
  route: 'content-blocks',
  nav: { label: 'İçerik Blokları', icon: 'Layers', order: 110 },
  title: 'İçerik Blokları',
  singular: 'İçerik bloğu',
  newLabel: 'Yeni Blok',
  createTitle: 'Yeni İçerik Bloğu',
  editTitle: 'İçerik Bloğunu Düzenle',
  screen: 'resource',
  list: {
    layout: 'cards',
    columns: [
      { field: 'name' },
      { field: 'slug' },
      { field: 'type', display: 'badge' },
      { field: 'template', display: 'badge' },
      { field: 'published', label: 'Durum', display: 'status' },
    ],
    // The name is the block's Turkish title; its slug (the key pages read it by) stays in the form.
    card: {
      title: 'name',
      meta: ['type', 'template'],
    },
    searchFields: ['name', 'slug'],
    searchPlaceholder: 'Blok adı veya kısa ad ara...',
    filters: [
      { field: 'type', label: 'Tür', options: CONTENT_BLOCK_TYPE_OPTIONS },
      { field: 'published', label: 'Durum', options: [{ value: true, label: 'Aktif' }, { value: false, label: 'Pasif' }] },
    ],
    order: [{ field: 'created_at', ascending: false }],
    emptyText: 'Henüz içerik bloğu yok',
    emptySearchText: 'Aramanıza uygun içerik bloğu bulunamadı. Arama kriterlerini değiştirmeyi deneyin.',
  },
  form: {
    fields: [
      { name: 'name', width: 'half' },
      { name: 'slug', widget: 'slug', source: 'name', width: 'half' },
      { name: 'type', widget: 'select', options: CONTENT_BLOCK_TYPE_OPTIONS, width: 'half' },
      { name: 'template', widget: 'select', options: CONTENT_BLOCK_TEMPLATE_OPTIONS, width: 'half' },
      // Known types and library blocks get their own form; the others (and older blocks of them) stay JSON.
      {
        name: 'content',
        widget: 'json',
        rows: 12,
        schemaBy: {
          field: 'type',
          // A library block (schema/block.ts LibraryBlockContent): its block type's own form.
          schemas: { hero: 'HomeHeroContent', stats: 'StatsContent', cta: 'MainCtaContent', page: 'AboutPageContent', block: 'LibraryBlockContent' },
          fields: {
            subtitle: { widget: 'textarea' },
            background_image: { widget: 'image' },
            hero_subtitle: { widget: 'textarea' },
            story_content: { widget: 'textarea' },
            story_image: { widget: 'image' },
            'values[].icon': { widget: 'select', options: ABOUT_VALUE_ICON_OPTIONS },
            'values[].description': { widget: 'textarea' },
            'stats[].icon': { widget: 'icon', options: SERVICE_ICONS },
            'stats[].color': { widget: 'color' },
          },
        },
      },
      { name: 'published', widget: 'checkbox' },
    ],
  },
  defaults: { type: 'hero', template: 'default', content: {}, published: true },
  status: { field: 'published', on: 'Aktif', off: 'Pasif' },
  messages: standardMessages({
    created: 'İçerik bloğu oluşturuldu',
    updated: 'İçerik bloğu güncellendi',
    deleted: 'İçerik bloğu silindi',
    loadError: 'İçerik blokları yüklenirken hata oluştu',
    deleteConfirm: 'Bu içerik bloğunu silmek istediğinizden emin misiniz?',
  }),
});
