/** The admin search box's grouping, addresses and arrow keys (src/admin/search/search-groups.ts). */
import { describe, expect, it } from 'vitest';
import type { AdminSearchType } from '../../generated/admin/search.ts';
import { groupHits, moveActive, optionHref, shortcutLabel } from '../../src/admin/search/search-groups.ts';

const TYPES: AdminSearchType[] = [
  { table: 'pages', route: 'pages', label: 'Sayfalar', screen: 'resource' },
  { table: 'blog_posts', route: 'blog', label: 'Blog Yazıları', screen: 'resource' },
  { table: 'media_library', route: 'media', label: 'Medya', screen: 'bespoke' },
  { table: 'webhook_endpoints', route: 'webhooks', label: "Webhook'lar", screen: 'resource', adminOnly: true },
];

const hit = (type: string, id: string, title = id) => ({ type, id, title, detail: null });

describe('admin search groups', () => {
  it('groups by type in the generated order and numbers the options across groups', () => {
    const groups = groupHits([hit('blog_posts', 'b1'), hit('pages', 'p1'), hit('blog_posts', 'b2'), hit('webhook_endpoints', 'w1')], true, TYPES);
    expect(groups.map((g) => [g.type.label, g.options.map((o) => [o.id, o.index])])).toEqual([
      ['Sayfalar', [['p1', 0]]],
      ['Blog Yazıları', [['b1', 1], ['b2', 2]]],
      ["Webhook'lar", [['w1', 3]]],
    ]);
  });

  it("leaves administrators' types out for an editor and unknown types out for everyone", () => {
    const groups = groupHits([hit('webhook_endpoints', 'w1'), hit('audit_log', 'a1'), hit('pages', 'p1')], false, TYPES);
    expect(groups.map((g) => g.type.table)).toEqual(['pages']);
  });

  it("opens a generic item's editor, and a bespoke screen searching for the row", () => {
    expect(optionHref(TYPES[1]!, hit('blog_posts', 'a b'))).toBe('/admin/blog/a%20b');
    expect(optionHref(TYPES[2]!, hit('media_library', 'm1', 'Işık & Gölge.jpg'))).toBe('/admin/media?q=I%C5%9F%C4%B1k+%26+G%C3%B6lge.jpg&kayit=m1');
  });

  it('moves the active option with wrap-around, starting at the first or the last', () => {
    expect(moveActive(-1, 3, 1)).toBe(0);
    expect(moveActive(-1, 3, -1)).toBe(2);
    expect(moveActive(2, 3, 1)).toBe(0);
    expect(moveActive(0, 3, -1)).toBe(2);
    expect(moveActive(1, 3, 1)).toBe(2);
    expect(moveActive(-1, 0, 1)).toBe(-1);
  });

  it('shows ⌘K on Apple platforms and Ctrl+K elsewhere', () => {
    expect(shortcutLabel('MacIntel')).toBe('⌘K');
    expect(shortcutLabel('macOS')).toBe('⌘K');
    expect(shortcutLabel('Linux x86_64')).toBe('Ctrl+K');
    expect(shortcutLabel('Windows')).toBe('Ctrl+K');
  });
});
