/** Responsive sources through Storage's render endpoint; other URLs and the off switch. */
import { describe, expect, it, vi } from 'vitest';
import { imageSources, imageTransformsEnabled, transformUrl } from '../../src/lib/image-url.ts';
import { RENDER_WIDTHS, SRCSET_WIDTHS } from '../../src/lib/image-variants.ts';

const API = 'http://127.0.0.1:3000';
const HOSTED = 'https://abcd.supabase.co';

describe('transformUrl', () => {
  it('turns a public object URL into its render URL, relative or on any API host', () => {
    expect(transformUrl(`${API}/storage/v1/object/public/media/seed/hero.webp`, 640)).toBe(`${API}/storage/v1/render/image/public/media/seed/hero.webp?width=640`);
    expect(transformUrl(`${HOSTED}/storage/v1/object/public/media/a%20b.jpg`, 320)).toBe(`${HOSTED}/storage/v1/render/image/public/media/a%20b.jpg?width=320`);
    expect(transformUrl('/storage/v1/object/public/media/x.png', 480)).toBe('/storage/v1/render/image/public/media/x.png?width=480');
  });

  it('keeps the query of the object URL and caps the width at the largest the server renders', () => {
    expect(transformUrl('/storage/v1/object/public/media/x.png?v=3', 3000)).toBe('/storage/v1/render/image/public/media/x.png?v=3&width=1920');
  });

  it('asks only for widths the server renders: the next allowed one up', () => {
    const width = (w: number) => new URL(transformUrl('/storage/v1/object/public/media/x.png', w)!, API).searchParams.get('width');
    expect([112, 224, 160, 700, 1000, 1].map(width)).toEqual(['128', '240', '160', '720', '1280', '48']);
    for (const w of [...SRCSET_WIDTHS, 1, 50, 113, 333, 1500, 2400]) expect(RENDER_WIDTHS as readonly number[]).toContain(Number(width(w)));
  });

  it('leaves every other URL alone', () => {
    for (const url of [
      'https://images.example.com/photo.jpg',
      'https://cdn.example.com/proxy?u=/storage/v1/object/public/media/x.png',
      '/storage/v1/object/sign/media/x.png?token=t',
      '/storage/v1/object/authenticated/media/x.png',
      'data:image/png;base64,AAAA',
    ]) {
      expect(transformUrl(url, 640), url).toBeUndefined();
    }
  });
});

describe('imageSources', () => {
  const url = `${API}/storage/v1/object/public/media/seed/blog-1.webp`;
  const render = (w: number) => `${API}/storage/v1/render/image/public/media/seed/blog-1.webp?width=${w}`;

  it('offers widths up to twice the shown width for fluid images', () => {
    expect(imageSources(url, 640, true, true)).toEqual({
      src: render(640),
      srcSet: [320, 480, 640, 720, 800, 960, 1280].map((w) => `${render(w)} ${w}w`).join(', '),
    });
    expect(imageSources(url, 1600, true, true).srcSet!.split(', ').map((s) => s.split(' ')[1])).toEqual(['320w', '480w', '640w', '720w', '800w', '960w', '1280w', '1920w']);
    expect(imageSources(url, 1600, true, true).src).toBe(render(1920));
  });

  it('offers 1x and 2x for fixed-size images', () => {
    expect(imageSources(url, 48, false, true)).toEqual({ src: render(48), srcSet: `${render(48)} 1x, ${render(96)} 2x` });
  });

  it('passes external URLs through, and everything when transformations are off', () => {
    expect(imageSources('https://images.example.com/a.jpg', 640, true, true)).toEqual({ src: 'https://images.example.com/a.jpg' });
    expect(imageSources(url, 640, true, false)).toEqual({ src: url });
  });

  it('is on unless the build says VITE_IMAGE_TRANSFORMS=false', () => {
    try {
      vi.stubEnv('VITE_IMAGE_TRANSFORMS', 'false');
      expect(imageTransformsEnabled()).toBe(false);
      expect(imageSources(url, 640, true)).toEqual({ src: url });
      vi.stubEnv('VITE_IMAGE_TRANSFORMS', 'FALSE');
      expect(imageTransformsEnabled()).toBe(false);
      vi.stubEnv('VITE_IMAGE_TRANSFORMS', 'true');
      expect(imageTransformsEnabled()).toBe(true);
      vi.stubEnv('VITE_IMAGE_TRANSFORMS', undefined);
      expect(imageTransformsEnabled()).toBe(true);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
