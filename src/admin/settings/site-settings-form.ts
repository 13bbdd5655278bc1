/**
 * The site settings form's values (everything as typed text or booleans), the pre-filled
 * agency defaults for a missing record, validation with Turkish messages, and the conversion
 * to the row that is saved.
 */
import type { Tables, TablesInsert } from '../../../generated/database.types.ts';
import { resource } from '../../../generated/admin/settings.ts';
import { mapCoordinates } from './save-error.ts';

export interface SiteSettingsValues {
  site_name: string;
  site_url: string;
  site_description: string;
  logo_url: string;
  primary_logo_url: string;
  secondary_logo_url: string;
  favicon_url: string;
  contact_email: string;
  notification_email: string;
  contact_phone: string;
  contact_address: string;
  meta_title: string;
  meta_description: string;
  google_analytics_id: string;
  color_primary: string;
  color_secondary: string;
  color_accent: string;
  font_heading: string;
  font_body: string;
  header_sticky: boolean;
  header_transparent: boolean;
  footer_show_social: boolean;
  footer_show_newsletter: boolean;
  social_facebook: string;
  social_twitter: string;
  social_instagram: string;
  social_linkedin: string;
  map_embed_code: string;
  map_latitude: string;
  map_longitude: string;
  map_zoom_level: string;
}

export type SiteSettingsErrors = Partial<Record<keyof SiteSettingsValues, string>>;

export const SOCIAL_KEYS = ['facebook', 'twitter', 'instagram', 'linkedin'] as const;
export const LOGO_KEYS = ['logo_url', 'primary_logo_url', 'secondary_logo_url', 'favicon_url'] as const;

const d = resource.defaults ?? {};

/** What a new installation starts with: the resource defaults plus a Turkish agency profile. */
export const AGENCY_DEFAULTS: SiteSettingsValues = {
  site_name: 'Dijital Ajans',
  site_url: typeof window === 'undefined' ? 'https://' : window.location.origin,
  site_description: 'Sosyal medya yönetimi, web tasarım ve dijital pazarlama hizmetleriyle markanızı büyütüyoruz.',
  logo_url: '',
  primary_logo_url: '',
  secondary_logo_url: '',
  favicon_url: '',
  contact_email: 'info@dijitalajans.com.tr',
  notification_email: '',
  contact_phone: '+90 212 000 00 00',
  contact_address: 'İstanbul, Türkiye',
  meta_title: 'Dijital Ajans | Dijital Pazarlama Ajansı',
  meta_description: 'Sosyal medya yönetimi, web tasarım, e-ticaret ve dijital pazarlama hizmetleri.',
  google_analytics_id: '',
  color_primary: d.brand_colors?.primary ?? '#10b981',
  color_secondary: d.brand_colors?.secondary ?? '#059669',
  color_accent: d.brand_colors?.accent ?? '#34d399',
  font_heading: d.typography?.heading ?? 'Inter',
  font_body: d.typography?.body ?? 'Inter',
  header_sticky: d.header_settings?.sticky ?? true,
  header_transparent: d.header_settings?.transparent ?? false,
  footer_show_social: d.footer_settings?.show_social ?? true,
  footer_show_newsletter: d.footer_settings?.show_newsletter ?? true,
  social_facebook: '',
  social_twitter: '',
  social_instagram: '',
  social_linkedin: '',
  map_embed_code: '',
  map_latitude: String(d.map_latitude ?? 41.0082),
  map_longitude: String(d.map_longitude ?? 28.9784),
  map_zoom_level: String(d.map_zoom_level ?? 15),
};

type Row = Tables<'site_settings'>;

export function valuesFromRecord(r: Row): SiteSettingsValues {
  const s = (v: string | null | undefined) => v ?? '';
  return {
    site_name: r.site_name,
    site_url: r.site_url,
    site_description: s(r.site_description),
    logo_url: s(r.logo_url),
    primary_logo_url: s(r.primary_logo_url),
    secondary_logo_url: s(r.secondary_logo_url),
    favicon_url: s(r.favicon_url),
    contact_email: s(r.contact_email),
    notification_email: s(r.notification_email),
    contact_phone: s(r.contact_phone),
    contact_address: s(r.contact_address),
    meta_title: s(r.meta_title),
    meta_description: s(r.meta_description),
    google_analytics_id: s(r.google_analytics_id),
    color_primary: r.brand_colors?.primary ?? AGENCY_DEFAULTS.color_primary,
    color_secondary: r.brand_colors?.secondary ?? AGENCY_DEFAULTS.color_secondary,
    color_accent: r.brand_colors?.accent ?? AGENCY_DEFAULTS.color_accent,
    font_heading: r.typography?.heading ?? AGENCY_DEFAULTS.font_heading,
    font_body: r.typography?.body ?? AGENCY_DEFAULTS.font_body,
    header_sticky: r.header_settings?.sticky ?? AGENCY_DEFAULTS.header_sticky,
    header_transparent: r.header_settings?.transparent ?? AGENCY_DEFAULTS.header_transparent,
    footer_show_social: r.footer_settings?.show_social ?? AGENCY_DEFAULTS.footer_show_social,
    footer_show_newsletter: r.footer_settings?.show_newsletter ?? AGENCY_DEFAULTS.footer_show_newsletter,
    social_facebook: s(r.social_links?.facebook),
    social_twitter: s(r.social_links?.twitter),
    social_instagram: s(r.social_links?.instagram),
    social_linkedin: s(r.social_links?.linkedin),
    map_embed_code: s(r.map_embed_code),
    map_latitude: String(r.map_latitude),
    map_longitude: String(r.map_longitude),
    map_zoom_level: String(r.map_zoom_level),
  };
}

const HEX = /^#[0-9a-fA-F]{6}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[+()\d\s.-]{5,40}$/;

export function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname;
  } catch {
    return false;
  }
}

/** Logos may be stored media paths (/storage/v1/...) as well as full addresses. */
function isImageReference(value: string): boolean {
  return value.startsWith('/') ? !value.startsWith('//') && !/\s/.test(value) : isHttpUrl(value);
}

const REQUIRED = 'Bu alan zorunludur';
const URL_MESSAGE = 'Geçerli bir adres girin (https:// ile başlamalı)';

export function validateSiteSettings(v: SiteSettingsValues): SiteSettingsErrors {
  const e: SiteSettingsErrors = {};
  const t = (k: keyof SiteSettingsValues) => String(v[k]).trim();
  const tooLong = (k: keyof SiteSettingsValues & keyof typeof resource.fieldLimits) => {
    const max = resource.fieldLimits[k]?.maxLength;
    if (max !== undefined && t(k).length > max) e[k] = `En fazla ${max} karakter`;
  };
  if (!t('site_name')) e.site_name = REQUIRED;
  else tooLong('site_name');
  if (!t('site_url')) e.site_url = REQUIRED;
  else if (!isHttpUrl(t('site_url'))) e.site_url = URL_MESSAGE;
  for (const k of LOGO_KEYS) if (t(k) && !isImageReference(t(k))) e[k] = 'Geçerli bir görsel adresi girin (https://... veya /storage/v1/...)';
  if (t('contact_email') && !EMAIL.test(t('contact_email'))) e.contact_email = 'Geçerli bir e-posta adresi girin';
  if (t('notification_email') && !EMAIL.test(t('notification_email'))) e.notification_email = 'Geçerli bir e-posta adresi girin';
  if (t('contact_phone') && !PHONE.test(t('contact_phone'))) e.contact_phone = 'Geçerli bir telefon numarası girin';
  for (const k of ['site_url', 'site_description', 'contact_email', 'notification_email', 'contact_phone', 'contact_address', 'meta_title', 'meta_description', 'google_analytics_id', 'map_embed_code'] as const) {
    if (!e[k]) tooLong(k);
  }
  for (const k of ['color_primary', 'color_secondary', 'color_accent'] as const) if (!HEX.test(t(k))) e[k] = '#RRGGBB biçiminde bir renk kodu girin';
  for (const k of ['font_heading', 'font_body'] as const) if (t(k).length > 80) e[k] = 'En fazla 80 karakter';
  for (const s of SOCIAL_KEYS) {
    const k = `social_${s}` as const;
    if (t(k) && !isHttpUrl(t(k))) e[k] = URL_MESSAGE;
  }
  const zoom = t('map_zoom_level');
  const { minimum: zoomMin = 1, maximum: zoomMax = 20 } = resource.fieldLimits.map_zoom_level ?? {};
  if (zoom && !(/^\d+$/.test(zoom) && Number(zoom) >= zoomMin && Number(zoom) <= zoomMax)) e.map_zoom_level = `Yakınlaştırma ${zoomMin} ile ${zoomMax} arasında bir tam sayı olmalı`;
  return e;
}

const nullIfEmpty = (s: string) => (s.trim() ? s.trim() : null);

/** The row to save: empty optional texts become null, empty social links are left out. */
export function settingsPayload(v: SiteSettingsValues): Partial<TablesInsert<'site_settings'>> {
  const social: Record<string, string> = {};
  for (const s of SOCIAL_KEYS) {
    const url = v[`social_${s}`].trim();
    if (url) social[s] = url;
  }
  return {
    site_name: v.site_name.trim(),
    site_url: v.site_url.trim(),
    site_description: nullIfEmpty(v.site_description),
    logo_url: nullIfEmpty(v.logo_url),
    primary_logo_url: nullIfEmpty(v.primary_logo_url),
    secondary_logo_url: nullIfEmpty(v.secondary_logo_url),
    favicon_url: nullIfEmpty(v.favicon_url),
    contact_email: nullIfEmpty(v.contact_email),
    notification_email: nullIfEmpty(v.notification_email),
    contact_phone: nullIfEmpty(v.contact_phone),
    contact_address: nullIfEmpty(v.contact_address),
    meta_title: nullIfEmpty(v.meta_title),
    meta_description: nullIfEmpty(v.meta_description),
    google_analytics_id: nullIfEmpty(v.google_analytics_id),
    brand_colors: { primary: v.color_primary.trim(), secondary: v.color_secondary.trim(), accent: v.color_accent.trim() },
    typography: { heading: v.font_heading.trim() || AGENCY_DEFAULTS.font_heading, body: v.font_body.trim() || AGENCY_DEFAULTS.font_body },
    header_settings: { sticky: v.header_sticky, transparent: v.header_transparent },
    footer_settings: { show_social: v.footer_show_social, show_newsletter: v.footer_show_newsletter },
    social_links: social,
    map_embed_code: nullIfEmpty(v.map_embed_code),
    ...mapCoordinates(v.map_latitude, v.map_longitude, v.map_zoom_level),
  };
}
