/**
 * The new block types in Chromium. The admin offers each in the picker with its form (no
 * console error), and refuses a video from another host with the Turkish message under the
 * field. A page of them hydrates without a mismatch or console error;
 * the services block shows the seeded services; the video block loads nothing from the video
 * host until play is clicked, then inserts the privacy-enhanced (youtube-nocookie.com) player
 * in the 16:9 box it reserved, without moving anything or leaving the page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPage, startE2E, waitForHydration, type E2E } from '../helpers/e2e.ts';

const VIDEO_HOSTS = /^https:\/\/([a-z0-9-]+\.)*(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|googlevideo\.com|vimeo\.com|vimeocdn\.com)\//;

describe('site: a page built from the new block types', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
  });
  afterAll(async () => {
    await e?.close();
  });

  it('the admin offers every new type with its form and names a wrong video host in Turkish under the field', async () => {
    const { page, errors } = await signedInPage(e, '/admin');
    const created = (await e.t.server.ctx.db.admin.query<{ id: string }>(`insert into pages (title, slug, content, published) values ('Yeni Bloklar', 'yeni-bloklar', '<p>Metin</p>', true) returning id`)).rows[0]!;
    await page.goto(`${e.t.url}/admin/pages/${created.id}`);
    await page.locator('#root_title').waitFor();
    const addBlock = async (name: string, index: number) => {
      await page.getByRole('button', { name: 'Blok Ekle' }).click();
      const picker = page.getByRole('dialog', { name: 'Blok Ekle' });
      await picker.getByRole('button', { name: new RegExp(`^${name}`) }).click();
      await picker.waitFor({ state: 'hidden' });
      await page.getByRole('article', { name: `${index + 1}. ${name}` }).waitFor();
    };

    await addBlock('Video', 0);
    await page.locator('#root_blocks_0_data_url').fill('https://www.dailymotion.com/video/x8abcd');
    await page.locator('#root_blocks_0_data_title').fill('Tanıtım filmi');
    await page.keyboard.press('Control+s');
    await page.locator('#root_blocks_0_data_url__error').getByText('Yalnızca YouTube ya da Vimeo video bağlantısı girin (ör. https://www.youtube.com/watch?v=… ya da https://vimeo.com/…)').waitFor();
    await page.locator('#root_blocks_0_data_url').fill('https://youtu.be/dQw4w9WgXcQ');
    // The page is live: its edits go to a draft until "Yayınla" (content-drafts.test.ts).
    await page.getByRole('toolbar', { name: 'Kayıt işlemleri' }).getByRole('button', { name: 'Yayınla', exact: true }).click();
    await page.getByText('Değişiklikler yayınlandı', { exact: true }).first().waitFor();
    const saved = (await e.t.server.ctx.db.admin.query<{ blocks: { type: string; data: unknown }[] }>(`select blocks from pages where id = $1`, [created.id])).rows[0]!;
    expect(saved.blocks.map((b) => [b.type, b.data])).toEqual([['video', { url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Tanıtım filmi' }]]);

    const others = ['Rakamlar', 'Hizmetler', 'Projeler', 'Müşteri Yorumları', 'Ekip', 'Galeri', 'Bülten Aboneliği', 'Logolar', 'Fiyat Paketleri'];
    for (const [i, name] of others.entries()) await addBlock(name, i + 1);
    // Each form with the values a new block starts with.
    expect(await page.locator('#root_blocks_1_data_items_0_value').inputValue()).toBe('150+');
    expect(await page.locator('#root_blocks_9_data_packages_0_name').inputValue()).toBe('Başlangıç');
    expect(errors).toEqual([]);
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
