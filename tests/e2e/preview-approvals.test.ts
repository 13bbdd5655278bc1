/**
 * A client's approval through a preview link, in Chromium: staff make a named link that asks
 * for approval on a draft post; a signed-out browser opens it, writes a comment and clicks
 * "Onaylıyorum" (asking nothing of another site); the editor's panel then shows the approval
 * with the link's name and the comment. And a link made in the English tab opens the English
 * page (`/en/blog/…`, `lang="en"`) with the English title.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, startE2E, type E2E } from '../helpers/e2e.ts';

describe('client approval and language through preview links', () => {
  let e: E2E;
  let admin: Page;

  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => e.t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);
  const panel = () => admin.getByRole('complementary', { name: 'Kayıt bilgileri' }).getByRole('region', { name: 'Önizleme bağlantısı' });

  async function openEditor(id: string, language = '') {
    await admin.goto(`${e.t.url}/admin/blog/${id}${language ? `?dil=${language}` : ''}`);
    await admin.getByRole('heading', { level: 1, name: /^Blog Yazısını Düzenle/ }).waitFor();
    await admin.locator('#root_title').waitFor();
  }

  beforeAll(async () => {
    e = await startE2E();
    ({ page: admin } = await e.open('/admin/login'));
    await signInAdmin(admin, e.t.url);
  });
  afterAll(async () => {
    await e?.close();
  });

  it('a client approves a named preview link with a comment, and the editor shows it', async () => {
    const [draft] = await sql<{ id: string; title: string }>(`select id, title from public.blog_posts where not published order by title limit 1`);
    await openEditor(draft!.id);
    await panel().getByLabel('Bağlantının adı').fill('Müşteri – Ayşe Hanım');
    await panel().getByLabel('Onay iste', { exact: false }).check();
    await panel().getByRole('button', { name: 'Bağlantı oluştur' }).click();
    const link = await panel().getByRole('textbox', { name: 'Yeni önizleme bağlantısı' }).inputValue();
    await panel().getByText('Müşteri – Ayşe Hanım ·', { exact: false }).waitFor();

    const context = await e.browser.newContext();
    const guest = await context.newPage();
    const elsewhere: string[] = [];
    const errors: string[] = [];
    guest.on('request', (r) => void (new URL(r.url()).origin !== e.t.url && elsewhere.push(r.url())));
    guest.on('pageerror', (err) => errors.push(err.message));
    await guest.goto(link);
    await guest.getByRole('heading', { level: 1, name: draft!.title }).waitFor();
    const bar = guest.getByRole('region', { name: 'Bu taslağı onaylıyor musunuz?' });
    await bar.getByRole('textbox', { name: 'Yorumunuz' }).fill('Başlık harika, yayınlayalım.');
    await bar.getByRole('button', { name: 'Onaylıyorum' }).click();
    await bar.getByRole('status').getByText('Teşekkürler, onayınız iletildi.').waitFor();
    expect(elsewhere).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();

    await openEditor(draft!.id);
    const answer = panel().getByRole('list', { name: 'Müşteri yanıtları' }).getByRole('listitem');
    await answer.first().waitFor();
    expect(await answer.allTextContents()).toEqual([expect.stringMatching(/^Onaylandı – Müşteri – Ayşe Hanım, \d{1,2} \S+ \d{2}:\d{2}: ‘Başlık harika, yayınlayalım\.’$/)]);
  });

  it('a preview link made in the English tab opens the English page with its title and lang="en"', async () => {
    const [post] = await sql<{ id: string; en_title: string; en_slug: string }>(
      `select p.id, t.title as en_title, t.slug as en_slug from public.blog_posts p join public.blog_posts_translations t on t.item_id = p.id and t.locale = 'en' order by p.title limit 1`,
    );
    await openEditor(post!.id, 'en');
    expect(await panel().getByLabel('Dil').inputValue()).toBe('en');
    await panel().getByRole('button', { name: 'Bağlantı oluştur' }).click();
    const link = await panel().getByRole('textbox', { name: 'Yeni önizleme bağlantısı' }).inputValue();
    expect(link).toMatch(new RegExp(`^${e.t.url}/en/blog/${post!.en_slug}\\?onizleme=[A-Za-z0-9_-]{43}$`));

    const context = await e.browser.newContext();
    const guest = await context.newPage();
    await guest.goto(link);
    await guest.getByRole('heading', { level: 1, name: post!.en_title }).waitFor();
    expect(await guest.locator('html').getAttribute('lang')).toBe('en');
    await guest.getByText('Önizleme — sayfanın bu hâli henüz yayında değil').waitFor();
    await context.close();
  });
});
