/** The search-result cut by pixel width (src/lib/serp-cut.ts), with a fixed-width measure. */
import { describe, expect, it } from 'vitest';
import { cutToWidth } from '../../src/lib/serp-cut.ts';

/** 10 px per character, 30 px for a wide 'W'. */
const measure = (s: string) => [...s].reduce((w, c) => w + (c === 'W' ? 30 : 10), 0);

describe('cutting a search result by width', () => {
  it('keeps a text that fits, spaces collapsed', () => {
    expect(cutToWidth('  Kısa   başlık ', 580, measure)).toEqual({ text: 'Kısa başlık', cut: false });
  });

  it('cuts after the last whole word that fits with the ellipsis', () => {
    const title = 'Dijital pazarlama ajansı ile markanızı büyütün ve yeni müşterilere ulaşın bugün';
    const r = cutToWidth(title, 580, measure);
    expect(r.cut).toBe(true);
    expect(r.text).toBe('Dijital pazarlama ajansı ile markanızı büyütün ve yeni…');
    expect(measure(r.text)).toBeLessThanOrEqual(580);
  });

  it('cuts by width, not by characters: wide letters are cut sooner', () => {
    expect(cutToWidth('a'.repeat(58), 580, measure)).toEqual({ text: 'a'.repeat(58), cut: false });
    const wide = cutToWidth('W'.repeat(58), 580, measure);
    expect(wide).toEqual({ text: `${'W'.repeat(19)}…`, cut: true });
  });
});
