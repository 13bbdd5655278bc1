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
    expect(header).toBe('Tarih;Ad Soyad;E-posta;Telefon;Şirket;Hizmet;Mesaj;Durum;Aşama;Sorumlu;Takip tarihi;Aydınlatma metni;Kaynak sayfa;Yönlendiren;UTM kaynağı;UTM ortamı;UTM kampanyası;UTM terimi;UTM içeriği');
    expect(row).toBe(`20.11.2026 12:05;Ayşe;a@example.com;;"'=HACK()";SEO;Merhaba;Yeni;;;;;/kis-kampanyasi;https://www.google.com/;google;cpc;kis;;`);
  });

  it('writes the stage by label, the owner by name and each answer of a staff-built form in a column of its own', () => {
    const base = { id: '1', created_at: '2026-11-20T09:05:00Z', name: 'Ayşe', email: 'a@example.com', message: 'Merhaba', status: 'read', stage: 'won', owner_id: 'u1', follow_up_at: '2026-12-01T07:00:00Z' };
    const csv = rowsCsv(
      resource.csvExport!.columns,
      [
        { ...base, answers: [{ name: 'butce', label: 'Bütçeniz?', value: '50.000 TL' }, { name: 'hizmet', label: 'Hangi hizmet?', value: ['SEO', 'Web Tasarım'] }] },
        { ...base, id: '2', owner_id: 'gone', answers: [{ name: 'kvkk', label: 'Onay', value: true }] },
        { ...base, id: '3', owner_id: null },
      ],
      { staff: [{ value: 'u1', label: 'Ece (ece@example.com)' }], answers: resource.answers },
    );
    const [header, first, second, third] = csv.slice(1).split('\r\n').map((l) => l.split(';'));
    expect(header!.slice(8, 11)).toEqual(['Aşama', 'Sorumlu', 'Takip tarihi']);
    expect(header!.slice(-3)).toEqual(['Bütçeniz?', 'Hangi hizmet?', 'Onay']);
    expect(first!.slice(8, 11)).toEqual(['Kazanıldı', 'Ece (ece@example.com)', '01.12.2026 10:00']);
    expect(first!.slice(-3)).toEqual(['50.000 TL', 'SEO, Web Tasarım', '']);
    expect(second![9]).toBe('gone');
    expect(second!.slice(-3)).toEqual(['', '', 'Evet']);
    expect(third![9]).toBe('');
    expect(third!.slice(-3)).toEqual(['', '', '']);
  });

  it('names the file with the date in Istanbul', () => {
    expect(csvFileName('contact-messages-{date}.csv', new Date('2026-11-29T22:30:00Z'))).toBe('contact-messages-2026-11-30.csv');
  });
});
