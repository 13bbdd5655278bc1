/** When the editor counts a form as changed: empty values are absent, key order does not matter, any real value does. */
import { describe, expect, it } from 'vitest';
import { sameValues } from '../../src/admin/form/same-values.ts';

describe('sameValues (the form is dirty when this is false)', () => {
  it('treats undefined, null, empty text, empty lists and empty objects as absent', () => {
    expect(sameValues({ title: 'A' }, { title: 'A', excerpt: undefined, image: null, tags: [], content: {}, note: '' })).toBe(true);
    expect(sameValues({ content: { stats: [] } }, {})).toBe(true);
  });

  it('ignores key order, also nested', () => {
    expect(sameValues({ a: 1, b: { x: 1, y: 2 } }, { b: { y: 2, x: 1 }, a: 1 })).toBe(true);
  });

  it('sees a changed, added or removed value, false and 0 included', () => {
    expect(sameValues({ title: 'A' }, { title: 'B' })).toBe(false);
    expect(sameValues({ title: 'A' }, { title: 'A', published: false })).toBe(false);
    expect(sameValues({ order: 0 }, {})).toBe(false);
    expect(sameValues({ tags: ['a', 'b'] }, { tags: ['b', 'a'] })).toBe(false);
    expect(sameValues({ content: { cta_url: '/contact' } }, { content: {} })).toBe(false);
  });
});
