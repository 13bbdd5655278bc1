/**
 * Visits counted by the server (server/app/visits, supabase/schemas/20_visits.sql): a page view
 * counts, on a cache hit too; bots, prefetches and prerenders, HEAD, non-200 answers, the admin
 * and the SEO files do not; the referrer's host and the URL's campaign are kept; two servers over
 * one database add up (the same browser on both is one visitor); only staff read the report.
 * Each server's batch is sent by `ctx.visits.flush()`, so nothing waits for the timer.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSpaBuilt } from '../../server/app/build-spa.ts';
import { PROJECT_ROOT } from '../../server/platform/db/setup.ts';
import type { VisitReport } from '../../src/admin/data/visit-report-data.ts';
import { startServerPair, type ServerPair } from '../helpers/server-pair.ts';
import type { TestServer } from '../helpers/server.ts';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('visits counted by the server', () => {
  let pair: ServerPair;

  const visit = async (t: TestServer, p: string, headers: Record<string, string> = {}, method = 'GET') => {
    const res = await fetch(t.url + p, { method, headers: { 'User-Agent': CHROME, ...headers } });
    await res.arrayBuffer();
    expect(res.headers.get('set-cookie')).toBeNull();
    return res.status;
  };

  async function report(days = 7): Promise<VisitReport & { landing_pages: unknown }> {
    await pair.first.server.ctx.visits.flush();
    await pair.second.server.ctx.visits.flush();
    const staff = await pair.first.signIn();
    const { data, error } = await staff.rpc('visit_report', { days });
    expect(error).toBeNull();
    return data as VisitReport & { landing_pages: unknown };
  }
  const pageOf = (r: VisitReport, p: string) => r.pages.find((x) => x.path === p);

  beforeAll(async () => {
    await ensureSpaBuilt(path.join(PROJECT_ROOT, 'dist'), () => {});
    pair = await startServerPair({ seed: true });
  }, 300_000);
  afterAll(async () => {
    await pair?.close();
  });

  it('counts a page view, from the cache too, and leaves out bots, prefetches, HEAD, errors and the admin', async () => {
    expect(await visit(pair.first, '/about')).toBe(200);
    expect(await visit(pair.first, '/about')).toBe(200);
    // Not page views:
    expect(await visit(pair.first, '/about', { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })).toBe(200);
    expect(await visit(pair.first, '/about', { 'User-Agent': 'curl/8.5.0' })).toBe(200);
    expect(await visit(pair.first, '/about', { 'Sec-Purpose': 'prefetch' })).toBe(200);
    expect(await visit(pair.first, '/about', { 'Sec-Purpose': 'prefetch;prerender' })).toBe(200);
    expect(await visit(pair.first, '/about', { Purpose: 'prefetch' })).toBe(200);
    expect(await visit(pair.first, '/about', {}, 'HEAD')).toBe(200);
    expect(await visit(pair.first, '/boyle-bir-sayfa-yok')).toBe(404);
    expect(await visit(pair.first, '/blog/boyle-bir-yazi-yok')).toBe(404);
    expect(await visit(pair.first, '/admin/')).toBe(200);
    expect(await visit(pair.first, '/robots.txt')).toBe(200);

    const r = await report();
    expect(pageOf(r, '/about')).toEqual({ path: '/about', views: 2, visitors: 1, leads: 0 });
    expect(r.pages.map((p) => p.path).sort()).toEqual(['/about']);
    expect(r).toMatchObject({ views: 2, visitors: 1 });
  });

  it("keeps another site's host and the campaign of the URL, not this site's own referrer", async () => {
    expect(await visit(pair.first, '/blog?utm_source=google&utm_campaign=kis-kampanyasi', { Referer: 'https://www.google.com/search?q=ajans' })).toBe(200);
    expect(await visit(pair.first, '/blog', { Referer: `${pair.first.url}/about` })).toBe(200);
    const r = await report();
    expect(pageOf(r, '/blog')).toEqual({ path: '/blog', views: 2, visitors: 1, leads: 0 });
    expect(r.referrers).toEqual([{ host: 'google.com', views: 1, visitors: 1 }]);
    expect(r.campaigns).toEqual([{ campaign: 'kis-kampanyasi', views: 1, visitors: 1, leads: 0 }]);
  });

  it('adds up two servers over one database: the same browser on both is one visitor', async () => {
    for (let i = 0; i < 3; i++) expect(await visit(pair.first, '/services')).toBe(200);
    for (let i = 0; i < 2; i++) expect(await visit(pair.second, '/services')).toBe(200);
    let r = await report();
    expect(pageOf(r, '/services')).toEqual({ path: '/services', views: 5, visitors: 1, leads: 0 });
    // Another browser, on the second server only; and both servers' batches sent at once.
    expect(await visit(pair.second, '/services', { 'User-Agent': FIREFOX })).toBe(200);
    expect(await visit(pair.first, '/services')).toBe(200);
    await Promise.all([pair.first.server.ctx.visits.flush(), pair.second.server.ctx.visits.flush()]);
    r = await report();
    expect(pageOf(r, '/services')).toEqual({ path: '/services', views: 7, visitors: 2, leads: 0 });
    // The whole site: the Chrome visitor of /about, /blog and /services is one, Firefox another.
    expect(r).toMatchObject({ views: 11, visitors: 2 });
  });

  it('lets only staff read the report, and no one reach the aggregates, salts or hashes through the API', async () => {
    const anon = pair.first.anon();
    const denied = await anon.rpc('visit_report', { days: 7 });
    expect(denied.error?.code).toBe('42501');
    for (const table of ['page_views_daily', 'site_visits_daily', 'visit_salts', 'visitor_hashes']) {
      const read = await anon.schema('private' as 'public').from(table).select('*');
      expect(read.error?.code, table).toBe('PGRST106');
    }
    const db = pair.first.server.ctx.db.admin;
    const grants = await db.query<{ grantee: string; table_name: string; privilege_type: string }>(
      `select grantee, table_name, privilege_type from information_schema.role_table_grants
        where table_schema = 'private' and table_name in ('page_views_daily', 'site_visits_daily', 'visit_salts', 'visitor_hashes') and grantee in ('anon', 'authenticated', 'service_role')
        order by 1, 2, 3`,
    );
    expect(grants.rows).toEqual([
      { grantee: 'authenticated', table_name: 'page_views_daily', privilege_type: 'SELECT' },
      { grantee: 'authenticated', table_name: 'site_visits_daily', privilege_type: 'SELECT' },
    ]);
    // Nothing that could name a visitor is stored: only today's salt and 16-byte hashes.
    const salts = await db.query<{ n: number }>('select count(*)::int as n from private.visit_salts');
    expect(salts.rows[0]!.n).toBe(1);
    const hashes = await db.query<{ len: number }>('select distinct octet_length(hash) as len from private.visitor_hashes');
    expect(hashes.rows).toEqual([{ len: 16 }]);
  });
});
