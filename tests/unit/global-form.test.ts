/**
 * Globals (schema `screen: 'global'`: site settings, SEO settings) through the form engine:
 * their generated form (sections, widgets), the starting values from the row type's @default
 * only, and the precompiled validator with the fields' own Turkish messages.
 */
import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { resource as settings } from '../../generated/admin/settings.ts';
import { resource as seo } from '../../generated/admin/seo.ts';
import { loadFormValidator } from '../../src/admin/form/precompiled-validator.ts';
import { initialValues, savePayload } from '../../src/admin/form/form-data.ts';
import { prepareUiSchema } from '../../src/admin/form/registry.ts';
import { transformErrors } from '../../src/admin/form/turkish-errors.ts';
import type { AnyGlobal } from '../../src/admin/resource/types.ts';

const site = settings as unknown as AnyGlobal;
const seoGlobal = seo as unknown as AnyGlobal;

async function errorsOf(resource: AnyGlobal, data: Record<string, unknown>): Promise<string[]> {
  const validator = await loadFormValidator(resource);
  const ui = prepareUiSchema(resource.uiSchema);
  const { errors } = validator.validateFormData(data, resource.formSchema as RJSFSchema, undefined, (e) => transformErrors(e, ui));
  return errors.map((e) => `${e.property} ${e.message}`).sort();
}

describe('globals in the form engine', () => {
  it('generate the sections of the schema as the form order, each field once', () => {
    expect(site.form.sections.map((s) => s.title)).toEqual(['Genel Bilgiler', 'Logolar', 'İletişim Bilgileri', 'Marka Renkleri', 'Yazı Tipleri', 'Üst Menü Ayarları', 'Alt Bilgi Ayarları', 'Sosyal Medya', 'Harita', 'İnceleme', 'Kişisel Veriler (KVKK)']);
    const names = site.form.sections.flatMap((s) => s.fields);
    expect((site.uiSchema as { 'ui:order': string[] })['ui:order']).toEqual(names);
    expect(Object.keys(site.formSchema!.properties as object)).toEqual(names);
    // The analytics ID and the default meta texts are SEO's only; the site address is the server's.
    expect(names).not.toContain('google_analytics_id');
    expect(names.filter((n) => ['meta_title', 'meta_description', 'site_url'].includes(n))).toEqual([]);
    expect(site.form.sections[0]!.serverValues).toEqual([{ value: 'siteUrl', label: 'Site adresi', help: 'Sitenin adresi sunucuda, onu yöneten kişi tarafından ayarlanır; burada değiştirilemez.' }]);
    // The fonts are a choice among those the site serves, by their Turkish labels.
    const typography = (site.formSchema!.properties as Record<string, { properties: Record<string, { oneOf: unknown[] }> }>).typography!;
    expect(typography.properties.body!.oneOf).toEqual([
      { const: 'Inter', title: 'Inter' },
      { const: 'system', title: 'Sistem yazı tipi' },
      { const: 'serif', title: 'Serif (Georgia)' },
    ]);
    expect(seoGlobal.form.fields.map((f) => f.name)).toContain('google_analytics_id');
    // A section's only field goes without a frame of its own.
    expect((site.uiSchema as Record<string, { 'ui:options'?: { bare?: boolean } }>).brand_colors?.['ui:options']?.bare).toBe(true);
  });

  it('start a missing record from the row type’s @default values, nothing restated', () => {
    expect(site.defaults).toBeUndefined();
    expect(initialValues(site, null)).toEqual({
      brand_colors: { primary: '#10b981', secondary: '#059669', accent: '#34d399' },
      typography: { heading: 'Inter', body: 'Inter' },
      header_settings: { sticky: true, transparent: false },
      footer_settings: { show_social: true, show_newsletter: true },
      social_links: {},
      map_latitude: 41.0082,
      map_longitude: 28.9784,
      map_zoom_level: 15,
      working_hours: 'Pazartesi - Cuma: 09:00 - 18:00\nCumartesi: 10:00 - 16:00',
      contact_disclosure_text: expect.stringMatching(/^Bu formla gönderdiğiniz kişisel verileriniz .* 6698 sayılı KVKK uyarınca işlenir/),
      audit_retention_days: 365,
      review_no_self_approval: false,
    });
    expect(initialValues(seoGlobal, null)).toEqual({ robots_txt: 'User-agent: *\nAllow: /', sitemap_enabled: true });
    // A cleared coordinate is saved as its default; a cleared optional text as null.
    expect(savePayload(site, { site_name: 'A', map_longitude: undefined, contact_phone: '' })).toMatchObject({ map_longitude: 28.9784, contact_phone: null });
  });

  it('validate with the fields’ own Turkish messages', async () => {
    const valid = { ...initialValues(site, null), site_name: 'Yeşil Dijital' };
    expect(await errorsOf(site, valid)).toEqual([]);
    expect(
      await errorsOf(site, {
        ...valid,
        site_name: undefined,
        contact_email: 'merhaba',
        social_links: { instagram: 'instagram.com/yesildijital', facebook: 'javascript:alert(1)' },
        brand_colors: { primary: 'yeşil', secondary: '#059669', accent: '#34d399' },
        map_zoom_level: 25,
        typography: { heading: 'Comic Sans', body: 'serif' },
      }),
    ).toEqual([
      '.brand_colors.primary #RRGGBB biçiminde bir renk kodu girin',
      '.contact_email Geçerli bir e-posta adresi girin',
      '.map_zoom_level Yakınlaştırma 1 ile 20 arasında bir tam sayı olmalı',
      '.social_links.facebook Geçerli bir adres girin (https:// ile başlamalı)',
      '.social_links.instagram Geçerli bir adres girin (https:// ile başlamalı)',
      '.typography.heading Listeden bir değer seçin',
      'site_name Bu alan zorunludur',
    ]);
    const seoValid = { site_name: 'Yeşil Dijital', robots_txt: 'User-agent: *' };
    expect(await errorsOf(seoGlobal, { ...seoValid, google_analytics_id: 'G-ABC1234', facebook_pixel_id: '123456789', google_search_console_id: '<meta name="google-site-verification" content="abcdefghij_123" />' })).toEqual([]);
    expect(await errorsOf(seoGlobal, { ...seoValid, google_analytics_id: 'UA-123', facebook_pixel_id: 'piksel', google_search_console_id: 'kısa' })).toEqual([
      '.facebook_pixel_id Piksel kimliği yalnızca rakamlardan oluşur',
      '.google_analytics_id G-XXXXXXXXXX biçiminde bir ölçüm kimliği girin',
      '.google_search_console_id Doğrulama kodunu veya meta etiketini olduğu gibi yapıştırın',
    ]);
  });
});
