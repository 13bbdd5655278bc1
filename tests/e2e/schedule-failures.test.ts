/**
 * A scheduled draft that could not go live, in Chromium: its slug was taken by another post
 * before its time; the scheduler's run (called as the server calls it) unscheduled it. The
 * dashboard lists it with the reason in Turkish and a link; the link opens the post, whose
 * editor says the same above the form.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPage, startE2E, type E2E } from '../helpers/e2e.ts';

const WAIT = { timeout: 60_000 };
const REASON = 'Zamanlanmış yayın yapılamadı: bağlantı adresi başka bir sayfada kullanılıyor';

describe('a scheduled draft that failed', () => {
  let e: E2E;
  let admin: Page;
  let postId: string;
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => e.t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);

  beforeAll(async () => {
    e = await startE2E();
    const [row] = await sql<{ id: string; updated_at: string }>(
      `insert into public.blog_posts (title, slug, excerpt, content, published) values ('Zamanlanan Yazı', 'zamanlanan-yazi', 'Özet', '<p>İçerik</p>', true) returning id, updated_at`,
    );
    postId = row!.id;
    await sql(
      `insert into public.content_drafts (table_name, row_id, data, base_updated_at, publish_at)
       select 'blog_posts', id, to_jsonb(p) || '{"slug": "kapilan-adres", "title": "Zamanlanan Yeni Başlık"}', updated_at, now() - interval '1 second' from public.blog_posts p where id = $1`,
      [postId],
    );
    await sql(`insert into public.blog_posts (title, slug, excerpt, content, published) values ('Adresi Kapan', 'kapilan-adres', 'Özet', '<p>İçerik</p>', true)`);
    expect(await sql('select public.apply_due_drafts() as n')).toEqual([{ n: 0 }]);
    admin = (await signedInPage(e, '/admin')).page;
  }, 300_000);
  afterAll(async () => {
    await e?.close();
  });

  it('the dashboard lists it with its reason; its link opens the post, whose editor says why', async () => {
    const list = admin.getByTestId('schedule-failures');
    await list.waitFor(WAIT);
    expect(await admin.getByRole('heading', { name: 'Yayınlanamayan zamanlanmış taslaklar' }).count()).toBe(1);
    expect(await list.getByTestId('schedule-failure-reason').allTextContents()).toEqual([REASON]);
    await list.getByRole('link', { name: 'Zamanlanan Yeni Başlık' }).click();
    await admin.waitForURL(`**/admin/blog/${postId}`, WAIT);
    await admin.getByTestId('schedule-failure').waitFor(WAIT);
    expect(await admin.getByTestId('schedule-failure').textContent()).toBe(REASON);
  });
});
