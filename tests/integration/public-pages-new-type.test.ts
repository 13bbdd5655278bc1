/**
 * "Public pages from the schema": in a copy of the project, schema/services.ts is copied to
 * schema/events.ts with its names changed (table, route, labels, JSON-LD type); `codegen` and
 * `db:migration -- add_events` run, and nothing else is edited. The copy's renderer is built
 * and its server started; a published event inserted with the service key has a list page at
 * /events and an item page at /events/{slug} (title, description and Open Graph tags, JSON-LD)
 * and is in sitemap.xml. The event type names no components, so the default templates draw it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, type ProjectCopy } from '../helpers/project-copy.ts';
import { makeClient } from '../helpers/server.ts';

interface CopiedServer {
  port: number;
  ctx: { serviceRoleKey: string };
  close(): Promise<void>;
}

/** schema/services.ts with a service's every name turned into an event's. */
function eventsSchema(services: string): string {
  const renames: [RegExp, string][] = [
    [/\bService\b/g, 'EventItem'],
    [/'services_published_idx'/g, "'events_published_idx'"],
    [/'services'/g, "'events'"],
    [/\/services/g, '/events'],
    [/Hizmetlerimiz/g, 'Etkinliklerimiz'],
    [/Hizmetler/g, 'Etkinlikler'],
    [/Hizmeti/g, 'Etkinliği'],
    [/Hizmet/g, 'Etkinlik'],
    [/hizmeti/g, 'etkinliği'],
    [/hizmet/g, 'etkinlik'],
    [/icon: 'Wrench', order: 50/g, "icon: 'CalendarDays', order: 55"],
    [/jsonLd: 'EventItem'/g, "jsonLd: 'Event'"],
  ];
  return renames.reduce((text, [from, to]) => text.replace(from, to), services);
}

describe('a content type added by copying schema/services.ts gets its public pages', () => {
  let copy: ProjectCopy;
  let dataDir: string;
  let server: CopiedServer;
  const url = (p: string) => `http://127.0.0.1:${server.port}${p}`;
  const page = async (p: string) => {
    const res = await fetch(url(p));
    return { status: res.status, html: await res.text() };
  };

  beforeAll(async () => {
    copy = copyProject();
    copy.write('schema/events.ts', eventsSchema(copy.read('schema/services.ts')));
    const codegen = copy.run('codegen');
    expect(codegen.status, codegen.output).toBe(0);
    const migration = copy.run('db:migration', ['add_events']);
    expect(migration.status, migration.output).toBe(0);

    // Only the server renderer is built: these requests read HTML, no browser runs the bundles,
    // and the source index.html is a template the renderer fills as the built one.
    const vite = path.join(copy.dir, 'node_modules', 'vite', 'bin', 'vite.js');
    const build = spawnSync(process.execPath, [vite, 'build', '--ssr', 'src/public/entry-server.tsx', '--outDir', 'dist/server', '--logLevel', 'warn'], { cwd: copy.dir, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' }, timeout: 400_000 });
    expect(build.status, `${build.stdout}${build.stderr}`).toBe(0);
    fs.copyFileSync(path.join(copy.dir, 'index.html'), path.join(copy.dir, 'dist', 'index.html'));

    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-events-data-'));
    const { loadConfig } = (await import(path.join(copy.dir, 'server', 'config.ts'))) as typeof import('../../server/config.ts');
    const { startServer } = (await import(path.join(copy.dir, 'server', 'start.ts'))) as typeof import('../../server/start.ts');
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', PG_PORT: '0', DATA_DIR: dataDir, DIST_DIR: path.join(copy.dir, 'dist'), ADMIN_EMAIL: 'staff@example.com', ADMIN_PASSWORD: 'correct-horse-battery-staple', SEED: 'false' });
    server = (await startServer(config, () => {})) as unknown as CopiedServer;

    const staff = makeClient(url(''), server.ctx.serviceRoleKey);
    const { error } = await staff.from('events').insert([
      { title: 'Dijital Pazarlama Zirvesi', slug: 'dijital-pazarlama-zirvesi', description: 'İstanbul’da bir günlük zirve: sosyal medya ve SEO.', content: '<p>Program <strong>sabah dokuzda</strong> başlar.</p><script>alert(1)</script>', published: true, created_at: '2026-02-01T10:00:00Z' },
      { title: 'Taslak Atölye', slug: 'taslak-atolye', description: 'Henüz yayında değil.', content: '<p>Taslak</p>', published: false, created_at: '2026-02-02T10:00:00Z' },
      // Older ones: with the summit, one more than a list page holds (12).
      ...Array.from({ length: 12 }, (_, i) => ({ title: `Atölye ${i + 1}`, slug: `atolye-${i + 1}`, description: 'Bir atölye.', content: '<p>Atölye</p>', published: true, created_at: `2026-01-${String(i + 1).padStart(2, '0')}T10:00:00Z` })),
    ]);
    expect(error).toBeNull();
  }, 900_000);

  afterAll(async () => {
    await server?.close();
    copy?.remove();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('codegen declared the new type\'s pages and the tables public pages read', () => {
    const generated = copy.read('generated/public-pages.ts');
    expect(generated).toContain('"itemPath": "/events/:slug"');
    expect(copy.read('generated/public-tables.ts')).toContain("  'events',");
  });

  it('lists the published event at /events, with the list\'s title and metadata, and not the draft', async () => {
    const { status, html } = await page('/events');
    expect(status).toBe(200);
    expect(html).toMatch(/<title[^>]*>Etkinliklerimiz \| Dijital Ajans<\/title>/);
    expect(html).toContain('<meta property="og:title" content="Etkinliklerimiz | Dijital Ajans"');
    expect(html).toContain('href="/events/dijital-pazarlama-zirvesi"');
    expect(html).not.toContain('taslak-atolye');
  });

  it('renders /events/{slug} with its title, description, Open Graph, JSON-LD and sanitized rich text', async () => {
    const { status, html } = await page('/events/dijital-pazarlama-zirvesi');
    expect(status).toBe(200);
    expect(html).toMatch(/<title[^>]*>Dijital Pazarlama Zirvesi \| Dijital Ajans<\/title>/);
    expect(html).toContain('<meta name="description" content="İstanbul’da bir günlük zirve: sosyal medya ve SEO."');
    expect(html).toContain('<meta property="og:title" content="Dijital Pazarlama Zirvesi | Dijital Ajans"');
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    expect(jsonLd.find((d) => d['@type'] === 'Event')).toMatchObject({ name: 'Dijital Pazarlama Zirvesi', url: url('/events/dijital-pazarlama-zirvesi') });
    expect(html).toContain('<strong>sabah dokuzda</strong>');
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it('pages the list on the server: twelve cards, a link to page 2, the oldest event there', async () => {
    const first = await page('/events');
    expect(first.html.match(/<article/g)).toHaveLength(12);
    expect(first.html).toContain('href="/events?sayfa=2"');
    expect(first.html).not.toContain('href="/events/atolye-1"');
    const second = await page('/events?sayfa=2');
    expect(second.status).toBe(200);
    expect(second.html).toMatch(/<title[^>]*>Etkinliklerimiz \(Sayfa 2\) \| Dijital Ajans<\/title>/);
    expect(second.html.match(/<article/g)).toHaveLength(1);
    expect(second.html).toContain('href="/events/atolye-1"');
  });

  it('answers 404 for a draft and an unknown slug', async () => {
    expect((await page('/events/taslak-atolye')).status).toBe(404);
    expect((await page('/events/yok-boyle-bir-etkinlik')).status).toBe(404);
  });

  it('lists the list page and the published event in sitemap.xml', async () => {
    const { status, html: xml } = await page('/sitemap.xml');
    expect(status).toBe(200);
    expect(xml).toContain(`<loc>${url('/events')}</loc>`);
    expect(xml).toContain(`<loc>${url('/events/dijital-pazarlama-zirvesi')}</loc>`);
    expect(xml).not.toContain('taslak-atolye');
  });
});
