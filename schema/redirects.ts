/**
 * Redirects: an old public URL answered with 301 to its new one. The database records them when
 * published content changes its slug (trigger `private.record_slug_redirect`, chains collapsed,
 * loops refused); staff add manual ones. Anyone reads them: the server answers them before
 * rendering, and `npm run prerender` writes them for static hosts.
 */
import { defineResource } from './resource.ts';
import { standardMessages } from './common/messages.ts';
import type { CreatedAt, WithId } from './common/fields.ts';

/** Where a redirect came from. */
export type RedirectSource = 'auto' | 'manual';

export const REDIRECT_SOURCE_OPTIONS = [
  { value: 'auto', label: 'Otomatik', tone: 'info' },
  { value: 'manual', label: 'Elle', tone: 'neutral' },
] as const;

/** @title Yönlendirme */
export interface Redirect extends WithId, CreatedAt {
  /**
   * @title Eski adres
   * @description "/" ile başlayan site içi yol, ör. /blog/eski-yazi
   * @pattern ^/[^?#\s]*$
   * @minLength 1
   * @maxLength 500
   */
  from_path: string;
  /**
   * @title Yeni adres
   * @description "/" ile başlayan site içi yol, ör. /blog/yeni-yazi
   * @pattern ^/([^/\\\s][^\\\s]*)?$
   * @minLength 1
   * @maxLength 500
   */
  to_path: string;
  /**
   * @title Durum kodu
   * @asType integer
   * @minimum 301
   * @maximum 301
   * @default 301
   */
  status_code: number;
  /**
   * @title Ziyaret
   * @asType integer
   * @dbType bigint
   * @minimum 0
   * @default 0
   */
  hits: number;
  /**
   * @title Son ziyaret
   * @format date-time
   */
  last_hit_at: string | null;
  /**
   * @title Kaynak
   * @default "manual"
   */
  source: RedirectSource;
}

export const resource = defineResource<Redirect>({
  table: 'redirects',
  db: {
    access: { preset: 'publicRead' },
    unique: [['from_path']],
    indexes: [{ name: 'redirects_to_path_idx', on: ['to_path'] }],
    checks: { redirects_not_to_itself: 'from_path <> to_path' },
    // Loops refused with a Turkish message; pages cached for a path that became a redirect are
    // dropped (a notification on every change but the hit counter's).
    triggers: [
      { name: 'guard_redirect', timing: 'before', events: ['insert', 'update'], function: 'private.guard_redirect' },
      { name: 'notify_redirect_changed', timing: 'after', events: ['insert', 'update', 'delete'], function: 'private.notify_redirect_changed' },
    ],
  },
  rowType: 'Redirect',
  route: 'redirects',
  nav: { label: 'Yönlendirmeler', icon: 'Signpost', order: 115 },
  title: 'Yönlendirmeler',
  singular: 'Yönlendirme',
  newLabel: 'Yeni Yönlendirme',
  createTitle: 'Yeni Yönlendirme',
  editTitle: 'Yönlendirmeyi Düzenle',
  screen: 'resource',
  list: {
    layout: 'table',
    columns: [
      { field: 'from_path' },
      { field: 'to_path' },
      { field: 'hits' },
      { field: 'last_hit_at', display: 'date' },
      { field: 'source', display: 'badge', options: REDIRECT_SOURCE_OPTIONS },
    ],
    searchFields: ['from_path', 'to_path'],
    searchPlaceholder: 'Eski veya yeni adres ara...',
    filters: [{ field: 'source', label: 'Kaynak', options: REDIRECT_SOURCE_OPTIONS }],
    order: [{ field: 'created_at', ascending: false }],
    emptyText: 'Henüz yönlendirme yok',
    emptySearchText: 'Aramanıza uygun yönlendirme bulunamadı.',
  },
  form: {
    fields: [
      { name: 'from_path', width: 'half', placeholder: '/eski-adres' },
      { name: 'to_path', width: 'half', placeholder: '/yeni-adres' },
    ],
  },
  defaults: { source: 'manual', status_code: 301 },
  messages: standardMessages({
    created: 'Yönlendirme oluşturuldu',
    updated: 'Yönlendirme güncellendi',
    deleted: 'Yönlendirme silindi',
    loadError: 'Yönlendirmeler yüklenirken hata oluştu',
    deleteConfirm: 'Bu yönlendirmeyi silmek istediğinizden emin misiniz?',
  }),
});
