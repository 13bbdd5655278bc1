import { describe, expect, it } from 'vitest';
import { isExternalHref } from '../../src/lib/link-target.ts';
import { publicPath } from '../../src/lib/public-path.ts';

describe('isExternalHref', () => {
  it('treats relative links and the site origin as internal', () => {
    expect(isExternalHref('/blog/yazi', 'https://ajans.com.tr')).toBe(false);
    expect(isExternalHref('#iletisim', 'https://ajans.com.tr')).toBe(false);
    expect(isExternalHref('https://ajans.com.tr/services/seo', 'https://ajans.com.tr')).toBe(false);
    expect(isExternalHref('mailto:info@ajans.com.tr', 'https://ajans.com.tr')).toBe(false);
  });
  it('treats other origins as external, and every absolute link when the origin is unknown', () => {
    expect(isExternalHref('https://example.com', 'https://ajans.com.tr')).toBe(true);
    expect(isExternalHref('http://ajans.com.tr/x', 'https://ajans.com.tr')).toBe(true);
    expect(isExternalHref('//example.com/x', 'https://ajans.com.tr')).toBe(true);
    expect(isExternalHref('HTTPS://ajans.com.tr/x')).toBe(true);
  });
});

describe('publicPath', () => {
  it('fills the slug into the resource template; the home page is /', () => {
    expect(publicPath('/blog/{slug}', 'ilk-yazi')).toBe('/blog/ilk-yazi');
    expect(publicPath('/{slug}', 'kvkk')).toBe('/kvkk');
    expect(publicPath('/{slug}', 'home')).toBe('/');
    expect(publicPath('/services/{slug}', 'a b')).toBe('/services/a%20b');
  });
});
