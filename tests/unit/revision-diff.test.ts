/**
 * The history panel's difference: only changed fields, in the form's order with their Turkish
 * titles, text as a word diff from the version to the current row, structured values as lines,
 * the database's own columns left out.
 */
import { describe, expect, it } from 'vitest';
import { resource } from '../../generated/admin/blog.ts';
import type { AnyResource } from '../../src/admin/resource/types.ts';
import { revisionDiff } from '../../src/admin/editorial/revision-diff.ts';

const blog = resource as unknown as AnyResource;

describe('revisionDiff', () => {
  it('lists changed fields in form order with their titles and word changes', () => {
    const version = { id: 'a', title: 'Eski başlık', excerpt: 'Aynı', content: '<p>Bir iki</p>', tags: ['seo'], updated_at: '2026-11-01T00:00:00Z' };
    const current = { id: 'a', title: 'Yeni başlık', excerpt: 'Aynı', content: '<p>Bir üç</p>', tags: ['seo', 'web'], updated_at: '2026-11-23T00:00:00Z' };
    const diffs = revisionDiff(blog, version, current);
    expect(diffs.map((d) => [d.field, d.title])).toEqual([
      ['title', 'Başlık'],
      ['content', 'İçerik'],
      ['tags', 'Etiketler'],
    ]);
    const title = diffs[0]!.parts;
    expect(title.filter((p) => p.removed).map((p) => p.value)).toEqual(['Eski']);
    expect(title.filter((p) => p.added).map((p) => p.value)).toEqual(['Yeni']);
    expect(title.filter((p) => !p.added && !p.removed).map((p) => p.value).join('')).toBe(' başlık');
    const content = diffs[1]!.parts;
    expect(content.filter((p) => p.removed).map((p) => p.value)).toEqual(['iki']);
    expect(content.filter((p) => p.added).map((p) => p.value)).toEqual(['üç']);
    const tags = diffs[2]!.parts;
    expect(tags.filter((p) => p.added).map((p) => p.value.trim())).toEqual(['web']);
    expect(tags.filter((p) => p.removed)).toEqual([]);
  });

  it('is empty for the same values, and shows a boolean as Evet/Hayır', () => {
    expect(revisionDiff(blog, { title: 'A', tags: [] }, { title: 'A', tags: [] })).toEqual([]);
    const [published] = revisionDiff(blog, { published: false }, { published: true });
    expect(published!.title).toBe('Yayınla');
    expect(published!.parts.map((p) => [p.value, Boolean(p.removed), Boolean(p.added)])).toEqual([
      ['Hayır', true, false],
      ['Evet', false, true],
    ]);
  });
});
