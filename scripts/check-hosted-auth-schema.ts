/**
 * `npx tsx scripts/check-hosted-auth-schema.ts <Supabase Auth checkout or bare clone>`: proves
 * that an export (npm run export:supabase) loads into a project whose auth schema is Supabase
 * Auth's own. It starts a seeded embedded server in a temporary folder, gives the staff
 * account a TOTP factor, exports, then builds two hosted-shaped databases in that cluster, one
 * with Supabase Auth's real migrations and one with our auth schema (what the CI test uses),
 * loads the export into each and runs the same checks (tables, bcrypt password, identity,
 * factor, objects). It also lists where the columns of the imported auth tables differ.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../server/config.ts';
import { startServer } from '../server/start.ts';
import { exportForSupabase } from './export-supabase/export.ts';
import { createHostedShapedDatabase, dropDatabase, embeddedAuthSchema } from './export-supabase/hosted-shaped-database.ts';
import { checkImport, loadExport } from './export-supabase/import-check.ts';
import { serverObjectReader } from './export-supabase/server-objects.ts';
import { readSupabaseAuthMigrations, supabaseAuthSchema } from './export-supabase/supabase-auth-migrations.ts';

const EMAIL = 'yonetici@example.com';
const PASSWORD = 'hosted-check-şifre-1';
const AUTH_TABLES = ['users', 'identities', 'mfa_factors'];

async function columns(url: string): Promise<Map<string, string>> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const { rows } = await db.query<{ key: string; type: string }>(
      `select table_name || '.' || column_name as key, udt_name || case when is_generated = 'ALWAYS' then ' (generated)' else '' end as type
         from information_schema.columns where table_schema = 'auth' and table_name = any($1)`,
      [AUTH_TABLES],
    );
    return new Map(rows.map((r) => [r.key, r.type]));
  } finally {
    await db.end();
  }
}

async function main(): Promise<void> {
  const repo = process.argv[2];
  if (!repo) throw new Error('Usage: npx tsx scripts/check-hosted-auth-schema.ts <path to a checkout or bare clone of github.com/supabase/auth>');
  console.log(`Supabase Auth migrations: ${readSupabaseAuthMigrations(repo).length} in ${repo}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hosted-auth-check-'));
  const exportDir = path.join(dataDir, 'export');
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', PG_PORT: '0', DATA_DIR: path.join(dataDir, 'data'), ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD, SEED: 'true' });
  const server = await startServer(config, () => {});
  let failed = false;
  try {
    const sourceUrl = server.ctx.databaseUrl;
    await server.ctx.db.admin.query(
      `insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret)
       select id, 'Telefon', 'totp', 'verified', 'JBSWY3DPEHPK3PXP' from auth.users where email = $1`,
      [EMAIL],
    );
    const db = new pg.Client({ connectionString: sourceUrl });
    await db.connect();
    const started = performance.now();
    const summary = await exportForSupabase(db, exportDir, serverObjectReader(`http://127.0.0.1:${server.port}`, server.ctx.serviceRoleKey)).finally(() => db.end());
    console.log(
      `Export: ${((performance.now() - started) / 1000).toFixed(2)} s, data.sql ${summary.dataSqlBytes} bytes (${summary.rows} rows, ${summary.users} accounts, ` +
        `${summary.identities} identities, ${summary.factors} factors), ${summary.objects} objects ${summary.objectBytes} bytes`,
    );
    const urls: Record<string, string> = {};
    for (const [name, schema] of [
      ['hosted_auth_check', supabaseAuthSchema(repo)],
      ['embedded_auth_check', embeddedAuthSchema],
    ] as const) {
      const url = await createHostedShapedDatabase(sourceUrl, name, schema);
      urls[name] = url;
      await loadExport(url, exportDir);
      const result = await checkImport({ sourceUrl, importedUrl: url, exportDir, account: { email: EMAIL, password: PASSWORD } });
      console.log(`\n${name === 'hosted_auth_check' ? "Supabase Auth's migrations" : 'our auth schema (CI)'} + our migrations + data.sql:`);
      for (const line of result.lines) console.log(`  ${line}`);
      for (const p of result.problems) console.log(`  PROBLEM: ${p}`);
      console.log(`  ${result.problems.length === 0 ? 'OK' : 'FAILED'}`);
      failed ||= result.problems.length > 0;
    }
    const [theirs, ours] = [await columns(urls.hosted_auth_check!), await columns(urls.embedded_auth_check!)];
    console.log(`\nColumns of auth.${AUTH_TABLES.join(', auth.')} (Supabase Auth vs ours):`);
    let same = 0;
    for (const key of [...new Set([...theirs.keys(), ...ours.keys()])].sort()) {
      const [a, b] = [theirs.get(key), ours.get(key)];
      if (a === b) same++;
      else console.log(`  ${key}: Supabase Auth ${a ?? '(none)'}, ours ${b ?? '(none)'}`);
    }
    console.log(`  ${same} columns alike`);
    for (const name of Object.keys(urls)) await dropDatabase(sourceUrl, name);
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) process.exit(1);
}

main().catch((err: unknown) => {
  console.error((err as Error).message);
  process.exit(1);
});
