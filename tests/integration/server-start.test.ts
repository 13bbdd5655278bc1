import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { listMigrations } from '../../server/platform/db/migrate.ts';
import { MIGRATIONS_DIR } from '../../server/platform/db/setup.ts';

describe('embedded server start', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the health check with the database up', async () => {
    const res = await fetch(`${t.url}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok', disk: 'ok', disk_free_mb: expect.any(Number) });
  });

  it('publishes the public client config without the service key', async () => {
    const res = await fetch(`${t.url}/runtime-config.json`);
    const body = (await res.json()) as Record<string, string>;
    expect(body.supabaseAnonKey).toBe(t.anonKey);
    expect(JSON.stringify(body)).not.toContain(t.serviceRoleKey);
  });

  it('records every migration as the Supabase CLI does', async () => {
    const { rows } = await t.server.ctx.db.admin.query<{ version: string; name: string; statements: string[] }>(
      'select version, name, statements from supabase_migrations.schema_migrations order by version',
    );
    const files = listMigrations(MIGRATIONS_DIR);
    expect(rows.map((r) => r.version)).toEqual(files.map((f) => f.version));
    expect(rows.map((r) => r.name)).toEqual(files.map((f) => f.name));
    for (const r of rows) for (const s of r.statements) expect(s.endsWith(';')).toBe(false);
  });

  it('keeps the signing key and secrets in DATA_DIR, private to the owner', () => {
    const st = fs.statSync(path.join(t.dataDir, 'secrets.json'));
    expect(st.mode & 0o077).toBe(0);
  });

  it('creates the first staff account with the admin role in app_metadata', async () => {
    const { rows } = await t.server.ctx.db.admin.query(`select raw_app_meta_data->>'role' as role from auth.users`);
    expect(rows).toEqual([{ role: 'admin' }]);
  });
});
