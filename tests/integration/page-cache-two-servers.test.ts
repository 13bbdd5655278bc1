/**
 * The page cache across servers over one database: writes through the first server that no
 * public page reads (a presence beat, a draft autosave, a contact message) leave the second
 * server's cached post as it is; an edit of the post through the first reaches the second by
 * the database's `content_changed` notification. `settle()` on the second waits until it has
 * heard every notification committed so far, so nothing here waits for a fixed time.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { ensureSpaBuilt } from '../../server/app/build-spa.ts';
import { PROJECT_ROOT } from '../../server/platform/db/setup.ts';
import { contentDraftsData } from '../../src/admin/data/content-drafts-data.ts';
import { presenceData } from '../../src/admin/data/presence-data.ts';
import type { AdminClient } from '../../src/lib/admin-client.ts';
import { startServerPair, type ServerPair } from '../helpers/server-pair.ts';

describe('the page cache on two servers', () => {
  let pair: ServerPair;
  let staff: AdminClient;
  let post: { id: string; slug: string; title: string; updated_at: string };

  /** The post on the second server, once it has heard every change committed so far. */
  async function onSecond(): Promise<{ cache: string | null; title: string | undefined }> {
    await pair.second.server.ctx.contentVersion.settle();
    const res = await fetch(`${pair.second.url}/blog/${post.slug}`);
    expect(res.status).toBe(200);
    return { cache: res.headers.get('x-page-cache'), title: new JSDOM(await res.text()).window.document.querySelector('main h1')?.textContent?.trim() };
  }

  beforeAll(async () => {
    await ensureSpaBuilt(path.join(PROJECT_ROOT, 'dist'), () => {});
    pair = await startServerPair();
    staff = (await pair.first.signIn()) as unknown as AdminClient;
    const created = await staff
      .from('blog_posts')
      .insert({ slug: 'iki-sunucu-yazisi', title: 'İki Sunucudaki Yazı', excerpt: 'Özet', content: '<p>İçerik</p>', published: true })
      .select('id, slug, title, updated_at')
      .single();
    expect(created.error).toBeNull();
    post = created.data!;
  }, 300_000);
  afterAll(async () => {
    await pair?.close();
  });

  it("keeps the second server's page through the first's non-public writes, and drops it for an edit", async () => {
    expect(await onSecond()).toEqual({ cache: 'miss', title: 'İki Sunucudaki Yazı' });
    expect(await onSecond()).toEqual({ cache: 'hit', title: 'İki Sunucudaki Yazı' });

    const me = (await staff.auth.getUser()).data.user!;
    expect(await presenceData(staff).beat({ table: 'blog_posts', rowId: post.id, userId: me.id }, 'Editör')).not.toBeNull();
    expect((await onSecond()).cache).toBe('hit');
    const saved = await contentDraftsData(staff, 'blog_posts').save(post.id, { ...post, title: 'Taslak' }, post.updated_at, null);
    expect(saved.error).toBeNull();
    expect((await onSecond()).cache).toBe('hit');
    const message = await pair.first.anon().from('contact_messages').insert({ name: 'Ziyaretçi', email: 'ziyaretci@example.com', message: 'Merhaba, teklif almak istiyorum.' });
    expect(message.status).toBe(201);
    expect((await onSecond()).cache).toBe('hit');

    // The draft is dropped so the edit below goes to the live row as an editor's save would.
    expect((await contentDraftsData(staff, 'blog_posts').discard(saved.data!.id)).error).toBeNull();
    const edited = await staff.from('blog_posts').update({ title: 'İlk Sunucuda Düzenlenen' }).eq('id', post.id);
    expect(edited.status).toBe(204);
    expect(await onSecond()).toEqual({ cache: 'miss', title: 'İlk Sunucuda Düzenlenen' });
  });
});
