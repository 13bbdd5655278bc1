/** Rows added with "+ Ekle" and left empty are not saved (issue 27: a lone "#" tag, an empty gallery image). */
import { describe, expect, it } from 'vitest';
import { resource as blog } from '../../generated/admin/blog.ts';
import { resource as menus } from '../../generated/admin/menus.ts';
import { resource as projects } from '../../generated/admin/projects.ts';
import { savePayload } from '../../src/admin/form/form-data.ts';
import type { AnyResource } from '../../src/admin/resource/types.ts';

describe('empty list rows on save', () => {
  it('drops blank tags and keeps the filled ones in order', () => {
    const payload = savePayload(blog as unknown as AnyResource, { title: 'Yazı', slug: 'yazi', tags: ['seo', '', '  ', 'sosyal medya'] });
    expect(payload.tags).toEqual(['seo', 'sosyal medya']);
  });

  it('drops an empty gallery image and an empty result', () => {
    const payload = savePayload(projects as unknown as AnyResource, { title: 'Proje', slug: 'proje', gallery: ['/storage/v1/object/public/media/a.webp', ''], tags: [''], results: ['', '%40 artış'] });
    expect(payload.gallery).toEqual(['/storage/v1/object/public/media/a.webp']);
    expect(payload.tags).toEqual([]);
    expect(payload.results).toEqual(['%40 artış']);
  });

  it('drops a menu item nobody filled (its default type is no content), keeps one with a label', () => {
    const payload = savePayload(menus as unknown as AnyResource, {
      name: 'Ana Menü',
      location: 'header',
      items: [
        { label: 'Hizmetler', url: '/services', type: 'internal' },
        { label: '', url: '', type: 'internal' },
        { label: 'Blog', url: '', type: 'internal' },
      ],
    });
    expect(payload.items).toEqual([
      { label: 'Hizmetler', url: '/services', type: 'internal' },
      { label: 'Blog', url: '', type: 'internal' },
    ]);
  });
});
