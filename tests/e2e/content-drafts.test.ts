/**
 * Drafts of published items in Chromium, signed in as staff: the title of a published post
 * is edited and autosaved to its draft; the public page keeps the old title, the list says
 * "Yayında · taslak değişiklik var", opening the post again shows the draft's title with the
 * notice; "Yayınla" puts it live and the public page shows the new title. "Taslağı sil"
 * brings the form back to the live values; restoring a revision puts it live and drops the
 * draft made before it, saying so.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPage, startE2E, type E2E } from '../helpers/e2e.ts';

const WAIT = { timeout: 60_000 };

describe('drafts of published items', () => {
  let e: E2E;
  let admin: Page;
  let postId: string;
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => e.t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);
  const toolbar = () => admin.getByRole('toolbar', { name: 'Kayıt işlemleri' });

  /** The public page's title, read as a visitor (server-rendered). */
  async function publicTitle(slug: string): Promise<string> {
    const res = await fetch(`${e.t.url}/blog/${slug}`);
    expect(res.status).toBe(200);
    const h1 = /<main[\s\S]*?<h1[^>]*>([\s\S]*?)<\/h1>/.exec(await res.text());
    return (h1?.[1] ?? '').replace(/<[^>]+>/g, '').trim();
  }

  beforeAll(async () => {
    e = await startE2E();
    const [row] = await sql<{ id: string }>(
      `insert into public.blog_posts (title, slug, excerpt, content, published) values ('Yayındaki Eski Başlık', 'taslak-e2e', 'Özet', '<p>İçerik</p>', true) returning id`,
    );
    postId = row!.id;
    admin = (await signedInPage(e, `/admin/blog/${postId}`)).page;
    await admin.locator('#root_title').waitFor(WAIT);
  }, 300_000);
  afterAll(async () => {
    await e?.close();
  });

  it('an autosaved draft leaves the public page as it was until "Yayınla"', async () => {
    expect(await publicTitle('taslak-e2e')).toBe('Yayındaki Eski Başlık');
    await admin.locator('#root_title').fill('Taslaktaki Yeni Başlık');
    // Autosave after typing stops: the draft holds it, the row does not.
    await toolbar().getByText('Taslak kaydedildi; yayında değil', { exact: true }).waitFor(WAIT);
    const drafts = await sql<{ title: string }>(`select data->>'title' as title from public.content_drafts where row_id = $1`, [postId]);
    expect(drafts).toEqual([{ title: 'Taslaktaki Yeni Başlık' }]);
    expect(await sql(`select title from public.blog_posts where id = $1`, [postId])).toEqual([{ title: 'Yayındaki Eski Başlık' }]);
    expect(await publicTitle('taslak-e2e')).toBe('Yayındaki Eski Başlık');

    // The list shows the live title with the draft's badge.
    await toolbar().getByRole('link', { name: 'Listeye dön' }).click();
    const row = admin.locator('tbody tr', { hasText: 'Yayındaki Eski Başlık' });
    await row.getByText('Yayında · taslak değişiklik var', { exact: true }).waitFor(WAIT);

    // Opened again: the draft's values, said to be unpublished.
    await row.click();
    await admin.getByText('Yayınlanmamış değişiklikler', { exact: true }).waitFor(WAIT);
    expect(await admin.locator('#root_title').inputValue()).toBe('Taslaktaki Yeni Başlık');

    await toolbar().getByRole('button', { name: 'Yayınla', exact: true }).click();
    await admin.getByText('Değişiklikler yayınlandı', { exact: true }).first().waitFor(WAIT);
    expect(await sql(`select title from public.blog_posts where id = $1`, [postId])).toEqual([{ title: 'Taslaktaki Yeni Başlık' }]);
    expect(await sql(`select id from public.content_drafts where row_id = $1`, [postId])).toEqual([]);
    await expect.poll(() => publicTitle('taslak-e2e'), WAIT).toBe('Taslaktaki Yeni Başlık');
    await admin.getByText('Yayınlanmamış değişiklikler', { exact: true }).waitFor({ state: 'detached', ...WAIT });
  });

  it('"Taslağı sil" drops the draft and the form shows the live values again', async () => {
    await admin.locator('#root_title').fill('Vazgeçilecek Başlık');
    await toolbar().getByText('Taslak kaydedildi; yayında değil', { exact: true }).waitFor(WAIT);
    await toolbar().getByRole('button', { name: 'Taslağı sil', exact: true }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Sil', exact: true }).click();
    await admin.getByText('Taslak silindi; form yayındaki sürümü gösteriyor', { exact: true }).first().waitFor(WAIT);
    expect(await admin.locator('#root_title').inputValue()).toBe('Taslaktaki Yeni Başlık');
    expect(await sql(`select id from public.content_drafts where row_id = $1`, [postId])).toEqual([]);
    expect(await publicTitle('taslak-e2e')).toBe('Taslaktaki Yeni Başlık');
  });

  it('restoring a revision while a draft exists puts that version live and drops the draft', async () => {
    await admin.locator('#root_title').fill('Geri yüklemeden önceki taslak');
    await toolbar().getByText('Taslak kaydedildi; yayında değil', { exact: true }).waitFor(WAIT);
    const panels = admin.getByRole('complementary', { name: 'Kayıt bilgileri' });
    await panels.getByRole('button', { name: 'Geçmiş' }).click();
    const versions = panels.getByRole('list', { name: 'Kayıtlı sürümler' }).getByRole('button');
    // One version so far: the post before "Yayınla" (the draft itself is no version).
    await expect.poll(() => versions.count(), WAIT).toBe(1);
    await versions.nth(0).click();
    await panels.getByRole('button', { name: 'Bu sürümü geri yükle' }).click();
    await admin.getByRole('dialog', { name: 'Bu sürümü geri yükle' }).getByRole('button', { name: 'Geri yükle' }).click();
    await admin.getByText('Geri yüklenen sürüm yayında; yayınlanmamış taslak değişiklikler silindi.', { exact: true }).first().waitFor(WAIT);
    await expect.poll(() => admin.locator('#root_title').inputValue(), WAIT).toBe('Yayındaki Eski Başlık');
    expect(await sql(`select title from public.blog_posts where id = $1`, [postId])).toEqual([{ title: 'Yayındaki Eski Başlık' }]);
    expect(await sql(`select id from public.content_drafts where row_id = $1`, [postId])).toEqual([]);
    await expect.poll(() => publicTitle('taslak-e2e'), WAIT).toBe('Yayındaki Eski Başlık');
  });
});
