/**
 * "Adding a field" and "Adding an entity" are one file each plus the commands: in a copy of
 * the project, a field is added to schema/blog-posts.ts and a new schema/partners.ts is
 * written; `codegen` and `db:migration` run; the copy's own server then starts on the result.
 * The columns, their constraints, the foreign key, the preset's grants and policies exist;
 * anon access follows the preset; the generated admin config lists and edits the new things.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { copyProject, type ProjectCopy } from '../helpers/project-copy.ts';
import { makeClient } from '../helpers/server.ts';

interface CopiedServer {
  port: number;
  ctx: { anonKey: string; serviceRoleKey: string; db: { admin: pg.Pool } };
  close(): Promise<void>;
}

describe('a field and an entity added by editing schema/ only', () => {
  let copy: ProjectCopy;
  let dataDir: string;
  let server: CopiedServer;
  let migration: { status: number | null; output: string };
  const url = () => `http://127.0.0.1:${server.port}`;
  const query = async <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) => (await server.ctx.db.admin.query<T>(sql, params)).rows;

  beforeAll(async () => {
    copy = copyProject();
    copy.edit(
      'schema/blog-posts.ts',
      '  author: BlogAuthor;\n}',
      `  author: BlogAuthor;
  /**
   * @title Okuma süresi (dk)
   * @asType integer
   * @minimum 1
   * @maximum 120
   * @default 5
   */
  reading_time: number;
  /**
   * @title İş ortağı
   * @format uuid
   */
  partner_id: string | null;
}`,
    );
    copy.edit('schema/blog-posts.ts', "      { name: 'published', widget: 'checkbox', width: 'half' },", "      { name: 'reading_time', widget: 'number', width: 'half' },\n      { name: 'published', widget: 'checkbox', width: 'half' },");
    copy.edit('schema/blog-posts.ts', "      { field: 'category', display: 'badge' },", "      { field: 'category', display: 'badge' },\n      { field: 'reading_time' },");
    copy.edit('schema/blog-posts.ts', "    unique: [['slug']],", "    unique: [['slug']],\n    foreignKeys: [{ columns: ['partner_id'], references: { table: 'partners', columns: ['id'] }, onDelete: 'set null' }],");
    copy.write('schema/partners.ts', fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'partners-entity.ts.txt'), 'utf8'));

    const codegen = copy.run('codegen');
    expect(codegen.status, codegen.output).toBe(0);
    migration = copy.run('db:migration', ['partners_and_reading_time']);
    expect(migration.status, migration.output).toBe(0);

    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-copy-data-'));
    const { loadConfig } = (await import(path.join(copy.dir, 'server', 'config.ts'))) as typeof import('../../server/config.ts');
    const { startServer } = (await import(path.join(copy.dir, 'server', 'start.ts'))) as typeof import('../../server/start.ts');
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', PG_PORT: '0', DATA_DIR: dataDir, ADMIN_EMAIL: 'staff@example.com', ADMIN_PASSWORD: 'correct-horse-battery-staple', SEED: 'false' });
    server = (await startServer(config, () => {})) as unknown as CopiedServer;
  }, 700_000);

  afterAll(async () => {
    await server?.close();
    copy?.remove();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('db:migration wrote one migration with the new table, column and foreign key, and checked it', () => {
    const files = fs.readdirSync(path.join(copy.dir, 'supabase', 'migrations')).filter((f) => f.endsWith('_partners_and_reading_time.sql'));
    expect(files).toHaveLength(1);
    const sql = copy.read(`supabase/migrations/${files[0]}`);
    expect(sql).toContain('create table public."partners" (');
    expect(sql).toContain('alter table public."blog_posts" add column "reading_time" integer not null default 5;');
    expect(sql).toContain('alter table public."blog_posts" add column "partner_id" uuid;');
    expect(migration.output).toContain('Checked: the migrations now build exactly the database schema/ describes.');
  });

  it('the new blog column has its type, default, CHECK and foreign key', async () => {
    expect(await query(`select format_type(atttypid, atttypmod) as type, attnotnull as not_null, pg_get_expr(d.adbin, d.adrelid) as def
      from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attrelid = 'public.blog_posts'::regclass and a.attname = 'reading_time'`)).toEqual([{ type: 'integer', not_null: true, def: '5' }]);
    const constraints = await query<{ name: string; def: string }>(
      `select conname as name, pg_get_constraintdef(oid) as def from pg_constraint
       where conrelid = 'public.blog_posts'::regclass and conname in ('blog_posts_reading_time_check', 'blog_posts_partner_id_fkey') order by conname`,
    );
    expect(constraints).toEqual([
      { name: 'blog_posts_partner_id_fkey', def: 'FOREIGN KEY (partner_id) REFERENCES partners(id) ON DELETE SET NULL' },
      { name: 'blog_posts_reading_time_check', def: 'CHECK (((reading_time >= 1) AND (reading_time <= 120)))' },
    ]);
    const service = makeClient(url(), server.ctx.serviceRoleKey);
    const tooLong = await service.from('blog_posts').insert({ title: 'Uzun', slug: 'uzun', excerpt: 'Özet', content: '<p>x</p>', reading_time: 121 });
    expect(tooLong.error?.code).toBe('23514');
    const stored = await service.from('blog_posts').insert({ title: 'Kısa', slug: 'kisa', excerpt: 'Özet', content: '<p>x</p>' }).select('reading_time, partner_id').single();
    expect(stored.error).toBeNull();
    expect(stored.data).toEqual({ reading_time: 5, partner_id: null });
    const unknownPartner = await service.from('blog_posts').insert({ title: 'Ortak', slug: 'ortak', excerpt: 'Özet', content: '<p>x</p>', partner_id: '00000000-0000-4000-8000-000000000000' });
    expect(unknownPartner.error?.code).toBe('23503');
  });

  it('the new table has row-level security, the publishedContent grants and policies, its unique constraint and index', async () => {
    expect(await query(`select relrowsecurity as rls from pg_class where oid = 'public.partners'::regclass`)).toEqual([{ rls: true }]);
    expect(await query(`select policyname as name, cmd, roles::text[] as roles from pg_policies where tablename = 'partners' order by policyname`)).toEqual([
      { name: 'anon reads published', cmd: 'SELECT', roles: ['anon'] },
      { name: 'signed-in read published, staff read all', cmd: 'SELECT', roles: ['authenticated'] },
      { name: 'staff delete', cmd: 'DELETE', roles: ['authenticated'] },
      { name: 'staff insert', cmd: 'INSERT', roles: ['authenticated'] },
      { name: 'staff update', cmd: 'UPDATE', roles: ['authenticated'] },
    ]);
    expect(
      await query(`select privilege_type as privilege from information_schema.role_table_grants where table_name = 'partners' and grantee = 'anon' order by 1`),
    ).toEqual([{ privilege: 'SELECT' }]);
    expect(await query(`select conname as name, pg_get_constraintdef(oid) as def from pg_constraint where conrelid = 'public.partners'::regclass and contype in ('p', 'u') order by conname`)).toEqual([
      { name: 'partners_name_key', def: 'UNIQUE (name)' },
      { name: 'partners_pkey', def: 'PRIMARY KEY (id)' },
    ]);
    expect(await query(`select indexname as name from pg_indexes where tablename = 'partners' and indexname = 'partners_order_idx'`)).toEqual([{ name: 'partners_order_idx' }]);
  });

  it('anon reads only published partners and cannot write; duplicates and empty names are refused', async () => {
    const service = makeClient(url(), server.ctx.serviceRoleKey);
    const inserted = await service.from('partners').insert([
      { name: 'Yayındaki Ortak', website: 'https://ornek.com.tr', sort_order: 1, published: true },
      { name: 'Gizli Ortak', website: null, sort_order: 2, published: false },
    ]);
    expect(inserted.error).toBeNull();
    const anon = makeClient(url(), server.ctx.anonKey);
    const read = await anon.from('partners').select('name, published, sort_order');
    expect(read.error).toBeNull();
    expect(read.data).toEqual([{ name: 'Yayındaki Ortak', published: true, sort_order: 1 }]);
    const write = await anon.from('partners').insert({ name: 'Ziyaretçi' });
    expect(write.error?.code).toBe('42501');
    expect((await service.from('partners').insert({ name: 'Gizli Ortak' })).error?.code).toBe('23505');
    expect((await service.from('partners').insert({ name: '' })).error?.code).toBe('23514');
  });

  it("media where-used covers the new entity's image field with no hand-written SQL", async () => {
    const files = fs.readdirSync(path.join(copy.dir, 'supabase', 'migrations')).filter((f) => f.endsWith('_partners_and_reading_time.sql'));
    expect(copy.read(`supabase/migrations/${files[0]}`)).toContain('create or replace function public.media_usages(file_urls text[] default null)');
    const service = makeClient(url(), server.ctx.serviceRoleKey);
    const logo = '/storage/v1/object/public/media/uploads/ortak-logo.png';
    const file = await service.from('media_library').insert({
      filename: 'ortak-logo.png', original_name: 'ortak-logo.png', file_path: 'uploads/ortak-logo.png', file_url: logo, file_type: 'image', mime_type: 'image/png', file_size: 10,
    });
    expect(file.error).toBeNull();
    const partner = await service.from('partners').insert({ name: 'Logolu Ortak', logo: `https://ajans.com.tr${logo}` }).select('id').single();
    expect(partner.error).toBeNull();
    const { data, error } = await service.rpc('media_usages', { file_urls: [logo] });
    expect(error).toBeNull();
    expect(data).toEqual([
      { file_url: logo, table_name: 'partners', row_id: partner.data!.id, field: 'logo', title: 'Logolu Ortak' },
    ]);
    // The admin names the use from the generated config, not from the database.
    const { MEDIA_USAGE_PLACES } = (await import(path.join(copy.dir, 'generated', 'admin', 'media-usages.ts'))) as typeof import('../../generated/admin/media-usages.ts');
    expect(MEDIA_USAGE_PLACES.partners).toEqual({ resource: 'İş ortağı', route: 'partners', withId: true, fields: { logo: 'Logo' } });
  });

  it('the generated admin config lists the new entity and shows the new field in the blog list and form', async () => {
    const registry = copy.read('generated/admin/resources.ts');
    expect(registry).toContain('"route": "partners"');
    const { resource: partners } = (await import(path.join(copy.dir, 'generated', 'admin', 'partners.ts'))) as { resource: { title: string; formSchema: { properties: Record<string, { title: string }> } } };
    expect(partners.title).toBe('İş Ortakları');
    expect(Object.keys(partners.formSchema.properties)).toEqual(['name', 'website', 'logo', 'sort_order', 'published']);
    const { resource: blog } = (await import(path.join(copy.dir, 'generated', 'admin', 'blog.ts'))) as {
      resource: { list: { columns: { field: string }[] }; formSchema: { properties: Record<string, { title: string; minimum: number; maximum: number }> } };
    };
    expect(blog.list.columns.map((c) => c.field)).toContain('reading_time');
    expect(blog.formSchema.properties.reading_time).toMatchObject({ title: 'Okuma süresi (dk)', minimum: 1, maximum: 120 });
  });

  it('the sidebar, dashboard cards, recent activity, quick actions and create routes include the new entity', async () => {
    const { ADMIN_NAV } = (await import(path.join(copy.dir, 'src', 'admin', 'navigation.ts'))) as typeof import('../../src/admin/navigation.ts');
    expect(ADMIN_NAV.map((n) => n.path)).toEqual([
      '', 'pages', 'blog', 'projects', 'services', 'team', 'testimonials', 'partners',
      'forms', 'contact-messages', 'newsletter', 'menus', 'content-blocks', 'redirects', 'media', 'seo', 'settings', 'webhooks', 'webhook-deliveries', 'trash',
      'users', 'audit-log', 'outbox', 'smtp', 'personal-data', 'backups',
    ]);
    expect(ADMIN_NAV.find((n) => n.path === 'partners')?.label).toBe('İş Ortakları');
    const chrome = (await import(path.join(copy.dir, 'generated', 'admin', 'chrome.ts'))) as typeof import('../../generated/admin/chrome.ts');
    expect(chrome.COUNT_CARDS.map((c) => c.table)).toEqual(['blog_posts', 'projects', 'team_members', 'testimonials', 'partners']);
    expect(chrome.ACTIVITY_SOURCES.find((s) => s.table === 'partners')).toMatchObject({ titleField: 'name', singular: 'İş ortağı', event: 'changes' });
    expect(chrome.QUICK_ACTIONS.find((a) => a.label === 'Yeni İş Ortağı')).toMatchObject({ to: '/admin/partners/new', primary: true });
    expect(chrome.CREATE_ROUTES).toContain('partners');
  });
});
