/**
 * Scheduled publishing with nothing running: a published row with a future `publish_at` is
 * invisible to visitors (RLS compares it with the database's now()) and appears on its own
 * once that time has come; the sitemap and the page cache follow, the cache from
 * `next_publication_at()` without any write.
 *
 * The clock: RLS reads now(), the start of the transaction, which no test can set. So the
 * boundary is tested exactly inside one transaction (a row at now() is visible, one a
 * microsecond later is not) and then in the same session's next transaction, whose now() is
 * later: the clock moved, nobody slept, and the row is there. Visibility through supabase-js
 * is tested by moving the row's time instead (service role), and the page cache with one
 * real wait of about two seconds, because that is the only way to show that nothing but the
 * passing of time makes the page appear.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { resource as blogConfig } from '../../generated/admin/blog.ts';
import { resourceData } from '../../src/admin/data/resource-data.ts';
import { listMatch } from '../../src/admin/resource/list-query.ts';
import { SCHEDULED } from '../../src/admin/resource/publication-status.ts';
import type { AnyResource } from '../../src/admin/resource/types.ts';
import type { AdminClient } from '../../src/lib/admin-client.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const HOUR = 3600_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** The smallest valid row of each schedulable table. */
const ROWS: Record<string, (slug: string) => Record<string, unknown>> = {
  blog_posts: (slug) => ({ slug, title: `Yazı ${slug}`, excerpt: 'Özet', content: '<p>İçerik</p>' }),
  projects: (slug) => ({ slug, title: `Proje ${slug}`, description: 'Açıklama', content: '<p>İçerik</p>', client: 'Müşteri', category: 'Web' }),
  services: (slug) => ({ slug, title: `Hizmet ${slug}`, description: 'Açıklama', content: '<p>İçerik</p>' }),
  pages: (slug) => ({ slug, title: `Sayfa ${slug}`, excerpt: 'Özet', content: '<p>İçerik</p>' }),
};

describe('scheduled publishing', () => {
  let t: TestServer;
  let service: SupabaseClient;
  let anon: SupabaseClient;

  beforeAll(async () => {
    t = await startTestServer({ seed: true });
    service = t.service();
    anon = t.anon();
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  async function insert(table: string, slug: string, values: Record<string, unknown>): Promise<string> {
    const { data, error } = await service.from(table).insert({ ...ROWS[table]!(slug), ...values }).select('id').single();
    expect(error).toBeNull();
    return (data as { id: string }).id;
  }

  async function anonSlugs(table: string, slug: string): Promise<string[]> {
    const { data, error } = await anon.from(table).select('slug').eq('slug', slug);
    expect(error).toBeNull();
    return (data as { slug: string }[]).map((r) => r.slug);
  }

  it.each(Object.keys(ROWS))('%s: anon sees a published row only once its publish_at has passed; staff see it before', async (table) => {
    const slug = `zamanli-${table.replace('_', '-')}`;
    const id = await insert(table, slug, { published: true, publish_at: iso(Date.now() + HOUR) });
    expect(await anonSlugs(table, slug)).toEqual([]);
    const staff = await t.signIn();
    const { data: staffRows } = await staff.from(table).select('slug, published, publish_at').eq('id', id);
    expect(staffRows).toHaveLength(1);
    expect((staffRows as { published: boolean }[])[0]!.published).toBe(true);

    const { error } = await service.from(table).update({ publish_at: iso(Date.now() - 1000) }).eq('id', id);
    expect(error).toBeNull();
    expect(await anonSlugs(table, slug)).toEqual([slug]);

    // Null means at once; a draft stays hidden whatever its time.
    await service.from(table).update({ publish_at: null }).eq('id', id);
    expect(await anonSlugs(table, slug)).toEqual([slug]);
    await service.from(table).update({ published: false, publish_at: iso(Date.now() - HOUR) }).eq('id', id);
    expect(await anonSlugs(table, slug)).toEqual([]);
  });

  it('decides at the database clock: visible at now(), not a microsecond before, and visible in the next transaction', async () => {
    const client = await t.server.ctx.db.admin.connect();
    try {
      await client.query('begin');
      const { rows: at } = await client.query<{ t0: string }>(
        `insert into public.blog_posts (slug, title, excerpt, content, published, publish_at) values
           ('saat-simdi', 'Şimdi', 'Özet', '<p>x</p>', true, now()),
           ('saat-sonra', 'Sonra', 'Özet', '<p>x</p>', true, now() + interval '1 microsecond')
         returning now()::text as t0`,
      );
      await client.query('set local role anon');
      const inside = await client.query<{ slug: string }>(`select slug from public.blog_posts where slug like 'saat-%' order by slug`);
      expect(inside.rows.map((r) => r.slug)).toEqual(['saat-simdi']);
      await client.query('commit');

      // Same session, next transaction: its now() is later, the clock has moved.
      await client.query('begin');
      const { rows: later } = await client.query<{ moved: boolean }>('select now() > $1::timestamptz + interval \'1 microsecond\' as moved', [at[0]!.t0]);
      expect(later[0]!.moved).toBe(true);
      await client.query('set local role anon');
      const after = await client.query<{ slug: string }>(`select slug from public.blog_posts where slug like 'saat-%' order by slug`);
      expect(after.rows.map((r) => r.slug)).toEqual(['saat-simdi', 'saat-sonra']);
      await client.query('commit');
    } finally {
      await client.query('rollback').catch(() => {});
      client.release();
    }
  });

  it('next_publication_at(): anon gets the earliest future time of published rows only, or null', async () => {
    await service.from('blog_posts').update({ publish_at: null }).not('publish_at', 'is', null);
    for (const table of ['projects', 'services', 'pages']) await service.from(table).update({ publish_at: null }).not('publish_at', 'is', null);
    const none = await anon.rpc('next_publication_at');
    expect(none.error).toBeNull();
    expect(none.data).toBeNull();

    const soon = Date.now() + 2 * HOUR;
    await insert('services', 'sonra-hizmet', { published: true, publish_at: iso(soon) });
    await insert('projects', 'daha-sonra-proje', { published: true, publish_at: iso(soon + HOUR) });
    // A draft with an earlier time is not going anywhere: not counted.
    await insert('pages', 'taslak-sayfa', { published: false, publish_at: iso(soon - HOUR) });
    const next = await anon.rpc('next_publication_at');
    expect(next.error).toBeNull();
    expect(Date.parse(next.data as string)).toBe(soon);
  });

  it("the admin list's status filter, as database filters (large lists), tells live, scheduled and draft rows apart", async () => {
    await insert('blog_posts', 'filtre-taslak', { published: false, category: 'Filtre' });
    await insert('blog_posts', 'filtre-zamanli', { published: true, publish_at: iso(Date.now() + HOUR), category: 'Filtre' });
    await insert('blog_posts', 'filtre-yayinda', { published: true, publish_at: iso(Date.now() - HOUR), category: 'Filtre' });
    await insert('blog_posts', 'filtre-hemen', { published: true, publish_at: null, category: 'Filtre' });
    const db = resourceData((await t.signIn()) as unknown as AdminClient, 'blog_posts');
    const posts = blogConfig as unknown as AnyResource;
    const slugs = async (status: string | boolean) => {
      const { data, error } = await db.page({ order: [{ field: 'slug', ascending: true }], ...listMatch(posts, 'filtre', { published: status }), from: 0, to: 49 });
      expect(error).toBeNull();
      return data!.rows.map((r) => r.slug);
    };
    expect(await slugs(true)).toEqual(['filtre-hemen', 'filtre-yayinda']);
    expect(await slugs(SCHEDULED)).toEqual(['filtre-zamanli']);
    expect(await slugs(false)).toEqual(['filtre-taslak']);
    // Bulk actions over "all results" use the same query.
    const { data } = await db.matching('slug', listMatch(posts, 'filtre', { published: SCHEDULED }));
    expect(data!.map((r) => r.slug)).toEqual(['filtre-zamanli']);
  });

  it('the sitemap and the page of a scheduled post follow its time; the page cache goes stale at that instant without a write', async () => {
    const schedule = t.server.ctx.contentVersion.schedule;
    const sitemap = async () => {
      const res = await fetch(`${t.url}/sitemap.xml`);
      return { status: res.status, cache: res.headers.get('x-page-cache'), text: await res.text() };
    };
    const page = async (slug: string) => {
      const res = await fetch(`${t.url}/blog/${slug}`);
      await res.text();
      return { status: res.status, cache: res.headers.get('x-page-cache') };
    };

    // Scheduled an hour ahead: a 404 and not in the sitemap; moved to the past: both there.
    const later = await insert('blog_posts', 'haftaya-yazi', { published: true, publish_at: iso(Date.now() + HOUR) });
    expect((await page('haftaya-yazi')).status).toBe(404);
    expect((await sitemap()).text).not.toContain('/blog/haftaya-yazi<');
    await service.from('blog_posts').update({ publish_at: iso(Date.now() - 60_000) }).eq('id', later);
    expect((await page('haftaya-yazi')).status).toBe(200);
    const listed = await sitemap();
    expect(listed.status).toBe(200);
    expect(listed.text).toContain(`<loc>${t.url}/blog/haftaya-yazi</loc>`);

    // Due two seconds from the database's now: the server learns the time from next_publication_at().
    const { rows } = await t.server.ctx.db.admin.query<{ ms: number }>(
      `insert into public.blog_posts (slug, title, excerpt, content, published, publish_at)
       values ('birazdan-yazi', 'Birazdan', 'Özet', '<p>x</p>', true, now() + interval '2 seconds')
       returning (extract(epoch from publish_at) * 1000)::float8 as ms`,
    );
    const due = rows[0]!.ms;
    for (let i = 0; i < 100 && schedule.next() !== due; i++) await new Promise((r) => setTimeout(r, 20));
    expect(schedule.next()).toBe(due);

    expect(await page('birazdan-yazi')).toEqual({ status: 404, cache: 'miss' });
    expect(await page('birazdan-yazi')).toEqual({ status: 404, cache: 'hit' });
    const before = await sitemap();
    expect(before.text).not.toContain('/blog/birazdan-yazi<');
    expect((await sitemap()).cache).toBe('hit');

    // Nothing is written from here on: only time passes.
    await new Promise((r) => setTimeout(r, Math.max(0, due - Date.now()) + 50));
    expect(await page('birazdan-yazi')).toEqual({ status: 200, cache: 'miss' });
    const after = await sitemap();
    expect(after.cache).toBe('miss');
    expect(after.text).toContain(`<loc>${t.url}/blog/birazdan-yazi</loc>`);
    expect(await page('birazdan-yazi')).toEqual({ status: 200, cache: 'hit' });
  });
});
