import { describe, expect, it } from 'vitest';
import { isExternalHref, safeHref } from '../../src/lib/safe-url.ts';

describe('safeHref', () => {
  it('keeps site paths, http(s), mailto and tel', () => {
    expect(safeHref('/services/seo')).toBe('/services/seo');
    expect(safeHref('https://instagram.com/x')).toBe('https://instagram.com/x');
    expect(safeHref('mailto:a@b.co')).toBe('mailto:a@b.co');
    expect(safeHref('tel:+902125550123')).toBe('tel:+902125550123');
    expect(safeHref('#iletisim')).toBe('#iletisim');
    expect(safeHref('about')).toBe('/about');
  });
  it('refuses script and data URLs in any spelling, and protocol-relative hosts', () => {
    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'java\nscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', '//evil.example/x']) {
      expect(safeHref(bad), JSON.stringify(bad)).toBeUndefined();
    }
    expect(safeHref('')).toBeUndefined();
    expect(safeHref(null)).toBeUndefined();
  });
  it('tells external links from site links', () => {
    expect(isExternalHref('https://x.com/a', 'https://site.example')).toBe(true);
    expect(isExternalHref('https://site.example/blog', 'https://site.example')).toBe(false);
    expect(isExternalHref('/blog', 'https://site.example')).toBe(false);
  });
});
