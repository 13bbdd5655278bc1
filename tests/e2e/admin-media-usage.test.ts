/**
 * Media where-used and publish readiness in Chromium against the seeded server: the media
 * detail lists where a file is used with links to each item, deleting it names the places
 * and needs an explicit "yine de sil", "Kullanılmayanlar" shows exactly the unused files, and
 * a blog post's form lists a missing meta description in its readiness panel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signedInPage, startE2E, type E2E } from '../helpers/e2e.ts';

interface Usage {
  resource: string;
  title: string;
  field: string;
  admin_path: string;
}

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

  it('shows where a used image is used and deletes it only after an explicit confirmation', async () => {
    const fileUrl = '/storage/v1/object/public/media/seed/project-8.webp';
    const { data } = await e.t.service().rpc('media_usages', { file_urls: [fileUrl] });
    const usages = data as Usage[];
    expect(usages.length).toBeGreaterThan(0);
    const places = new Set(usages.map((u) => `${u.admin_path}|${u.field}`)).size;

    const { page, errors } = await signedInPage(e, '/admin/media');
    await mediaItems(page).first().waitFor();
    await page.getByRole('searchbox', { name: 'Ara' }).fill('Proje görseli 8');
    await expect.poll(() => mediaItems(page).count()).toBe(1);
    await mediaItems(page).first().getByRole('button').click();
    const detail = page.getByRole('dialog', { name: 'Medya Detayları' });
    const list = detail.getByRole('list', { name: 'Kullanıldığı yerler' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(places);
    const hrefs = await list.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs)).toEqual(new Set(usages.map((u) => u.admin_path)));
    const project = usages.find((u) => u.field === 'Öne çıkan görsel')!;
    expect(await list.textContent()).toContain(`${project.resource} “${project.title}”`);

    await detail.getByRole('button', { name: 'Sil' }).click();
    const confirm = page.getByRole('dialog', { name: 'Kullanılan dosya silinsin mi?' });
    await confirm.getByText(`Bu dosya ${places} yerde kullanılıyor: `, { exact: false }).waitFor();
    expect(await confirm.textContent()).toContain(`${project.resource} “${project.title}” – Öne çıkan görsel`);
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
