/**
 * The page cache empties only when what public pages read changes (server/app/seo/follow-writes.ts,
 * generated/public-tables.ts): while an editor has a post open (presence beats), autosaves a
 * draft and visitors send the contact form and sign up for the newsletter, the post page stays
 * a cache hit (X-Page-Cache) every time; publishing the draft, an edit of the post and a write
 * straight in the database (another server's, say) each show on the page. And the tables whose
 * changes the database notifies are exactly the generated list.
 */
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_TABLES } from '../../generated/public-tables.ts';
import { ensureSpaBuilt } from '../../server/app/build-spa.ts';
import { PROJECT_ROOT } from '../../server/platform/db/setup.ts';
import { contentDraftsData } from '../../src/admin/data/content-drafts-data.ts';
import { presenceData } from '../../src/admin/data/presence-data.ts';
import type { AdminClient } from '../../src/lib/admin-client.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { until } from '../helpers/until.ts';

interface Post {
  id: string;
  slug: string;
  title: string;
  updated_at: string;
  [column: string]: unknown;
}

interface Page {
  cache: string | null;
  title: string | undefined;
}

describe('the page cache under staff and visitor activity', () => {
  let t: TestServer;
  let staff: AdminClient;
  let visitor: SupabaseClient;
  let post: Post;
  const page = () => `/blog/${post.slug}`;

  async function get(p: string): Promise<Page> {
    const res = await fetch(t.url + p);
    expect(res.status).toBe(200);
    const title = new JSDOM(await res.text()).window.document.querySelector('main h1')?.textContent?.trim();
    return { cache: res.headers.get('x-page-cache'), title };
  }

  beforeAll(async () => {
    await ensureSpaBuilt(path.join(PROJECT_ROOT, 'dist'), () => {});
    t = await startTestServer();
    staff = (await t.signIn()) as unknown as AdminClient;
    visitor = t.anon();
    const created = await staff
      .from('blog_posts')
      .insert({ slug: 'onbellek-yazisi', title: 'Önbellekteki Yazı', excerpt: 'Özet', content: '<p>İçerik</p>', published: true })
      .select('*')
      .single();
    expect(created.error).toBeNull();
    post = created.data as unknown as Post;
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  it('stays a hit through presence beats, draft autosaves, contact messages and sign-ups', async () => {
    expect(await get(page())).toEqual({ cache: 'miss', title: 'Önbellekteki Yazı' });
    expect(await get(page())).toEqual({ cache: 'hit', title: 'Önbellekteki Yazı' });

    const me = (await staff.auth.getUser()).data.user!;
    const presence = presenceData(staff);
    const drafts = contentDraftsData(staff, 'blog_posts');
    const states: (string | null)[] = [];
    let draft: { id: string; version: string } | undefined;
    for (let i = 1; i <= 4; i++) {
      expect(await presence.beat({ table: 'blog_posts', rowId: post.id, userId: me.id }, 'Editör')).not.toBeNull();
      states.push((await get(page())).cache);
      const saved = await drafts.save(post.id, { ...post, title: `Taslak Başlık ${i}` }, post.updated_at, null, draft);
      expect(saved.error).toBeNull();
      draft = { id: saved.data!.id, version: saved.data!.updated_at };
      states.push((await get(page())).cache);
      const message = await visitor.from('contact_messages').insert({ name: `Ziyaretçi ${i}`, email: `ziyaretci${i}@example.com`, message: 'Merhaba, teklif almak istiyorum.' });
      expect(message.status).toBe(201);
      states.push((await get(page())).cache);
      const signUp = await visitor.from('newsletter_subscribers').insert({ email: `abone${i}@example.com` });
      expect(signUp.status).toBe(201);
      states.push((await get(page())).cache);
    }
    // 100% hits: none of these writes changes what the page shows.
    expect(states).toEqual(Array(16).fill('hit'));
    expect(await get(page())).toEqual({ cache: 'hit', title: 'Önbellekteki Yazı' });

    // Publishing the draft (a function) writes the post: the very next request shows it.
    const published = await staff.rpc('publish_draft', { draft_id: draft!.id, draft_version: draft!.version });
    expect(published.error).toBeNull();
    expect(await get(page())).toEqual({ cache: 'miss', title: 'Taslak Başlık 4' });
    expect(await get(page())).toEqual({ cache: 'hit', title: 'Taslak Başlık 4' });
  });

  it('shows an edit of the post through supabase-js on the next request', async () => {
    const edited = await staff.from('blog_posts').update({ title: 'Düzenlenen Başlık' }).eq('id', post.id);
    expect(edited.status).toBe(204);
    expect(await get(page())).toEqual({ cache: 'miss', title: 'Düzenlenen Başlık' });
    expect(await get(page())).toEqual({ cache: 'hit', title: 'Düzenlenen Başlık' });
  });

  it("follows a write no API of this server saw, by the database's notification (menus included)", async () => {
    await t.server.ctx.db.admin.query(`update public.blog_posts set title = 'Veritabanında Değişen' where id = $1`, [post.id]);
    await until('the page to show the change', async () => ((await get(page())).title === 'Veritabanında Değişen' ? true : undefined));
    expect((await get(page())).cache).toBe('hit');
    // Menus had no notification before; a page shows them.
    await t.server.ctx.db.admin.query(`insert into public.menus (name, location, items, published) values ('Alt', 'footer', '[]', true)`);
    await until('a menu change to empty the cache', async () => ((await get(page())).cache === 'miss' ? true : undefined));
  });

  it('the database notifies content_changed for exactly the tables public pages read (generated/public-tables.ts)', async () => {
    const { rows } = await t.server.ctx.db.admin.query<{ table: string }>(`
      select distinct c.relname as table
      from pg_trigger g join pg_class c on c.oid = g.tgrelid join pg_namespace n on n.oid = c.relnamespace
      join pg_proc p on p.oid = g.tgfoid
      where n.nspname = 'public' and not g.tgisinternal and p.prosrc like '%pg_notify(''content_changed''%'
`);
    expect(rows.map((r) => r.table).sort()).toEqual([...PUBLIC_PAGE_TABLES].sort());
  });
});
