/**
 * Referrers and campaigns are whatever a request sends, so the daily table must not grow with
 * invented ones: past the day's limit of distinct sources (visit-counter.ts), a new referrer or
 * campaign is counted as a direct view of its page. Every view still counts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVisitCounter } from '../../server/app/visits/visit-counter.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

describe('visit sources are bounded per day', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps 10,000 distinct campaigns of a day and counts the rest as direct views', async () => {
    const counter = createVisitCounter({ pool: t.server.ctx.db.admin, siteHost: 'example.com', counting: true, flushSeconds: 3600, log: () => {} });
    for (let i = 0; i < 10_005; i++) counter.record({ path: '/', referrerHost: '', utmSource: 'reklam', utmCampaign: `uydurma-${i}`, visitor: `ziyaretci-${i}` });
    await counter.close();
    const { rows } = await t.server.ctx.db.admin.query<{ campaigns: string; direct: string; views: string }>(
      `select count(*) filter (where utm_campaign <> '') as campaigns,
              coalesce(sum(views) filter (where utm_campaign = '' and utm_source = ''), 0) as direct,
              sum(views) as views
         from private.page_views_daily where path = '/'`,
    );
    expect(rows[0]).toEqual({ campaigns: '10000', direct: '5', views: '10005' });
  });
});
