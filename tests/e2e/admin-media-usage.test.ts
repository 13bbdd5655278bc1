/**
 * Media where-used and publish readiness in Chromium against the seeded server: the media
 * detail lists where a file is used, named in Turkish by the admin from the keys the database
 * answers, with links to each item, deleting it names the places
 * and needs an explicit "yine de sil", "Kullanılmayanlar" shows exactly the unused files, and
 * a blog post's form lists a missing meta description in its readiness panel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signedInPage, startE2E, type E2E } from '../helpers/e2e.ts';

/** What media_usages answers: keys and the row's title; the admin names them. */
interface Usage {
  table_name: string;
  row_id: string;
  field: string;
  title: string;
}

/** The admin address of a use, as generated/admin/media-usages.ts routes them. */
const ADMIN_PATH: Record<string, (id: string) => string> = {
  blog_posts: (id) => `/admin/blog/${id}`,
  projects: (id) => `/admin/projects/${id}`,
  pages: (id) => `/admin/pages/${id}`,
  services: (id) => `/admin/services/${id}`,
  content_blocks: (id) => `/admin/content-blocks/${id}`,
  menus: (id) => `/admin/menus/${id}`,
  team_members: (id) => `/admin/team/${id}`,
  testimonials: (id) => `/admin/testimonials/${id}`,
  site_settings: () => '/admin/settings',
  seo_settings: () => '/admin/seo',
};
const adminPath = (u: Usage) => ADMIN_PATH[u.table_name]!(u.row_id);

describe('admin media where-used and publish readiness', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
  });
  afterAll(async () => {
    await e?.close();
  });
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => e.t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);
  const mediaItems = (page: Page) => page.getByRole('list', { name: 'Medya dosyaları' }).getByRole('listitem');
  const usagesOf = async (fileUrl: string) => {
    const { data, error } = await e.t.service().rpc('media_usages', { file_urls: [fileUrl] });
    expect(error).toBeNull();
    return data as Usage[];
  };
  /** Searches the library for a file's alt text and opens the one of that name; its "Kullanıldığı yerler" list. */
  const openDetail = async (page: Page, alt: string, name: string) => {
    await mediaItems(page).first().waitFor();
    await page.getByRole('searchbox', { name: 'Ara' }).fill(alt);
    // The search matches words ('görseli 2' finds 'görseli 12' too): the file is picked by its name.
    const item = mediaItems(page).filter({ hasText: name });
    await expect.poll(() => item.count()).toBe(1);
    await item.getByRole('button').click();
    const detail = page.getByRole('dialog', { name: 'Medya Detayları' });
    return { detail, list: detail.getByRole('list', { name: 'Kullanıldığı yerler' }) };
  };

  it("names a blog post's image 'Blog yazısı “<title>” – Öne çıkan görsel', linked to the post's admin page", async () => {
    const fileUrl = '/storage/v1/object/public/media/seed/blog-2.webp';
    const post = (await usagesOf(fileUrl)).find((u) => u.table_name === 'blog_posts' && u.field === 'featured_image')!;
    const [row] = await sql<{ id: string; title: string }>(`select id, title from blog_posts where id = $1 and featured_image = $2`, [post.row_id, fileUrl]);
    expect(post.title).toBe(row!.title);

    const { page, errors } = await signedInPage(e, '/admin/media');
    const { list } = await openDetail(page, 'Blog yazısı görseli 2', 'blog-2.webp');
    const item = list.getByRole('listitem').filter({ hasText: `Blog yazısı “${row!.title}”` });
    await item.waitFor();
    expect(await item.textContent()).toBe(`Blog yazısı “${row!.title}” – Öne çıkan görsel`);
    expect(await item.getByRole('link').getAttribute('href')).toBe(`/admin/blog/${row!.id}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows where a used image is used and deletes it only after an explicit confirmation', async () => {
    const fileUrl = '/storage/v1/object/public/media/seed/project-8.webp';
    const usages = await usagesOf(fileUrl);
    expect(usages.length).toBeGreaterThan(0);
    const places = new Set(usages.map((u) => `${adminPath(u)}|${u.field}`)).size;

    const { page, errors } = await signedInPage(e, '/admin/media');
    const { detail, list } = await openDetail(page, 'Proje görseli 8', 'project-8.webp');
    await expect.poll(() => list.getByRole('listitem').count()).toBe(places);
    const hrefs = await list.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs)).toEqual(new Set(usages.map(adminPath)));
    const project = usages.find((u) => u.table_name === 'projects' && u.field === 'featured_image')!;
    expect(await list.textContent()).toContain(`Proje “${project.title}”`);

    await detail.getByRole('button', { name: 'Sil' }).click();
    const confirm = page.getByRole('dialog', { name: 'Kullanılan dosya silinsin mi?' });
    await confirm.getByText(`Bu dosya ${places} yerde kullanılıyor: `, { exact: false }).waitFor();
    expect(await confirm.textContent()).toContain(`Proje “${project.title}” – Öne çıkan görsel`);
    const deleteAnyway = confirm.getByRole('button', { name: 'Yine de sil' });
    expect(await deleteAnyway.isDisabled()).toBe(true);
    await confirm.getByRole('button', { name: 'İptal' }).click();
    expect(await sql(`select 1 from media_library where file_url = $1`, [fileUrl])).toHaveLength(1);

    await detail.getByRole('button', { name: 'Sil' }).click();
    await confirm.getByLabel('Kullanıldığını biliyorum, yine de sil').check();
    await deleteAnyway.click();
    await page.getByText('Medya dosyası silindi').waitFor();
    expect(await sql(`select 1 from media_library where file_url = $1`, [fileUrl])).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('"Kullanılmayanlar" shows exactly the files nothing uses; deleting one asks the plain question', async () => {
    // Every seeded file is used somewhere; this one is not.
    await sql(
      `insert into media_library (filename, original_name, file_path, file_url, file_type, mime_type, file_size, alt_text)
       values ('bos.webp', 'bos-dosya.webp', 'uploads/bos.webp', '/storage/v1/object/public/media/uploads/bos.webp', 'image', 'image/webp', 10, 'Kullanılmayan')`,
    );
    const { page, errors } = await signedInPage(e, '/admin/media');
    const all = Number((await sql<{ n: string }>('select count(*) as n from media_library'))[0]!.n);
    await mediaItems(page).first().waitFor();
    await expect.poll(() => mediaItems(page).count()).toBe(all);
    const unused = page.getByRole('button', { name: 'Kullanılmayanlar' });
    await unused.click();
    expect(await unused.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => mediaItems(page).count()).toBe(1);
    expect(await mediaItems(page).first().textContent()).toContain('bos-dosya.webp');

    await mediaItems(page).first().getByRole('button').click();
    const detail = page.getByRole('dialog', { name: 'Medya Detayları' });
    await detail.getByText('Bu dosya hiçbir yerde kullanılmıyor.').waitFor();
    await detail.getByRole('button', { name: 'Sil' }).click();
    const confirm = page.getByRole('dialog', { name: 'Emin misiniz?' });
    await confirm.getByText('Bu medya dosyasını silmek istediğinizden emin misiniz?').waitFor();
    await confirm.getByRole('button', { name: 'Sil' }).click();
    await page.getByText('Medya dosyası silindi').waitFor();
    expect(await sql(`select 1 from media_library where original_name = 'bos-dosya.webp'`)).toEqual([]);
    await page.getByText('Medya dosyası bulunamadı').waitFor();
    await unused.click();
    await expect.poll(() => mediaItems(page).count()).toBe(all - 1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("lists a missing meta description in a blog post's readiness panel, and drops it once written", async () => {
    const [post] = await sql<{ title: string }>(
      `update blog_posts set meta_description = null
        where id = (select id from blog_posts where published order by created_at desc limit 1) returning title`,
    );
    const { page, errors } = await signedInPage(e, '/admin/blog');
    await page.getByRole('search').getByRole('searchbox').fill(post!.title);
    await page.getByRole('button', { name: `Düzenle: ${post!.title}` }).click();
    const panel = page.getByTestId('readiness-panel');
    await panel.getByText('Meta açıklama boş').waitFor();
    expect(await panel.getByRole('heading').textContent()).toMatch(/^Yayın hazırlığı \(\d+ eksik\)$/);
    const written = 'Sosyal medyada markanızı büyütmek için uygulanabilir adımlar ve örnekler.';
    await page.getByLabel('Meta açıklama').fill(written);
    // What was typed stays in the field (nothing reloads the form under the person)...
    await expect.poll(() => page.getByLabel('Meta açıklama').inputValue()).toBe(written);
    // ...and the panel follows it.
    await panel.getByText('Meta açıklama boş').waitFor({ state: 'detached' });

    // Not saved: the dashboard's SEO card counts the published post among those with problems.
    await page.goto(`${e.t.url}/admin`);
    const listed = page.getByTestId('seo-readiness');
    await expect.poll(async () => (await listed.textContent()) ?? '').toContain(post!.title);
    expect(Number(await page.getByTestId('seo-readiness-count').textContent())).toBeGreaterThanOrEqual(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});
