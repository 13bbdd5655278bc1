/** A page's library references: resolved to their library block's type and data, or left out; and the block list's ref edits. */
import { describe, expect, it } from 'vitest';
import { refsOf, resolveRefs } from '../../src/public/block-list/library-refs.ts';
import { addRef, detachRef, toRef } from '../../src/admin/form/widgets/blocks/block-list.ts';
import { savePayload } from '../../src/admin/form/form-data.ts';
import { resource as pages } from '../../generated/admin/pages.ts';

const L1 = '11111111-1111-4111-8111-111111111111';
const L2 = '22222222-2222-4222-8222-222222222222';
const CTA = { title: 'T', button_text: 'B', button_url: '/contact' };

describe('library refs on the site', () => {
  const blocks = [{ id: 'a', type: 'rich-text', data: { html: '<p>x</p>' } }, { id: 'b', ref: L1 }, { id: 'c', ref: L2 }, { id: 'd', ref: L1 }];

  it('names each library block once', () => {
    expect(refsOf(blocks)).toEqual([L1, L2]);
  });

  it('gives each ref its block type and data, keeping id and ref; a missing or malformed one is left out', () => {
    expect(resolveRefs(blocks, { [L1]: { block_type: 'cta', data: CTA }, [L2]: { data: {} } })).toEqual([
      { id: 'a', type: 'rich-text', data: { html: '<p>x</p>' } },
      { id: 'b', ref: L1, type: 'cta', data: CTA },
      { id: 'd', ref: L1, type: 'cta', data: CTA },
    ]);
    expect(resolveRefs(blocks, {})).toEqual([blocks[0]]);
  });
});

describe('library refs in the block list', () => {
  it('saves an entry as a ref (keeping id and hidden), places a ref, and turns a ref back into a copy', () => {
    const list = [{ id: 'a', type: 'cta', data: CTA, hidden: true }, { id: 'b', type: 'rich-text', data: { html: '' } }];
    expect(toRef(list, 0, L1)).toEqual([{ id: 'a', ref: L1, hidden: true }, list[1]]);
    const placed = addRef(list, L2);
    expect(placed[2]).toEqual({ id: expect.stringMatching(/^b[a-z0-9]+$/), ref: L2 });
    expect(new Set(placed.map((b) => b.id)).size).toBe(3);
    const detached = detachRef([{ id: 'r', ref: L1 }], 0, 'cta', CTA);
    expect(detached).toEqual([{ id: 'r', type: 'cta', data: CTA }]);
    expect(detached[0]!.data).not.toBe(CTA);
  });
});

describe('a page with refs, saved from the form', () => {
  it('sends a ref as { id, ref, hidden? } even when the form filled in an empty data (the database refuses data beside a ref)', () => {
    const blocks = [
      { id: 'a', type: 'cta', data: CTA },
      { id: 'b', ref: L1, data: {} },
      { id: 'c', ref: L2, data: {}, hidden: true },
    ];
    expect(savePayload(pages as never, { title: 'T', slug: 't', blocks }).blocks).toEqual([
      { id: 'a', type: 'cta', data: CTA },
      { id: 'b', ref: L1 },
      { id: 'c', ref: L2, hidden: true },
    ]);
  });
});
