/** Team members: the people shown on the About page, in a manually chosen order. */
import { defineResource } from './resource.ts';
import { standardMessages } from './common/messages.ts';
import type { Activatable, Timestamps, WithId } from './common/fields.ts';

/** Ekip üyesinin sosyal medya hesapları; bağlantısı girilmeyen hesap gösterilmez. */
export interface TeamSocialLinks {
  /**
   * @title LinkedIn
   * @format uri
   */
  linkedin?: string;
  /**
   * @title X (Twitter)
   * @format uri
   */
  twitter?: string;
  /**
   * @title Instagram
   * @format uri
   */
  instagram?: string;
}

/** @title Ekip üyesi */
export interface TeamMember extends WithId, Activatable, Timestamps {
  /**
   * @title Ad Soyad
   * @minLength 1
   * @maxLength 120
   */
  name: string;
  /**
   * @title Pozisyon
   * @minLength 1
   * @maxLength 120
   */
  position: string;
  /**
   * @title Biyografi
   * @minLength 1
   * @maxLength 2000
   */
  bio: string;
  /**
   * @title Profil fotoğrafı
   * @format uri-reference
   */
  avatar: string | null;
  /**
   * @title Sıra
   * @asType integer
   * @dbType bigint
   * @default 0
   */
  sort_order: number;
  /**
   * @title Sosyal medya
   * @default {}
   */
  social_links: TeamSocialLinks;
}

export const resource = defineResource<TeamMember>({
  table: 'team_members',
  db: {
    access: { preset: 'publishedContent', authors: true },
    revisions: true,
    // Public pages read it: a change empties the page cache on every server.
    notifyChanges: true,
    indexes: [{ name: 'team_members_order_idx', on: ['published', 'sort_order', 'created_at'] }],
    // A new member goes last without reading the others first (no race between two
    // creators): the insert time in milliseconds sorts after every dragged position 1, 2, ….
    defaults: { sort_order: '(extract(epoch from clock_timestamp()) * 1000)::bigint' },
  },
  rowType: 'TeamMember',
  // Languages (schema/languages.ts): what visitors read in their language.
  localized: ['position', 'bio'],
  route: 'team',
  nav: { label: 'Ekip', icon: 'Users', order: 60 },
  dashboard: {
    count: { plural: 'Ekip Üyeleri', order: 3 },
    activity: { titleField: 'name', singular: 'Ekip üyesi' },
    quickAction: { label: 'Yeni Ekip Üyesi', order: 3, create: true },
  },
  title: 'Ekip Yönetimi',
  singular: 'Ekip üyesi',
  newLabel: 'Yeni Üye',
  createTitle: 'Yeni Ekip Üyesi',
  editTitle: 'Ekip Üyesini Düzenle',
  screen: 'resource',
  list: {
    layout: 'cards',
    columns: [
      { field: 'avatar', display: 'image' },
      { field: 'name' },
      { field: 'position' },
      { field: 'published', label: 'Durum', display: 'status' },
    ],
    card: {
      image: 'avatar',
      title: 'name',
      subtitle: 'position',
      description: 'bio',
    },
    searchFields: ['name', 'position'],
    searchPlaceholder: 'İsim veya pozisyon ara...',
    filters: [
      { field: 'published', label: 'Durum', options: [{ value: true, label: 'Aktif' }, { value: false, label: 'Pasif' }] },
    ],
    order: [
      { field: 'sort_order', ascending: true },
      { field: 'created_at', ascending: true },
    ],
    emptyText: 'Ekip üyesi bulunamadı',
    emptySearchText: 'Ekip üyesi bulunamadı. Arama kriterlerini değiştirmeyi deneyin.',
  },
  form: {
    fields: [
      { name: 'name', width: 'half' },
      { name: 'position', width: 'half' },
      { name: 'bio', widget: 'textarea', rows: 4 },
      { name: 'avatar', widget: 'image' },
      { name: 'social_links', widget: 'socialLinks' },
      { name: 'published', widget: 'checkbox' },
    ],
  },
  defaults: { social_links: {}, published: true },
  status: { field: 'published', on: 'Aktif', off: 'Pasif' },
  ordering: {
    field: 'sort_order',
    hint: 'Ekip üyelerinin sitede görünme sırasını değiştirmek için kartları sürükleyip bırakın veya yukarı/aşağı oklarını kullanın. Yeni üyeler listenin sonuna eklenir.',
    success: 'Sıralama güncellendi',
    error: 'Sıralama güncellenirken hata oluştu',
  },
  messages: standardMessages({
    created: 'Ekip üyesi eklendi',
    updated: 'Ekip üyesi güncellendi',
    deleted: 'Ekip üyesi silindi',
    loadError: 'Ekip üyeleri yüklenirken hata oluştu',
    deleteConfirm: 'Bu ekip üyesini silmek istediğinizden emin misiniz?',
  }),
});
