/**
 * Edit conflicts in Chromium with two staff members signed in side by side (two browser
 * contexts): each sees that the other has the post open; Ayşe saves the title, Burak's save
 * of the excerpt is refused and shows the conflict panel with Ayşe's name, keeps what Burak
 * typed, and the per-field merge keeps both changes; then both change the same field and the
 * later one overwrites only by choosing to. On a published post both edit its draft: the later
 * autosave is refused the same way and the merged draft goes live with "Yayınla". Presence goes
 * when the other leaves.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_EMAIL, STAFF_PASSWORD } from '../helpers/server.ts';
import { startE2E, type E2E } from '../helpers/e2e.ts';

const BURAK = { email: 'burak@example.com', password: 'burak-icin-uzun-bir-parola' };
const WAIT = { timeout: 60_000 };

describe('edit conflicts between two staff members', () => {
  let e: E2E;
  let ayse: Page;
  let burak: Page;
  let postId: string;
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => e.t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);

  async function signIn(email: string, password: string): Promise<Page> {
    const context = await e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${e.t.url}/admin/login`);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByRole('heading', { level: 1, name: 'Kontrol Paneli' }).waitFor(WAIT);
    return page;
  }

  async function openPost(page: Page) {
    await page.goto(`${e.t.url}/admin/blog/${postId}`);
    await page.locator('#root_title').waitFor(WAIT);
  }

  const save = (page: Page) => page.getByRole('toolbar', { name: 'Kayıt işlemleri' }).getByRole('button', { name: 'Kaydet', exact: true }).click();
  const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor(WAIT);
  const stored = async () => (await sql<{ title: string; excerpt: string }>(`select title, excerpt from public.blog_posts where id = $1`, [postId]))[0];

  beforeAll(async () => {
    e = await startE2E();
    await sql(`update auth.users set raw_user_meta_data = raw_user_meta_data || '{"full_name":"Ayşe Yılmaz"}' where email = $1`, [STAFF_EMAIL]);
    const created = await e.t.service().auth.admin.createUser({ ...BURAK, email_confirm: true, app_metadata: { role: 'editor' }, user_metadata: { full_name: 'Burak Demir' } });
    expect(created.error).toBeNull();
    const [row] = await sql<{ id: string }>(
      `insert into public.blog_posts (title, slug, excerpt, content) values ('Çakışma Başlığı', 'cakisma-testi', 'Çakışma özeti', '<p>İçerik</p>') returning id`,
    );
    postId = row!.id;
    ayse = await signIn(STAFF_EMAIL, STAFF_PASSWORD);
    burak = await signIn(BURAK.email, BURAK.password);
  }, 300_000);
  afterAll(async () => {
    await e?.close();
  });

  it('each sees the other editing; a save on a stale copy shows the conflict and the merge keeps both changes', async () => {
    await openPost(ayse);
    await openPost(burak);
    await burak.getByTestId('edit-presence').getByText('Ayşe Yılmaz bu içeriği düzenliyor').waitFor(WAIT);
    await ayse.getByTestId('edit-presence').getByText('Burak Demir bu içeriği düzenliyor').waitFor(WAIT);

    await ayse.locator('#root_title').fill('Ayşe Başlığı');
    await save(ayse);
    await toast(ayse, 'Blog yazısı güncellendi');

    await burak.locator('#root_excerpt').fill('Burak özeti');
    await save(burak);
    const panel = burak.getByTestId('edit-conflict');
    await panel.waitFor(WAIT);
    expect(await panel.textContent()).toContain(`Ayşe Yılmaz (${STAFF_EMAIL})`);
    // Nothing was written, nothing typed was lost.
    expect(await stored()).toEqual({ title: 'Ayşe Başlığı', excerpt: 'Çakışma özeti' });
    expect(await burak.locator('#root_excerpt').inputValue()).toBe('Burak özeti');
    // Field by field: the title only Ayşe changed starts on theirs, the excerpt Burak typed on his.
    const diff = panel.getByTestId('revision-diff');
    expect(await diff.locator('[data-field="title"] input[value="theirs"]').isChecked()).toBe(true);
    expect(await diff.locator('[data-field="excerpt"] input[value="mine"]').isChecked()).toBe(true);
    expect(await diff.locator('[data-field="title"] del').textContent()).toContain('Ayşe');

    await panel.getByRole('button', { name: 'Seçimlerimi uygula' }).click();
    await panel.waitFor({ state: 'detached', ...WAIT });
    expect(await burak.locator('#root_title').inputValue()).toBe('Ayşe Başlığı');
    expect(await burak.locator('#root_excerpt').inputValue()).toBe('Burak özeti');
    await save(burak);
    await toast(burak, 'Blog yazısı güncellendi');
    expect(await stored()).toEqual({ title: 'Ayşe Başlığı', excerpt: 'Burak özeti' });
  });

  it('the same field changed by both: the later save is refused until its author overwrites on purpose', async () => {
    await burak.locator('#root_title').fill('Burak Başlığı');
    await save(burak);
    await toast(burak, 'Blog yazısı güncellendi');

    // Ayşe's copy is older than both of Burak's saves.
    await ayse.locator('#root_title').fill('Ayşe İkinci Başlık');
    await save(ayse);
    const panel = ayse.getByTestId('edit-conflict');
    await panel.waitFor(WAIT);
    expect(await panel.textContent()).toContain('burak@example.com');
    expect((await stored())!.title).toBe('Burak Başlığı');
    expect(await ayse.locator('#root_title').inputValue()).toBe('Ayşe İkinci Başlık');
    expect(await panel.getByTestId('revision-diff').locator('[data-field="title"] input[value="mine"]').isChecked()).toBe(true);

    await panel.getByRole('button', { name: 'Benimkini kaydet' }).click();
    // The panel goes as the save starts, and an earlier save's toast may still be showing on
    // this background page (its timers are throttled), so a toast proves nothing: the row does.
    await panel.waitFor({ state: 'detached', ...WAIT });
    await expect.poll(async () => (await stored())!.title, { timeout: 60_000 }).toBe('Ayşe İkinci Başlık');
  });

  it('opening a message marks it read, and the open form saves on that new version (no false conflict)', async () => {
    await sql(`insert into public.contact_messages (name, email, message, status) values ('Ceren Soru', 'ceren@example.com', 'Merhaba, fiyat alabilir miyim?', 'new')`);
    await ayse.goto(`${e.t.url}/admin/contact-messages`);
    await ayse.getByRole('cell', { name: 'Ceren Soru', exact: true }).click();
    const dialog = ayse.getByRole('dialog');
    await dialog.waitFor(WAIT);
    await expect.poll(async () => (await sql<{ status: string }>(`select status from public.contact_messages where name = 'Ceren Soru'`))[0]?.status, WAIT).toBe('read');
    await dialog.locator('#root_status').selectOption('replied');
    await dialog.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await toast(ayse, 'Mesaj durumu güncellendi');
    expect(await sql(`select status from public.contact_messages where name = 'Ceren Soru'`)).toEqual([{ status: 'replied' }]);
    await openPost(ayse);
  });

  it('a published post: both edit its draft; the later autosave shows the conflict, keeps what was typed, and the merge goes live with "Yayınla"', async () => {
    const [live] = await sql<{ id: string }>(
      `insert into public.blog_posts (title, slug, excerpt, content, published) values ('Yayındaki Başlık', 'cakisma-yayinda', 'Yayındaki özet', '<p>İçerik</p>', true) returning id`,
    );
    const open = async (page: Page) => {
      await page.goto(`${e.t.url}/admin/blog/${live!.id}`);
      await page.locator('#root_title').waitFor(WAIT);
    };
    const draftSaved = (page: Page) => page.getByRole('toolbar', { name: 'Kayıt işlemleri' }).getByText('Taslak kaydedildi; yayında değil', { exact: true }).waitFor(WAIT);
    const draft = async () => (await sql<{ title: string; excerpt: string }>(`select data->>'title' as title, data->>'excerpt' as excerpt from public.content_drafts where row_id = $1`, [live!.id]))[0];
    await open(ayse);
    await open(burak);

    await ayse.locator('#root_title').fill('Ayşe Taslak Başlığı');
    await draftSaved(ayse);
    expect(await draft()).toEqual({ title: 'Ayşe Taslak Başlığı', excerpt: 'Yayındaki özet' });

    // Burak's copy has no draft yet: his autosave is refused, with Ayşe named and his text kept.
    await burak.locator('#root_excerpt').fill('Burak taslak özeti');
    const panel = burak.getByTestId('edit-conflict');
    await panel.waitFor(WAIT);
    expect(await panel.textContent()).toContain(`Ayşe Yılmaz (${STAFF_EMAIL})`);
    expect(await draft()).toEqual({ title: 'Ayşe Taslak Başlığı', excerpt: 'Yayındaki özet' });
    expect(await burak.locator('#root_excerpt').inputValue()).toBe('Burak taslak özeti');

    await panel.getByRole('button', { name: 'Seçimlerimi uygula' }).click();
    await panel.waitFor({ state: 'detached', ...WAIT });
    expect(await burak.locator('#root_title').inputValue()).toBe('Ayşe Taslak Başlığı');
    expect(await burak.locator('#root_excerpt').inputValue()).toBe('Burak taslak özeti');
    await expect.poll(draft, { timeout: 60_000 }).toEqual({ title: 'Ayşe Taslak Başlığı', excerpt: 'Burak taslak özeti' });
    // The live post is untouched until someone publishes.
    expect(await sql(`select title, excerpt from public.blog_posts where id = $1`, [live!.id])).toEqual([{ title: 'Yayındaki Başlık', excerpt: 'Yayındaki özet' }]);

    await burak.getByRole('toolbar', { name: 'Kayıt işlemleri' }).getByRole('button', { name: 'Yayınla', exact: true }).click();
    await toast(burak, 'Değişiklikler yayınlandı');
    expect(await sql(`select title, excerpt from public.blog_posts where id = $1`, [live!.id])).toEqual([{ title: 'Ayşe Taslak Başlığı', excerpt: 'Burak taslak özeti' }]);
    expect(await draft()).toBeUndefined();
    // Back on the first post, where the next test watches Burak leave.
    await openPost(burak);
    await openPost(ayse);
  });

  it('presence goes when the other closes the item', async () => {
    await ayse.getByTestId('edit-presence').waitFor(WAIT);
    await burak.close({ runBeforeUnload: true });
    await ayse.getByTestId('edit-presence').waitFor({ state: 'detached', ...WAIT });
    expect(await sql(`select name from public.edit_presence where row_id = $1`, [postId])).toEqual([{ name: 'Ayşe Yılmaz' }]);
  });
});
