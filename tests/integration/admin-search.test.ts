/**
 * The admin's search box (public.admin_search, generated from schema/'s adminSearch) through
 * supabase-js as the signed-in user: Turkish folding (İ/ı, capitals), a lead by its e-mail,
 * a subscriber, bounded groups; RLS decides, so an editor never finds administrators' rows, a
 * signed-in non-staff account finds nothing and anon may not call it at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { ADMIN_SEARCH_TYPES } from '../../generated/admin/search.ts';

interface Hit {
  type: string;
  id: string;
  title: string;
  detail: string | null;
}

const EDITOR = { email: 'editor@example.com', password: 'editor-password-1' };
const OUTSIDER = { email: 'uye@example.com', password: 'outsider-password-1' };

describe('admin search', () => {
  let t: TestServer;
  let editor: SupabaseClient;
  let admin: SupabaseClient;
  const ids: Record<string, string> = {};

  async function insert(table: string, row: Record<string, unknown>): Promise<string> {
    const { data, error } = await t.service().from(table).insert(row).select('id').single();
    expect(error).toBeNull();
    return (data as { id: string }).id;
  }

  async function search(client: SupabaseClient, q: string, perType?: number): Promise<Hit[]> {
    const { data, error } = await client.rpc('admin_search', perType === undefined ? { q } : { q, per_type: perType });
    expect(error).toBeNull();
    return data as Hit[];
  }

  beforeAll(async () => {
    t = await startTestServer();
    for (const [account, role] of [
      [EDITOR, 'editor'],
      [OUTSIDER, null],
    ] as const) {
      const { error } = await t.service().auth.admin.createUser({ ...account, email_confirm: true, app_metadata: role ? { role } : {} });
      expect(error).toBeNull();
    }
    editor = await t.signIn(EDITOR.email, EDITOR.password);
    admin = await t.signIn();
    ids.post = await insert('blog_posts', { title: 'Işıklı İstanbul Kampanyası', slug: 'isikli-istanbul', excerpt: 'Özet', content: '<p>Metin</p>', published: false });
    ids.other = await insert('blog_posts', { title: 'Yerel SEO rehberi', slug: 'yerel-seo', excerpt: 'Özet', content: '<p>Metin</p>' });
    ids.lead = await insert('contact_messages', { name: 'Şule Iğdır', email: 'sule.igdir@ornek-firma.com.tr', company: 'Örnek Firma', message: 'Merhaba' });
    ids.subscriber = await insert('newsletter_subscribers', { email: 'bulten-okuru@example.com' });
    ids.webhook = await insert('webhook_endpoints', { name: 'Istanbul Slack kanalı', url: 'https://hooks.example.com/istanbul', secret: 'gizli-anahtar-istanbul-1234' });
    for (let i = 0; i < 8; i++) await insert('blog_posts', { title: `Kampanya notu ${i}`, slug: `kampanya-${i}`, excerpt: 'Özet', content: '<p>Metin</p>' });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('finds a post by its Turkish capitals and dotless i in any spelling, drafts included for staff', async () => {
    for (const q of ['ışıklı', 'IŞIKLI', 'isikli', 'İSTANBUL', 'istanbul kamp', 'Işıklı İstanbul']) {
      const hits = await search(editor, q);
      expect(hits.filter((h) => h.type === 'blog_posts').map((h) => h.id), q).toContain(ids.post);
    }
    const [first] = (await search(editor, 'ISIKLI')).filter((h) => h.type === 'blog_posts');
    expect(first).toEqual({ type: 'blog_posts', id: ids.post, title: 'Işıklı İstanbul Kampanyası', detail: 'Genel' });
  });

  it('finds a lead by part of its e-mail, name or company, with the e-mail under its name', async () => {
    for (const q of ['ornek-firma.com', 'SULE IĞDIR', 'örnek firma']) {
      const hits = (await search(editor, q)).filter((h) => h.type === 'contact_messages');
      expect(hits, q).toEqual([{ type: 'contact_messages', id: ids.lead, title: 'Şule Iğdır', detail: 'sule.igdir@ornek-firma.com.tr' }]);
    }
    const subscribers = (await search(editor, 'bulten-okuru')).filter((h) => h.type === 'newsletter_subscribers');
    expect(subscribers.map((h) => h.id)).toEqual([ids.subscriber]);
  });

  it('matches two letters where a word starts, and takes LIKE marks literally', async () => {
    const short = (await search(editor, 'iğ')).filter((h) => h.type === 'contact_messages');
    expect(short.map((h) => h.id)).toEqual([ids.lead]);
    expect(await search(editor, 'k')).toEqual([]);
    expect(await search(editor, '%%')).toEqual([]);
    expect(await search(editor, '_a_')).toEqual([]);
  });

  it('answers at most per_type rows of a type (5 by default), those starting with the words first', async () => {
    const posts = (await search(editor, 'kampanya')).filter((h) => h.type === 'blog_posts');
    expect(posts).toHaveLength(5);
    expect(posts.every((h) => h.title.startsWith('Kampanya notu'))).toBe(true);
    expect((await search(editor, 'kampanya', 2)).filter((h) => h.type === 'blog_posts')).toHaveLength(2);
    expect((await search(editor, 'kampanya', 500)).filter((h) => h.type === 'blog_posts')).toHaveLength(9);
  });

  it('never answers a row the caller may not read: administrators only, non-staff nothing, anon refused', async () => {
    expect((await search(admin, 'istanbul')).filter((h) => h.type === 'webhook_endpoints').map((h) => h.id)).toEqual([ids.webhook]);
    const editorHits = await search(editor, 'istanbul');
    expect(editorHits.map((h) => h.type)).toEqual(['blog_posts']);

    const outsider = await t.signIn(OUTSIDER.email, OUTSIDER.password);
    expect(await search(outsider, 'istanbul')).toEqual([]);
    expect(await search(outsider, 'ornek-firma')).toEqual([]);

    const { data, error, status } = await t.anon().rpc('admin_search', { q: 'istanbul' });
    expect(data).toBeNull();
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it('names every type it answers in the generated groups', async () => {
    const known = new Set(ADMIN_SEARCH_TYPES.map((g) => g.table));
    for (const q of ['istanbul', 'ornek', 'bulten']) for (const h of await search(admin, q)) expect(known.has(h.type), h.type).toBe(true);
    expect(ADMIN_SEARCH_TYPES.find((g) => g.table === 'blog_posts')).toEqual({ table: 'blog_posts', route: 'blog', label: 'Blog Yazıları', screen: 'resource' });
    expect(ADMIN_SEARCH_TYPES.find((g) => g.table === 'webhook_deliveries')).toBeUndefined();
  });
});
