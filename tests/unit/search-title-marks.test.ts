/** The instant results' title marks (src/public/search/title-marks.ts): folded as the database folds, stems by their first letters. */
import { describe, expect, it } from 'vitest';
import { foldWord, titleParts } from '../../src/public/search/title-marks.ts';

const marked = (title: string, q: string) => titleParts(title, q).filter((p) => p.marked).map((p) => p.text);

describe('search title marks', () => {
  it('folds İ/I/ı and accents as private.search_fold does', () => {
    expect(foldWord('İNSTAGRAM')).toBe('instagram');
    expect(foldWord('Işık')).toBe('isik');
    expect(foldWord('Ürün,')).toBe('urun');
  });

  it('marks the title words the query words begin or share a stem with, and keeps the rest as text', () => {
    expect(marked('Instagram Algoritması 2026: Neler Değişti?', 'İNSTAGRAM algoritmaları')).toEqual(['Instagram', 'Algoritması']);
    expect(marked('Vitrinde Işık Tasarımı', 'ışık')).toEqual(['Işık']);
    expect(marked('Local SEO for small businesses', 'lo')).toEqual(['Local']);
    expect(marked('Grafik Tasarım', 'video')).toEqual([]);
    expect(titleParts('Grafik Tasarım', 'tasarim').map((p) => p.text).join('')).toBe('Grafik Tasarım');
  });
});
