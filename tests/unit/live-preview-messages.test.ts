/**
 * The live preview's message guard (src/lib/live-preview.ts): the frame and the editor take
 * a message only from their own origin, only from the one window they talk to, and only in
 * the shapes they send; everything else is dropped.
 */
import { describe, expect, it } from 'vitest';
import { isLivePreviewPath, livePreviewPath, trustedLiveMessage } from '../../src/lib/live-preview.ts';
import { liveRow } from '../../src/public/live/live-row.ts';

const ORIGIN = 'https://ajans.example';
const parent = { name: 'parent' };
const values = { type: 'canli-onizleme:degerler', values: { title: 'Yeni başlık' } };

describe('live preview messages', () => {
  it('takes the values from the parent on the own origin', () => {
    expect(trustedLiveMessage({ origin: ORIGIN, source: parent, data: values }, ORIGIN, parent)).toEqual(values);
    expect(trustedLiveMessage({ origin: ORIGIN, source: parent, data: { type: 'canli-onizleme:blok', id: 'b1' } }, ORIGIN, parent)).toEqual({ type: 'canli-onizleme:blok', id: 'b1' });
    expect(trustedLiveMessage({ origin: ORIGIN, source: parent, data: { type: 'canli-onizleme:hazir', extra: 1 } }, ORIGIN, parent)).toEqual({ type: 'canli-onizleme:hazir' });
    expect(trustedLiveMessage({ origin: ORIGIN, source: parent, data: { type: 'canli-onizleme:goster', id: 'b3' } }, ORIGIN, parent)).toEqual({ type: 'canli-onizleme:goster', id: 'b3' });
  });

  it('ignores another origin, even a subdomain or another port', () => {
    for (const origin of ['https://evil.example', 'https://x.ajans.example', 'https://ajans.example:8443', 'http://ajans.example', 'null']) {
      expect(trustedLiveMessage({ origin, source: parent, data: values }, ORIGIN, parent), origin).toBeUndefined();
    }
  });

  it('ignores another window of the same origin, and a frame not there yet', () => {
    expect(trustedLiveMessage({ origin: ORIGIN, source: { name: 'other tab' }, data: values }, ORIGIN, parent)).toBeUndefined();
    expect(trustedLiveMessage({ origin: ORIGIN, source: null, data: values }, ORIGIN, null)).toBeUndefined();
    expect(trustedLiveMessage({ origin: ORIGIN, source: undefined, data: values }, ORIGIN, undefined)).toBeUndefined();
  });

  it('ignores data that is not one of its messages', () => {
    for (const data of [null, 'canli-onizleme:degerler', [values], { type: 'canli-onizleme:degerler' }, { type: 'canli-onizleme:degerler', values: [1] }, { type: 'canli-onizleme:blok', id: 5 }, { type: 'canli-onizleme:blok', id: 'b'.repeat(101) }, { type: 'canli-onizleme:goster' }, { type: 'baska' }]) {
      expect(trustedLiveMessage({ origin: ORIGIN, source: parent, data }, ORIGIN, parent), JSON.stringify(data)).toBeUndefined();
    }
  });

  it('has one address per table, under its own prefix', () => {
    expect(livePreviewPath('blog_posts')).toBe('/canli-onizleme/blog_posts');
    expect(isLivePreviewPath('/canli-onizleme/pages')).toBe(true);
    expect(isLivePreviewPath('/canli-onizlemex')).toBe(false);
    expect(isLivePreviewPath('/blog/canli-onizleme')).toBe(false);
  });

  it('gives a new item an id no row has and timestamps; an existing item keeps its own', () => {
    const now = new Date('2026-11-26T10:00:00.000Z');
    expect(liveRow({ title: 'Taslak' }, now)).toEqual({ id: '00000000-0000-0000-0000-000000000000', title: 'Taslak', created_at: now.toISOString(), updated_at: now.toISOString() });
    expect(liveRow({ id: 'abc', title: 'Var', created_at: '2026-01-01T00:00:00.000Z' }, now)).toMatchObject({ id: 'abc', created_at: '2026-01-01T00:00:00.000Z' });
  });
});
