/** Menus: the navigation of the header and the footer columns, one menu per location. */
import { defineResource } from './resource.ts';
import { standardMessages } from './common/messages.ts';
import type { Activatable, Timestamps, WithId } from './common/fields.ts';

/** Menünün sitede gösterildiği yer. */
export type MenuLocation = 'header' | 'footer' | 'footer-quick-links' | 'footer-services' | 'sidebar';

/** Bağlantının site içine mi yoksa başka bir siteye mi gittiği. */
export type MenuItemType = 'internal' | 'external';

export const MENU_LOCATION_OPTIONS = [
  { value: 'header', label: 'Üst Menü' },
  { value: 'footer', label: 'Alt Menü (telif satırı)' },
  { value: 'footer-quick-links', label: 'Alt Bilgi - Hızlı Bağlantılar' },
  { value: 'footer-services', label: 'Alt Bilgi - Hizmetlerimiz' },
  { value: 'sidebar', label: 'Kenar Çubuğu' },
] as const satisfies readonly { value: MenuLocation; label: string }[];

export const MENU_ITEM_TYPE_OPTIONS = [
  { value: 'internal', label: 'Site içi' },
  { value: 'external', label: 'Harici' },
] as const satisfies readonly { value: MenuItemType; label: string }[];

/** Menüdeki bir bağlantı (alt menüdeki bir bağlantı da). */
export interface MenuLink {
  /**
   * @title Etiket
   * @pattern \S
   * @maxLength 80
   */
  label: string;
  /**
   * @title Bağlantı
   * @format uri-reference
   * @pattern \S
   */
  url: string;
  /**
   * @title Bağlantı türü
   * @default "internal"
   */
  type: MenuItemType;
}

/**
 * Menünün üst düzeyindeki bir bağlantı; alt menüsü olabilir. Alt menü tek düzeydir: alt
 * menüdeki bir bağlantının (MenuLink) kendi alt menüsü yoktur, JSON Schema daha derinini reddeder.
 */
export interface MenuItem extends MenuLink {
  /**
   * @title Alt menü
   * @maxItems 20
   */
  children?: MenuLink[];
}

/** @title Menü */
export interface Menu extends WithId, Activatable, Timestamps {
  /**
   * @title Menü adı
   * @minLength 1
   * @maxLength 120
   */
  name: string;
  /** @title Konum */
  location: MenuLocation;
  /**
   * @title Menü öğeleri
   * @default []
   */
  items: MenuItem[];
}

export const resource = defineResource<Menu>({
  table: 'menus',
  db: {
    access: { preset: 'publishedContent' },
    revisions: true,
    // Public pages read it: a change empties the page cache on every server.
    notifyChanges: true,
  },
  rowType: 'Menu',
  // Languages (schema/languages.ts): what visitors read in their language.
  localized: ['items'],
  route: 'menus',
  nav: { label: 'Menüler', icon: 'Menu', order: 100 },
  title: 'Menü Yönetimi',
  singular: 'Menü',
  newLabel: 'Yeni Menü',
  createTitle: 'Yeni Menü',
  editTitle: 'Menüyü Düzenle',
  screen: 'resource',
  list: {
    layout: 'cards',
    columns: [
      { field: 'name' },
      { field: 'location', display: 'badge' },
      { field: 'items', label: 'Öğe sayısı', display: 'count' },
      { field: 'published', label: 'Durum', display: 'status' },
    ],
    card: {
      title: 'name',
      subtitle: 'location',
      meta: ['items'],
    },
    searchFields: ['name', 'location'],
    searchPlaceholder: 'Menü ara...',
    filters: [
      { field: 'location', label: 'Konum', options: MENU_LOCATION_OPTIONS },
      { field: 'published', label: 'Durum', options: [{ value: true, label: 'Aktif' }, { value: false, label: 'Pasif' }] },
    ],
    order: [{ field: 'created_at', ascending: false }],
    emptyText: 'Henüz menü yok',
    emptySearchText: 'Aramanıza uygun menü bulunamadı. Arama kriterlerini değiştirmeyi deneyin.',
  },
  form: {
    mode: 'modal',
    fields: [
      { name: 'name', width: 'half' },
      { name: 'location', widget: 'select', options: MENU_LOCATION_OPTIONS, width: 'half' },
      { name: 'items', widget: 'menuItems' },
      { name: 'published', widget: 'checkbox' },
    ],
  },
  defaults: { location: 'header', items: [], published: true },
  status: { field: 'published', on: 'Aktif', off: 'Pasif' },
  messages: standardMessages({
    created: 'Menü oluşturuldu',
    updated: 'Menü güncellendi',
    deleted: 'Menü silindi',
    loadError: 'Menüler yüklenirken hata oluştu',
    deleteConfirm: 'Bu menüyü silmek istediğinizden emin misiniz?',
  }),
});
