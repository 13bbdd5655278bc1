/** Link fields accept an address typed without https:// (issue 27: linkedin.com/in/… was refused). */
import { describe, expect, it } from 'vitest';
import { normalizeUrl } from '../../src/admin/form/normalize-url.ts';

describe('normalizeUrl', () => {
  it('adds https:// to an address typed without a scheme', () => {
    expect(normalizeUrl('linkedin.com/in/ayse-yilmaz')).toBe('https://linkedin.com/in/ayse-yilmaz');
    expect(normalizeUrl(' www.ornek.com.tr ')).toBe('https://www.ornek.com.tr');
    expect(normalizeUrl('instagram.com/ajans?hl=tr')).toBe('https://instagram.com/ajans?hl=tr');
    expect(normalizeUrl('örnek.com.tr/iletişim')).toBe('https://örnek.com.tr/iletişim');
    expect(normalizeUrl('//cdn.ornek.com/a.png')).toBe('https://cdn.ornek.com/a.png');
  });
  it('keeps site paths, anchors, addresses with a scheme and non-addresses as typed', () => {
    for (const v of ['/iletisim', '#ekip', '?q=1', 'https://x.com/ajans', 'http://ornek.com', 'mailto:info@ornek.com', 'tel:+902120000000', '', 'merhaba dünya', 'ornek', 'v1.2']) {
      expect(normalizeUrl(v), v).toBe(v);
    }
  });
});
