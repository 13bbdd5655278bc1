import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, isValidSlug, slugify } from '../../src/lib/slug.ts';

describe('slugify', () => {
  it.each([
    ['Ürün Çekim Hizmeti', 'urun-cekim-hizmeti'],
    ['Sosyal Medya Yönetimi', 'sosyal-medya-yonetimi'],
    ['E-Ticaret Çözümleri', 'e-ticaret-cozumleri'],
    ['Web & Yazılım Çözümleri', 'web-yazilim-cozumleri'],
  ])('%s → %s', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('transliterates every Turkish letter in both cases', () => {
    expect(slugify('çÇğĞıIİiöÖşŞüÜâÂîÎûÛ')).toBe('ccggiiiiooss' + 'uuaaiiuu');
    expect(slugify('İSTANBUL IĞDIR')).toBe('istanbul-igdir');
  });

  it('drops other combining marks', () => {
    expect(slugify('Café Crème Brûlée')).toBe('cafe-creme-brulee');
    expect(slugify('Cafe\u0301')).toBe('cafe');
  });

  it('handles empty and symbol-only input', () => {
    expect(slugify('')).toBe('');
    expect(slugify('   ')).toBe('');
    expect(slugify('!@#$%^&*()')).toBe('');
    expect(slugify('---')).toBe('');
  });

  it('collapses whitespace and hyphens and trims them', () => {
    expect(slugify('  çok    boşluklu   metin  ')).toBe('cok-bosluklu-metin');
    expect(slugify('--baş--son--')).toBe('bas-son');
    expect(slugify('a - b')).toBe('a-b');
    expect(slugify('satır\tbir\nsatır iki')).toBe('satir-bir-satir-iki');
  });

  it('keeps digits and drops punctuation', () => {
    expect(slugify('2026 Yılı: %50 İndirim!')).toBe('2026-yili-50-indirim');
    expect(slugify("Müşteri'nin_Notu")).toBe('musterininnotu');
  });

  it('always yields a valid slug for non-empty output', () => {
    for (const s of ['Ürün Çekim Hizmeti', ' -- x -- ', 'Web & Yazılım', 'É']) {
      const slug = slugify(s);
      if (slug !== '') expect(isValidSlug(slug)).toBe(true);
    }
  });

  it('is idempotent', () => {
    const once = slugify('Sosyal Medya Yönetimi');
    expect(slugify(once)).toBe(once);
  });
});

describe('isValidSlug / SLUG_PATTERN', () => {
  it('accepts well-formed slugs', () => {
    for (const s of ['a', 'abc', 'urun-cekim-hizmeti', 'a1-b2-3']) expect(isValidSlug(s)).toBe(true);
  });
  it('rejects malformed slugs', () => {
    for (const s of ['', '-a', 'a-', 'a--b', 'A', 'a b', 'ürün', 'a_b', 'a.b']) expect(isValidSlug(s)).toBe(false);
  });
  it('exports the pattern', () => {
    expect(SLUG_PATTERN.source).toBe('^[a-z0-9]+(?:-[a-z0-9]+)*$');
  });
});
