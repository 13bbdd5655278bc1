/** What the SEO previews say (src/admin/form/seo-preview/seo-preview-values.ts): the public page's rules. */
import { describe, expect, it } from 'vitest';
import { previewTexts, seoPreviewOf } from '../../src/admin/form/seo-preview/seo-preview-values.ts';
import { resource as blog } from '../../generated/admin/blog.ts';
import { resource as projects } from '../../generated/admin/projects.ts';

const site = { siteName: 'Yeşil Dijital', origin: 'https://ajans.com.tr', defaultDescription: 'Varsayılan açıklama', defaultImage: '/varsayilan.png' };

describe('SEO preview texts', () => {
  const blogOptions = seoPreviewOf((blog.uiSchema as Record<string, unknown>).meta_description)!;

  it('comes from the schema: the blog post meta description field names its fields and address', () => {
    expect(blogOptions).toEqual({ title: 'meta_title', fallbackTitle: 'title', fallbackDescription: 'excerpt', image: 'featured_image', description: 'meta_description', path: '/blog/{slug}' });
  });

  it('falls back as the public page does: "Başlık | Site", the summary as plain text, the default image', () => {
    const t = previewTexts({ title: 'Kış kampanyası', slug: 'kis-kampanyasi', excerpt: '<p>Yeni  <b>paketler</b></p>', meta_title: null }, blogOptions, site);
    expect(t).toEqual({
      title: 'Kış kampanyası | Yeşil Dijital',
      description: 'Yeni paketler',
      host: 'ajans.com.tr',
      breadcrumb: 'ajans.com.tr › blog › kis-kampanyasi',
      card: { title: 'Kış kampanyası | Yeşil Dijital', description: 'Yeni paketler', image: '/varsayilan.png' },
    });
  });

  it('uses the meta texts, and a project card its own Open Graph fields', () => {
    const options = seoPreviewOf((projects.uiSchema as Record<string, unknown>).meta_description)!;
    const t = previewTexts({ title: 'Proje', slug: 'p', meta_title: 'Meta başlık', meta_description: 'Meta açıklama', og_title: 'Kart başlığı', og_image: '/kart.png', featured_image: '/kapak.png' }, options, site);
    expect([t.title, t.description]).toEqual(['Meta başlık', 'Meta açıklama']);
    expect(t.card).toEqual({ title: 'Kart başlığı', description: 'Meta açıklama', image: '/kart.png' });
  });
});
