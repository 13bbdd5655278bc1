import { describe, expect, it } from 'vitest';
import { formatDate } from '../../src/lib/format-date.ts';

describe('formatDate', () => {
  const iso = '2026-11-22T11:05:00Z'; // 14:05 in Istanbul

  it('formats the short style by default', () => {
    expect(formatDate(iso)).toBe('22.11.2026');
    expect(formatDate(iso, 'short')).toBe('22.11.2026');
  });

  it('formats the long style with Turkish month names', () => {
    expect(formatDate(iso, 'long')).toBe('22 Kasım 2026');
    expect(formatDate('2026-02-05T12:00:00Z', 'long')).toBe('5 Şubat 2026');
  });

  it('formats date and time in 24-hour Istanbul time', () => {
    expect(formatDate(iso, 'datetime')).toBe('22.11.2026 14:05');
    expect(formatDate('2026-11-21T21:00:00Z', 'datetime')).toBe('22.11.2026 00:00');
  });

  it('accepts Date objects', () => {
    expect(formatDate(new Date(iso), 'datetime')).toBe('22.11.2026 14:05');
  });

  it('uses Istanbul time near midnight UTC', () => {
    expect(formatDate('2026-11-21T22:30:00Z')).toBe('22.11.2026');
    expect(formatDate('2026-11-21T20:59:59Z')).toBe('21.11.2026');
    expect(formatDate('2026-12-31T21:30:00Z', 'long')).toBe('1 Ocak 2027');
  });

  it('pads single-digit days and months in the short style', () => {
    expect(formatDate('2026-03-04T09:00:00Z')).toBe('04.03.2026');
  });

  it('returns an empty string for empty or invalid input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('   ')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
    expect(formatDate('not a date', 'datetime')).not.toContain('Invalid');
  });
});
