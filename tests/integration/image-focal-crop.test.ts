/**
 * The share-image crop (`width=1200&height=630&resize=cover`, og:image) through the real server:
 * cut around the media library's focal point of the file, a new crop when the point moves, the
 * middle without one; other heights and resize modes refused in Storage's shape. Anon reads a
 * focal point only for an address it names (public.media_focal_points).
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const BLUE = [0x2a, 0x6b, 0xd1];
const RED = [0xd1, 0x2a, 0x2a];

/** 2000 × 630: blue up to x 1000, red after, so where a crop was cut shows in its pixels. */
const stripes = () =>
  sharp({ create: { width: 2000, height: 630, channels: 3, background: { r: BLUE[0]!, g: BLUE[1]!, b: BLUE[2]! } } })
    .composite([{ input: { create: { width: 1000, height: 630, channels: 3, background: { r: RED[0]!, g: RED[1]!, b: RED[2]! } } }, left: 1000, top: 0 }])
    .png()
    .toBuffer();

describe('share-image crop around the focal point', () => {
  let t: TestServer;
  const sql = (text: string, params: unknown[] = []) => t.server.ctx.db.admin.query(text, params);
  const FILE_URL = '/storage/v1/object/public/media/odak/serit.png';

  beforeAll(async () => {
    t = await startTestServer({ seed: false });
    const staff = await t.signIn();
    const { error } = await staff.storage.from('media').upload('odak/serit.png', await stripes(), { contentType: 'image/png' });
    expect(error).toBeNull();
    await sql(
      `insert into media_library (filename, original_name, file_path, file_url, file_type, mime_type, file_size, width, height)
       values ('odak/serit.png', 'Şerit.png', 'odak/serit.png', $1, 'image', 'image/png', 1000, 2000, 630)`,
      [FILE_URL],
    );
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  /** The crop as PNG, and the colour of its pixel at x (middle row). */
  async function crop(): Promise<{ width: number; height: number; at: (x: number) => number[] }> {
    const res = await fetch(`${t.url}/storage/v1/render/image/public/media/odak/serit.png?width=1200&height=630&resize=cover&format=origin`);
    expect(res.status).toBe(200);
    const { data, info } = await sharp(Buffer.from(await res.arrayBuffer())).raw().toBuffer({ resolveWithObject: true });
    const row = Math.floor(info.height / 2) * info.width;
    return { width: info.width, height: info.height, at: (x) => [...data.subarray((row + x) * info.channels, (row + x) * info.channels + 3)] };
  }

  it('cuts 1200 × 630 from the middle without a focal point, around it with one, again when it moves', async () => {
    // Middle: x 400–1600, the colour change (1000) at 600.
    let c = await crop();
    expect([c.width, c.height]).toEqual([1200, 630]);
    expect([c.at(590), c.at(610)]).toEqual([BLUE, RED]);
    // Focal point at x 0.35 (700): the crop 100–1300, the change at 900.
    await sql(`update media_library set focal_x = 0.35, focal_y = 0.5 where file_path = 'odak/serit.png'`);
    c = await crop();
    expect([c.at(890), c.at(910)]).toEqual([BLUE, RED]);
    // Moved to the right edge (0.95): 800–2000, the change at 200.
    await sql(`update media_library set focal_x = 0.95 where file_path = 'odak/serit.png'`);
    c = await crop();
    expect([c.at(190), c.at(210)]).toEqual([BLUE, RED]);
  });

  it('refuses other crops in Storage’s shape', async () => {
    const cases: [string, string][] = [
      ['width=1200&height=630&resize=contain', 'querystring/resize must be equal to one of the allowed values'],
      ['width=640&height=630', 'querystring/width must be equal to one of the allowed values'],
      ['width=1200&height=600', 'querystring/height must be equal to one of the allowed values'],
      ['width=1200', 'querystring/width must be equal to one of the allowed values'],
    ];
    for (const [query, message] of cases) {
      const res = await fetch(`${t.url}/storage/v1/render/image/public/media/odak/serit.png?${query}`);
      expect(res.status, query).toBe(400);
      expect(await res.json(), query).toEqual({ statusCode: '400', error: 'invalid_request', message });
    }
  });

  it('gives anon the focal point of an address it names, and nothing else of the library', async () => {
    await sql(`update media_library set focal_x = 0.25, focal_y = 0.75 where file_path = 'odak/serit.png'`);
    const anon = t.anon();
    const { data, error } = await anon.rpc('media_focal_points', { urls: [FILE_URL, '/storage/v1/object/public/media/yok.png'] });
    expect(error).toBeNull();
    expect(data).toEqual([{ file_url: FILE_URL, focal_x: 0.25, focal_y: 0.75 }]);
    const library = await anon.from('media_library').select('file_url');
    expect(library.data ?? []).toEqual([]);
  });
});
