/** Site settings: one record with the site's identity, contact details, look and map. */
import { defineResource } from './resource.ts';
import { standardMessages } from './common/messages.ts';
import type { SeoFields, Timestamps, WithId } from './common/fields.ts';

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

/** Başlık ve metin yazı tipleri. */
export interface Typography {
  /**
   * @title Başlık yazı tipi
   * @maxLength 80
   * @default "Inter"
   */
  heading?: string;
  /**
   * @title Metin yazı tipi
   * @maxLength 80
   * @default "Inter"
   */
  body?: string;
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
   * @title Twitter
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

/** Texts of the settings screen beyond the shared messages. */
export const SITE_SETTINGS_TEXTS = {
  loaded: 'Ayarlar yüklendi',
  created: 'Ayarlar kaydedildi!',
  updated: 'Ayarlar güncellendi!',
  offlineLoad: 'Veritabanı bağlantısı yok - Offline modda çalışıyor',
  offlineSave: 'Veritabanı bağlantısı yok - Kaydetme yapılamıyor',
  /** Error code PGRST301. */
  notAuthorized: 'Yetki hatası: Bu işlem için admin yetkisi gerekli',
  /** Error code PGRST116. */
  notFound: 'Kayıt bulunamadı',
  /** A message containing 'permission'. */
  permission: 'İzin hatası: RLS policy kontrolü gerekli',
  /** Followed by the server message or `unknownError`. */
  saveErrorPrefix: 'Kaydetme hatası: ',
  unknownError: 'Bilinmeyen hata',
  connection: {
    checking: 'Bağlantı kontrol ediliyor...',
    connected: 'Veritabanı bağlı',
    disconnected: 'Bağlantı yok',
  },
  record: {
    exists: 'Kayıt mevcut',
    missing: 'Kayıt yok - kaydettiğinizde oluşturulacak',
  },
  sections: {
    general: 'Genel Bilgiler',
    logos: 'Logolar',
    contact: 'İletişim Bilgileri',
    seo: 'SEO',
    brand: 'Marka Renkleri',
    typography: 'Yazı Tipleri',
    header: 'Üst Menü Ayarları',
    footer: 'Alt Bilgi Ayarları',
    social: 'Sosyal Medya',
    map: 'Harita',
  },
} as const;

/** @title Site ayarları */
export interface SiteSettings extends WithId, SeoFields, Timestamps {
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
   * @title Site adresi
   * @format uri
   * @maxLength 300
   */
  site_url: string;
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
   * @title Favicon
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
   * @title Google Analytics ID
   * @maxLength 40
   */
  google_analytics_id: string | null;
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
   * KVKK: contact messages older than this are deleted (server/privacy/contact-retention.ts).
   * @title İletişim mesajları saklama süresi (ay)
   * @description Bu süreden eski iletişim mesajları her saat silinir; boş bırakılırsa saklanır
   */
  contact_retention_months: RetentionMonths | null;
  /**
   * The contact form's disclosure (aydınlatma metni); each message stores the text it showed.
   * @title İletişim formu aydınlatma metni
   * @minLength 1
   * @maxLength 2000
   * @default "Bu formla gönderdiğiniz kişisel verileriniz (ad, e-posta, telefon, şirket ve mesajınız) yalnızca talebinize yanıt vermek amacıyla, 6698 sayılı KVKK uyarınca işlenir ve saklama süresi sonunda silinir. Ayrıntılar için gizlilik politikamızı okuyabilirsiniz."
   */
  contact_disclosure_text: string;
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
  route: 'settings',
  nav: { label: 'Ayarlar', icon: 'Settings', order: 140, adminOnly: true },
  dashboard: { quickAction: { label: 'Site Ayarları', order: 7 } },
  title: 'Site Ayarları',
  singular: 'Site ayarları',
  screen: 'bespoke',
  defaults: {
    brand_colors: { primary: '#10b981', secondary: '#059669', accent: '#34d399' },
    typography: { heading: 'Inter', body: 'Inter' },
    header_settings: { sticky: true, transparent: false },
    footer_settings: { show_social: true, show_newsletter: true },
    social_links: {},
    map_latitude: 41.0082,
    map_longitude: 28.9784,
    map_zoom_level: 15,
  },
  messages: standardMessages({
    created: 'Ayarlar kaydedildi!',
    updated: 'Ayarlar güncellendi!',
    deleted: 'Ayarlar silindi',
    loadError: 'Ayarlar yüklenirken hata oluştu',
    deleteConfirm: 'Site ayarlarını silmek istediğinizden emin misiniz?',
  }),
});
