/**
 * The focal point on the public site (issue 44 item 6), in Chromium against the seeded server:
 * a post's featured image, given a focal point in the library, is positioned around it on the
 * blog list's card and on the post page, and the post's og:image is its 1200 × 630 crop cut
 * around the same point.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../helpers/e2e.ts';

describe('public focal point', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
  });
  afterAll(async () => {
    await e?.close();
  });
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => e.t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);

  it('cards and the post page put the image around its focal point; og:image is cut around it', async () => {
    const [post] = await sql<{ slug: string; featured_image: string }>(
      `select slug, featured_image from blog_posts where published and featured_image like '/storage/v1/object/public/media/%' order by created_at desc limit 1`,
    );
    const image = post!.featured_image;
    const file = image.split('/').pop()!;
    // Before: no focal point, the browser's default position.
    const before = await e.open('/blog');
    const card = (p: typeof before.page) => p.locator(`article img[src*="${file}"], a img[src*="${file}"]`).first();
    expect(await card(before.page).evaluate((img) => getComputedStyle(img).objectPosition)).toBe('50% 50%');
    await before.page.close();

    // A change to the library empties the page cache (schema/media-library.ts).
    await sql(`update media_library set focal_x = 0.3, focal_y = 0.75 where file_url = $1`, [image]);
    const list = await e.open('/blog');
    await expect.poll(async () => {
      await list.page.reload();
      return card(list.page).evaluate((img) => getComputedStyle(img).objectPosition);
    }).toBe('30% 75%');
    expect(list.errors).toEqual([]);
    await list.page.close();

    const detail = await e.open(`/blog/${post!.slug}`);
    const hero = detail.page.locator(`main img[src*="${file}"]`).first();
    expect(await hero.evaluate((img) => getComputedStyle(img).objectPosition)).toBe('30% 75%');
    const og = await detail.page.locator('meta[property="og:image"]').getAttribute('content');
    expect(og).toBe(`${e.t.url}/storage/v1/render/image/public/media/${image.slice('/storage/v1/object/public/media/'.length)}?width=1200&height=630&resize=cover`);
    expect(detail.errors).toEqual([]);
    await detail.page.close();

    // The share image: the seeded 1200 × 675 file's 1200 × 630 part from y 45 (0.75 down, at the bottom edge).
    const [row] = await sql<{ width: number; height: number }>(`select width, height from media_library where file_url = $1`, [image]);
    expect([row!.width, row!.height]).toEqual([1200, 675]);
    const shared = Buffer.from(await (await fetch(`${og}&format=origin`)).arrayBuffer());
    const source = Buffer.from(await (await fetch(e.t.url + image)).arrayBuffer());
    const expected = await sharp(source).extract({ left: 0, top: 45, width: 1200, height: 630 }).raw().toBuffer();
    const got = await sharp(shared).raw().toBuffer({ resolveWithObject: true });
    expect([got.info.width, got.info.height]).toEqual([1200, 630]);
    // Lossy re-encoding aside, the same pixels: compare the mean difference with the centred crop's.
    const centred = await sharp(source).extract({ left: 0, top: 22, width: 1200, height: 630 }).raw().toBuffer();
    const difference = (a: Buffer, b: Buffer) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0) / a.length;
    expect(difference(got.data, expected)).toBeLessThan(difference(got.data, centred));
  });
});
