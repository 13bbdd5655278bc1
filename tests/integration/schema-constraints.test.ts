/**
 * The database enforces what schema/ says, whoever writes (the service role bypasses RLS, so
 * only the constraints answer): the fields the schema marks @minLength 1 refuse '' with
 * 23514 and the generated constraint's name, while the same row with text is accepted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const VALID: Record<string, Record<string, unknown>> = {
  testimonials: { name: 'Ayşe Demir', position: 'Genel Müdür', company: 'Demir Tekstil', content: 'Çok memnun kaldık.' },
  team_members: { name: 'Mehmet Kaya', position: 'Tasarımcı', bio: 'On yıldır marka kimlikleri tasarlıyor.' },
  pages: { title: 'Kariyer', slug: 'kariyer', content: '<p>Bize katılın.</p>' },
  projects: { title: 'Kurumsal Site', slug: 'kurumsal-site', description: 'Yeni site.', content: '<p>Proje</p>', client: 'ABC', category: 'Web' },
  services: { title: 'Video Prodüksiyon', slug: 'video-produksiyon', description: 'Tanıtım filmleri.', content: '<p>Hizmet</p>' },
  blog_posts: { title: 'Yeni Yazı', slug: 'yeni-yazi', excerpt: 'Özet', content: '<p>Yazı</p>' },
};

/** The drift the generated migration repaired, and one rule that was already there. */
const EMPTY_REFUSED: [table: string, column: string][] = [
  ['testimonials', 'position'],
  ['testimonials', 'company'],
  ['team_members', 'bio'],
  ['projects', 'content'],
  ['services', 'content'],
  ['blog_posts', 'content'],
];

describe("the database refuses '' where schema/ says @minLength 1", () => {
  let t: TestServer;
  let service: SupabaseClient;

  beforeAll(async () => {
    t = await startTestServer({ seed: false });
    service = t.service();
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(EMPTY_REFUSED)("%s.%s = '' is refused with 23514, the same row with text is stored", async (table, column) => {
    const { error } = await service.from(table).insert({ ...VALID[table], [column]: '' });
    expect(error?.code).toBe('23514');
    expect(error?.message).toBe(`new row for relation "${table}" violates check constraint "${table}_${column}_check"`);

    const row = { ...VALID[table], ...('slug' in VALID[table]! ? { slug: `${VALID[table]!.slug as string}-${column}` } : {}) };
    const ok = await service.from(table).insert(row).select(column).single();
    expect(ok.error).toBeNull();
    expect((ok.data as unknown as Record<string, unknown>)[column]).toBe(VALID[table]![column]);
  });

  it('a new team member without a position goes after every existing one, with no read first (db.defaults)', async () => {
    const dragged = await service.from('team_members').insert({ ...VALID.team_members, name: 'Sürüklenen', sort_order: 3 }).select('sort_order').single();
    expect(dragged.data).toEqual({ sort_order: 3 });
    const first = await service.from('team_members').insert({ ...VALID.team_members, name: 'Birinci' }).select('sort_order').single();
    const second = await service.from('team_members').insert({ ...VALID.team_members, name: 'İkinci' }).select('sort_order').single();
    const a = Number(first.data?.sort_order);
    const b = Number(second.data?.sort_order);
    expect(a).toBeGreaterThan(Date.now() - 60_000);
    expect(b).toBeGreaterThan(a);
    const { data } = await service.from('team_members').select('name').in('name', ['Sürüklenen', 'Birinci', 'İkinci']).order('sort_order');
    expect(data).toEqual([{ name: 'Sürüklenen' }, { name: 'Birinci' }, { name: 'İkinci' }]);
  });
});
