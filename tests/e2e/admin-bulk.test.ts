/**
 * Bulk actions in Chromium, signed in as staff: 20 messages deleted with one confirmation and
 * one DELETE request; a status change in one PATCH and its undo in one PATCH per distinct
 * previous value; "Tüm N sonucu seç" over a paged (server-side) search; blog drafts published
 * together.
 */
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, signInAdmin, type E2E } from '../helpers/e2e.ts';

describe('admin bulk actions', () => {
  let e: E2E;
  let page: Page;
  const requests: Request[] = [];
  beforeAll(async () => {
    e = await startE2E();
    ({ page } = await e.open('/admin/login'));
    await signInAdmin(page, e.t.url);
    page.on('request', (r) => requests.push(r));
  });
  afterAll(async () => {
    await e?.close();
  });
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => e.t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);
  const writes = (method: string) => requests.filter((r) => r.method() === method && new URL(r.url()).pathname === '/rest/v1/contact_messages');
  const bar = () => page.getByRole('region', { name: 'Toplu işlemler' });

  async function seed(n: number, statuses: string[] = ['new']) {
    await sql(`delete from public.contact_messages`);
    await sql(
      `insert into public.contact_messages (name, email, message, status, created_at)
       select 'Toplu Gönderen ' || i, 'toplu' || i || '@example.com', 'Spam içerik ' || i, ($2::text[])[1 + i % array_length($2::text[], 1)], now() - i * interval '1 second'
       from generate_series(1, $1::int) i`,
      [n, statuses],
    );
  }
  async function openInbox() {
    await page.goto(`${e.t.url}/admin/contact-messages`);
    await page.getByRole('heading', { level: 1, name: 'İletişim Mesajları' }).waitFor();
    await page.getByText(/\d+ kayıt/).waitFor();
  }

  it('deletes 20 selected messages with one confirmation and exactly one DELETE request', async () => {
    await seed(20);
    await openInbox();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(20);
    await page.getByRole('checkbox', { name: 'Bu sayfadakilerin tümünü seç' }).check();
    expect(await bar().getByText('20 kayıt seçildi').count()).toBe(1);
    requests.length = 0;
    await bar().getByRole('button', { name: 'Sil' }).click();
    await page.getByText('Seçili 20 kaydı silmek istediğinizden emin misiniz?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
    await page.getByText('20 kayıt silindi', { exact: true }).waitFor();
    expect(await sql(`select id from public.contact_messages`)).toHaveLength(0);
    expect(writes('DELETE')).toHaveLength(1);
    expect(new URL(writes('DELETE')[0]!.url()).searchParams.get('id')).toMatch(/^in\.\(/);
    await page.getByText('Mesaj bulunamadı').waitFor();
  });

  it('marks selected messages archived in one request and undoes it per previous value', async () => {
    await seed(6, ['new', 'read', 'spam']);
    await openInbox();
    await page.getByRole('checkbox', { name: 'Seç: Toplu Gönderen 1', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Seç: Toplu Gönderen 2', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Seç: Toplu Gönderen 3', exact: true }).check();
    expect(await bar().getByText('3 kayıt seçildi').count()).toBe(1);
    requests.length = 0;
    await bar().getByRole('button', { name: 'Arşivlendi olarak işaretle' }).click();
    const toast = page.getByText('3 kayıt güncellendi', { exact: true });
    await toast.waitFor();
    expect(writes('PATCH')).toHaveLength(1);
    const statuses = () => sql<{ name: string; status: string }>(`select name, status from public.contact_messages order by created_at desc`).then((r) => r.map((x) => `${x.name}:${x.status}`));
    expect(await statuses()).toEqual(['Toplu Gönderen 1:archived', 'Toplu Gönderen 2:archived', 'Toplu Gönderen 3:archived', 'Toplu Gönderen 4:read', 'Toplu Gönderen 5:spam', 'Toplu Gönderen 6:new']);
    requests.length = 0;
    await page.getByRole('button', { name: 'Geri al' }).click();
    await page.getByText('Değişiklik geri alındı', { exact: true }).waitFor();
    expect(await statuses()).toEqual(['Toplu Gönderen 1:read', 'Toplu Gönderen 2:spam', 'Toplu Gönderen 3:new', 'Toplu Gönderen 4:read', 'Toplu Gönderen 5:spam', 'Toplu Gönderen 6:new']);
    expect(writes('PATCH')).toHaveLength(3);
  });

  it('publishes the selected drafts in one request', async () => {
    const drafts = await sql<{ title: string }>(`select title from public.blog_posts where not published order by title`);
    expect(drafts.length).toBeGreaterThanOrEqual(2);
    await page.goto(`${e.t.url}/admin/blog?published=false`);
    await page.getByRole('heading', { level: 1, name: 'Blog Yönetimi' }).waitFor();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(drafts.length);
    await page.getByRole('checkbox', { name: 'Bu sayfadakilerin tümünü seç' }).check();
    expect(await bar().getByText(`${drafts.length} kayıt seçildi`).count()).toBe(1);
    requests.length = 0;
    await bar().getByRole('button', { name: 'Yayında olarak işaretle' }).click();
    await page.getByText(`${drafts.length} kayıt güncellendi`, { exact: true }).waitFor();
    expect(requests.filter((r) => r.method() === 'PATCH' && new URL(r.url()).pathname === '/rest/v1/blog_posts')).toHaveLength(1);
    const titles = drafts.map((d) => d.title);
    expect(await sql(`select title, published from public.blog_posts where title = any($1) order by title`, [titles])).toEqual(titles.map((title) => ({ title, published: true })));
    expect(await sql(`select 1 from public.blog_posts where not published`)).toHaveLength(0);
  });

  it('"Tüm N sonucu seç" acts on every row matching the search, not only the page', async () => {
    await seed(600);
    await sql(`update public.contact_messages set message = 'Gerçek soru' where name in ('Toplu Gönderen 7', 'Toplu Gönderen 8')`);
    await openInbox();
    await page.getByRole('search').getByRole('searchbox').fill('spam');
    await expect.poll(() => page.getByText('598 kayıt').count()).toBe(1);
    await page.getByRole('checkbox', { name: 'Bu sayfadakilerin tümünü seç' }).check();
    expect(await bar().getByText('50 kayıt seçildi').count()).toBe(1);
    await bar().getByRole('button', { name: 'Tüm 598 sonucu seç' }).click();
    expect(await bar().getByText('598 kayıt seçildi').count()).toBe(1);
    requests.length = 0;
    await bar().getByRole('button', { name: 'Sil' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
    await page.getByText('598 kayıt silindi', { exact: true }).waitFor();
    expect(writes('DELETE')).toHaveLength(1);
    expect((await sql<{ name: string }>(`select name from public.contact_messages order by name`)).map((r) => r.name)).toEqual(['Toplu Gönderen 7', 'Toplu Gönderen 8']);
  });
});
