/** What a menu row is told: a blank label or address (refused), a site path no page has (warned). */
import { describe, expect, it } from 'vitest';
import { isIncompleteLink, isMissingPage, sitePathOf } from '../../src/admin/form/widgets/menu-link-check.ts';

const KNOWN = new Set(['/', '/blog', '/contact', '/blog/yerel-seo', '/hakkimizda-ozel']);

describe('menu link checks', () => {
  it('a link needs both its label and its address; spaces are not text', () => {
    expect(isIncompleteLink({ label: '', url: '' })).toBe(true);
    expect(isIncompleteLink({ label: 'Blog', url: '  ' })).toBe(true);
    expect(isIncompleteLink({ label: ' ', url: '/blog' })).toBe(true);
    expect(isIncompleteLink({ label: 'Blog', url: '/blog' })).toBe(false);
  });

  it('the path of a site address leaves out its query, anchor and trailing slash', () => {
    expect(sitePathOf('/blog?kategori=SEO')).toBe('/blog');
    expect(sitePathOf('/contact#form')).toBe('/contact');
    expect(sitePathOf('/blog/')).toBe('/blog');
    expect(sitePathOf('/')).toBe('/');
    expect(sitePathOf('#teklif-formu')).toBeUndefined();
    expect(sitePathOf('//cdn.example.com/x')).toBeUndefined();
    expect(sitePathOf('https://example.com/')).toBeUndefined();
  });

  it('warns about an internal path no known page has, not about other sites, anchors, or while loading', () => {
    expect(isMissingPage({ url: '/kampanya-yok', type: 'internal' }, KNOWN)).toBe(true);
    expect(isMissingPage({ url: '/blog/yerel-seo?utm_source=menu', type: 'internal' }, KNOWN)).toBe(false);
    expect(isMissingPage({ url: '/contact/', type: 'internal' }, KNOWN)).toBe(false);
    expect(isMissingPage({ url: '/kampanya-yok', type: 'external' }, KNOWN)).toBe(false);
    expect(isMissingPage({ url: '#teklif-formu', type: 'internal' }, KNOWN)).toBe(false);
    expect(isMissingPage({ url: '/kampanya-yok', type: 'internal' }, undefined)).toBe(false);
  });
});
