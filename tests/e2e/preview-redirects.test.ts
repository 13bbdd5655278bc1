/**
 * Draft preview and redirects in Chromium: staff make a preview link in a draft's editor page
 * (its side column) and a signed-out browser sees the draft with the preview banner (until the
 * link is revoked); staff rename a published post's slug and the old link leads to the new page,
 * listed on the "Yönlendirmeler" screen.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, startE2E, type E2E } from '../helpers/e2e.ts';

describe('preview links and redirects in the browser', () => {
  let e: E2E;
  let admin: Page;
  const guestErrors: string[] = [];

  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => e.t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);

  /** A page in a fresh browser context: no session, no cookies, no storage; uncaught errors fail the test. */
  async function visitor(path: string): Promise<Page> {
    const context = await e.browser.newContext();
    const page = await context.newPage();
    page.on('pageerror', (err) => guestErrors.push(err.message));
    await page.goto(path.startsWith('http') ? path : e.t.url + path);
    return page;
  }

  /** The post's full-page editor, opened from the list as staff do. */
  async function openForEdit(title: string) {
    await admin.goto(`${e.t.url}/admin/blog`);
    await admin.getByRole('heading', { level: 1, name: 'Blog Yönetimi' }).waitFor();
    await admin.getByRole('search').getByRole('searchbox').fill(title);
    await admin.getByRole('button', { name: `Düzenle: ${title}` }).click();
    await admin.getByRole('heading', { level: 1, name: `Blog Yazısını Düzenle: ${title}` }).waitFor();
    await admin.locator('#root_title').waitFor();
  }
  const toolbar = () => admin.getByRole('toolbar', { name: 'Kayıt işlemleri' });
  /** The editor page's side column, where the item's panels (preview links among them) live. */
  const sidePanels = () => admin.getByRole('complementary', { name: 'Kayıt bilgileri' });

  beforeAll(async () => {
    e = await startE2E();
    ({ page: admin } = await e.open('/admin/login'));
    await signInAdmin(admin, e.t.url);
  });
  afterAll(async () => {
    await e?.close();
  });

  it('a preview link made in the draft form shows the draft to a signed-out browser, until revoked', async () => {
    const [draft] = await sql<{ title: string; slug: string }>(`select title, slug from public.blog_posts where not published order by title limit 1`);
    await openForEdit(draft!.title);
    const panel = sidePanels().getByRole('region', { name: 'Önizleme bağlantısı' });
    await panel.getByLabel('Geçerlilik').selectOption('3');
    await panel.getByRole('button', { name: 'Bağlantı oluştur' }).click();
    const link = await panel.getByRole('textbox', { name: 'Yeni önizleme bağlantısı' }).inputValue();
    expect(link).toMatch(new RegExp(`^${e.t.url}/blog/${draft!.slug}\\?onizleme=[A-Za-z0-9_-]{43}$`));
    await expect.poll(() => panel.getByRole('list', { name: 'Etkin önizleme bağlantıları' }).getByRole('listitem').count()).toBe(1);
    const [stored] = await sql<{ days: number }>(`select round(extract(epoch from expires_at - created_at) / 86400)::int as days from public.preview_links`);
    expect(stored!.days).toBe(3);

    const guest = await visitor(link);
    await guest.getByRole('heading', { level: 1, name: draft!.title }).waitFor();
    await guest.getByText('Önizleme — sayfanın bu hâli henüz yayında değil').waitFor();
    expect(await guest.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');
    // Hydrated from the server's data without a mismatch.
    await guest.locator('form[aria-label="Bülten aboneliği"] input[name="email"]:not([disabled])').first().waitFor();
    expect(guestErrors).toEqual([]);

    await panel.getByRole('button', { name: 'İptal et' }).click();
    await admin.getByText('Önizleme bağlantısı iptal edildi', { exact: true }).first().waitFor();
    const response = await guest.reload();
    expect(response?.status()).toBe(404);
    await guest.getByRole('heading', { level: 1, name: 'Blog yazısı bulunamadı' }).waitFor();
    await guest.context().close();
  });

  it("a live post's saved draft gets a preview link: the client sees the draft title, the live address the published one, an expired link neither", async () => {
    // offset 1: not the post the rename test below publishes under a new slug.
    const [post] = await sql<{ id: string; title: string; slug: string }>(`select id, title, slug from public.blog_posts where published order by title offset 1 limit 1`);
    const draftTitle = `${post!.title} (müşteri onayı için)`;
    await openForEdit(post!.title);
    await admin.locator('#root_title').fill(draftTitle);
    await toolbar().getByRole('button', { name: 'Taslağı kaydet', exact: true }).click();
    await admin.getByText('Taslak kaydedildi', { exact: true }).first().waitFor();
    const panel = sidePanels().getByRole('region', { name: 'Önizleme bağlantısı' });
    await panel.getByText('Bu kayıt yayında: bağlantı kaydedilmiş taslağı gösterir', { exact: false }).waitFor();
    await panel.getByRole('button', { name: 'Bağlantı oluştur' }).click();
    const link = await panel.getByRole('textbox', { name: 'Yeni önizleme bağlantısı' }).inputValue();
    expect(link).toMatch(new RegExp(`^${e.t.url}/blog/${post!.slug}\\?onizleme=[A-Za-z0-9_-]{43}$`));

    const guest = await visitor(link);
    await guest.getByRole('heading', { level: 1, name: draftTitle }).waitFor();
    await guest.getByText('Önizleme — sayfanın bu hâli henüz yayında değil').waitFor();
    // The real page around it: the site's header and footer.
    await guest.getByRole('banner').waitFor();
    await guest.getByRole('contentinfo').waitFor();
    const live = await visitor(`/blog/${post!.slug}`);
    await live.getByRole('heading', { level: 1, name: post!.title, exact: true }).waitFor();
    expect(await live.locator('[data-preview-banner]').count()).toBe(0);
    expect(await sql(`select title from public.blog_posts where id = $1`, [post!.id])).toEqual([{ title: post!.title }]);

    await sql(`update public.preview_links set expires_at = now() - interval '1 minute' where table_name = 'blog_posts' and row_id = $1`, [post!.id]);
    const response = await guest.reload();
    expect(response?.status()).toBe(404);
    await guest.getByRole('heading', { level: 1, name: 'Blog yazısı bulunamadı' }).waitFor();
    expect(await guest.getByText(draftTitle).count()).toBe(0);
    expect(guestErrors).toEqual([]);
    await guest.context().close();
    await live.context().close();
  });

  it('renaming a published slug in the admin keeps the old link working: it leads to the new page', async () => {
    const [post] = await sql<{ title: string; slug: string }>(`select title, slug from public.blog_posts where published order by title limit 1`);
    const newSlug = `${post!.slug}-yeni`;
    await openForEdit(post!.title);
    await admin.locator('#root_slug').fill(newSlug);
    // A published post's edit is a draft until "Yayınla": no redirect before.
    await toolbar().getByRole('button', { name: 'Taslağı kaydet', exact: true }).click();
    await admin.getByText('Taslak kaydedildi', { exact: true }).first().waitFor();
    expect(await sql(`select to_path from public.redirects where from_path = $1`, [`/blog/${post!.slug}`])).toEqual([]);
    await toolbar().getByRole('button', { name: 'Yayınla', exact: true }).click();
    await admin.getByText('Değişiklikler yayınlandı', { exact: true }).first().waitFor();

    const guest = await visitor(`/blog/${post!.slug}?utm_source=bulten`);
    await guest.getByRole('heading', { level: 1, name: post!.title }).waitFor();
    expect(guest.url()).toBe(`${e.t.url}/blog/${newSlug}?utm_source=bulten`);
    expect(guestErrors).toEqual([]);
    await guest.context().close();

    await admin.goto(`${e.t.url}/admin/redirects`);
    await admin.getByRole('heading', { level: 1, name: 'Yönlendirmeler' }).waitFor();
    const row = admin.locator('tbody tr', { hasText: `/blog/${post!.slug}` });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain(`/blog/${newSlug}`);
    expect(await row.textContent()).toContain('Otomatik');
  });

  it('deleting a published post offers a redirect target, and its old link then leads there', async () => {
    const [post] = await sql<{ title: string; slug: string }>(`select title, slug from public.blog_posts where published order by title desc limit 1`);
    await admin.goto(`${e.t.url}/admin/blog`);
    await admin.getByRole('search').getByRole('searchbox').fill(post!.title);
    await admin.getByRole('button', { name: `Diğer işlemler: ${post!.title}` }).click();
    await admin.getByRole('menuitem', { name: 'Sil' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel(/Eski adresi şuraya yönlendir/).fill('/blog');
    await dialog.getByRole('button', { name: 'Sil' }).click();
    await admin.getByText('Blog yazısı silindi', { exact: true }).first().waitFor();
    await expect.poll(async () => sql(`select to_path, source from public.redirects where from_path = $1`, [`/blog/${post!.slug}`])).toEqual([{ to_path: '/blog', source: 'manual' }]);
    const guest = await visitor(`/blog/${post!.slug}`);
    await guest.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    expect(guest.url()).toBe(`${e.t.url}/blog`);
    await guest.context().close();
  });

  it("deleting a published post from its own editor page offers the same redirect target", async () => {
    // 'order by title asc': another post than the list-delete test above.
    const [post] = await sql<{ title: string; slug: string }>(`select title, slug from public.blog_posts where published order by title asc limit 1`);
    await openForEdit(post!.title);
    await toolbar().getByRole('button', { name: 'Diğer işlemler' }).click();
    await toolbar().getByRole('menuitem', { name: 'Sil' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel(/Eski adresi şuraya yönlendir/).fill('/projects');
    await dialog.getByRole('button', { name: 'Sil' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Blog Yönetimi' }).waitFor();
    expect(await sql(`select count(*)::int as n from public.blog_posts where slug = $1`, [post!.slug])).toEqual([{ n: 0 }]);
    await expect.poll(async () => sql(`select to_path, source from public.redirects where from_path = $1`, [`/blog/${post!.slug}`])).toEqual([{ to_path: '/projects', source: 'manual' }]);
  });

  it('the Yönlendirmeler screen adds a manual redirect, refuses a loop and a path without "/" in Turkish, and one to another site for a while', async () => {
    await admin.goto(`${e.t.url}/admin/redirects`);
    await admin.getByRole('heading', { level: 1, name: 'Yönlendirmeler' }).waitFor();
    await admin.getByRole('button', { name: 'Yeni Yönlendirme' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Yeni Yönlendirme' }).waitFor();
    const form = admin.getByRole('main').locator('form');
    await admin.locator('#root_from_path').fill('kampanya');
    await admin.locator('#root_to_path').fill('/services');
    await toolbar().getByRole('button', { name: 'Kaydet', exact: true }).click();
    await admin.getByText('Lütfen işaretli alanları düzeltin', { exact: true }).first().waitFor();
    await form.getByText('"/" ile başlayan bir site içi adres girin (ör. /blog/yazi)').waitFor();
    await admin.locator('#root_from_path').fill('/kampanya');
    await toolbar().getByRole('button', { name: 'Kaydet', exact: true }).click();
    await admin.getByText('Yönlendirme oluşturuldu', { exact: true }).first().waitFor();
    expect(await sql(`select to_path, source, hits from public.redirects where from_path = '/kampanya'`)).toEqual([{ to_path: '/services', source: 'manual', hits: '0' }]);

    // Saved: the editor stays on the new item's page; back to the list for the next one.
    await admin.getByRole('heading', { level: 1, name: 'Yönlendirmeyi Düzenle: /kampanya' }).waitFor();
    await toolbar().getByRole('link', { name: 'Listeye dön' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Yönlendirmeler' }).waitFor();
    await admin.getByRole('button', { name: 'Yeni Yönlendirme' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Yeni Yönlendirme' }).waitFor();
    await admin.locator('#root_from_path').fill('/services');
    await admin.locator('#root_to_path').fill('/kampanya');
    await toolbar().getByRole('button', { name: 'Kaydet', exact: true }).click();
    await admin.getByText('Bu yönlendirme bir döngü oluşturur: /kampanya adresi zaten /services adresine yönleniyor.', { exact: true }).first().waitFor();
    expect(await sql(`select 1 from public.redirects where from_path = '/services'`)).toEqual([]);

    const guest = await visitor('/kampanya');
    await guest.getByRole('heading', { level: 1, name: 'Hizmetlerimiz' }).waitFor();
    expect(guest.url()).toBe(`${e.t.url}/services`);
    await guest.context().close();

    // The refused form, used for another site's address for a while (302): the list shows its type.
    await admin.locator('#root_from_path').fill('/indirim');
    await admin.locator('#root_to_path').fill('ornek.com/kampanya');
    await toolbar().getByRole('button', { name: 'Kaydet', exact: true }).click();
    await form.getByText('"/" ile başlayan bir site içi adres (ör. /blog/yazi) ya da https:// ile başlayan tam adres girin').waitFor();
    await admin.locator('#root_to_path').fill('https://ornek.com/kampanya');
    await form.getByLabel('Yönlendirme türü').selectOption({ label: 'Geçici (302)' });
    await toolbar().getByRole('button', { name: 'Kaydet', exact: true }).click();
    await admin.getByText('Yönlendirme oluşturuldu', { exact: true }).first().waitFor();
    expect(await sql(`select to_path, status_code from public.redirects where from_path = '/indirim'`)).toEqual([{ to_path: 'https://ornek.com/kampanya', status_code: 302 }]);
    await toolbar().getByRole('link', { name: 'Listeye dön' }).click();
    await admin.getByRole('row').filter({ hasText: '/indirim' }).getByText('Geçici (302)', { exact: true }).waitFor();
    const away = await fetch(`${e.t.url}/indirim`, { redirect: 'manual' });
    expect([away.status, away.headers.get('location')]).toEqual([302, 'https://ornek.com/kampanya']);
  });
});
