/** The inbox's CSV: Turkish headers, `;`, a BOM, Istanbul times, choices by label, formulas escaped, empty values empty. */
import { describe, expect, it } from 'vitest';
import { resource } from '../../generated/admin/contact-messages.ts';
import { csvFileName, rowsCsv } from '../../src/admin/resource/rows-csv.ts';

describe('rows CSV', () => {
  it('writes the contact messages with their lead source under Turkish headers', () => {
    const csv = rowsCsv(resource.csvExport!.columns, [
      { id: '1', created_at: '2026-11-20T09:05:00Z', name: 'Ayşe', email: 'a@example.com', phone: null, company: '=HACK()', service: 'seo', message: 'Merhaba', status: 'new', source_path: '/kis-kampanyasi', referrer: 'https://www.google.com/', utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'kis', utm_term: null, utm_content: null },
    ]);
    const [header, row] = csv.slice(1).split('\r\n');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(header).toBe('Tarih;Ad Soyad;E-posta;Telefon;Şirket;Hizmet;Mesaj;Durum;Kaynak sayfa;Yönlendiren;UTM kaynağı;UTM ortamı;UTM kampanyası;UTM terimi;UTM içeriği');
    expect(row).toBe(`20.11.2026 12:05;Ayşe;a@example.com;;"'=HACK()";SEO;Merhaba;Yeni;/kis-kampanyasi;https://www.google.com/;google;cpc;kis;;`);
  });

  it('names the file with the date in Istanbul', () => {
    expect(csvFileName('contact-messages-{date}.csv', new Date('2026-11-29T22:30:00Z'))).toBe('contact-messages-2026-11-30.csv');
  });
});
