/** One rule for site paths: protocol-relative tricks are other hosts; one spelling for matching; headers get ASCII. */
import { describe, expect, it } from 'vitest';
import { isExternalHref as isExternalContentLink } from '../../src/lib/link-target.ts';
import { isExternalHref, safeHref } from '../../src/lib/safe-url.ts';
import { encodeSitePath, isSitePath, normalizeSitePath } from '../../src/lib/site-path.ts';

describe('site paths', () => {
  it('refuses backslash spellings of another host wherever a link is judged internal', () => {
    for (const trick of ['/\\evil.example', '\\\\evil.example', '\\/evil.example', '/\t/evil.example', '//evil.example']) {
      expect(isSitePath(trick), JSON.stringify(trick)).toBe(false);
      expect(safeHref(trick), JSON.stringify(trick)).toBeUndefined();
      expect(isExternalHref(trick, 'https://site.example'), JSON.stringify(trick)).toBe(true);
      expect(isExternalContentLink(trick, 'https://site.example'), JSON.stringify(trick)).toBe(true);
    }
    expect(isSitePath('/blog/yazi')).toBe(true);
    expect(safeHref('/blog/yazi')).toBe('/blog/yazi');
    expect(isExternalContentLink('/blog/yazi', 'https://site.example')).toBe(false);
  });

  it('spells a path one way: no trailing slash, escapes decoded where that changes nothing, the rest upper case', () => {
    expect(normalizeSitePath('/blog/yazi/')).toBe('/blog/yazi');
    expect(normalizeSitePath('/')).toBe('/');
    expect(normalizeSitePath('//')).toBe('/');
    expect(normalizeSitePath('/%c3%a7ay')).toBe('/çay');
    expect(normalizeSitePath('/%C3%A7ay/')).toBe('/çay');
    expect(normalizeSitePath('/a%2fb')).toBe('/a%2Fb');
    expect(normalizeSitePath('/bozuk%E0%A4')).toBe('/bozuk%E0%A4');
    expect(normalizeSitePath('/Buyuk')).toBe('/Buyuk');
    expect(normalizeSitePath('/a/?x=1')).toBe('/a?x=1');
  });

  it('writes a path for a header in ASCII, keeping what is already escaped', () => {
    expect(encodeSitePath('/hizmetler/çekim-öğreti')).toBe('/hizmetler/%C3%A7ekim-%C3%B6%C4%9Freti');
    expect(encodeSitePath('/a%2Fb?x=ş')).toBe('/a%2Fb?x=%C5%9F');
    expect(encodeSitePath('/yüzde %')).toBe('/y%C3%BCzde%20%25');
  });
});
