/** Team members: the people shown on the About page, in a manually chosen order. */
import { defineResource } from './resource.ts';

/** Ekip üyesinin sosyal medya hesapları; bağlantısı girilmeyen hesap gösterilmez. */
export interface TeamSocialLinks {
  /**
   * @title LinkedIn
   * @format uri
   */
  linkedin?: string;
  /**
   * @title Twitter
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
export interface TeamMember {
  /**
   * @format uuid
   * @readOnly
   */
  id: string;
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
   * @default 0
   */
  sort_order: number;
  /**
   * @title Sosyal medya
   * @default {}
   */
  social_links: TeamSocialLinks;
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

export const resource = defineResource<TeamMember>({
  table: 'team_members',
  rowType: 'TeamMember',
  route: 'team',
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
  messages: {
    created: 'Ekip üyesi eklendi',
    updated: 'Ekip üyesi güncellendi',
    deleted: 'Ekip üyesi silindi',
    loadError: 'Ekip üyeleri yüklenirken hata oluştu',
    saveError: 'Kaydetme hatası',
    deleteError: 'Silme hatası',
    deleteConfirm: 'Bu ekip üyesini silmek istediğinizden emin misiniz?',
  },
});
