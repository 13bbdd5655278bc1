/**
 * The first-start demo content: it must load once, fit the entity definitions, and leave no
 * broken link on the site (every image it names is in the bucket, every menu entry leads
 * to published content).
 */
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { SERVICE_ICONS } from '../../schema/options/service-icons.ts';
import { PEOPLE } from '../../scripts/seed-media/testimonial-avatars.ts';

const TABLES = [
  'pages', 'blog_posts', 'projects', 'services', 'team_members', 'testimonials', 'menus', 'content_blocks',
  'media_library', 'seo_settings', 'site_settings', 'contact_messages', 'newsletter_subscribers',
] as const;
const SCHEMA_DIR = path.join(import.meta.dirname, '../../generated/json-schema');

function loadSchema(file: string): object {
  return JSON.parse(fs.readFileSync(path.join(SCHEMA_DIR, file), 'utf8')) as object;
}

describe('seed content', () => {
  let t: TestServer;
  const rows: Record<string, Record<string, unknown>[]> = {};

  beforeAll(async () => {
    t = await startTestServer({ seed: true, keepData: true });
    const db = t.service();
    for (const table of TABLES) {
      const { data, error } = await db.from(table).select('*');
      if (error) throw new Error(`${table}: ${error.message}`);
      rows[table] = data as Record<string, unknown>[];
    }
  });
  afterAll(async () => {
    if (t) fs.rmSync(t.dataDir, { recursive: true, force: true });
  });

  it('fills every table, with drafts where the content has a published flag', () => {
    for (const table of TABLES) expect(rows[table]!.length, table).toBeGreaterThan(0);
    for (const table of ['pages', 'blog_posts', 'projects', 'services', 'testimonials', 'content_blocks']) {
      expect(rows[table]!.some((r) => r.published === false), `${table} has a draft`).toBe(true);
    }
    expect(rows.blog_posts!.filter((r) => r.published).length).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.projects!.filter((r) => r.published).map((r) => r.category)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.blog_posts!.filter((r) => r.published).map((r) => r.category)).size).toBeGreaterThanOrEqual(3);
    // Dated content was last changed when it was made, not when the seed ran.
    for (const table of ['pages', 'blog_posts', 'projects', 'services', 'testimonials', 'contact_messages']) {
      expect(rows[table]!.filter((r) => r.updated_at !== r.created_at).map((r) => r.id), table).toEqual([]);
    }
  });

  it('gives every testimonial the avatar drawn with its own initials, and every project an image of its kind', () => {
    const avatars = rows.testimonials!.map((r) => [r.name, r.avatar]);
    expect(avatars).toEqual(expect.arrayContaining(PEOPLE.map((name, i) => [name, `/storage/v1/object/public/media/seed/testimonial-${i + 1}.webp`])));
    expect(avatars).toHaveLength(PEOPLE.length);
    const image = (slug: string) => rows.projects!.find((r) => r.slug === slug)!.featured_image;
    // The law firm's website shows a website (not a product shot); the social media work shows social media.
    expect(image('hukuk-burosu-web-yenileme')).toBe('/storage/v1/object/public/media/seed/project-9.webp');
    expect(image('kahve-duragi-sosyal-medya')).toBe('/storage/v1/object/public/media/seed/project-3.webp');
    expect(new Set(rows.projects!.filter((r) => r.published).map((r) => r.featured_image)).size).toBe(rows.projects!.filter((r) => r.published).length);
  });

  it('validates every row against the JSON Schema generated from schema/*.ts', () => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats.default(ajv);
    for (const table of TABLES) {
      const validate = ajv.compile(loadSchema(`${table}.json`));
      for (const row of rows[table]!) {
        const ok = validate(row);
        expect(ok ? [] : validate.errors, `${table} ${String(row.slug ?? row.id)}`).toEqual([]);
      }
    }
  });

  it('seeds none of the old fixed blocks: the home, About, FAQ and contact sections are their pages\' blocks (03_pages.sql)', () => {
    const OLD_FIXED_BLOCKS = ['about-page', 'home-hero', 'main-cta', 'stats'];
    expect(rows.content_blocks!.filter((b) => OLD_FIXED_BLOCKS.includes(b.slug as string)).map((b) => b.slug)).toEqual([]);
  });

  it('uses only service icons the icon picker offers', () => {
    const offered = new Set<string>(SERVICE_ICONS.map((i) => i.value));
    expect(rows.services!.map((s) => s.icon).filter((icon) => !offered.has(icon as string))).toEqual([]);
  });

  it('links menu entries only to published content or to the fixed routes', () => {
    const fixed = new Set(['/', '/about', '/services', '/projects', '/blog', '/contact', '/faq']);
    const published = (table: string) => new Set(rows[table]!.filter((r) => r.published).map((r) => r.slug as string));
    const services = published('services');
    const pages = published('pages');
    const broken: string[] = [];
    for (const menu of rows.menus!.filter((m) => m.published)) {
      for (const item of menu.items as { url: string }[]) {
        const url = item.url;
        const ok = fixed.has(url)
          || (url.startsWith('/services/') && services.has(url.slice('/services/'.length)))
          || pages.has(url.slice(1));
        if (!ok) broken.push(`${menu.location as string}: ${url}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('names only images that are in the bucket, served as WebP', async () => {
    const urls = new Set<string>();
    const collect = (value: unknown): void => {
      if (typeof value === 'string') {
        for (const m of value.matchAll(/\/storage\/v1\/object\/public\/[^"'\s)]+/g)) urls.add(m[0]);
      } else if (value && typeof value === 'object') {
        for (const v of Object.values(value)) collect(v);
      }
    };
    for (const table of TABLES) collect(rows[table]);
    expect(urls.size).toBeGreaterThan(30);
    const missing: string[] = [];
    for (const url of urls) {
      const res = await fetch(t.url + url);
      await res.arrayBuffer();
      if (res.status !== 200 || res.headers.get('content-type') !== 'image/webp') missing.push(`${url} ${res.status}`);
    }
    expect(missing).toEqual([]);
    // The library lists each of them with its real size.
    for (const media of rows.media_library!) {
      const res = await fetch(t.url + (media.file_url as string));
      expect((await res.arrayBuffer()).byteLength, media.file_url as string).toBe(media.file_size);
    }
  });

  it('uploads missing demo images to a project with npm run seed:media (the hosted-Supabase path)', async () => {
    const { error } = await t.service().storage.from('media').remove(['seed/blog-3.webp']);
    expect(error).toBeNull();
    expect((await fetch(`${t.url}/storage/v1/object/public/media/seed/blog-3.webp`)).status).toBe(400);
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../../scripts/seed-media.ts')], {
      env: { ...process.env, SUPABASE_URL: t.url, SUPABASE_SERVICE_ROLE_KEY: t.serviceRoleKey },
    });
    expect(stdout).toMatch(/1 uploaded, \d+ already there/);
    expect((await fetch(`${t.url}/storage/v1/object/public/media/seed/blog-3.webp`)).status).toBe(200);
  });

  it('loads only once: a second start keeps the data as it is, and a demo image staff deleted stays deleted', async () => {
    await t.service().from('services').update({ title: 'Sosyal Medya Yönetimi (düzenlendi)' }).eq('slug', 'sosyal-medya-yonetimi');
    expect((await t.service().storage.from('media').remove(['seed/blog-2.webp'])).error).toBeNull();
    await t.server.close();
    t = await startTestServer({ seed: true, dataDir: t.dataDir, keepData: true });
    const { data } = await t.service().from('services').select('title').eq('slug', 'sosyal-medya-yonetimi');
    expect(data).toEqual([{ title: 'Sosyal Medya Yönetimi (düzenlendi)' }]);
    const { count } = await t.service().from('blog_posts').select('*', { count: 'exact', head: true });
    expect(count).toBe(rows.blog_posts!.length);
    expect((await fetch(`${t.url}/storage/v1/object/public/media/seed/blog-2.webp`)).status).toBe(400);
    expect((await fetch(`${t.url}/storage/v1/object/public/media/seed/blog-1.webp`)).status).toBe(200);
    await t.server.close();
  });
});
