/** Site settings: one record with the site's identity, contact details, look and map. */
import { defineResource } from './resource.ts';
import { standardMessages } from './common/messages.ts';
import type { Timestamps, WithId } from './common/fields.ts';

/** Marka renkleri (onaltılık renk kodları, örneğin #10b981). */
export interface BrandColors {
  /**
   * @title Ana renk
   * @pattern ^#[0-9a-fA-F]{6}$
   * @default "#10b981"
   */
  primary?: string;
  /**
   * @title İkincil renk
   * @pattern ^#[0-9a-fA-F]{6}$
   * @default "#059669"
   */
  secondary?: string;
  /**
   * @title Vurgu rengi
   * @pattern ^#[0-9a-fA-F]{6}$
   * @default "#34d399"
   */
  accent?: string;
}

// The fonts the site can serve under its CSP and budget (src/lib/brand-theme.ts has their stacks).
export type FontChoice = 'Inter' | 'system' | 'serif';

export const FONT_OPTIONS = [
  { value: 'Inter', label: 'Inter' },
  { value: 'system', label: 'Sistem yazı tipi' },
  { value: 'serif', label: 'Serif (Georgia)' },
] as const satisfies readonly { value: FontChoice; label: string }[];

/** Başlık ve metin yazı tipleri. */
export interface Typography {
  /**
   * @title Başlık yazı tipi
   * @default "Inter"
   */
  heading?: FontChoice;
  /**
   * @title Metin yazı tipi
   * @default "Inter"
   */
  body?: FontChoice;
}

/** Sitenin üst menüsünün davranışı. */
export interface HeaderSettings {
  /**
   * @title Sabit üst menü
   * @default true
   */
  sticky?: boolean;
  /**
   * @title Şeffaf üst menü
   * @default false
   */
  transparent?: boolean;
}

/** Sitenin alt bilgi alanında gösterilenler. */
export interface FooterSettings {
  /**
   * @title Sosyal medya ikonlarını göster
   * @default true
   */
  show_social?: boolean;
  /**
   * @title Bülten formunu göster
   * @default true
   */
  show_newsletter?: boolean;
}

/** Sosyal medya hesapları; yalnızca bağlantısı girilen hesabın ikonu gösterilir. */
export interface SocialLinks {
  /**
   * @title Facebook
   * @format uri
   */
  facebook?: string;
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
  /**
   * @title LinkedIn
   * @format uri
   */
  linkedin?: string;
}

/**
 * Ay sayısı.
 * @asType integer
 * @minimum 1
 * @maximum 120
 */
export type RetentionMonths = number;

/** A web address the site links to: http(s) only (the form asks; older rows stay as they are). */
const WEB_ADDRESS = '^https?://[^\\s]+$';
const WEB_ADDRESS_MESSAGE = 'Geçerli bir adres girin (https:// ile başlamalı)';
const HEX_COLOR = { widget: 'hexColor', errors: { pattern: '#RRGGBB biçiminde bir renk kodu girin' } } as const;
const SOCIAL = { pattern: WEB_ADDRESS } as const;
const RETENTION_MESSAGE = '1 ile 120 arasında bir ay sayısı girin ya da boş bırakın';
const AUDIT_RETENTION_MESSAGE = '30 ile 3650 arasında bir gün sayısı girin';

/**
 * The site's address is not stored: it is the server's SITE_URL (server/config.ts), which
 * canonical links, the sitemap and mails use. The SEO defaults live in seo_settings only.
 * @title Site ayarları
 */
export interface SiteSettings extends WithId, Timestamps {
  /**
   * @title Site adı
   * @minLength 1
   * @maxLength 120
   */
  site_name: string;
  /**
   * @title Site açıklaması
   * @maxLength 500
   */
  site_description: string | null;
  /**
   * @title Logo
   * @format uri-reference
   */
  logo_url: string | null;
  /**
   * @title Ana logo
   * @format uri-reference
   */
  primary_logo_url: string | null;
  /**
   * @title İkincil logo
   * @format uri-reference
   */
  secondary_logo_url: string | null;
  /**
   * @title Site simgesi (favicon)
   * @format uri-reference
   */
  favicon_url: string | null;
  /**
   * @title İletişim e-postası
   * @format email
   * @maxLength 254
   */
  contact_email: string | null;
  /**
   * Where new contact messages are announced by e-mail; empty: no notifications.
   * @title Bildirim e-postası
   * @format email
   * @maxLength 254
   */
  notification_email: string | null;
  /**
   * @title İletişim telefonu
   * @maxLength 40
   */
  contact_phone: string | null;
  /**
   * @title Adres
   * @maxLength 500
   */
  contact_address: string | null;
  /**
   * Shown on the contact page, one line each (was fixed in its code).
   * @title Çalışma saatleri
   * @description Her satır ayrı gösterilir.
   * @maxLength 500
   * @default "Pazartesi - Cuma: 09:00 - 18:00\nCumartesi: 10:00 - 16:00"
   */
  working_hours: string;
  /**
   * @title Marka renkleri
   * @default {"primary":"#10b981","secondary":"#059669","accent":"#34d399"}
   */
  brand_colors: BrandColors;
  /**
   * @title Yazı tipleri
   * @default {"heading":"Inter","body":"Inter"}
   */
  typography: Typography;
  /**
   * @title Üst menü ayarları
   * @default {"sticky":true,"transparent":false}
   */
  header_settings: HeaderSettings;
  /**
   * @title Alt bilgi ayarları
   * @default {"show_social":true,"show_newsletter":true}
   */
  footer_settings: FooterSettings;
  /**
   * @title Sosyal medya bağlantıları
   * @default {}
   */
  social_links: SocialLinks;
  /**
   * @title Harita yerleştirme kodu
   * @description Google Haritalar'da "Paylaş → Harita yerleştir" ile alınan kod
   * @maxLength 4000
   */
  map_embed_code: string | null;
  /**
   * @title Enlem
   * @minimum -90
   * @maximum 90
   * @default 41.0082
   */
  map_latitude: number;
  /**
   * @title Boylam
   * @minimum -180
   * @maximum 180
   * @default 28.9784
   */
  map_longitude: number;
  /**
   * @title Harita yakınlaştırma
   * @asType integer
   * @minimum 1
   * @maximum 20
   * @default 15
   */
  map_zoom_level: number;
  /**
   * @title Saklanan sürüm sayısı
   * @description Her içerik için saklanan en fazla önceki sürüm; fazlası kaydederken silinir
   * @asType integer
   * @minimum 1
   * @maximum 500
   * @default 50
   */
  revision_keep_count: number;
  /**
   * @title Çöp kutusu saklama süresi (gün)
   * @description Silinen içerikler bu kadar gün geri yüklenebilir
   * @asType integer
   * @minimum 1
   * @maximum 365
   * @default 30
   */
  trash_retention_days: number;
  /**
   * KVKK: contact messages older than this are deleted (server/app/privacy/contact-retention.ts).
   * @title İletişim mesajları saklama süresi (ay)
   * @description Bu süreden eski iletişim mesajları her saat silinir; boş bırakılırsa saklanır
   */
  contact_retention_months: RetentionMonths | null;
  /**
   * KVKK: audit log rows older than this are deleted (server/app/privacy/audit-retention.ts).
   * @title İşlem kaydı saklama süresi (gün)
   * @description Personel işlemlerinin kaydı bu kadar gün saklanır, sonra her saat silinir
   * @asType integer
   * @minimum 30
   * @maximum 3650
   * @default 365
   */
  audit_retention_days: number;
  /**
   * The contact form's disclosure (aydınlatma metni); each message stores the text it showed.
   * @title İletişim formu aydınlatma metni
   * @description Formun altında gösterilir; her mesaj, gönderildiğinde gösterilen metni saklar
   * @minLength 1
   * @maxLength 2000
   * @default "Bu formla gönderdiğiniz kişisel verileriniz (ad, e-posta, telefon, şirket ve mesajınız) yalnızca talebinize yanıt vermek amacıyla, 6698 sayılı KVKK uyarınca işlenir ve saklama süresi sonunda silinir. Ayrıntılar için gizlilik politikamızı okuyabilirsiniz."
   */
  contact_disclosure_text: string;
  /**
   * Review (schema/content-reviews.ts): when on, whoever sent an item for review may neither
   * approve it nor ask for changes to it; approve_review refuses with 42501.
   * @title Kendi yazısını onaylayamaz
   * @description Açıksa incelemeye gönderilen bir içeriği, gönderen kişi onaylayamaz; başka bir yönetici veya editör onaylar
   * @default false
   */
  review_no_self_approval: boolean;
}

export const resource = defineResource<SiteSettings>({
  table: 'site_settings',
  db: {
    access: { preset: 'singleton', writers: 'admin' },
    // Where lead e-mails go: administrators only (site_settings_private_columns()).
    privateColumns: ['notification_email'],
    notifyChanges: true,
  },
  rowType: 'SiteSettings',
  // Languages (schema/languages.ts): what visitors read in their language.
  localized: ['site_description', 'contact_address', 'working_hours', 'contact_disclosure_text'],
  route: 'settings',
  nav: { label: 'Ayarlar', icon: 'Settings', order: 140, adminOnly: true },
  dashboard: { quickAction: { label: 'Site Ayarları', order: 7 } },
  title: 'Site Ayarları',
  singular: 'Site ayarları',
  screen: 'global',
  description: 'Sitenin kimliği, iletişim bilgileri, görünümü ve haritası.',
  form: {
    sections: [
      {
        title: 'Genel Bilgiler',
        serverValues: [{ value: 'siteUrl', label: 'Site adresi', help: 'Sitenin adresi sunucuda, onu yöneten kişi tarafından ayarlanır; burada değiştirilemez.' }],
        fields: [
          { name: 'site_name', width: 'half' },
          { name: 'site_description', widget: 'textarea', rows: 3 },
        ],
      },
      {
        title: 'Logolar',
        fields: [
          { name: 'logo_url', widget: 'image', width: 'half' },
          { name: 'primary_logo_url', widget: 'image', width: 'half' },
          { name: 'secondary_logo_url', widget: 'image', width: 'half' },
          { name: 'favicon_url', widget: 'image', width: 'half', help: 'Kare bir görsel (ör. 64x64 PNG veya ICO)' },
        ],
      },
      {
        title: 'İletişim Bilgileri',
        fields: [
          { name: 'contact_email', widget: 'email', width: 'half' },
          {
            name: 'notification_email',
            widget: 'email',
            width: 'half',
            help: 'Yeni iletişim mesajları bu adrese e-postayla bildirilir (en çok dakikada bir e-posta). Boş bırakılırsa bildirim gönderilmez.',
          },
          { name: 'contact_phone', widget: 'tel', width: 'half', placeholder: '+90 212 000 00 00' },
          { name: 'contact_address', widget: 'textarea', rows: 2 },
          { name: 'working_hours', widget: 'textarea', rows: 2 },
        ],
      },
      { title: 'Marka Renkleri', fields: [{ name: 'brand_colors', properties: { primary: HEX_COLOR, secondary: HEX_COLOR, accent: HEX_COLOR } }] },
      { title: 'Yazı Tipleri', fields: [{ name: 'typography', properties: { heading: { options: FONT_OPTIONS }, body: { options: FONT_OPTIONS } } }] },
      {
        title: 'Üst Menü Ayarları',
        fields: [
          {
            name: 'header_settings',
            properties: { sticky: { help: 'Sayfa kaydırılırken üst menü görünür kalır' }, transparent: { help: 'Üst menü sayfanın üzerinde arka plansız görünür' } },
          },
        ],
      },
      { title: 'Alt Bilgi Ayarları', fields: [{ name: 'footer_settings' }] },
      {
        title: 'Sosyal Medya',
        description: 'Yalnızca bağlantısı girilen hesabın ikonu gösterilir.',
        fields: [
          {
            name: 'social_links',
            widget: 'socialLinks',
            properties: { facebook: SOCIAL, twitter: SOCIAL, instagram: SOCIAL, linkedin: SOCIAL },
            errors: { format: WEB_ADDRESS_MESSAGE, pattern: WEB_ADDRESS_MESSAGE },
          },
        ],
      },
      {
        title: 'Harita',
        fields: [
          { name: 'map_embed_code', widget: 'mapEmbed', rows: 4, placeholder: '<iframe src="https://www.google.com/maps/embed?pb=..."></iframe>' },
          { name: 'map_latitude', widget: 'number', width: 'half', help: 'Boşsa 41.0082' },
          { name: 'map_longitude', widget: 'number', width: 'half', help: 'Boşsa 28.9784' },
          {
            name: 'map_zoom_level',
            widget: 'number',
            width: 'half',
            help: '1-20 arası; boşsa 15',
            errors: { minimum: 'Yakınlaştırma 1 ile 20 arasında bir tam sayı olmalı', maximum: 'Yakınlaştırma 1 ile 20 arasında bir tam sayı olmalı', type: 'Yakınlaştırma 1 ile 20 arasında bir tam sayı olmalı' },
          },
        ],
      },
      {
        title: 'İnceleme',
        description: 'Yazarların incelemeye gönderdiği içeriklerin onayı.',
        fields: [{ name: 'review_no_self_approval' }],
      },
      {
        title: 'Kişisel Veriler (KVKK)',
        description: 'İletişim formunun gösterdiği aydınlatma metni, iletişim mesajlarının ve işlem kaydının saklama süresi.',
        fields: [
          { name: 'contact_disclosure_text', widget: 'textarea', rows: 4 },
          {
            name: 'contact_retention_months',
            widget: 'number',
            width: 'half',
            errors: { minimum: RETENTION_MESSAGE, maximum: RETENTION_MESSAGE, type: RETENTION_MESSAGE },
          },
          {
            name: 'audit_retention_days',
            widget: 'number',
            width: 'half',
            errors: { minimum: AUDIT_RETENTION_MESSAGE, maximum: AUDIT_RETENTION_MESSAGE, type: AUDIT_RETENTION_MESSAGE },
          },
        ],
      },
    ],
  },
  single: {
    exists: 'Kayıt mevcut',
    missing: 'Kayıt yok - kaydettiğinizde oluşturulacak',
    loaded: 'Ayarlar yüklendi',
    connection: {
      checking: 'Bağlantı kontrol ediliyor...',
      connected: 'Bağlantı var',
      disconnected: 'Bağlantı yok',
      offlineLoad: 'Sunucuya ulaşılamıyor; kayıtlı ayarlar gösterilemiyor',
      offlineSave: 'Sunucuya ulaşılamıyor; kaydedilemedi',
      offlineTitle: 'Çevrimdışı',
      offlineText: 'Sunucuya ulaşılamıyor. Form varsayılan değerleri gösteriyor; bağlantı gelene kadar değişiklikler kaydedilemez.',
    },
  },
  messages: {
    ...standardMessages({
      created: 'Ayarlar kaydedildi!',
      updated: 'Ayarlar güncellendi!',
      deleted: 'Ayarlar silindi',
      loadError: 'Ayarlar yüklenirken hata oluştu',
      deleteConfirm: 'Site ayarlarını silmek istediğinizden emin misiniz?',
    }),
    // Spec part 2 §8. Our RLS answers 42501 "permission denied": not an administrator.
    saveErrors: {
      byCode: { PGRST301: 'Yetki hatası: Bu işlem için admin yetkisi gerekli', PGRST116: 'Kayıt bulunamadı' },
      permission: 'İzin hatası: RLS policy kontrolü gerekli',
      prefix: 'Kaydetme hatası: ',
      unknown: 'Bilinmeyen hata',
    },
  },
});
