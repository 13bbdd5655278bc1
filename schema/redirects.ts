/**
 * Redirects: an old public URL answered with 301 (moved for good) or 302 (for a while: a
 * campaign's short address) to its new one, on this site or another. The database records them when
 * published content changes its slug (trigger `private.record_slug_redirect`, chains collapsed,
 * loops refused); staff add manual ones. Anyone reads them: the server answers them before
 * rendering, and `npm run prerender` writes them for static hosts.
 */
import { defineResource } from './resource.ts';
import { standardMessages } from './common/messages.ts';
import type { CreatedAt, WithId } from './common/fields.ts';

/** Where a redirect came from. */
export type RedirectSource = 'auto' | 'manual';

/** 301 moves a page's ranking to its new address; 302 keeps it (search engines come back). */
export const REDIRECT_STATUS_OPTIONS = [
  { value: 301, label: 'Kalıcı (301)', tone: 'neutral' },
  { value: 302, label: 'Geçici (302)', tone: 'warning' },
] as const;

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
   * A site path, or another site's full address (http or https; a host without userinfo).
   * @title Yeni adres
   * @description "/" ile başlayan site içi yol (ör. /blog/yeni-yazi) ya da başka bir sitenin tam adresi (ör. https://ornek.com/kampanya)
   * @pattern ^(/([^/\\\s][^\\\s]*)?|https?://[^/\\\s?#@]+([/?#][^\\\s]*)?)$
   * @minLength 1
   * @maxLength 500
   */
  to_path: string;
  /**
   * @title Yönlendirme türü
   * @asType integer
   * @minimum 301
   * @maximum 302
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
      { field: 'status_code', display: 'badge', options: REDIRECT_STATUS_OPTIONS },
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
      {
        name: 'to_path',
        width: 'half',
        placeholder: '/yeni-adres ya da https://…',
        errors: { pattern: '"/" ile başlayan bir site içi adres (ör. /blog/yazi) ya da https:// ile başlayan tam adres girin' },
      },
      { name: 'status_code', widget: 'select', options: REDIRECT_STATUS_OPTIONS, width: 'half' },
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
