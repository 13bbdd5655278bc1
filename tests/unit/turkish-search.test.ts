import { describe, expect, it } from 'vitest';
import { matchesSearch, normalizeForSearch } from '../../src/lib/turkish-search.ts';

describe('normalizeForSearch', () => {
  it('folds Turkish capitals correctly', () => {
    expect(normalizeForSearch('İSTANBUL')).toBe('istanbul');
    expect(normalizeForSearch('IŞIK')).toBe('isik');
    expect(normalizeForSearch('ışık')).toBe('isik');
  });

  it('folds dotted and dotless i together', () => {
    expect(normalizeForSearch('Istanbul')).toBe(normalizeForSearch('İstanbul'));
    expect(normalizeForSearch('ı')).toBe(normalizeForSearch('i'));
  });

  it('drops Turkish and other diacritics', () => {
    expect(normalizeForSearch('Çekim Ğ Ö Ş Ü')).toBe('cekim g o s u');
    expect(normalizeForSearch('âîû Café')).toBe('aiu cafe');
  });

  it('leaves plain text, digits and punctuation alone', () => {
    expect(normalizeForSearch('web 2.0 & seo')).toBe('web 2.0 & seo');
    expect(normalizeForSearch('')).toBe('');
  });
});

describe('matchesSearch', () => {
  it('matches everything for an empty or whitespace query', () => {
    expect(matchesSearch('', 'anything')).toBe(true);
    expect(matchesSearch('   ', null)).toBe(true);
    expect(matchesSearch('')).toBe(true);
  });

  it('matches case- and locale-insensitively', () => {
    expect(matchesSearch('İSTANBUL', 'istanbul ofisi')).toBe(true);
    expect(matchesSearch('ışık', 'IŞIK TASARIM')).toBe(true);
    expect(matchesSearch('Istanbul', 'İstanbul')).toBe(true);
    expect(matchesSearch('istanbul', 'ISTANBUL')).toBe(true);
    expect(matchesSearch('cekim', 'Ürün Çekim Hizmeti')).toBe(true);
    expect(matchesSearch('ÜRÜN', 'ürün')).toBe(true);
  });

  it('requires every term, each in any field', () => {
    expect(matchesSearch('sosyal yönetim', 'Sosyal Medya Yönetimi')).toBe(true);
    expect(matchesSearch('sosyal ajans', 'Sosyal Medya', 'Dijital Ajans')).toBe(true);
    expect(matchesSearch('sosyal eticaret', 'Sosyal Medya', 'Dijital Ajans')).toBe(false);
  });

  it('tolerates extra whitespace in the query', () => {
    expect(matchesSearch('  medya\t  sosyal  ', 'Sosyal Medya')).toBe(true);
  });

  it('ignores null, undefined and empty fields', () => {
    expect(matchesSearch('seo', null, undefined, '', 'SEO Hizmeti')).toBe(true);
    expect(matchesSearch('seo', null, undefined, '')).toBe(false);
    expect(matchesSearch('seo')).toBe(false);
  });

  it('does substring matching', () => {
    expect(matchesSearch('tasar', 'Grafik Tasarım')).toBe(true);
    expect(matchesSearch('tasarımcı', 'Grafik Tasarım')).toBe(false);
  });
});
