/** The project gallery links only what passes the site's link filter (safeHref). */
import { describe, expect, it } from 'vitest';
import { mediaUrl } from '../../src/lib/media-url.ts';
import { projectGallery } from '../../src/public/pages/project-gallery.ts';

const media = (url: string) => mediaUrl(url, 'https://api.ajans.test');
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('project gallery links', () => {
  it('links media paths and web images to the full image', () => {
    expect(projectGallery(['/storage/v1/object/public/media/a.webp', 'https://cdn.example.com/b.jpg'], undefined, media)).toEqual([
      { src: 'https://api.ajans.test/storage/v1/object/public/media/a.webp', href: 'https://api.ajans.test/storage/v1/object/public/media/a.webp' },
      { src: 'https://cdn.example.com/b.jpg', href: 'https://cdn.example.com/b.jpg' },
    ]);
  });

  it('shows a data: image without a link', () => {
    expect(projectGallery([PNG], undefined, media)).toEqual([{ src: PNG }]);
  });

  it('drops script and other non-image URLs in any spelling', () => {
    const bad = ['javascript:alert(1)', 'JavaScript:alert(1)', ' java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', 'mailto:a@b.co', '//evil.example/x.png'];
    expect(projectGallery(bad, undefined, media)).toEqual([]);
  });

  it('leaves out the cover and repeats', () => {
    const cover = media('/storage/v1/object/public/media/cover.webp');
    expect(projectGallery(['/storage/v1/object/public/media/cover.webp', 'https://x.example/1.jpg', 'https://x.example/1.jpg'], cover, media)).toEqual([
      { src: 'https://x.example/1.jpg', href: 'https://x.example/1.jpg' },
    ]);
  });
});
