/**
 * Public pages from the schema: the route table has each declared type's list and item routes
 * (its own components where the registry names them), the generic metadata follows the
 * declaration, and codegen refuses a declaration that disagrees with its resource.
 */
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES, PUBLIC_PAGES_TABLES } from '../../generated/public-pages.ts';
import { PUBLIC_PAGE_TABLES } from '../../generated/public-tables.ts';
import { publicPagesModule } from '../../scripts/codegen/public-pages.ts';
import type { Entity } from '../../scripts/codegen/entities.ts';
import { resource as services } from '../../schema/services.ts';
import { PUBLIC_ROUTES } from '../../src/public/routes/table.ts';
import { contentItemMeta, contentListMeta } from '../../src/public/seo/content-meta.ts';
import { siteMeta } from '../../src/public/seo/page-meta.ts';

const site = siteMeta({ site_name: 'Parlak Dijital', site_description: 'Ajans', logo_url: null, contact_email: null, contact_phone: null, contact_address: null, social_links: {} }, null, 'https://site.example', '');

const service = {
  id: '6d0c1f5e-8a4b-4c1e-9f0e-2b7a1c3d4e5f', slug: 'seo-danismanligi', title: 'SEO Danışmanlığı', description: 'Aramalarda üst sıralar.', content: '<p>x</p>', icon: 'Search' as const,
  features: [], price: '₺0', duration: 'Proje', color: 'green' as const, meta_title: null, meta_description: 'Özel açıklama', published: true, publish_at: null,
  created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-02T00:00:00Z',
};

describe('public pages declared in the schema', () => {
  it('gives every declared type a list and an item route; services, projects and the blog keep their own pages', () => {
    for (const table of PUBLIC_PAGES_TABLES) {
      expect(PUBLIC_ROUTES.filter((r) => r.path === PUBLIC_PAGES[table].base || r.path === PUBLIC_PAGES[table].itemPath).map((r) => r.path)).toEqual([PUBLIC_PAGES[table].base, PUBLIC_PAGES[table].itemPath]);
    }
    expect(PUBLIC_ROUTES.map((r) => r.id)).toEqual(expect.arrayContaining(['services', 'service', 'projects', 'project', 'blog', 'post']));
    expect(PUBLIC_ROUTES.find((r) => r.path === '/services/:slug')?.previewTable).toBe('services');
    // In the sitemap's order: services, projects, the blog, before the fixed pages after them.
    expect(PUBLIC_ROUTES.map((r) => r.id).slice(2, 8)).toEqual(['services', 'service', 'projects', 'project', 'blog', 'post']);
  });

  it('names the tables public pages read, and none that only staff read', () => {
    expect(PUBLIC_PAGE_TABLES).toEqual(expect.arrayContaining([...PUBLIC_PAGES_TABLES, 'pages', 'site_settings', 'menus']));
    for (const staffOnly of ['edit_presence', 'content_drafts', 'content_revisions', 'contact_messages', 'newsletter_subscribers', 'preview_links']) expect(PUBLIC_PAGE_TABLES).not.toContain(staffOnly);
  });

  it('builds an item\'s metadata from the declared columns: meta description wins, JSON-LD of the declared type', () => {
    const meta = contentItemMeta(site, 'services', service);
    expect(meta.title).toBe('SEO Danışmanlığı | Parlak Dijital');
    expect(meta.description).toBe('Özel açıklama');
    expect(meta.canonical).toBe('https://site.example/services/seo-danismanligi');
    expect(meta.jsonLd[0]).toMatchObject({ '@type': 'Service', name: 'SEO Danışmanlığı', url: 'https://site.example/services/seo-danismanligi' });
    expect(meta.jsonLd[1]).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ name: 'Ana Sayfa' }, { name: 'Hizmetlerimiz', item: 'https://site.example/services' }, { name: 'SEO Danışmanlığı' }] });
  });

  it('titles a list\'s later pages and gives them their own canonical address', () => {
    expect(contentListMeta(site, 'projects').canonical).toBe('https://site.example/projects');
    const second = contentListMeta(site, 'projects', 2);
    expect(second.title).toBe('Projelerimiz (Sayfa 2) | Parlak Dijital');
    expect(second.canonical).toBe('https://site.example/projects?sayfa=2');
  });

  it('refuses a declaration whose base disagrees with publicPath, or that names a missing column', () => {
    const row = { properties: { id: {}, slug: {}, title: {}, description: {}, content: {}, created_at: {}, updated_at: {} } };
    const entity = (change: (r: typeof services) => typeof services): Entity => ({ file: 'x.ts', module: {}, resource: change(structuredClone(services)) as Entity['resource'] });
    const withBase = entity((r) => (r.screen === 'resource' && r.public ? { ...r, public: { ...r.public, base: '/etkinlikler' } } : r));
    expect(() => publicPagesModule([withBase], new Map([['services', row]]))).toThrow("schema: services.public.base /etkinlikler needs publicPath '/etkinlikler/{slug}'");
    const asIs = entity((r) => r);
    expect(() => publicPagesModule([asIs], new Map([['services', row]]))).toThrow('schema: services.public names the column icon, which services has not');
  });
});
