import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../../src/lib/format-file-size.ts';

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1048576, '1 MB'],
    [123456789, '117.74 MB'],
    [1024 ** 3, '1 GB'],
    [1.5 * 1024 ** 3, '1.5 GB'],
    [1024 ** 4, '1 TB'],
    [5 * 1024 ** 5, '5120 TB'],
  ])('%d → %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it('rounds to two decimals and drops trailing zeros', () => {
    expect(formatFileSize(1100)).toBe('1.07 KB');
    expect(formatFileSize(1024 * 1.1)).toBe('1.1 KB');
  });

  it('uses the dot decimal separator (old-site behaviour)', () => {
    expect(formatFileSize(2560)).toBe('2.5 KB');
  });

  it('treats negative, NaN, infinite and missing values as zero', () => {
    expect(formatFileSize(-5)).toBe('0 Bytes');
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes');
    expect(formatFileSize(Number.POSITIVE_INFINITY)).toBe('0 Bytes');
    expect(formatFileSize(null)).toBe('0 Bytes');
    expect(formatFileSize(undefined)).toBe('0 Bytes');
  });
});
