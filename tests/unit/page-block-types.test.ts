/**
 * The block types beyond the first five: their validation in the admin's form (a video from
 * another host is refused with the Turkish message), the video block's privacy-enhanced
 * player URLs, the collections data-driven types declare (`uses`) and which of them a page
 * needs, and how a services/projects block picks its rows.
 */
import type { RJSFSchema } from '@rjsf/utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadResource } from '../../generated/admin/resources.ts';
import { BLOCK_TYPES } from '../../generated/blocks.ts';
import { loadFormValidator } from '../../src/admin/form/precompiled-validator.ts';
import { prepareUiSchema } from '../../src/admin/form/registry.ts';
import { transformErrors } from '../../src/admin/form/turkish-errors.ts';
import type { AnyResource } from '../../src/admin/resource/types.ts';
import { collectionsUsed } from '../../src/public/block-list/block-collections.ts';
import { pickRows, rowsForChoices } from '../../src/public/block-list/pick-rows.ts';
import { videoEmbed } from '../../src/public/ui/video-embed.ts';

const VIDEO_HOST_MESSAGE = 'Yalnızca YouTube ya da Vimeo video bağlantısı girin (ör. https://www.youtube.com/watch?v=… ya da https://vimeo.com/…)';

async function pageErrors() {
  const pages = ((await loadResource.pages()) as { resource: AnyResource }).resource;
  const validator = await loadFormValidator(pages);
  return (blocks: unknown[]) => {
    const data = { title: 'Kampanya', slug: 'kampanya', blocks };
    // As the admin's form does: the page's prepared uiSchema, and the values for each block's own (its type's form).
    return validator
      .validateFormData(data, pages.formSchema as RJSFSchema, undefined, (errors, ui) => transformErrors(errors, ui, data), prepareUiSchema(pages.uiSchema))
      .errors.map((e) => `${e.property} ${e.message}`)
      .sort();
  };
}

describe('new block types in the page form', () => {
  let errorsOf: Awaited<ReturnType<typeof pageErrors>>;
  // Loading the pages form's precompiled validator takes seconds on a loaded machine.
  beforeAll(async () => {
    errorsOf = await pageErrors();
  }, 120_000);

  it('accepts YouTube and Vimeo addresses and refuses any other host with the Turkish message', () => {
    for (const url of ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871']) {
      expect(errorsOf([{ id: 'v', type: 'video', data: { url, title: 'Tanıtım' } }]), url).toEqual([]);
    }
    for (const url of ['https://www.dailymotion.com/video/x8abcd', 'http://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ', 'https://vimeo.com/kanal']) {
      expect(errorsOf([{ id: 'v', type: 'video', data: { url, title: 'Tanıtım' } }]), url).toEqual([`.blocks.0.data.url ${VIDEO_HOST_MESSAGE}`]);
    }
  });

  it('checks list lengths and required fields of the new types', () => {
    expect(errorsOf([{ id: 'n', type: 'numbers', data: { items: [{ value: '150+', label: 'Müşteri' }] } }])).toEqual(['.blocks.0.data.items En az 2 öğe olmalı']);
    expect(errorsOf([{ id: 'g', type: 'gallery', data: { images: [{ image: '/a.jpg', alt: 'A' }, { image: '/b.jpg', alt: '' }] } }])).toEqual(['.blocks.0.data.images.1.alt Bu alan zorunludur']);
    const pkg = { name: 'Başlangıç', price: '₺9.900', features: ['Sosyal medya'], button_text: 'Teklif Al', button_url: '/contact' };
    expect(errorsOf([{ id: 'p', type: 'packages', data: { packages: [pkg, pkg, pkg, pkg, pkg] } }])).toEqual(['.blocks.0.data.packages En fazla 4 öğe olabilir']);
    expect(errorsOf([{ id: 's', type: 'services', data: { slugs: ['Web Tasarım'], limit: 3 } }])).toEqual(['.blocks.0.data.slugs.0 Yalnızca küçük harf, rakam ve tire (-) kullanın']);
    expect(errorsOf([{ id: 't', type: 'testimonials', data: { limit: 2.5 } }])).toEqual(['.blocks.0.data.limit Geçersiz değer']);
  });
});

describe('video block player URLs (ui/video-embed.ts)', () => {
  it('embeds YouTube from youtube-nocookie.com and Vimeo with dnt=1, nothing else', () => {
    expect(videoEmbed('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42')).toEqual({ host: 'YouTube', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1' });
    expect(videoEmbed('https://youtu.be/dQw4w9WgXcQ')?.src).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(videoEmbed('https://m.youtube.com/shorts/dQw4w9WgXcQ')?.src).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(videoEmbed('https://vimeo.com/76979871')).toEqual({ host: 'Vimeo', src: 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1' });
    expect(videoEmbed('https://player.vimeo.com/video/76979871')?.src).toBe('https://player.vimeo.com/video/76979871?dnt=1&autoplay=1');
    for (const bad of ['https://www.dailymotion.com/video/x8abcd', 'http://youtu.be/dQw4w9WgXcQ', 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=short', 'javascript:alert(1)', 'yok']) {
      expect(videoEmbed(bad), bad).toBeNull();
    }
  });
});

describe('collections of data-driven blocks', () => {
  it('the generated list carries each type\'s collection', () => {
    const uses = Object.fromEntries(BLOCK_TYPES.filter((t) => t.uses).map((t) => [t.type, t.uses]));
    expect(uses).toEqual({ services: 'services', projects: 'projects', testimonials: 'testimonials', team: 'team', form: 'forms' });
  });

  it('a page needs the collections of its visible blocks only, each once, with the data of the blocks that show it', () => {
    const used = collectionsUsed([
      { id: 'a', type: 'services', data: { limit: 3 } },
      { id: 'b', type: 'hero', data: { title: 'x' } },
      { id: 'c', type: 'services', data: { slugs: ['seo'] } },
      { id: 'd', type: 'team', hidden: true, data: {} },
      { id: 'e', type: 'testimonials', data: {} },
      { id: 'f', type: 'gone', data: {} },
    ]);
    expect([...used]).toEqual([
      ['services', [{ limit: 3 }, { slugs: ['seo'] }]],
      ['testimonials', [{}]],
    ]);
    expect([...collectionsUsed([{ id: 'a', type: 'faq', data: { items: [] } }])]).toEqual([]);
    expect([...collectionsUsed(null)]).toEqual([]);
  });

  it('loads the newest rows up to the largest limit of the blocks showing the newest, plus the chosen slugs, newest first', async () => {
    const row = (slug: string, day: number) => ({ id: slug, slug, created_at: `2026-11-${String(day).padStart(2, '0')}T00:00:00Z` });
    const asked: unknown[] = [];
    const newest = async (n: number) => (asked.push(['newest', n]), [row('d', 20), row('c', 19), row('b', 18)].slice(0, n));
    const chosen = async (slugs: string[]) => (asked.push(['chosen', slugs]), [row('a', 1), row('c', 19)].filter((r) => slugs.includes(r.slug)));
    const rows = await rowsForChoices([{ limit: 2 }, { limit: 3 }, { slugs: ['a', 'c', 'yok'], limit: 1 }, { slugs: ['a'] }], newest, chosen);
    expect(asked).toEqual([['newest', 3], ['chosen', ['a', 'c', 'yok']]]);
    expect(rows.map((r) => r.slug)).toEqual(['d', 'c', 'b', 'a']);
    asked.length = 0;
    expect((await rowsForChoices([{ slugs: ['a'] }], newest, chosen)).map((r) => r.slug)).toEqual(['a']);
    expect(asked).toEqual([['chosen', ['a']]]);
    asked.length = 0;
    expect((await rowsForChoices([{}], newest, chosen)).map((r) => r.slug)).toEqual(['d', 'c', 'b']);
    expect(asked).toEqual([['newest', 6]]);
  });

  it('a services or projects block shows the chosen slugs in their order (unknown ones left out), else the newest up to its limit', () => {
    const rows = ['a', 'b', 'c', 'd'].map((slug) => ({ slug }));
    expect(pickRows(rows, ['c', 'yok', 'a'], 6).map((r) => r.slug)).toEqual(['c', 'a']);
    expect(pickRows(rows, [], 2).map((r) => r.slug)).toEqual(['a', 'b']);
    expect(pickRows(rows, undefined, undefined).map((r) => r.slug)).toEqual(['a', 'b', 'c', 'd']);
    expect(pickRows(undefined, ['a'], 3)).toEqual([]);
  });
});
