import { describe, expect, it } from 'vitest';
import { blogPostMeta, headTags, homeMeta, jsonLdText, notFoundMeta, plainText, siteMeta, staticPageMeta } from '../../src/public/seo/page-meta.ts';

const site = siteMeta(
  { site_name: 'Parlak Dijital', site_description: 'Ajans', logo_url: '/storage/v1/object/public/media/seed/logo.webp', contact_email: 'a@b.co', contact_phone: null, contact_address: null, social_links: { instagram: 'https://instagram.com/x', twitter: '' } },
  { site_name: 'Parlak Dijital', default_meta_title: 'Parlak Dijital | Ajans', default_meta_description: 'Varsayılan açıklama', default_og_image: '/storage/v1/object/public/media/seed/og.webp', default_meta_keywords: null },
  'https://site.example/',
  'https://api.example',
);

describe('page metadata', () => {
  it('uses the SEO defaults on the home page with Organization JSON-LD', () => {
    const meta = homeMeta(site, null);
    expect(meta.title).toBe('Parlak Dijital | Ajans');
    expect(meta.description).toBe('Varsayılan açıklama');
    expect(meta.canonical).toBe('https://site.example/');
    expect(meta.image).toBe('https://api.example/storage/v1/object/public/media/seed/og.webp');
    expect(meta.jsonLd[0]).toMatchObject({ '@type': 'Organization', logo: 'https://api.example/storage/v1/object/public/media/seed/logo.webp', sameAs: ['https://instagram.com/x'] });
  });

  it('builds an article for a blog post: title with site name, excerpt, image, dates, author', () => {
    const meta = blogPostMeta(site, {
      title: 'Yazı', slug: 'yazi', excerpt: 'Özet', content: '<p>x</p>', featured_image: 'https://cdn.example/a.webp', meta_title: null, meta_description: null,
      author: {}, category: 'SEO', tags: ['a', 'b'], created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-02T00:00:00Z',
    });
    expect(meta.title).toBe('Yazı | Parlak Dijital');
    expect(meta.type).toBe('article');
    expect(meta.canonical).toBe('https://site.example/blog/yazi');
    expect(meta.jsonLd[0]).toMatchObject({ '@type': 'BlogPosting', headline: 'Yazı', author: { '@type': 'Organization', name: 'Parlak Dijital' }, datePublished: '2026-01-01T00:00:00Z' });
    const tags = headTags(site, meta);
    expect(tags).toContainEqual({ tag: 'meta', attrs: { property: 'og:image', content: 'https://cdn.example/a.webp' } });
    expect(tags).toContainEqual({ tag: 'meta', attrs: { property: 'article:published_time', content: '2026-01-01T00:00:00Z' } });
  });

  it('marks not-found pages noindex and keeps list pages titled in Turkish', () => {
    expect(headTags(site, notFoundMeta(site, '/yok'))).toContainEqual({ tag: 'meta', attrs: { name: 'robots', content: 'noindex, follow' } });
    expect(headTags(site, staticPageMeta(site, 'blog'))).toContainEqual({ tag: 'meta', attrs: { name: 'robots', content: 'index, follow' } });
    expect(staticPageMeta(site, 'faq').title).toBe('Sıkça Sorulan Sorular | Parlak Dijital');
  });

  it('derives plain-text descriptions from HTML and cuts at a word', () => {
    expect(plainText('<p>Merhaba&nbsp;<b>dünya</b></p>')).toBe('Merhaba dünya');
    const long = plainText(`<p>${'kelime '.repeat(60)}</p>`);
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('…')).toBe(true);
  });

  it('escapes JSON-LD so content cannot close the script element', () => {
    expect(jsonLdText({ a: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
