/**
 * The public content (a resource with a `publicPath` per slug and a publication flag) is known
 * from schema/ alone: codegen writes generated/public-content.ts, and the site, the preview
 * links and the dashboard read it. Adding such a type needs its schema file and its page
 * component; no list of tables elsewhere, and no link built by hand.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEntities, type Entity } from '../../scripts/codegen/entities.ts';
import type { Schema } from '../../scripts/codegen/json-schema.ts';
import { isPublicContent, publicContentFacts } from '../../scripts/codegen/public-content.ts';
import { publicContentTables, tableSql, type SchemaModelEntry } from '../../scripts/db/schema-sql.ts';
import { contentPath, PUBLIC_CONTENT, PUBLIC_CONTENT_TABLES } from '../../generated/public-content.ts';
import { PREVIEW_TABLES } from '../../src/lib/preview-link.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    return e.isDirectory() ? sourceFiles(rel) : /\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

/** The row schemas codegen wrote (codegen:check keeps them current); an added entity takes the services' one. */
const rowSchema = (table: string) => JSON.parse(fs.readFileSync(path.join(ROOT, 'generated', 'json-schema', `${table}.json`), 'utf8')) as Schema;

async function schemaFacts(extra: Entity[] = []) {
  const entities = [...(await loadEntities()), ...extra];
  const rows = new Map<string, Schema>(entities.map((e) => [e.resource.table, rowSchema(extra.includes(e) ? 'services' : e.resource.table)]));
  return { entities, facts: publicContentFacts(entities, rows) };
}

// Loading schema/ through tsx takes seconds on a busy machine.
describe('public content from schema/', { timeout: 120_000 }, () => {
  it('the generated module lists exactly the resources with a public path per slug and a publication flag', async () => {
    const { entities } = await schemaFacts();
    const expected = entities.filter((e) => isPublicContent(e.resource)).map((e) => e.resource.table);
    expect([...PUBLIC_CONTENT_TABLES]).toEqual(expected);
    expect([...PUBLIC_CONTENT_TABLES]).toEqual(['blog_posts', 'pages', 'projects', 'services']);
    expect(PREVIEW_TABLES).toEqual(expected);
    expect(PUBLIC_CONTENT.blog_posts).toEqual({
      table: 'blog_posts', route: 'blog', singular: 'Blog yazısı', plural: 'Blog Yazıları', path: '/blog/{slug}',
      slug: 'slug', title: 'title', published: 'published', schedule: 'publish_at', metaDescription: 'meta_description',
    });
  });

  it('builds addresses encoded, the home page at /', () => {
    expect(contentPath('blog_posts', 'ilk-yazi')).toBe('/blog/ilk-yazi');
    expect(contentPath('services', 'ürün çekimi')).toBe('/services/%C3%BCr%C3%BCn%20%C3%A7ekimi');
    expect(contentPath('projects', 'a/b?c')).toBe('/projects/a%2Fb%3Fc');
    expect(contentPath('pages', 'kvkk')).toBe('/kvkk');
    expect(contentPath('pages', 'home')).toBe('/');
  });

  it('a new resource with a publicPath and a publication flag becomes public content with nothing else to list', async () => {
    const services = (await loadEntities()).find((e) => e.resource.table === 'services')!;
    const events: Entity = {
      ...services,
      file: 'events.ts',
      resource: { ...services.resource, table: 'events', route: 'events', singular: 'Etkinlik', nav: { ...services.resource.nav, label: 'Etkinlikler' }, publicPath: '/etkinlikler/{slug}' } as Entity['resource'],
    };
    const { facts } = await schemaFacts([events]);
    expect(facts.find((f) => f.table === 'events')).toEqual({
      table: 'events', route: 'events', singular: 'Etkinlik', plural: 'Etkinlikler', path: '/etkinlikler/{slug}',
      slug: 'slug', title: 'title', published: 'published', schedule: 'publish_at', metaDescription: 'meta_description',
    });
    const hidden: Entity = { ...events, resource: { ...events.resource, table: 'drafts_only', status: undefined } as Entity['resource'] };
    expect((await schemaFacts([hidden])).facts.map((f) => f.table)).not.toContain('drafts_only');
  });

  it("preview links' table CHECK lists the public content, a new type included, with no list in schema/preview-links.ts", async () => {
    const entities = await loadEntities();
    const services = entities.find((e) => e.resource.table === 'services')!;
    const events: Entity = { ...services, file: 'events.ts', resource: { ...services.resource, table: 'events', route: 'events', publicPath: '/etkinlikler/{slug}' } as Entity['resource'] };
    const model = (list: Entity[]): SchemaModelEntry[] => list.map((entity) => ({ entity, row: rowSchema(entity === events ? 'services' : entity.resource.table), dbTypes: {} }));
    const checkOf = (list: Entity[]) => {
      const all = model(list);
      const previews = all.find((m) => m.entity.resource.table === 'preview_links')!;
      return tableSql(previews, publicContentTables(all)).body.filter((s) => s.includes('preview_links_table_name_check'));
    };
    expect(checkOf(entities)).toEqual([
      `alter table public."preview_links" add constraint "preview_links_table_name_check" check ("table_name" = any (array['blog_posts', 'pages', 'projects', 'services']::text[]));`,
    ]);
    expect(checkOf([...entities, events])[0]).toContain("array['blog_posts', 'pages', 'projects', 'services', 'events']");
    expect(fs.readFileSync(path.join(ROOT, 'schema', 'preview-links.ts'), 'utf8')).not.toMatch(/'blog_posts'/);
  });

  it('no file outside schema/ and generated/ lists public content tables by hand', () => {
    const names = PUBLIC_CONTENT_TABLES.map((t) => new RegExp(`['"\`]${t}['"\`]`));
    const lists: string[] = [];
    for (const file of [...sourceFiles('src'), ...sourceFiles('server'), ...sourceFiles('scripts')]) {
      fs.readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (names.filter((n) => n.test(line)).length >= 2) lists.push(`${file}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(lists).toEqual([]);
  });

  it("the site builds detail links through contentPath, never by hand", () => {
    const prefixes = Object.values(PUBLIC_CONTENT)
      .map((c) => c.path.slice(0, c.path.indexOf('{slug}')))
      .filter((p) => p !== '/');
    expect(prefixes).toEqual(['/blog/', '/projects/', '/services/']);
    const handBuilt = sourceFiles('src').flatMap((file) => {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      return prefixes.filter((p) => text.includes(`\`${p}\${`) || text.includes(`'${p}' +`)).map((p) => `${file}: ${p}`);
    });
    expect(handBuilt).toEqual([]);
  });
});
