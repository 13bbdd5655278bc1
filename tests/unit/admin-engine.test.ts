import { describe, expect, it } from 'vitest';
import { resource as blog } from '../../generated/admin/blog.ts';
import { resource as team } from '../../generated/admin/team.ts';
import { formFieldNames, initialValues, savePayload } from '../../src/admin/form/form-data.ts';
import { isUniqueClash } from '../../src/admin/data/resource-data.ts';
import { transformErrors, turkishMessage } from '../../src/admin/form/turkish-errors.ts';
import { filterRows, searchFilter, searchTerm, turkishPattern } from '../../src/admin/resource/list-query.ts';
import type { AnyResource, Row } from '../../src/admin/resource/types.ts';

const posts = blog as unknown as AnyResource;
const members = team as unknown as AnyResource;
const rows: Row[] = [
  { id: '1', title: 'Sosyal Medya İpuçları', category: 'Sosyal Medya', published: true },
  { id: '2', title: 'Işık ve Gölge', category: 'Tasarım', published: false },
  { id: '3', title: 'SEO Rehberi', category: 'SEO', published: true },
];

describe('engine list', () => {
  it('searches the configured fields Turkish-aware and applies the filters', () => {
    expect(filterRows(posts, rows, 'SOSYAL', {}).map((r) => r.id)).toEqual(['1']);
    expect(filterRows(posts, rows, 'ışık', {}).map((r) => r.id)).toEqual(['2']);
    expect(filterRows(posts, rows, 'IŞIK', {}).map((r) => r.id)).toEqual(['2']);
    expect(filterRows(posts, rows, '', { published: true }).map((r) => r.id)).toEqual(['1', '3']);
    expect(filterRows(posts, rows, 'seo', { published: false })).toEqual([]);
  });
  it('builds a safe server-side search over the same fields', () => {
    expect(searchFilter(posts, 'ÇEKİM')).toBe('title.imatch.[cçCÇ]ek[iıİI]m,category.imatch.[cçCÇ]ek[iıİI]m');
    expect(searchTerm('a,b(c)"*%[x]')).toBe('a b c x');
    expect(searchFilter(posts, '  ')).toBeUndefined();
    // The pattern finds what the browser search finds.
    const pattern = new RegExp(turkishPattern('cekim ISIK'), 'i');
    for (const text of ['Ürün Çekim Işık', 'ÇEKİM IŞIK', 'çekim ışık']) expect(pattern.test(text), text).toBe(true);
    expect(pattern.test('Çekim Ayar')).toBe(false);
  });
});

describe('engine form', () => {
  it('takes the form fields from the generated schema, in order', () => {
    expect(formFieldNames(posts)).toEqual(['title', 'slug', 'excerpt', 'content', 'featured_image', 'category', 'tags', 'author', 'meta_title', 'meta_description', 'published', 'publish_at']);
  });
  it('starts a new item from the schema and resource defaults, an edit from the row', () => {
    expect(initialValues(posts, null)).toMatchObject({ category: 'Genel', tags: [], published: false, author: {} });
    expect(initialValues(members, null)).toMatchObject({ published: true, social_links: {} });
    const edit = initialValues(posts, { id: 'x', title: 'T', meta_title: null, created_at: 'now' } as Row);
    expect(edit).toEqual({ title: 'T' });
  });
  it('sends only form columns, clears optional fields with null, trims text', () => {
    const payload = savePayload(posts, { title: '  Başlık ', slug: 'baslik', excerpt: 'Ö', content: '<p> x </p>', meta_title: '', id: 'nope', created_at: 'x' });
    expect(payload).toMatchObject({ title: 'Başlık', slug: 'baslik', content: '<p> x </p>', meta_title: null, featured_image: null, category: 'Genel', tags: [] });
    expect(payload).not.toHaveProperty('id');
    expect(payload).not.toHaveProperty('created_at');
  });
  it('recognises a slug clash and nothing else as one', () => {
    expect(isUniqueClash({ code: '23505', message: 'duplicate key value violates unique constraint "blog_posts_slug_key"', details: null }, 'slug')).toBe(true);
    expect(isUniqueClash({ code: '23505', message: 'duplicate key value violates unique constraint "x"', details: 'Key (slug)=(hakkimizda) already exists.' }, 'slug')).toBe(true);
    expect(isUniqueClash({ code: '23505', message: 'duplicate key value violates unique constraint "newsletter_subscribers_email_key"', details: null }, 'slug')).toBe(false);
    expect(isUniqueClash({ code: '23514', message: 'slug check', details: null }, 'slug')).toBe(false);
  });
  it('says validation errors in Turkish, once per field', () => {
    expect(turkishMessage({ name: 'required', params: {} })).toBe('Bu alan zorunludur');
    expect(turkishMessage({ name: 'maxLength', params: { limit: 200 } })).toBe('En fazla 200 karakter olabilir');
    expect(turkishMessage({ name: 'format', params: { format: 'email' } })).toBe('Geçerli bir e-posta adresi girin');
    expect(turkishMessage({ name: 'format', params: { format: 'uri-reference' } })).toBe('Geçerli bir bağlantı (URL) girin');
    const errors = transformErrors([
      { name: 'const', property: '.status', params: {}, message: 'x', stack: 'x', schemaPath: '' },
      { name: 'const', property: '.status', params: {}, message: 'y', stack: 'y', schemaPath: '' },
    ]);
    expect(errors.map((e) => e.message)).toEqual(['Listeden bir değer seçin']);
  });
});
