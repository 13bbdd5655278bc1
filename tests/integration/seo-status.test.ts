/**
 * The dashboard's SEO status counts, per public content table (generated/public-content.ts),
 * the published items without a meta description: drafts and filled descriptions do not
 * count, an empty string does. Read as staff through the real server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CONTENT_TABLES } from '../../generated/public-content.ts';
import type { AdminClient } from '../../src/lib/admin-client.ts';
import { loadSeoStatus } from '../../src/admin/dashboard/load-seo-status.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

describe('SEO status over the public content', () => {
  let t: TestServer;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestServer({ seed: false });
    const service = t.service();
    const insert = async (table: string, row: Record<string, unknown>) => {
      const { data, error } = await service.from(table).insert(row).select('id').single();
      expect(error).toBeNull();
      ids[String(row.slug)] = (data as { id: string }).id;
    };
    await insert('blog_posts', { title: 'Açıklamasız yazı', slug: 'aciklamasiz', excerpt: 'Özet', content: '<p>x</p>', published: true, meta_description: null });
    await insert('blog_posts', { title: 'Taslak yazı', slug: 'taslak', excerpt: 'Özet', content: '<p>x</p>', published: false, meta_description: null });
    await insert('blog_posts', { title: 'Açıklamalı yazı', slug: 'aciklamali', excerpt: 'Özet', content: '<p>x</p>', published: true, meta_description: 'Bir açıklama' });
    await insert('services', { title: 'Boş açıklamalı hizmet', slug: 'bos-hizmet', description: 'Hizmet', content: '<p>x</p>', published: true, meta_description: '' });
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  it('lists every public content table with its published items that lack a meta description', async () => {
    const staff = (await t.signIn()) as unknown as AdminClient;
    const status = await loadSeoStatus(staff);
    expect(status.missing.map((m) => m.table)).toEqual([...PUBLIC_CONTENT_TABLES]);
    expect(status.missing.filter((m) => m.count > 0)).toEqual([
      { table: 'blog_posts', count: 1, items: [{ id: ids.aciklamasiz, title: 'Açıklamasız yazı' }] },
      { table: 'services', count: 1, items: [{ id: ids['bos-hizmet'], title: 'Boş açıklamalı hizmet' }] },
    ]);
    expect(status.missingTotal).toBe(2);
    expect(status.checks.find((c) => c.id === 'content-meta')).toEqual({ id: 'content-meta', label: 'İçerik meta açıklamaları', ok: false, detail: '2 yayındaki içerikte eksik' });
  });
});
