/**
 * Media where-used: `media_usages(file_urls)` finds a library file wherever a row uses it
 * (featured image, gallery, rich-text body through the image-transform address, site and SEO
 * settings, team photo, testimonial avatar, content block JSON) and nothing for an unused
 * file; anon cannot call it (42501) and a signed-in user without staff rights gets no rows.
 * It answers keys (table, row id, column) and the row's own title: no Turkish label, no admin
 * address (the admin names them, generated/admin/media-usages.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../helpers/server.ts';

interface Usage {
  file_url: string;
  table_name: string;
  row_id: string;
  field: string;
  title: string;
}

describe('media where-used', () => {
  let t: TestServer;
  let staff: SupabaseClient;
  let used: string;
  let unused: string;
  const ids: Record<string, string> = {};

  async function insert(table: string, row: Record<string, unknown>): Promise<string> {
    const { data, error } = await t.service().from(table).insert(row).select('id').single();
    if (error) throw new Error(`${table}: ${error.message}`);
    return (data as { id: string }).id;
  }

  async function libraryFile(name: string): Promise<string> {
    const fileUrl = `${t.url}/storage/v1/object/public/media/uploads/${name}`;
    await insert('media_library', {
      filename: name,
      original_name: name,
      file_path: `uploads/${name}`,
      file_url: fileUrl,
      file_type: 'image',
      mime_type: 'image/jpeg',
      file_size: 1000,
    });
    return fileUrl;
  }

  beforeAll(async () => {
    t = await startTestServer({ seed: false });
    staff = await t.signIn();
    used = await libraryFile('kapak.jpg');
    unused = await libraryFile('bos.jpg');
    // A file whose name starts like the used one: must not count as a use of it.
    await libraryFile('kapak.jpg.eski');
    const relative = '/storage/v1/object/public/media/uploads/kapak.jpg';
    const transformed = 'https://cdn.ajans.com.tr/storage/v1/render/image/public/media/uploads/kapak.jpg?width=800&quality=75';

    ids.blog = await insert('blog_posts', { title: 'Öne çıkan yazı', slug: 'one-cikan', excerpt: 'Özet', content: '<p>Metin</p>', featured_image: used });
    ids.project = await insert('projects', {
      title: 'Galeri projesi',
      slug: 'galeri-projesi',
      description: 'Açıklama',
      content: '<p>Proje</p>',
      client: 'Müşteri',
      category: 'Web',
      gallery: [`${t.url}/storage/v1/object/public/media/uploads/kapak.jpg.eski`, relative],
    });
    ids.page = await insert('pages', {
      title: 'Gövdede görsel',
      slug: 'govdede-gorsel',
      content: `<p>Giriş</p><p><img src="${transformed}" alt="Kapak"></p>`,
    });
    // A file shown only by a block of a page (its blocks column) is a use too.
    ids.blockPage = await insert('pages', {
      title: 'Bloklu sayfa',
      slug: 'bloklu-sayfa',
      blocks: [{ id: 'b1', type: 'image-text', data: { text: 'Metin', image: used, image_alt: 'Kapak' } }],
    });
    ids.team = await insert('team_members', { name: 'Ayşe Yılmaz', position: 'Tasarımcı', bio: 'Kısa biyografi', avatar: used });
    ids.testimonial = await insert('testimonials', { name: 'Mehmet Kaya', position: 'Müdür', company: 'Kaya AŞ', content: 'Harika iş', avatar: used, rating: 5 });
    ids.block = await insert('content_blocks', { name: 'Ana sayfa hero', slug: 'hero-test', type: 'hero', content: { title: 'Merhaba', background_image: used } });
    ids.site = await insert('site_settings', { site_name: 'Ajans', logo_url: used });
    ids.seo = await insert('seo_settings', { site_name: 'Ajans', default_og_image: relative });
    // Rows that mention the file only in a non-image column are not uses.
    await insert('blog_posts', { title: 'Başka yazı', slug: 'baska', excerpt: 'kapak.jpg', content: '<p>Bağlantısız</p>' });
  });
  afterAll(async () => {
    await t?.close();
  });

  // Ordered by file, table, title; one-row settings have no title ('').
  it('finds every kind of use of a file, as keys: table, row id, column and the row title', async () => {
    const { data, error, status } = await staff.rpc('media_usages', { file_urls: [used] });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(Object.keys((data as Usage[])[0]!)).toEqual(['file_url', 'table_name', 'row_id', 'field', 'title']);
    const rows = (data as Usage[]).map((u) => [u.table_name, u.title, u.field, u.row_id, u.file_url]);
    expect(rows).toEqual([
      ['blog_posts', 'Öne çıkan yazı', 'featured_image', ids.blog, used],
      ['content_blocks', 'Ana sayfa hero', 'content', ids.block, used],
      ['pages', 'Bloklu sayfa', 'blocks', ids.blockPage, used],
      ['pages', 'Gövdede görsel', 'content', ids.page, used],
      ['projects', 'Galeri projesi', 'gallery', ids.project, used],
      ['seo_settings', '', 'default_og_image', ids.seo, used],
      ['site_settings', '', 'logo_url', ids.site, used],
      ['team_members', 'Ayşe Yılmaz', 'avatar', ids.team, used],
      ['testimonials', 'Mehmet Kaya', 'avatar', ids.testimonial, used],
    ]);
  });

  it('finds nothing for an unused file', async () => {
    const { data, error, status } = await staff.rpc('media_usages', { file_urls: [unused] });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([]);
  });

  it('without arguments covers the whole library in one call (the "Kullanılmayanlar" filter)', async () => {
    const { data, error } = await staff.rpc('media_usages');
    expect(error).toBeNull();
    const perFile = new Map<string, number>();
    for (const u of data as Usage[]) perFile.set(u.file_url, (perFile.get(u.file_url) ?? 0) + 1);
    expect(Object.fromEntries(perFile)).toEqual({ [used]: 9, [`${t.url}/storage/v1/object/public/media/uploads/kapak.jpg.eski`]: 1 });
  });

  it('notices a use as soon as a row changes', async () => {
    const { error: updateError } = await t.service().from('team_members').update({ avatar: null }).eq('id', ids.team);
    expect(updateError).toBeNull();
    const { data } = await staff.rpc('media_usages', { file_urls: [used] });
    expect((data as Usage[]).map((u) => u.table_name)).not.toContain('team_members');
    expect((data as Usage[]).length).toBe(8);
    await t.service().from('team_members').update({ avatar: used }).eq('id', ids.team);
  });

  it('refuses anon (401, 42501)', async () => {
    const { data, error, status } = await t.anon().rpc('media_usages', { file_urls: [used] });
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
    expect(data).toBeNull();
  });

  it('returns no rows to a signed-in user without staff rights', async () => {
    const { error: createError } = await t.service().auth.admin.createUser({ email: 'okur@example.com', password: 'okur-parolasi-uzun', email_confirm: true });
    expect(createError).toBeNull();
    const reader = await t.signIn('okur@example.com', 'okur-parolasi-uzun');
    const { data, error, status } = await reader.rpc('media_usages', { file_urls: [used] });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([]);
  });
});
