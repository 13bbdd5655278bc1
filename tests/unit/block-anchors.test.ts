/**
 * Anchors (issue 44 item 2): every block type's schema (generated/json-schema/blocks) has the
 * shared `anchor` field (schema/common/block-anchor.ts), a short slug, and the site draws it
 * once as the id around the block (src/public/block-list/PageBlocks.tsx), so `/#hizmetler` and
 * `#teklif-formu` links reach it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ThemeProvider } from '@emotion/react';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { publicTheme } from '../../src/lib/theme.ts';
import { sanitizeHtml, setSanitizerWindow } from '../../src/lib/sanitize-html.ts';
import CmsPage from '../../src/public/pages/CmsPage.tsx';
import type { CmsPageData } from '../../src/public/routes/loaders.ts';
import { SiteProvider } from '../../src/public/site-context.tsx';
import { provideSanitizer } from '../../src/public/ui/sanitizer.ts';

const SCHEMA_DIR = path.resolve(import.meta.dirname, '..', '..', 'generated/json-schema/blocks');
const TYPES = fs
  .readdirSync(SCHEMA_DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({ type: f.replace(/\.json$/, ''), schema: JSON.parse(fs.readFileSync(path.join(SCHEMA_DIR, f), 'utf8')) as { properties?: Record<string, { pattern?: string; maxLength?: number }> } }));
const WITH_ANCHOR = TYPES.filter((t) => t.schema.properties?.anchor).map((t) => t.type);

const now = '2026-12-01T10:00:00.000Z';
/** One row of each collection: a card block without rows draws nothing. */
const COLLECTIONS = {
  services: [{ id: 's1', slug: 'ornek-hizmet', title: 'SEO', description: 'Arama motoru', icon: 'Search', features: ['Analiz'], price: '₺5.000', duration: '1 ay', color: 'green', created_at: now }],
  projects: [{ id: 'p1', slug: 'ornek-proje', title: 'Proje', description: 'Bir proje', featured_image: null, client: 'Müşteri', category: 'Web', tags: ['React'], results: ['%40 artış'], project_url: null, created_at: now }],
  testimonials: { rows: [{ id: 't1', name: 'Ayşe', content: 'Harika', rating: 5, avatar: null, position: 'Müdür', company: 'Şirket', published: true, sort_order: 0, created_at: now, updated_at: now }], rating: { average: 5, count: 1 } },
  team: [{ id: 'm1', name: 'Mehmet', position: 'Tasarımcı', bio: 'Tasarım', avatar: null, sort_order: 0, social_links: {}, published: true, created_at: now, updated_at: now }],
} as unknown as CmsPageData['collections'];

function renderPage(blocks: { id: string; type: string; data: Record<string, unknown> }[]): string {
  const page = { id: 'x', title: 'Sayfa', slug: 'sayfa', excerpt: null, content: null, featured_image: null, template: 'default', blocks, landing_page: false, created_at: now, updated_at: now };
  const data = { page, alts: {}, collections: COLLECTIONS } as unknown as CmsPageData;
  const seed = { rows: { settings: null, seo: null, menus: [] }, apiUrl: 'http://localhost:3000', origin: 'http://localhost:3000', renderedAt: now };
  const tree: ReactNode = createElement(ThemeProvider, { theme: publicTheme, children: createElement(MemoryRouter, null, createElement(SiteProvider, { seed, children: createElement(CmsPage, { data, loading: false }) })) });
  return renderToStaticMarkup(tree);
}

describe('block anchors', () => {
  beforeAll(() => {
    setSanitizerWindow(new JSDOM('').window as unknown as Window);
    provideSanitizer((html) => sanitizeHtml(html));
  });

  it('every block type has the anchor field, with its rule (a short slug)', () => {
    expect(TYPES.length).toBe(18);
    expect(WITH_ANCHOR).toEqual(TYPES.map((t) => t.type));
    for (const type of WITH_ANCHOR) {
      const anchor = TYPES.find((t) => t.type === type)!.schema.properties!.anchor!;
      expect([type, anchor.pattern, anchor.maxLength]).toEqual([type, '^[a-z0-9]+(-[a-z0-9]+)*$', 40]);
    }
  });

  it.each(WITH_ANCHOR)('%s is drawn inside one element with the anchor as its id', (type) => {
    const html = renderPage([
      { id: 'a', type: 'rich-text', data: { html: '<p>Önce</p>' } },
      { id: 'b', type, data: { title: 'Bölüm', anchor: 'teklif-formu' } },
    ]);
    expect(html.match(/id="teklif-formu"/g)).toEqual(['id="teklif-formu"']);
    expect(html).toMatch(new RegExp(`<div id="teklif-formu" data-block="${type}"`));
  });

  it('a block without an anchor gets no id', () => {
    const html = renderPage([{ id: 'b', type: 'contact-form', data: { title: 'İletişim' } }]);
    expect(html).toContain('<div data-block="contact-form">');
  });
});
