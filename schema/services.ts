/** Services: what the agency offers, shown at /services and /services/{slug}. */
import { defineResource } from './resource.ts';
import { SERVICE_COLORS, type ServiceColor } from './options/service-colors.ts';
import { SERVICE_ICONS, type ServiceIcon } from './options/service-icons.ts';

/** @title Hizmet */
export interface Service {
  /**
   * @format uuid
   * @readOnly
   */
  id: string;
  /**
   * @title Başlık
   * @minLength 1
   * @maxLength 200
   */
  title: string;
  /**
   * @title Slug
   * @pattern ^[a-z0-9]+(-[a-z0-9]+)*$
   * @maxLength 200
   */
  slug: string;
  /**
   * @title Açıklama
   * @minLength 1
   * @maxLength 2000
   */
  description: string;
  /**
   * @title İçerik
   * @description Sayfada gösterilen ayrıntılı metin
   * @minLength 1
   */
  content: string;
  /**
   * @title İkon
   * @default "Zap"
   */
  icon: ServiceIcon;
  /**
   * @title Özellikler
   * @default []
   */
  features: string[];
  /**
   * @title Fiyat
   * @maxLength 60
   * @default "₺0"
   */
  price: string;
  /**
   * @title Süre
   * @maxLength 60
   * @default "Proje"
   */
  duration: string;
  /**
   * @title Renk
   * @default "green"
   */
  color: ServiceColor;
  /**
   * @title Meta başlık
   * @maxLength 200
   */
  meta_title: string | null;
  /**
   * @title Meta açıklama
   * @maxLength 500
   */
  meta_description: string | null;
  /**
   * @title Aktif
   * @default true
   */
  published: boolean;
  /**
   * @title Oluşturulma
   * @format date-time
   * @readOnly
   */
  created_at: string;
  /**
   * @title Güncellenme
   * @format date-time
   * @readOnly
   */
  updated_at: string;
}

export const resource = defineResource<Service>({
  table: 'services',
  rowType: 'Service',
  route: 'services',
  title: 'Hizmet Yönetimi',
  singular: 'Hizmet',
  newLabel: 'Yeni Hizmet',
  createTitle: 'Yeni Hizmet',
  editTitle: 'Hizmeti Düzenle',
  publicPath: '/services/{slug}',
  screen: 'resource',
  list: {
    layout: 'cards',
    columns: [
      { field: 'icon', display: 'icon' },
      { field: 'color', display: 'color' },
      { field: 'title' },
      { field: 'price' },
      { field: 'duration' },
      { field: 'published', label: 'Durum', display: 'status' },
    ],
    card: {
      title: 'title',
      description: 'description',
      meta: ['price', 'duration'],
    },
    searchFields: ['title'],
    searchPlaceholder: 'Hizmet ara...',
    filters: [
      { field: 'published', label: 'Durum', options: [{ value: true, label: 'Aktif' }, { value: false, label: 'Pasif' }] },
    ],
    order: [{ field: 'created_at', ascending: false }],
    emptyText: 'Henüz hizmet yok',
    emptySearchText: 'Aramanıza uygun hizmet bulunamadı. Arama kriterlerini değiştirmeyi deneyin.',
  },
  form: {
    fields: [
      { name: 'title', width: 'half' },
      { name: 'slug', widget: 'slug', source: 'title', width: 'half' },
      { name: 'description', widget: 'textarea', rows: 3 },
      { name: 'content', widget: 'richText' },
      { name: 'icon', widget: 'icon', options: SERVICE_ICONS, width: 'half' },
      { name: 'color', widget: 'color', options: SERVICE_COLORS, width: 'half' },
      { name: 'price', width: 'half', placeholder: '₺0' },
      { name: 'duration', width: 'half', placeholder: 'Proje' },
      { name: 'features', widget: 'stringList' },
      { name: 'meta_title', width: 'half' },
      { name: 'meta_description', widget: 'textarea', rows: 3, width: 'half' },
      { name: 'published', widget: 'checkbox' },
    ],
  },
  defaults: { icon: 'Zap', color: 'green', features: [], price: '₺0', duration: 'Proje', published: true },
  status: { field: 'published', on: 'Aktif', off: 'Pasif' },
  messages: {
    created: 'Hizmet oluşturuldu',
    updated: 'Hizmet güncellendi',
    deleted: 'Hizmet silindi',
    loadError: 'Hizmetler yüklenirken hata oluştu',
    saveError: 'Kaydetme hatası',
    deleteError: 'Silme hatası',
    deleteConfirm: 'Bu hizmeti silmek istediğinizden emin misiniz?',
  },
});
