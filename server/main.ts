/**
 * `npm start`: builds the SPA when needed, starts PostgreSQL and the API, seeds the first
 * start, prints the URLs. Ctrl+C or SIGTERM stops everything cleanly.
 * `npm start -- --database-only`: only PostgreSQL (server/database-only.ts).
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.ts';
import { ensureSpaBuilt } from './app/build-spa.ts';
import { startServer } from './start.ts';
import { startDatabaseOnly } from './database-only.ts';

/**
 * The embedded cluster speaks no TLS; psql and the Supabase CLI try TLS first (the CLI insists),
 * so the printed URL says `sslmode=disable` and works as printed.
 */
function printableDatabaseUrl(url: string, embedded: boolean): string {
  if (!embedded) return url;
  const u = new URL(url);
  u.searchParams.set('sslmode', 'disable');
  return u.toString();
}

/** Stops `close` once on SIGINT or SIGTERM, then exits. */
function stopOnSignal(close: () => Promise<void>): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    try {
      await close();
      console.log('PostgreSQL stopped cleanly.');
      process.exit(0);
    } catch (err) {
      console.error(`Could not stop cleanly: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

function options(): { databaseOnly: boolean } {
  try {
    const { values } = parseArgs({ options: { 'database-only': { type: 'boolean' } } });
    return { databaseOnly: values['database-only'] === true };
  } catch (err) {
    throw new ConfigError(`${err instanceof Error ? err.message : String(err)} (npm start takes only --database-only).`);
  }
}

async function databaseOnly(config: ReturnType<typeof loadConfig>): Promise<void> {
  const db = await startDatabaseOnly(config, (m) => console.log(m));
  stopOnSignal(() => db.close());
  const url = printableDatabaseUrl(db.url, true);
  console.log(
    [
      '',
      '  Ajans CMS: only the database is running (--database-only)',
      `  Database:  ${url}`,
      `  Data dir:  ${config.dataDir}`,
      '  No migration was applied and no site is served.',
      `  Correct the rows with psql "${url}", stop with Ctrl+C, then npm start.`,
      '',
    ].join('\n'),
  );
}

async function main(): Promise<void> {
  const args = options();
  const config = loadConfig();
  if (args.databaseOnly) return databaseOnly(config);
  const t0 = Date.now();
  await ensureSpaBuilt(config.distDir, (m) => console.log(m));
  const server = await startServer(config, (m) => console.log(m));
  const siteUrl = server.url;
  const lines = [
    '',
    '  Ajans CMS is running',
    `  Site:      ${siteUrl}/`,
    ...(config.siteUrl ? [`  Public:    ${config.siteUrl}/ (SITE_URL)`] : []),
    `  Admin:     ${siteUrl}/admin`,
    `  API:       ${siteUrl}/rest/v1  /auth/v1  /storage/v1`,
    `  Database:  ${printableDatabaseUrl(server.ctx.databaseUrl, !config.databaseUrl)}`,
    `  Anon key:  ${server.ctx.anonKey}`,
    `  Data dir:  ${config.dataDir}`,
    `  Started in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  ];
  if (server.firstStaff) {
    lines.push('', `  Staff account created: ${server.firstStaff.email}`);
    if (server.firstStaff.generatedPassword) {
      lines.push(`  Generated password (shown once, change it or set ADMIN_PASSWORD): ${server.firstStaff.generatedPassword}`);
    }
  }
  // Ready to stop cleanly before anyone reads the banner and sends a signal.
  stopOnSignal(() => server.close());
  console.log(lines.join('\n') + '\n');

}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(`Configuration error: ${err.message}`);
    process.exit(2);
  }
  const e = err as NodeJS.ErrnoException;
  if (e?.code === 'EADDRINUSE') {
    console.error(`Port already in use: ${e.message}. Set PORT to a free port.`);
    process.exit(1);
  }
  const message =
    e instanceof Error ? e.message : typeof err === 'string' ? err : err === undefined ? 'unknown error (set DEBUG=1 for details)' : JSON.stringify(err);
  console.error(`Could not start: ${message}`);
  if (process.env.DEBUG) console.error(e);
  process.exit(1);
});
