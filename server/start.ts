/**
 * The composition root: starts the platform (secrets, database, the Supabase-compatible
 * services) and wires the app onto it (page cache, mail, Auth's e-mail wording, the Storage
 * policy, first-start seed and staff account, backups). Used by `npm start` (server/main.ts)
 * and by the tests.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerConfig } from './config.ts';
import type { ServerContext } from './context.ts';
import { loadSecrets } from './platform/secrets.ts';
import { createJwtKeys } from './platform/jwt.ts';
import { setupDatabase, type Database } from './platform/db/setup.ts';
import { DataDirAccessError, describeDataDirError, lockDataDir } from './platform/db/data-dir-lock.ts';
import type { Secrets } from './platform/secrets.ts';
import { seedOnce } from './app/seed.ts';
import { ensureFirstStaff, type FirstStaff } from './app/first-staff.ts';
import { createFrontDoor } from './platform/http/front-door.ts';
import { platformServices } from './platform/services.ts';
import { APP_FUNCTIONS, appFunctionSecrets, appPages, appServices } from './app/routes.ts';
import { createDenoFunctions, type DenoFunctions } from './platform/functions/deno-functions.ts';
import { authMailThrough } from './app/mail/auth-mail.ts';
import { MEDIA_STORAGE_POLICY } from './app/storage-policy.ts';
import { backupBeforeUpgradeTo } from './app/backup/create-backup.ts';
import { CONNECTION_CHECK_INTERVAL_MS, limitConnections } from './platform/http/connection-limits.ts';
import { createPlatformEvents } from './platform/events.ts';
import { watchContentVersion } from './app/seo/content-version.ts';
import { followRestWrites } from './app/seo/follow-writes.ts';
import { createSchemaCache } from './platform/rest/schema-cache.ts';
import { createMailer, type Mailer } from './app/mail/mailer.ts';
import { smtpSecretKey } from './app/mail/smtp-secret-box.ts';
import { closeBcryptWorkers } from './platform/auth/bcrypt-workers.ts';
import { smtpSettingsStore } from './app/mail/smtp-settings.ts';
import { smtpRouteSource } from './app/mail/smtp-route.ts';
import { startMailWorkers } from './app/mail/mail-workers.ts';
import { startWebhookDeliverer, type WebhookDeliverer } from './app/webhooks/webhook-deliverer.ts';
import { scheduleBackups, type BackupSchedule } from './app/backup/backup-schedule.ts';
import { pruneWithPool, scheduleContactRetention } from './app/privacy/contact-retention.ts';
import { createVisitCounter } from './app/visits/visit-counter.ts';
import { pruneAuditWithPool, scheduleAuditRetention } from './app/privacy/audit-retention.ts';
import { scheduleDrafts } from './app/publishing/draft-schedule.ts';

export interface RunningServer {
  url: string;
  port: number;
  ctx: ServerContext;
  /** The HTTP server, for its limits (tests shorten the timeouts). */
  http: http.Server;
  /** Set when this start created the first staff account with a generated password. */
  firstStaff?: FirstStaff;
  /** The Edge Functions Deno runs (supabase/functions). */
  functions: DenoFunctions;
  /** Daily backups (BACKUP_SCHEDULE), when the embedded cluster is used and they are on. */
  backups?: BackupSchedule;
  close(): Promise<void>;
}

/** File-system errors on the data folder become a message naming the folder and the fix. */
function asDataDirError(dataDir: string, err: unknown): unknown {
  const e = err as NodeJS.ErrnoException;
  if (e instanceof Error && ['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'ENOSPC'].includes(e.code ?? '')) {
    return new DataDirAccessError(describeDataDirError(dataDir, e));
  }
  return err;
}

export async function startServer(config: ServerConfig, log: (m: string) => void = console.log): Promise<RunningServer> {
  // The embedded cluster belongs to one server: a second start on the same folder is refused.
  // (Over DATABASE_URL several processes may share a DATA_DIR.)
  const lock = config.databaseUrl ? undefined : await lockDataDir(config.dataDir);
  let db: Database;
  let secrets: Secrets;
  try {
    secrets = await loadSecrets(config.dataDir);
    db = await setupDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      pgPort: config.pgPort,
      secrets,
      log,
      backupBeforeUpgrade: backupBeforeUpgradeTo(config.dataDir, config.backup.dir),
    });
  } catch (err) {
    lock?.release();
    throw asDataDirError(config.dataDir, err);
  }
  let mail: Mailer;
  const smtpSettings = smtpSettingsStore(db.admin, smtpSecretKey(config.mail.secretKey, secrets.signingKey.d ?? ''));
  const smtpRoute = smtpRouteSource({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, allowPrivateHosts: config.mail.allowPrivateHosts }, smtpSettings);
  try {
    mail = await createMailer({
      db: db.admin,
      dataDir: config.dataDir,
      smtp: smtpRoute,
      retryDelaysMs: config.mail.retryDelaysMs,
      claimLeaseMs: config.mail.claimLeaseSeconds * 1000,
      pollMs: config.mail.pollSeconds * 1000,
      log,
    });
  } catch (err) {
    await db.close();
    lock?.release();
    throw asDataDirError(config.dataDir, err);
  }
  const events = createPlatformEvents(log);
  const contentVersion = await watchContentVersion(db.admin, log);
  // The page cache follows committed REST writes that change what public pages read, at once;
  // other writers reach it through the database's content_changed notification
  // (app/seo/follow-writes.ts, app/seo/content-version.ts).
  events.onRestWriteCommitted(followRestWrites(contentVersion, () => config.pageCacheEveryWrite));
  const ctx: ServerContext = {
    config,
    db: { admin: db.admin, api: db.api, availability: db.availability, diskDirs: db.diskDirs, clusterDir: db.clusterDir },
    jwt: await createJwtKeys(secrets.signingKey),
    anonKey: secrets.anonKey,
    serviceRoleKey: secrets.serviceRoleKey,
    databaseUrl: db.url,
    log,
    events,
    authMail: authMailThrough(mail, db.admin),
    storagePolicy: MEDIA_STORAGE_POLICY,
    contentVersion,
    restSchema: createSchemaCache(db.admin, log, config.dbSchemas),
    mail,
    smtp: { settings: smtpSettings, route: smtpRoute },
    visits: createVisitCounter({ pool: db.admin, siteHost: config.siteUrl ? new URL(config.siteUrl).host : 'localhost', counting: config.visits.counting, flushSeconds: config.visits.flushSeconds, log }),
  };
  // supabase/functions/*: one Deno process each, started at its first call.
  const denoFunctions = createDenoFunctions(ctx, config.functions, () => appFunctionSecrets(ctx));
  const server = http.createServer(
    { connectionsCheckingInterval: CONNECTION_CHECK_INTERVAL_MS },
    createFrontDoor(ctx, [...platformServices(ctx, APP_FUNCTIONS, denoFunctions), ...appServices(ctx)], appPages(ctx)),
  );
  server.keepAliveTimeout = 65_000;
  limitConnections(server, ctx);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => resolve());
    });
  } catch (err) {
    await ctx.contentVersion.close();
    await ctx.restSchema.close();
    await ctx.mail.close();
    await db.close();
    lock?.release();
    throw err;
  }
  const port = (server.address() as AddressInfo).port;
  ctx.config = { ...config, port };
  const wildcard = !config.host || config.host === '0.0.0.0' || config.host === '::';
  const internalUrl = `http://${wildcard ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  lock?.setPort(port, internalUrl);
  const url = `http://localhost:${port}`;
  let firstStaff: FirstStaff | undefined;
  let mailWorkers: Awaited<ReturnType<typeof startMailWorkers>> | undefined;
  let webhooks: WebhookDeliverer | undefined;
  try {
    // The seed uploads its images through this server's own Storage API.
    ctx.internalUrl = internalUrl;
    if (config.seed) await seedOnce(ctx, internalUrl);
    firstStaff = await ensureFirstStaff(ctx);
    mailWorkers = await startMailWorkers(ctx);
    // After the seed, whose rows are no events for anyone's endpoints.
    webhooks = await startWebhookDeliverer({ db: db.admin, config: config.webhooks, siteUrl: config.siteUrl, log });
  } catch (err) {
    await mailWorkers?.close();
    server.close();
    await ctx.contentVersion.close();
    await ctx.restSchema.close();
    await ctx.mail.close();
    await db.close();
    lock?.release();
    throw err;
  }
  // Daily backups of the embedded cluster (a hosted database has its own).
  const backups: BackupSchedule | undefined =
    db.clusterDir && config.backup.schedule ? scheduleBackups({ pool: db.admin, clusterDir: db.clusterDir, dataDir: config.dataDir, config: config.backup, log }) : undefined;
  // KVKK: contact messages past the retention period in the settings are deleted hourly.
  const retention = scheduleContactRetention({ prune: pruneWithPool(db.admin), log });
  // KVKK: audit log entries past their retention period are deleted hourly too.
  const auditRetention = scheduleAuditRetention({ prune: pruneAuditWithPool(db.admin), log });
  // Drafts of published items scheduled for a time are published then.
  const drafts = scheduleDrafts(db.admin, log, config.draftScheduleSeconds);
  return {
    url,
    port,
    ctx,
    http: server,
    functions: denoFunctions,
    firstStaff,
    backups,
    async close() {
      await retention.close();
      await auditRetention.close();
      await drafts.close();
      await backups?.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await mailWorkers?.close();
      await webhooks?.close();
      await denoFunctions.close();
      // The last counts, before the database goes.
      await ctx.visits.close();
      await ctx.contentVersion.close();
      await ctx.restSchema.close();
      await ctx.mail.close();
      await db.close();
      // After the HTTP server: no sign-in is left to answer. Another server in this process
      // (tests) simply starts a new pool with its next call.
      await closeBcryptWorkers();
      lock?.release();
    },
  };
}
