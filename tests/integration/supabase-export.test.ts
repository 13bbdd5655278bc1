/**
 * The move to hosted Supabase (npm run export:supabase): export the seeded demo site, with a
 * TOTP factor on the staff account, create a fresh database in the same cluster shaped as a
 * hosted project (Supabase's schemas and roles, an auth schema in Supabase Auth's shape, our
 * migrations), load data.sql and check it: every table's rows, the staff password against the
 * stored hash the way Supabase Auth checks it (bcrypt), the identity, the factor, the object
 * rows and their files. scripts/check-hosted-auth-schema.ts runs the same checks on Supabase
 * Auth's own migrations (not available here: no network, and their text stays theirs).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportForSupabase } from '../../scripts/export-supabase/export.ts';
import { createHostedShapedDatabase, dropDatabase, embeddedAuthSchema } from '../../scripts/export-supabase/hosted-shaped-database.ts';
import { checkImport, loadExport } from '../../scripts/export-supabase/import-check.ts';
import type { ObjectEntry } from '../../scripts/export-supabase/storage-objects.ts';
import { tablesInDependencyOrder } from '../../scripts/export-supabase/table-data.ts';
import { serverObjectReader } from '../../scripts/export-supabase/server-objects.ts';
import { STAFF_EMAIL, STAFF_PASSWORD, startTestServer, type TestServer } from '../helpers/server.ts';

const run = promisify(execFile);
const HOSTED_DB = 'supabase_export_test';

describe('export to a hosted Supabase project', () => {
  let t: TestServer;
  let exportDir: string;
  let importedUrl: string;

  beforeAll(async () => {
    t = await startTestServer({ seed: true });
    exportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-export-'));
    await t.server.ctx.db.admin.query(
      `insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret)
       select id, 'Telefon', 'totp', 'verified', 'JBSWY3DPEHPK3PXP' from auth.users where email = $1`,
      [STAFF_EMAIL],
    );
  });
  afterAll(async () => {
    if (t) await dropDatabase(t.server.ctx.databaseUrl, HOSTED_DB).catch(() => {});
    await t?.close();
    if (exportDir) fs.rmSync(exportDir, { recursive: true, force: true });
  });

  it('writes data.sql, the object files and their manifest', async () => {
    const db = new pg.Client({ connectionString: t.server.ctx.databaseUrl });
    await db.connect();
    const summary = await exportForSupabase(db, exportDir, serverObjectReader(t.url, t.serviceRoleKey)).finally(() => db.end());
    const { rows } = await t.server.ctx.db.admin.query<{ n: number }>('select count(*)::int as n from storage.objects');
    expect(summary.objects).toBe(rows[0]!.n);
    expect(summary.objects).toBeGreaterThan(10);
    expect(summary).toMatchObject({ users: 1, identities: 1, factors: 1 });
    const sql = fs.readFileSync(path.join(exportDir, 'data.sql'), 'utf8');
    expect(sql).toMatch(/^begin;$/m);
    expect(sql).toMatch(/^set local session_replication_role = 'replica';$/m);
    expect(sql.trimEnd().endsWith('commit;')).toBe(true);
    expect(sql).toContain('insert into "public"."site_settings"');
    const entries = JSON.parse(fs.readFileSync(path.join(exportDir, 'objects.json'), 'utf8')) as ObjectEntry[];
    const first = entries.find((e) => e.name.endsWith('.webp'))!;
    expect(first).toMatchObject({ bucket: 'media', contentType: 'image/webp', cacheControl: '31536000' });
    const served = await fetch(`${t.url}/storage/v1/object/public/media/${first.name}`);
    expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), fs.readFileSync(path.join(exportDir, first.file)))).toBe(0);
  });

  it('loads into a fresh hosted-shaped database: rows, bcrypt password, identity, factor, objects', async () => {
    importedUrl = await createHostedShapedDatabase(t.server.ctx.databaseUrl, HOSTED_DB, embeddedAuthSchema);
    await loadExport(importedUrl, exportDir);
    const result = await checkImport({
      sourceUrl: t.server.ctx.databaseUrl,
      importedUrl,
      exportDir,
      account: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
    });
    expect(result.problems).toEqual([]);
    expect(result.lines).toContain(`password of ${STAFF_EMAIL}: bcrypt $2b$10$… verifies=true, wrong password verifies=false`);
    expect(result.lines).toContain('TOTP factors: 1 exported, 1 imported');

    const db = new pg.Client({ connectionString: importedUrl });
    await db.connect();
    try {
      const { rows } = await db.query(
        `select u.email, u.confirmation_token, u.instance_id::text, f.secret, f.status::text, i.identity_data
           from auth.users u join auth.identities i on i.user_id = u.id join auth.mfa_factors f on f.user_id = u.id`,
      );
      expect(rows).toEqual([
        {
          email: STAFF_EMAIL,
          confirmation_token: '',
          instance_id: '00000000-0000-0000-0000-000000000000',
          secret: 'JBSWY3DPEHPK3PXP',
          status: 'verified',
          identity_data: expect.objectContaining({ email: STAFF_EMAIL, email_verified: false, phone_verified: false }),
        },
      ]);
      // Loaded with triggers off: the rows keep their own timestamps.
      const [a, b] = await Promise.all([
        t.server.ctx.db.admin.query(`select id, updated_at::text from public.blog_posts order by id`),
        db.query(`select id, updated_at::text from public.blog_posts order by id`),
      ]);
      expect(b.rows).toEqual(a.rows);
      // Translations go along (issue 41): the seed's English posts, with their own publication.
      const english = `select item_id, locale, slug, published, updated_at::text from public.blog_posts_translations order by item_id`;
      const [enA, enB] = await Promise.all([t.server.ctx.db.admin.query(english), db.query(english)]);
      expect(enA.rows.length).toBeGreaterThanOrEqual(2);
      expect(enB.rows).toEqual(enA.rows);
    } finally {
      await db.end();
    }
  });

  it('orders tables parents first, whatever their names', async () => {
    const db = await t.server.ctx.db.admin.connect();
    try {
      await db.query('begin');
      await db.query(`create schema order_test;
        create table order_test.z_parent (id int primary key, up int references order_test.z_parent (id));
        create table order_test.m_middle (id int primary key, parent_id int references order_test.z_parent (id));
        create table order_test.a_child (id int primary key, middle_id int references order_test.m_middle (id));`);
      const order = (await tablesInDependencyOrder(db, ['order_test'])).map((x) => x.name);
      await db.query('rollback');
      expect(order).toEqual(['z_parent', 'm_middle', 'a_child']);
    } finally {
      db.release();
    }
  });

  it('npm run export:supabase finds the running server by its data folder and prints the steps', async () => {
    const out = path.join(exportDir, 'cli');
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/export-supabase.ts', '--out', out], {
      env: { ...process.env, DATA_DIR: t.dataDir, DATABASE_URL: t.server.ctx.databaseUrl },
      timeout: 120_000,
    });
    expect(stdout).toContain(`Export written to ${out}`);
    expect(stdout).toContain('npx supabase db push --db-url "postgresql://postgres:<password>@db.<ref>.supabase.co:5432/postgres"');
    expect(stdout).toContain(`-f "${path.join(out, 'data.sql')}"`);
    expect(stdout).toContain(`npm run export:supabase:upload -- "${out}"`);
    expect(fs.existsSync(path.join(out, 'data.sql'))).toBe(true);
  });

  it('npm run export:supabase without DATABASE_URL reads the embedded PostgreSQL on the port it really took, not PG_PORT', async () => {
    // A port nothing listens on: the cluster's own port is only in its postmaster.pid.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const closedPort = (probe.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const { DATABASE_URL: _d, PG_PORT: _p, ...env } = process.env;
    const out = path.join(exportDir, 'cli-embedded');
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/export-supabase.ts', '--out', out], {
      env: { ...env, DATA_DIR: t.dataDir, PG_PORT: String(closedPort) },
      timeout: 120_000,
    });
    expect(stdout).toContain(`Export written to ${out}`);
    expect(fs.readFileSync(path.join(out, 'data.sql'), 'utf8')).toContain(STAFF_EMAIL);
  });
});
