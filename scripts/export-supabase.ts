/**
 * `npm run export:supabase [-- --out <folder>]`: writes what a hosted Supabase project needs to
 * take over this site with every account as it is (see docs/hosted-supabase.md): data.sql (the
 * site's rows, the accounts with their bcrypt hashes, identities and TOTP factors, the Storage
 * rows) and the stored files with the upload step's manifest. Then prints the steps.
 *
 * Reads the database of the running embedded server (found by DATA_DIR, running-server.ts: its
 * PostgreSQL on the port it really took) or DATABASE_URL; the files come through that server's
 * Storage API, whatever backs it.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { exportForSupabase } from './export-supabase/export.ts';
import { serverObjectReader } from './export-supabase/server-objects.ts';
import { findRunningServer } from './running-server.ts';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const server = await findRunningServer("Set DATA_DIR to the server's data folder.");
  const databaseUrl = server.databaseUrl();
  const outDir = path.resolve(values.out ?? `supabase-export-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}`);

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const started = performance.now();
  try {
    const s = await exportForSupabase(db, outDir, serverObjectReader(server.url, server.serviceRoleKey));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
    console.log(`Export written to ${outDir} in ${seconds} s:`);
    console.log(`  data.sql   ${mb(s.dataSqlBytes)} MB: ${s.rows} rows in ${s.tables} tables; ${s.users} accounts, ${s.identities} identities, ${s.factors} factors`);
    console.log(`  files/     ${mb(s.objectBytes)} MB: ${s.objects} objects`);
    console.log(`
Next steps (the database URL is the project's "Connection string" under Project Settings > Database):
  1. Tables, policies and functions:  npx supabase db push --db-url "postgresql://postgres:<password>@db.<ref>.supabase.co:5432/postgres"
  2. The data and the accounts:       psql "<same database URL>" -v ON_ERROR_STOP=1 -f "${path.join(outDir, 'data.sql')}"
  3. The files:                       SUPABASE_URL=https://<ref>.supabase.co SUPABASE_SERVICE_ROLE_KEY=<service key> npm run export:supabase:upload -- "${outDir}"
  4. In the project's Auth settings turn sign-ups off. Staff sign in with their passwords and
     authenticator apps as before (sessions of this server do not carry over: one sign-in each).`);
  } finally {
    await db.end();
  }
}

main().catch((err: unknown) => {
  console.error((err as Error).message);
  process.exit(1);
});
