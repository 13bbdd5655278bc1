/**
 * Publish readiness rules (src/admin/editorial/readiness.ts) with their exact Turkish
 * messages, over the real blog resource config, and the internal-link resolver.
 */
import { describe, expect, it } from 'vitest';
import { resource as blog } from '../../generated/admin/blog.ts';
import { resource as services } from '../../generated/admin/services.ts';
import { PUBLIC_ROUTES } from '../../src/public/routes/table.ts';
import { checkReadiness, imagesWithoutAlt, internalLinks, readinessFields, type ReadinessContext } from '../../src/admin/editorial/readiness.ts';
import { FIXED_PUBLIC_PATHS, linkResolver, storageKey } from '../../src/admin/editorial/readiness-links.ts';
import type { AnyResource } from '../../src/admin/resource/types.ts';

const IMAGE = 'http://localhost:3000/storage/v1/object/public/media/uploads/kapak.jpg';
const links = linkResolver([
  { template: '/blog/{slug}', rows: [{ slug: 'yayinda', published: true }, { slug: 'taslak', published: false }] },
  { template: '/services/{slug}', rows: [{ slug: 'seo', published: true }] },
  { template: '/{slug}', rows: [{ slug: 'kvkk', published: true }, { slug: 'gizli', published: false }] },
]);
const ctx = (alts: Record<string, string | null> = {}): ReadinessContext => ({
  altOf: (url) => (storageKey(url) in alts ? alts[storageKey(url)] : undefined),
  linkStatus: links,
});
const fields = readinessFields(blog as unknown as AnyResource);
const good = {
  title: 'Sosyal medyada büyümenin yolları',
  meta_title: '',
  meta_description: 'Markanızı sosyal medyada büyütmek için uygulanabilir adımlar.',
  featured_image: IMAGE,
  content: '<p>Bkz. <a href="/blog/yayinda">yazı</a>, <a href="/services/seo?x=1#a">SEO</a>, <a href="https://example.com/yok">dış</a>.</p><img src="/x.png" alt="Grafik">',
};

describe('publish readiness', () => {
  it('reads the fields from the resource config', () => {
    expect(fields).toEqual({
      title: { name: 'title', label: 'Başlık' },
      metaTitle: { name: 'meta_title', label: 'Meta başlık' },
      metaDescription: { name: 'meta_description', label: 'Meta açıklama' },
      images: [{ name: 'featured_image', label: 'Öne çıkan görsel' }],
      richText: [{ name: 'content', label: 'İçerik' }],
    });
    // Services have no image field.
    expect(readinessFields(services as unknown as AnyResource).images).toEqual([]);
  });

  it('finds nothing wrong with a complete item', () => {
    expect(checkReadiness(fields, good, ctx({ 'media/uploads/kapak.jpg': 'Kapak görseli' }))).toEqual([]);
  });

  it('names every problem with its message', () => {
    const issues = checkReadiness(
      fields,
      {
        title: 'A'.repeat(61),
        meta_title: null,
        meta_description: '   ',
        featured_image: IMAGE,
        content: '<p><img src="/a.png"><img src="/b.png" alt=""><img alt="Tamam" src="/c.png"></p><a href="/blog/yok">1</a><a href="/blog/taslak/">2</a><a href="/gizli">3</a><a href="/kvkk">4</a><a href="/storage/v1/object/public/media/f.pdf">5</a>',
      },
      ctx({ 'media/uploads/kapak.jpg': null }),
    );
    expect(issues.map((i) => [i.rule, i.field, i.message])).toEqual([
      ['imageAlt', 'featured_image', 'Öne çıkan görsel: alternatif metin yok (Medya kütüphanesinde ekleyin)'],
      ['contentImageAlt', 'content', 'İçerik: 2 görselin alternatif metni yok'],
      ['metaDescriptionEmpty', 'meta_description', 'Meta açıklama boş'],
      ['titleTooLong', 'title', 'Başlık 61 karakter; arama sonuçlarında 60 karakterden sonrası kesilir'],
      ['brokenLink', 'content', 'İçerik: kırık iç bağlantı /blog/yok (böyle bir sayfa yok)'],
      ['unpublishedLink', 'content', 'İçerik: iç bağlantı /blog/taslak yayında olmayan bir içeriğe gidiyor'],
      ['unpublishedLink', 'content', 'İçerik: iç bağlantı /gizli yayında olmayan bir içeriğe gidiyor'],
    ]);
  });

  it('measures the meta title when there is one, and the description past 160 characters', () => {
    const issues = checkReadiness(fields, { ...good, meta_title: 'Ş'.repeat(70), title: 'Kısa', meta_description: 'ğ'.repeat(161) }, ctx({ 'media/uploads/kapak.jpg': 'Kapak' }));
    expect(issues.map((i) => i.message)).toEqual([
      'Meta açıklama 161 karakter; arama sonuçlarında 160 karakterden sonrası kesilir',
      'Meta başlık 70 karakter; arama sonuçlarında 60 karakterden sonrası kesilir',
    ]);
    // Exactly at the limits is fine.
    expect(checkReadiness(fields, { ...good, title: 'x'.repeat(60), meta_description: 'y'.repeat(160) }, ctx({ 'media/uploads/kapak.jpg': 'Kapak' }))).toEqual([]);
  });

  it('flags a featured image that is not in the library (no alt text anywhere)', () => {
    expect(checkReadiness(fields, good, ctx()).map((i) => i.rule)).toEqual(['imageAlt']);
    // The same file through the image-transform address has the library's alt text.
    const resized = 'https://cdn.example/storage/v1/render/image/public/media/uploads/kapak.jpg?width=800';
    expect(checkReadiness(fields, { ...good, featured_image: resized }, ctx({ 'media/uploads/kapak.jpg': 'Kapak' }))).toEqual([]);
  });

  it('parses images and links from rich text', () => {
    expect(imagesWithoutAlt(`<img src="a"><IMG alt='x' src=b><img alt = "" src="c"><img alt=ok src="d">`)).toBe(2);
    expect(internalLinks('<a href="/blog/a?utm=1">x</a><a href="//cdn.x/y">y</a><a href="/admin/blog">z</a><a href="/blog/a#top">w</a><a href="mailto:a@b.c">m</a>')).toEqual(['/blog/a']);
  });

  it('resolves addresses against fixed pages and published items', () => {
    expect(['/', '/blog', '/home', '/services/seo', '/kvkk'].map(links)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    expect(['/blog/yok', '/services/seo/ek', '/projects/x', '/yok'].map(links)).toEqual(['missing', 'missing', 'missing', 'missing']);
    expect(['/blog/taslak', '/gizli'].map(links)).toEqual(['unpublished', 'unpublished']);
  });

  it("knows exactly the public route table's fixed addresses", () => {
    const fixed = PUBLIC_ROUTES.map((r) => r.path).filter((p) => !p.includes(':') && p !== '*');
    expect([...FIXED_PUBLIC_PATHS].sort()).toEqual(fixed.sort());
  });
});
