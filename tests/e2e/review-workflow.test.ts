/**
 * The review loop in Chromium with three accounts: an author (Yazar) sees no publishing
 * button and no settings, menus, redirects or users in the sidebar, edits a draft post and
 * sends it for review; an editor finds it under "İnceleme bekleyenler" and asks for a change
 * with a note; the author sees the note, edits and sends again; an administrator approves it
 * ("Onayla ve yayınla") and the public page answers 200.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, startE2E, type E2E } from '../helpers/e2e.ts';

const WAIT = { timeout: 60_000 };
const AUTHOR_EMAIL = 'yazar.e2e@example.com';
const EDITOR_EMAIL = 'editor.e2e@example.com';
const PASSWORD = 'review-e2e-password-1';
const SLUG = 'yazarin-incelenen-yazisi';

describe('review workflow', () => {
  let e: E2E;
  let postId: string;
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => e.t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);

  async function signedInAs(email: string, path: string): Promise<Page> {
    const { page } = await e.open('/admin/login');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByRole('heading', { level: 1, name: 'Kontrol Paneli' }).waitFor(WAIT);
    await page.goto(e.t.url + path);
    return page;
  }

  const panel = (page: Page) => page.getByTestId('review-panel');

  async function saveTitle(page: Page, title: string): Promise<void> {
    await page.locator('#root_title').fill(title);
    await page.getByRole('toolbar', { name: 'Kayıt işlemleri' }).getByRole('button', { name: 'Kaydet', exact: true }).click();
    await page.getByRole('toolbar', { name: 'Kayıt işlemleri' }).getByText('Tüm değişiklikler kaydedildi', { exact: true }).waitFor(WAIT);
    await expect.poll(async () => (await sql<{ title: string }>('select title from public.blog_posts where id = $1', [postId]))[0]?.title, WAIT).toBe(title);
  }

  beforeAll(async () => {
    e = await startE2E();
    for (const [email, role] of [[AUTHOR_EMAIL, 'author'], [EDITOR_EMAIL, 'editor']] as const) {
      const { error } = await e.t.service().auth.admin.createUser({ email, password: PASSWORD, email_confirm: true, app_metadata: { role } });
      expect(error).toBeNull();
    }
    const [row] = await sql<{ id: string }>(
      `insert into public.blog_posts (title, slug, excerpt, content, published) values ('Yazarın ilk taslağı', $1, 'Kısa özet', '<p>Yazının içeriği</p>', false) returning id`,
      [SLUG],
    );
    postId = row!.id;
  }, 300_000);
  afterAll(async () => {
    await e?.close();
  });

  it('an author sends a draft, an editor asks for a change, the author edits and sends again, an admin approves it live', async () => {
    const author = await signedInAs(AUTHOR_EMAIL, `/admin/blog/${postId}`);
    await author.locator('#root_title').waitFor(WAIT);
    const sidebar = author.getByRole('navigation').first();
    await sidebar.getByRole('link', { name: 'Blog', exact: true }).waitFor(WAIT);
    for (const hidden of ['Ayarlar', 'Menüler', 'Yönlendirmeler', 'Kullanıcılar']) expect(await sidebar.getByRole('link', { name: hidden, exact: true }).count()).toBe(0);
    const bar = author.getByRole('toolbar', { name: 'Kayıt işlemleri' });
    expect(await bar.getByRole('button', { name: 'Kaydet ve Yayınla' }).count()).toBe(0);
    expect(await author.locator('#root_published').isDisabled()).toBe(true);

    await saveTitle(author, 'Yazarın taslağı');
    await panel(author).getByRole('button', { name: 'İncelemeye gönder' }).click();
    await panel(author).getByTestId('review-status').getByText('İnceleme bekliyor').waitFor(WAIT);
    expect(await panel(author).getByTestId('review-status').textContent()).toContain(AUTHOR_EMAIL);

    const editor = await signedInAs(EDITOR_EMAIL, '/admin');
    const pending = editor.getByTestId('pending-reviews');
    await pending.getByRole('link', { name: 'Yazarın taslağı' }).click();
    await panel(editor).getByTestId('review-decision').waitFor(WAIT);
    await panel(editor).getByRole('button', { name: 'Yeni içeriği göster' }).click();
    await panel(editor).getByTestId('revision-diff').getByText('Yazarın taslağı').first().waitFor(WAIT);
    await panel(editor).getByLabel('Yazara not').fill('Başlığı daha açık yazın.');
    await panel(editor).getByRole('button', { name: 'Değişiklik iste' }).click();
    await panel(editor).getByTestId('review-note').getByText('Başlığı daha açık yazın.').waitFor(WAIT);

    await author.reload();
    await panel(author).getByTestId('review-note').getByText('Başlığı daha açık yazın.').waitFor(WAIT);
    expect(await panel(author).getByTestId('review-status').textContent()).toContain(EDITOR_EMAIL);
    await saveTitle(author, 'Yazarın açık başlıklı yazısı');
    await panel(author).getByRole('button', { name: 'İncelemeye gönder' }).click();
    await panel(author).getByTestId('review-status').getByText('İnceleme bekliyor').waitFor(WAIT);
    const mails = await sql<{ subject: string }>("select message ->> 'subject' as subject from private.mail_outbox where message ->> 'to' = $1", [AUTHOR_EMAIL]);
    expect(mails).toEqual([{ subject: 'Değişiklik istendi: Yazarın taslağı' }]);

    const { page: admin } = await e.open('/admin/login');
    await signInAdmin(admin, e.t.url);
    await admin.goto(`${e.t.url}/admin/blog/${postId}`);
    await panel(admin).getByRole('button', { name: 'Onayla ve yayınla' }).click();
    await panel(admin).getByTestId('review-status').getByText('Onaylandı').waitFor(WAIT);
    expect(await sql('select published, title from public.blog_posts where id = $1', [postId])).toEqual([{ published: true, title: 'Yazarın açık başlıklı yazısı' }]);
    await expect.poll(async () => (await fetch(`${e.t.url}/blog/${SLUG}`)).status, WAIT).toBe(200);

    // The list offers the author nothing the database refuses on the now live post.
    await author.goto(`${e.t.url}/admin/blog`);
    const title = 'Yazarın açık başlıklı yazısı';
    await author.getByRole('link', { name: title, exact: true }).waitFor(WAIT);
    expect(await author.getByRole('button', { name: `Diğer işlemler: ${title}` }).count()).toBe(0);
    await author.getByRole('checkbox', { name: `Seç: ${title}` }).check();
    const bulk = author.getByRole('region', { name: 'Toplu işlemler' });
    await bulk.getByText('1 kayıt seçildi').waitFor(WAIT);
    expect(await bulk.getByRole('button', { name: /olarak işaretle|^Sil$/ }).count()).toBe(0);
  });
});
