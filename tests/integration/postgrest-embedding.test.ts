/**
 * Conformance with PostgREST's "Resource Embedding" reference, through unmodified supabase-js
 * over the fixture of tests/helpers/postgrest-fixture-relations.ts: every cardinality, nested
 * and aliased embeds, disambiguation, `!inner`, spreads, filters/order/limit on embedded
 * resources, counts, views, computed fields and relationships, the error answers, and the
 * schema cache reloading on NOTIFY.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applyMigrations } from '../../server/platform/db/migrate.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { createRelationsFixture, untilSchemaCache } from '../helpers/postgrest-fixture-relations.ts';

describe('PostgREST resource embedding', () => {
  let t: TestServer;
  let anon: SupabaseClient;
  let service: SupabaseClient;

  beforeAll(async () => {
    t = await startTestServer({ seed: false });
    await createRelationsFixture(t);
    anon = t.anon();
    service = t.service();
  });

  afterAll(async () => {
    await t?.close();
  });

  async function get(path: string): Promise<{ status: number; body: unknown }> {
    const res = await fetch(`${t.url}/rest/v1/${path}`, { headers: { apikey: t.anonKey } });
    return { status: res.status, body: await res.json() };
  }

  describe('cardinalities', () => {
    it('many-to-one embeds an object', async () => {
      const { data, error, status } = await anon.from('comments').select('id, post:posts(title)').order('id');
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(data).toEqual([
        { id: 1, post: { title: 'Birinci yazı' } },
        { id: 2, post: { title: 'Birinci yazı' } },
        { id: 3, post: { title: 'İkinci yazı' } },
      ]);
    });

    it('one-to-many embeds an array, empty when there are no rows', async () => {
      const { data, error } = await anon.from('posts').select('id, comments(id, body)').order('id').order('id', { referencedTable: 'comments' });
      expect(error).toBeNull();
      expect(data).toEqual([
        { id: 1, comments: [{ id: 1, body: 'Harika' }, { id: 2, body: 'Katılıyorum' }] },
        { id: 2, comments: [{ id: 3, body: 'Teşekkürler' }] },
        { id: 3, comments: [] },
      ]);
    });

    it('one-to-one embeds an object both ways, null when missing', async () => {
      const forward = await anon.from('authors').select('id, author_profiles(bio)').order('id');
      expect(forward.data).toEqual([
        { id: 1, author_profiles: { bio: 'Yazar ve editör' } },
        { id: 2, author_profiles: null },
        { id: 3, author_profiles: null },
      ]);
      const back = await anon.from('author_profiles').select('bio, authors(first_name)');
      expect(back.data).toEqual([{ bio: 'Yazar ve editör', authors: { first_name: 'Ayşe' } }]);
    });

    it('many-to-many goes through the junction table, both ways', async () => {
      const posts = await anon.from('posts').select('id, tags(name)').order('id').order('name', { referencedTable: 'tags' });
      expect(posts.error).toBeNull();
      expect(posts.data).toEqual([
        { id: 1, tags: [{ name: 'seo' }, { name: 'tasarım' }] },
        { id: 2, tags: [{ name: 'seo' }] },
        { id: 3, tags: [] },
      ]);
      const tags = await anon.from('tags').select('name, posts(id)').order('id').order('id', { referencedTable: 'posts' });
      expect(tags.data).toEqual([
        { name: 'seo', posts: [{ id: 1 }, { id: 2 }] },
        { name: 'tasarım', posts: [{ id: 1 }] },
        { name: 'reklam', posts: [] },
      ]);
    });

    it('a self-reference: the table name gives the children, the column the parent, a hint on the column the children', async () => {
      const parent = await anon.from('employees').select('name, manager:manager_id(name)').order('id');
      expect(parent.data).toEqual([
        { name: 'Genel Müdür', manager: null },
        { name: 'Ekip Lideri', manager: { name: 'Genel Müdür' } },
        { name: 'Tasarımcı', manager: { name: 'Ekip Lideri' } },
        { name: 'Yazılımcı', manager: { name: 'Ekip Lideri' } },
      ]);
      const children = await anon.from('employees').select('name, employees(name)').eq('id', 1);
      expect(children.data).toEqual([{ name: 'Genel Müdür', employees: [{ name: 'Ekip Lideri' }] }]);
      const hinted = await anon.from('employees').select('name, reports:employees!manager_id(name)').eq('id', 2).order('id', { referencedTable: 'reports' });
      expect(hinted.data).toEqual([{ name: 'Ekip Lideri', reports: [{ name: 'Tasarımcı' }, { name: 'Yazılımcı' }] }]);
    });
  });

  describe('nesting, aliases and disambiguation', () => {
    it('nests embeds and disambiguates by column', async () => {
      const { data, error } = await anon
        .from('authors')
        .select('first_name, posts!author_id(title, comments(body))')
        .eq('id', 1)
        .order('id', { referencedTable: 'posts' })
        .order('id', { referencedTable: 'posts.comments' });
      expect(error).toBeNull();
      expect(data).toEqual([
        {
          first_name: 'Ayşe',
          posts: [
            { title: 'Birinci yazı', comments: [{ body: 'Harika' }, { body: 'Katılıyorum' }] },
            { title: 'İkinci yazı', comments: [{ body: 'Teşekkürler' }] },
          ],
        },
      ]);
    });

    it('disambiguates two foreign keys to the same table by their names, under aliases', async () => {
      const { data, error } = await anon
        .from('posts')
        .select('title, writer:authors!posts_author_id_fkey(first_name), editor:authors!posts_editor_fkey(first_name)')
        .order('id');
      expect(error).toBeNull();
      expect(data).toEqual([
        { title: 'Birinci yazı', writer: { first_name: 'Ayşe' }, editor: { first_name: 'Mehmet' } },
        { title: 'İkinci yazı', writer: { first_name: 'Ayşe' }, editor: null },
        { title: 'Üçüncü yazı', writer: { first_name: 'Mehmet' }, editor: { first_name: 'Ayşe' } },
      ]);
    });

    it('answers 300 PGRST201 listing the candidates when two relationships match', async () => {
      const { data, error, status } = await anon.from('posts').select('*, authors(*)');
      expect(data).toBeNull();
      expect(status).toBe(300);
      expect({ ...error }).toEqual({
        code: 'PGRST201',
        details: [
          { cardinality: 'many-to-one', embedding: 'posts with authors', relationship: 'posts_author_id_fkey using posts(author_id) and authors(id)' },
          { cardinality: 'many-to-one', embedding: 'posts with authors', relationship: 'posts_editor_fkey using posts(editor_id) and authors(id)' },
        ],
        hint: "Try changing 'authors' to one of the following: 'authors!posts_author_id_fkey', 'authors!posts_editor_fkey'. Find the desired relationship in the 'details' key.",
        message: "Could not embed because more than one relationship was found for 'posts' and 'authors'",
      });
    });

    it('answers 400 PGRST200 when no relationship matches, with a hint for a near name', async () => {
      const none = await anon.from('comments').select('*, tags(*)');
      expect(none.status).toBe(400);
      expect({ ...none.error }).toEqual({
        code: 'PGRST200',
        details: "Searched for a foreign key relationship between 'comments' and 'tags' in the schema 'public', but no matches were found.",
        hint: null,
        message: "Could not find a relationship between 'comments' and 'tags' in the schema cache",
      });
      const typo = await anon.from('comments').select('*, postz(*)');
      expect({ ...typo.error }).toEqual({
        code: 'PGRST200',
        details: "Searched for a foreign key relationship between 'comments' and 'postz' in the schema 'public', but no matches were found.",
        hint: "Perhaps you meant 'posts' instead of 'postz'.",
        message: "Could not find a relationship between 'comments' and 'postz' in the schema cache",
      });
      const badHint = await anon.from('posts').select('*, authors!nope(*)');
      expect({ ...badHint.error }).toEqual({
        code: 'PGRST200',
        details: "Searched for a foreign key relationship between 'posts' and 'authors' using the hint 'nope' in the schema 'public', but no matches were found.",
        hint: null,
        message: "Could not find a relationship between 'posts' and 'authors' in the schema cache",
      });
    });

    it('embeds through a view, where the view shows the foreign key columns', async () => {
      const { data, error } = await anon.from('published_posts').select('title, authors(first_name)').order('id');
      expect(error).toBeNull();
      expect(data).toEqual([
        { title: 'Birinci yazı', authors: { first_name: 'Ayşe' } },
        { title: 'İkinci yazı', authors: { first_name: 'Ayşe' } },
      ]);
      const reverse = await anon.from('authors').select('first_name, published_posts(title)').in('id', [1, 2]).order('id').order('id', { referencedTable: 'published_posts' });
      expect(reverse.data).toEqual([
        { first_name: 'Ayşe', published_posts: [{ title: 'Birinci yazı' }, { title: 'İkinci yazı' }] },
        { first_name: 'Mehmet', published_posts: [] },
      ]);
    });
  });

  describe('inner joins, spreads, filters, order and limits', () => {
    it('!inner keeps only parents with a matching related row; the default keeps all and filters the embed', async () => {
      const inner = await anon.from('posts').select('id, comments!inner(id)').eq('comments.body', 'Teşekkürler');
      expect(inner.data).toEqual([{ id: 2, comments: [{ id: 3 }] }]);
      const left = await anon.from('posts').select('id, comments!left(id)').eq('comments.body', 'Teşekkürler').order('id');
      expect(left.data).toEqual([
        { id: 1, comments: [] },
        { id: 2, comments: [{ id: 3 }] },
        { id: 3, comments: [] },
      ]);
      const toOne = await anon.from('comments').select('id, post:posts!inner(title)').eq('post.title', 'İkinci yazı');
      expect(toOne.data).toEqual([{ id: 3, post: { title: 'İkinci yazı' } }]);
      const hinted = await anon.from('posts').select('id, editor:authors!editor_id!inner(first_name)').eq('editor.first_name', 'Ayşe');
      expect(hinted.data).toEqual([{ id: 3, editor: { first_name: 'Ayşe' } }]);
    });

    it('filters parents on whether an embed is null, with an empty embed for filtering only', async () => {
      const some = await anon.from('posts').select('id, comments()').not('comments', 'is', null).order('id');
      expect(some.data).toEqual([{ id: 1 }, { id: 2 }]);
      const none = await anon.from('posts').select('id, comments()').is('comments', null);
      expect(none.data).toEqual([{ id: 3 }]);
      const either = await anon.from('posts').select('id, comments()').or('comments.not.is.null,id.eq.3').order('id');
      expect(either.data).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
      const neither = await anon.from('posts').select('id, comments()').or('comments.is.null,id.eq.1').order('id');
      expect(neither.data).toEqual([{ id: 1 }, { id: 3 }]);
      const bad = await anon.from('posts').select('id, comments(id)').eq('comments', 1);
      expect(bad.status).toBe(400);
      expect({ ...bad.error }).toEqual({
        code: 'PGRST120',
        details: 'Only is null or not is null filters are allowed on embedded resources',
        hint: null,
        message: "Bad operator on the 'comments' embedded resource",
      });
    });

    it('spreads a to-one resource into the parent, nested too; refuses to spread a to-many one', async () => {
      const { data, error } = await anon.from('posts').select('title, ...authors!author_id(first_name, last_name)').eq('id', 1);
      expect(error).toBeNull();
      expect(data).toEqual([{ title: 'Birinci yazı', first_name: 'Ayşe', last_name: 'Yılmaz' }]);
      const nested = await anon.from('comments').select('body, ...posts(post:title, ...authors!author_id(author:first_name))').eq('id', 3);
      expect(nested.data).toEqual([{ body: 'Teşekkürler', post: 'İkinci yazı', author: 'Ayşe' }]);
      const many = await anon.from('posts').select('title, ...comments(body)');
      expect(many.status).toBe(400);
      // PostgREST 13 with aggregates disabled (its default and Supabase's): a to-many spread is an aggregate.
      expect({ ...many.error }).toEqual({ code: 'PGRST123', details: null, hint: null, message: 'Use of aggregate functions is not allowed' });
    });

    it('orders, limits and offsets an embedded resource', async () => {
      const { data } = await anon
        .from('posts')
        .select('id, comments(id)')
        .order('id')
        .order('id', { referencedTable: 'comments', ascending: false })
        .limit(1, { referencedTable: 'comments' });
      expect(data).toEqual([
        { id: 1, comments: [{ id: 2 }] },
        { id: 2, comments: [{ id: 3 }] },
        { id: 3, comments: [] },
      ]);
      const offset = await anon.from('posts').select('id, comments(id)').eq('id', 1).range(1, 1, { referencedTable: 'comments' }).order('id', { referencedTable: 'comments' });
      expect(offset.data).toEqual([{ id: 1, comments: [{ id: 2 }] }]);
    });

    it('orders parents by a to-one embedded column; a to-many one is PGRST118', async () => {
      const { data, error } = await anon.from('comments').select('id, post:posts(title)').order('post(title)', { ascending: false }).order('id');
      expect(error).toBeNull();
      expect(data!.map((r) => r.id)).toEqual([3, 1, 2]);
      const many = await anon.from('posts').select('id, comments(id)').order('comments(id)');
      expect(many.status).toBe(400);
      expect({ ...many.error }).toEqual({
        code: 'PGRST118',
        details: "'posts' and 'comments' do not form a many-to-one or one-to-one relationship",
        hint: null,
        message: "A related order on 'comments' is not possible",
      });
    });

    it('a filter on a resource that is not embedded is PGRST108', async () => {
      const { status, error } = await anon.from('posts').select('id').eq('comments.id', 1);
      expect(status).toBe(400);
      expect({ ...error }).toEqual({
        code: 'PGRST108',
        details: null,
        hint: "Verify that 'comments' is included in the 'select' query parameter.",
        message: "'comments' is not an embedded resource in this request",
      });
    });

    it('counts related rows', async () => {
      const { data } = await anon.from('posts').select('id, comments(count)').order('id');
      expect(data).toEqual([
        { id: 1, comments: [{ count: 2 }] },
        { id: 2, comments: [{ count: 1 }] },
        { id: 3, comments: [{ count: 0 }] },
      ]);
      const top = await get('posts?select=count()');
      expect(top).toEqual({ status: 400, body: { code: 'PGRST123', details: null, hint: null, message: 'Use of aggregate functions is not allowed' } });
    });
  });

  describe('computed fields and relationships', () => {
    it('selects, filters and orders by a computed field', async () => {
      const { data, error } = await anon.from('authors').select('id, full_name').order('full_name', { ascending: false });
      expect(error).toBeNull();
      expect(data).toEqual([
        { id: 3, full_name: 'Zeynep Kaya' },
        { id: 2, full_name: 'Mehmet Demir' },
        { id: 1, full_name: 'Ayşe Yılmaz' },
      ]);
      const filtered = await anon.from('authors').select('id').eq('full_name', 'Mehmet Demir');
      expect(filtered.data).toEqual([{ id: 2 }]);
      const star = await anon.from('authors').select('*').eq('id', 1);
      expect(star.data).toEqual([{ id: 1, first_name: 'Ayşe', last_name: 'Yılmaz', mood: 'mutlu' }]);
    });

    it('filters writes by a computed field, and returns computed fields and relationships', async () => {
      const { data, error, status } = await service
        .from('authors')
        .update({ mood: 'üzgün' })
        .eq('full_name', 'Zeynep Kaya')
        .select('id, mood, full_name, latest_post(title)');
      expect(error).toBeNull();
      expect([status, data]).toEqual([200, [{ id: 3, mood: 'üzgün', full_name: 'Zeynep Kaya', latest_post: null }]]);
      await service.from('authors').update({ mood: null }).eq('id', 3);
    });

    it('embeds computed relationships, to-one (rows 1) and to-many', async () => {
      const one = await anon.from('authors').select('id, latest_post(title)').order('id');
      expect(one.error).toBeNull();
      expect(one.data).toEqual([
        { id: 1, latest_post: { title: 'İkinci yazı' } },
        { id: 2, latest_post: { title: 'Üçüncü yazı' } },
        { id: 3, latest_post: null },
      ]);
      const many = await anon.from('posts').select('id, recent_comments(id)').eq('id', 1);
      expect(many.data).toEqual([{ id: 1, recent_comments: [{ id: 2 }, { id: 1 }] }]);
    });
  });

  it('embeds in the representation of a write', async () => {
    const { data, error, status } = await service.from('comments').insert({ id: 10, post_id: 2, body: 'Yeni yorum' }).select('id, post:posts(title, authors!author_id(first_name))');
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual([{ id: 10, post: { title: 'İkinci yazı', authors: { first_name: 'Ayşe' } } }]);
    await service.from('comments').delete().eq('id', 10);
  });

  it('filters an embedded resource in the representation of a write (each value bound once)', async () => {
    // The embed's filter is a bind parameter of the write's statement: rendered twice, the
    // statement would be sent more values than it has placeholders (08P01).
    const matched = await service
      .from('posts')
      .update({ published: true })
      .eq('id', 2)
      .eq('authors.first_name', 'Ayşe')
      .select('id, authors!author_id(first_name)');
    expect(matched.error).toBeNull();
    expect([matched.status, matched.data]).toEqual([200, [{ id: 2, authors: { first_name: 'Ayşe' } }]]);
    const unmatched = await service
      .from('posts')
      .update({ published: true })
      .eq('id', 2)
      .eq('authors.first_name', 'Mehmet')
      .select('id, authors!author_id(first_name), comments(body)')
      .eq('comments.body', 'Teşekkürler');
    expect(unmatched.error).toBeNull();
    expect([unmatched.status, unmatched.data]).toEqual([200, [{ id: 2, authors: null, comments: [{ body: 'Teşekkürler' }] }]]);
  });

  describe('schema cache reload', () => {
    it("forgets a dropped function on NOTIFY pgrst, 'reload schema'", async () => {
      const admin = t.server.ctx.db.admin;
      await admin.query(`create function public.short_lived() returns int language sql immutable as $$ select 1 $$; notify pgrst, 'reload schema'`);
      await untilSchemaCache(t, (c) => c.routines.has('short_lived'));
      expect((await anon.rpc('short_lived')).data).toBe(1);
      // Without the reload the plan would still name it and PostgreSQL would answer 42883.
      await admin.query(`drop function public.short_lived(); notify pgrst, 'reload schema'`);
      await untilSchemaCache(t, (c) => !c.routines.has('short_lived'));
      const { status, error } = await anon.rpc('short_lived');
      expect(status).toBe(404);
      expect(error?.code).toBe('PGRST202');
    });

    it('reloads after a migration applied by another server process on the same database', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-migrations-'));
      fs.writeFileSync(
        path.join(dir, '20990101000000_reviews.sql'),
        `create table public.reviews (id int primary key, post_id int not null references public.posts (id), stars int not null);
         grant select on public.reviews to anon;
         insert into public.reviews values (1, 1, 5);`,
      );
      const client = await t.server.ctx.db.admin.connect();
      try {
        await applyMigrations(client, dir);
      } finally {
        client.release();
        fs.rmSync(dir, { recursive: true, force: true });
      }
      // No request asked for it: only the migration's notification can have reloaded the cache.
      await untilSchemaCache(t, (c) => c.tables.has('reviews'));
      const { data, error } = await anon.from('posts').select('id, reviews(stars)').eq('id', 1);
      expect(error).toBeNull();
      expect(data).toEqual([{ id: 1, reviews: [{ stars: 5 }] }]);
    });

    it('forgets the plans of repeated reads on reload: a dropped table answers PGRST205, not a stale query', async () => {
      const admin = t.server.ctx.db.admin;
      await admin.query(`create table public.short_lived_rows (id int primary key); insert into public.short_lived_rows values (7); grant select on public.short_lived_rows to anon; notify pgrst, 'reload schema'`);
      await untilSchemaCache(t, (c) => c.tables.has('short_lived_rows'));
      // The same request twice: the second is answered from the resolved-read cache.
      for (let i = 0; i < 2; i++) expect((await anon.from('short_lived_rows').select('id').eq('id', 7)).data).toEqual([{ id: 7 }]);
      await admin.query(`drop table public.short_lived_rows; notify pgrst, 'reload schema'`);
      await untilSchemaCache(t, (c) => !c.tables.has('short_lived_rows'));
      // A plan kept across the reload would reach PostgreSQL and answer 42P01.
      const { status, error } = await anon.from('short_lived_rows').select('id').eq('id', 7);
      expect(status).toBe(404);
      expect(error?.code).toBe('PGRST205');
    });

    it('learns a new column and relationship of a known table', async () => {
      const admin = t.server.ctx.db.admin;
      await admin.query(`alter table public.comments add column author_id int references public.authors (id); update public.comments set author_id = 2 where id = 3; notify pgrst, 'reload schema'`);
      await untilSchemaCache(t, (c) => c.tables.get('comments')!.columns.has('author_id'));
      const { data, error } = await anon.from('comments').select('id, author_id, authors(first_name)').eq('id', 3);
      expect(error).toBeNull();
      expect(data).toEqual([{ id: 3, author_id: 2, authors: { first_name: 'Mehmet' } }]);
    });
  });
});
