/**
 * The live preview draws the form's half-filled blocks: every block type (each file of
 * generated/json-schema/blocks, so a new type is covered with no edit here) renders through
 * the preview's page renderer with no field, with each single field set (every choice of a
 * choice, lists with an empty and a filled item), cleared ('') and null, without throwing
 * and without the preview's "could not render" placeholder. An empty field is not shown: a
 * call to action without a title has no empty heading.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ThemeProvider } from '@emotion/react';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicTheme } from '../../src/lib/theme.ts';
import { LiveModeContext } from '../../src/public/live/live-mode.ts';
import CmsPage from '../../src/public/pages/CmsPage.tsx';
import type { CmsPageData } from '../../src/public/routes/loaders.ts';
import { SiteProvider } from '../../src/public/site-context.tsx';
import { PREVIEW_BLOCK_FAILED } from '../../src/public/block-list/PreviewBlockBoundary.tsx';
import { JSDOM } from 'jsdom';
import { sanitizeHtml, setSanitizerWindow } from '../../src/lib/sanitize-html.ts';
import { provideSanitizer } from '../../src/public/ui/sanitizer.ts';

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minimum?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SCHEMA_DIR = path.join(ROOT, 'generated/json-schema/blocks');
const TYPES = fs
  .readdirSync(SCHEMA_DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({ type: f.replace(/\.json$/, ''), schema: JSON.parse(fs.readFileSync(path.join(SCHEMA_DIR, f), 'utf8')) as JsonSchema }));

/** Texts that satisfy a pattern of the schemas (a slug, a video address), tried in turn. */
const PATTERN_SAMPLES = ['ornek-hizmet', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'];

/** One filled value for a property: what staff could have typed. */
function filled(p: JsonSchema): unknown {
  if (p.enum) return p.enum[0];
  switch (p.type) {
    case 'string':
      if (p.pattern) return PATTERN_SAMPLES.find((s) => new RegExp(p.pattern!).test(s)) ?? 'ornek';
      return p.format === 'uri-reference' ? '/storage/v1/object/public/media/seed/hero.webp' : 'Örnek *vurgulu* metin';
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return p.minimum ?? 1;
    case 'array':
      return [filled(p.items ?? {})];
    case 'object':
      return Object.fromEntries(Object.entries(p.properties ?? {}).map(([k, v]) => [k, filled(v)]));
    default:
      return 'Örnek';
  }
}

/** The values one property takes in the cases: every choice, filled, cleared, null, and for a list an item just added ({}). */
function valuesOf(p: JsonSchema): unknown[] {
  const values: unknown[] = p.enum ? [...p.enum] : [filled(p)];
  if (p.type === 'array') values.push([], p.items?.type === 'object' ? [{}] : ['']);
  if (p.type === 'string') values.push('');
  values.push(null);
  return values;
}

const CASES = TYPES.flatMap(({ type, schema }) => [
  { type, name: `${type}: {}`, data: {} as Record<string, unknown> },
  ...Object.entries(schema.properties ?? {}).flatMap(([field, p]) => valuesOf(p).map((value) => ({ type, name: `${type}: ${field} = ${JSON.stringify(value)}`, data: { [field]: value } }))),
]);

const now = '2026-12-01T10:00:00.000Z';
/** One published row of each collection, so the services, projects, testimonials and team blocks draw their cards. */
const COLLECTIONS = {
  services: [{ id: 's1', slug: 'ornek-hizmet', title: 'SEO', description: 'Arama motoru', icon: 'Search', features: ['Analiz'], price: '₺5.000', duration: '1 ay', color: 'green', created_at: now }],
  projects: [{ id: 'p1', slug: 'ornek-proje', title: 'Proje', description: 'Bir proje', featured_image: null, client: 'Müşteri', category: 'Web', tags: ['React'], results: ['%40 artış'], project_url: null, created_at: now }],
  testimonials: { rows: [{ id: 't1', name: 'Ayşe', content: 'Harika', rating: 5, avatar: null, position: 'Müdür', company: 'Şirket', published: true, sort_order: 0, created_at: now, updated_at: now }], rating: { average: 5, count: 1 } },
  team: [{ id: 'm1', name: 'Mehmet', position: 'Tasarımcı', bio: 'Tasarım', avatar: null, sort_order: 0, social_links: {}, published: true, created_at: now, updated_at: now }],
} as unknown as CmsPageData['collections'];

/** The page the live preview draws for a page row holding these blocks (LivePreviewPage: live mode, the CMS page). */
function renderPreview(blocks: { id: string; type: string; data: Record<string, unknown> }[]): string {
  const page = { id: 'x', title: 'Önizleme', slug: 'onizleme', excerpt: null, content: null, featured_image: null, template: 'default', blocks, landing_page: false, created_at: now, updated_at: now };
  const data = { page, alts: {}, collections: COLLECTIONS } as unknown as CmsPageData;
  const preview = createElement(LiveModeContext.Provider, { value: { shownBlock: null } }, createElement(CmsPage, { data, loading: false }));
  const seed = { rows: { settings: null, seo: null, menus: [] }, apiUrl: 'http://localhost:3000', origin: 'http://localhost:3000', renderedAt: now };
  const tree: ReactNode = createElement(ThemeProvider, { theme: publicTheme, children: createElement(MemoryRouter, null, createElement(SiteProvider, { seed, children: preview })) });
  return renderToStaticMarkup(tree);
}

describe('the live preview renders half-filled blocks of every type', () => {
  let consoleErrors: unknown[][];
  // The sanitizer as the server renderer provides it (the frame loads it before its first HTML).
  beforeAll(() => {
    setSanitizerWindow(new JSDOM('').window as unknown as Window);
    provideSanitizer((html) => sanitizeHtml(html));
  });
  beforeEach(() => {
    consoleErrors = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void consoleErrors.push(args));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('covers every block type the schemas have', () => {
    expect(TYPES.length).toBeGreaterThanOrEqual(17);
    expect(new Set(CASES.map((c) => c.type)).size).toBe(TYPES.length);
  });

  it.each(CASES)('$name', ({ type, data }) => {
    // The block twice: first on the page (a hero is then the title band) and after another one.
    const html = renderPreview([
      { id: 'a', type, data },
      { id: 'b', type: 'rich-text', data: { html: '<p>Sonraki blok</p>' } },
      { id: 'c', type, data },
    ]);
    expect(html).toContain('data-block-id="c"');
    expect(html).toContain('Sonraki blok');
    expect(html).not.toContain(PREVIEW_BLOCK_FAILED);
    expect(consoleErrors).toEqual([]);
  });

  it('leaves an empty field out: a call to action without a title has no heading, a button without its address no link', () => {
    const html = renderPreview([{ id: 'a', type: 'cta', data: { button_text: 'Teklif Al' } }]);
    const block = html.slice(html.indexOf('data-block-id="a"'));
    expect(block).not.toMatch(/<h2[^>]*><\/h2>/);
    expect(block).not.toContain('Teklif Al');
  });
});
