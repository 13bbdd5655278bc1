import { describe, expect, it } from 'vitest';
import { statusChange, startOfMonthIstanbul, subscriberStats } from '../../src/admin/newsletter/subscriber-stats.ts';
import { exportFileName, subscribersCsv } from '../../src/admin/newsletter/subscribers-csv.ts';
import { saveErrorText } from '../../src/admin/form/save-error-text.ts';
import { resource as siteSettings } from '../../generated/admin/settings.ts';

describe('newsletter subscribers', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('counts total, pending, active, unsubscribed and this month (Istanbul month start)', () => {
    const rows = [
      { status: 'pending', subscribed_at: '2026-09-01T00:00:00Z' },
      { status: 'active', subscribed_at: '2026-11-01T00:30:00+03:00' },
      { status: 'active', subscribed_at: '2026-10-31T23:30:00+03:00' },
      { status: 'unsubscribed', subscribed_at: '2026-11-10T10:00:00Z' },
      { status: 'bounced', subscribed_at: '2026-01-10T10:00:00Z' },
    ];
    expect(subscriberStats(rows, now)).toEqual({ total: 5, pending: 1, active: 2, unsubscribed: 1, thisMonth: 2 });
    expect(startOfMonthIstanbul(now).toISOString()).toBe('2026-10-31T21:00:00.000Z');
  });
  it('stamps unsubscribed_at when unsubscribing and clears it when active again', () => {
    expect(statusChange('unsubscribed', now)).toEqual({ status: 'unsubscribed', unsubscribed_at: now.toISOString() });
    expect(statusChange('active', now)).toEqual({ status: 'active', unsubscribed_at: null });
    expect(statusChange('bounced', now)).toEqual({ status: 'bounced' });
  });
  it('exports the consent record as CSV for Turkish Excel: `;`, BOM, Istanbul dd.mm.yyyy HH:mm, Turkish sources, formulas escaped', () => {
    const csv = subscribersCsv([
      { email: 'a@example.com', status: 'active', consent_text: 'Onay veriyorum; "bülten"', consented_at: '2026-11-01T12:00:00+03:00', confirmed_at: '2026-11-01T21:05:00Z', source: 'footer' },
      { email: 'b@example.com', status: 'pending', consent_text: '=HYPERLINK("x")', consented_at: '2026-11-02T09:00:00Z', confirmed_at: null, source: 'blog' },
      { email: 'c@example.com', status: 'bounced', consent_text: null, consented_at: null, confirmed_at: null, source: null },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe('E-posta;Durum;Onay Metni;Onay Tarihi;Doğrulama Tarihi;Kaynak');
    expect(lines[1]).toBe('a@example.com;Aktif;"Onay veriyorum; ""bülten""";01.11.2026 12:00;02.11.2026 00:05;Alt bilgi formu');
    expect(lines[2]).toBe(`b@example.com;Onay Bekliyor;"'=HYPERLINK(""x"")";02.11.2026 12:00;;Blog kenar çubuğu`);
    expect(lines[3]).toBe('c@example.com;Ulaşılamıyor;;;;');
    expect(exportFileName(new Date('2026-11-22T22:30:00Z'))).toBe('newsletter-subscribers-2026-11-23.csv');
  });
});

describe('site settings', () => {
  const settingsSaveError = (e: { code?: string; message?: string } | null) => saveErrorText(siteSettings.messages, e);
  it('maps save errors to the spec texts (declared in schema/site-settings.ts)', () => {
    expect(settingsSaveError({ code: 'PGRST301', message: 'x' })).toBe('Yetki hatası: Bu işlem için admin yetkisi gerekli');
    expect(settingsSaveError({ code: 'PGRST116', message: 'x' })).toBe('Kayıt bulunamadı');
    expect(settingsSaveError({ code: '42501', message: 'permission denied for table site_settings' })).toBe('İzin hatası: RLS policy kontrolü gerekli');
    expect(settingsSaveError({ code: '23514', message: 'check failed' })).toBe('Kaydetme hatası: check failed');
    expect(settingsSaveError(null)).toBe('Kaydetme hatası: Bilinmeyen hata');
    // Our Turkish database guards speak for themselves; a resource without saveErrors keeps its one text.
    expect(settingsSaveError({ code: 'P0001', message: 'Türkçe neden' })).toBe('Türkçe neden');
    expect(saveErrorText({ ...siteSettings.messages, saveErrors: undefined }, { code: '42501', message: 'permission denied' })).toBe('Kaydetme hatası');
  });
});
