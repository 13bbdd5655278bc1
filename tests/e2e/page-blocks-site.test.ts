/**
 * A page of the new block types in Chromium: it hydrates without a mismatch or console error;
 * the services block shows the seeded services; the video block loads nothing from the video
 * host until play is clicked, then inserts the privacy-enhanced (youtube-nocookie.com) player
 * in the 16:9 box it reserved, without moving anything or leaving the page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, waitForHydration, type E2E } from '../helpers/e2e.ts';

const VIDEO_HOSTS = /^https:\/\/([a-z0-9-]+\.)*(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|googlevideo\.com|vimeo\.com|vimeocdn\.com)\//;

describe('site: a page built from the new block types', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
  });
  afterAll(async () => {
    await e?.close();
  });

  it('hydrates cleanly; the video player is inserted only on click, from youtube-nocookie.com, in its reserved box', async () => {
    const blocks = [
      { id: 's1', type: 'services', data: { title: 'Hizmetlerimiz', limit: 3 } },
      { id: 'v1', type: 'video', data: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Tanıtım filmi' } },
      { id: 'b1', type: 'newsletter', data: { title: 'Bültene katılın' } },
    ];
    await e.t.server.ctx.db.admin.query(`insert into pages (title, slug, blocks, published) values ('Video Sayfası', 'video-sayfasi', $1::jsonb, true)`, [JSON.stringify(blocks)]);
    const services = (await e.t.server.ctx.db.admin.query<{ title: string }>(`select title from services where published order by created_at desc limit 3`)).rows;

    const context = await e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(err.message));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      const requested: string[] = [];
      await page.route(VIDEO_HOSTS, (route) => {
        requested.push(route.request().url());
        return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>oynatıcı</title><p>oynatıcı</p>' });
      });
      await page.goto(`${e.t.url}/video-sayfasi`);
      await waitForHydration(page);

      const cards = page.locator('[data-block="services"] h3');
      expect(await cards.allTextContents()).toEqual(services.map((s) => s.title));

      const video = page.locator('[data-block="video"]');
      const box = video.locator('[data-video-box]');
      await box.scrollIntoViewIfNeeded();
      const before = (await box.boundingBox())!;
      expect(Math.abs(before.width * (9 / 16) - before.height)).toBeLessThan(1);
      expect(await video.locator('iframe').count()).toBe(0);
      expect(requested).toEqual([]);

      await video.getByRole('link', { name: 'Videoyu oynat: Tanıtım filmi' }).click();
      const frame = video.locator('iframe[title="Tanıtım filmi"]');
      await frame.waitFor({ state: 'attached' });
      expect(await frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
      await expect.poll(() => requested).toEqual(['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1']);
      expect(await box.boundingBox()).toEqual(before);
      expect(new URL(page.url()).pathname).toBe('/video-sayfasi');
      expect(context.pages()).toHaveLength(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
