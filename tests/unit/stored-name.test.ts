import { describe, expect, it } from 'vitest';
import { FALLBACK_BASE, freeStoredName, MAX_BASE_LENGTH, numberedNames, randomName, safeBaseName } from '../../src/admin/media/stored-name.ts';

describe('stored media names', () => {
  it('transliterates Turkish letters, lower-cases and turns spaces into hyphens', () => {
    expect(freeStoredName('Kampanya Afişi.png', 'png', new Set())).toBe('kampanya-afisi.png');
    expect(safeBaseName('ÇĞIİÖŞÜ çğıiöşü.jpg')).toBe('cgiiosu-cgiiosu');
    expect(safeBaseName('İstanbul Şubesi Ön Cephe.webp')).toBe('istanbul-subesi-on-cephe');
  });
  it('drops other characters and keeps underscores and dots as word breaks', () => {
    expect(safeBaseName('Teklif (son) #3!.pdf')).toBe('teklif-son-3');
    expect(safeBaseName('ekip_fotografi.2024.jpeg')).toBe('ekip-fotografi-2024');
    expect(safeBaseName('  --çift   boşluk--  .png')).toBe('cift-bosluk');
  });
  it('falls back to a plain name when nothing usable is left, and cuts long names', () => {
    expect(safeBaseName('!!!.png')).toBe(FALLBACK_BASE);
    expect(safeBaseName('写真.jpg')).toBe(FALLBACK_BASE);
    const long = safeBaseName(`${'a'.repeat(60)} ${'b'.repeat(60)}.png`);
    expect(long.length).toBeLessThanOrEqual(MAX_BASE_LENGTH);
    expect(long).toMatch(/^a{60}-b+$/);
  });
  it('takes the extension from the real type, not from the name', () => {
    expect(freeStoredName('Logo.JPG', 'png', new Set())).toBe('logo.png');
    expect(freeStoredName('rapor', 'pdf', new Set())).toBe('rapor.pdf');
  });
  it('numbers a name that is taken: -2, -3 …', () => {
    expect(freeStoredName('Kampanya Afişi.png', 'png', new Set(['kampanya-afisi.png']))).toBe('kampanya-afisi-2.png');
    expect(freeStoredName('Kampanya Afişi.png', 'png', new Set(['kampanya-afisi.png', 'kampanya-afisi-2.png']))).toBe('kampanya-afisi-3.png');
    // A free gap is used.
    expect(freeStoredName('a.png', 'png', new Set(['a.png', 'a-3.png']))).toBe('a-2.png');
  });
  it('uses a short random suffix once every numbered name is taken', () => {
    const taken = new Set(numberedNames('afis', 'png'));
    expect(taken.size).toBe(9);
    expect(freeStoredName('afis.png', 'png', taken, () => 0.5)).toBe('afis-iiiiii.png');
    expect(randomName('afis', 'png')).toMatch(/^afis-[a-z0-9]{6}\.png$/);
    expect(randomName('afis', 'png')).not.toBe(randomName('afis', 'png'));
  });
});
