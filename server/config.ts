/**
 * Server configuration from the environment. Invalid values stop the start with a
 * clear message (ConfigError) rather than a stack trace.
 */
import os from 'node:os';
import path from 'node:path';
import { TrustedProxies } from './platform/http/trusted-proxies.ts';
import type { ConnectionLimits, PlatformConfig, S3StoreConfig } from './platform/config.ts';
import { functionsConfigFrom } from './platform/functions/functions-config.ts';
import { parseSchemaList, SchemaListError } from './platform/rest/schema-list.ts';
import { DEFAULT_RETRY_DELAYS_MS } from './app/mail/mailer.ts';
import type { RenderBudgetSettings } from './app/seo/render-budget.ts';

export type { AuthLimits, ConnectionLimits, ImageTransformConfig, S3StoreConfig } from './platform/config.ts';

export class ConfigError extends Error {}

/** The platform's settings plus the app's (e-mail, page renders, backups, the first staff account, the SPA). */
export interface ServerConfig extends PlatformConfig {
  adminEmail?: string;
  adminPassword?: string;
  /** Folder holding the built SPA. */
  distDir: string;
  /** Whether the first start fills the database with demo content. */
  seed: boolean;
  /** Outgoing e-mail (SMTP_URL, SMTP_FROM, SMTP_SECRET_KEY, MAIL_RETRY_DELAYS_MS, LEAD_NOTIFY_INTERVAL). */
  mail: MailConfig;
  /** Page renders (cache misses) per client address (RENDER_BUDGET_BURST, RENDER_BUDGET_PER_MINUTE). */
  renderBudget: RenderBudgetSettings;
  /** Webhook deliveries (WEBHOOK_ALLOW_PRIVATE_HOSTS, WEBHOOK_RETRY_DELAYS_MS, …; docs/webhooks.md). */
  webhooks: WebhookConfig;
  /** Automatic backups (BACKUP_DIR, BACKUP_KEEP, BACKUP_SCHEDULE). */
  backup: BackupConfig;
  /** Seconds between two looks for scheduled drafts that are due (DRAFT_SCHEDULE_SECONDS). */
  draftScheduleSeconds: number;
  /**
   * Empty the page cache on every committed REST write, whatever it wrote (PAGE_CACHE_EVERY_WRITE,
   * default false): the old behaviour, kept as the baseline of `npm run bench:cache`.
   */
  pageCacheEveryWrite: boolean;
  /**
   * Page views counted by the server without cookies (server/app/visits): VISIT_COUNTING (default
   * true), VISIT_FLUSH_SECONDS (default 10, how long counts wait in memory before one batch).
   */
  visits: { counting: boolean; flushSeconds: number };
}

export interface BackupConfig {
  /** Where archives are written (BACKUP_DIR, default DATA_DIR/backups). */
  dir: string;
  /** How many automatic archives are kept, the oldest removed first (BACKUP_KEEP, default 7). */
  keep: number;
  /** Daily time in Europe/Istanbul (BACKUP_SCHEDULE "HH:MM", default 03:00); null: "off". */
  schedule: { hour: number; minute: number } | null;
}

export interface MailConfig {
  /** smtp:// or smtps:// URL with credentials; unset: the built-in outbox only. */
  smtpUrl?: string;
  /** Sender address, `bildirim@ajans.com.tr` or `Ajans <bildirim@ajans.com.tr>`. */
  from?: string;
  /**
   * SMTP_SECRET_KEY: seals the SMTP password saved from the admin; unset: derived from the
   * signing key in DATA_DIR/secrets.json. The same on every server.
   */
  secretKey?: string;
  /**
   * SMTP_ALLOW_PRIVATE_HOSTS: the SMTP server saved from the admin may be on this machine or a
   * private network (loopback, RFC 1918, link-local…); off, such a host is refused.
   */
  allowPrivateHosts: boolean;
  /** Waits between delivery attempts in milliseconds; after the last the message is failed. */
  retryDelaysMs: number[];
  /** Seconds between two lead notifications; messages in between are batched. */
  leadNotifyIntervalSeconds: number;
  /**
   * Seconds a server's claim on a message it is sending lasts (MAIL_CLAIM_LEASE_SECONDS): a
   * server that died while sending leaves it to another after this.
   */
  claimLeaseSeconds: number;
  /** Seconds between two looks at the shared outbox for messages other servers left (MAIL_POLL_SECONDS). */
  pollSeconds: number;
}

export interface WebhookConfig {
  /**
   * WEBHOOK_ALLOW_PRIVATE_HOSTS: an endpoint may be on this machine or a private network
   * (the same address check as SMTP_ALLOW_PRIVATE_HOSTS); off, such a delivery is refused.
   */
  allowPrivateHosts: boolean;
  /** WEBHOOK_RETRY_DELAYS_MS: waits between attempts; after the last the delivery is failed. */
  retryDelaysMs: number[];
  /** WEBHOOK_CLAIM_LEASE_SECONDS: a server that died while delivering leaves it to another after this. */
  claimLeaseSeconds: number;
  /** WEBHOOK_POLL_SECONDS: how often the queue is looked at besides the database's wake-ups. */
  pollSeconds: number;
  /** WEBHOOK_TIMEOUT_SECONDS: how long an endpoint may take to answer. */
  timeoutSeconds: number;
  /**
   * WEBHOOK_LOG_DAYS: finished deliveries (delivered or failed) stay in the log this long; their
   * payloads are leads' personal data (KVKK), and the log must not grow without end.
   */
  logDays: number;
}

/** 10 s, 1 min, 5 min, 30 min, 2 h, 6 h, 12 h: about a day of retries. */
export const DEFAULT_WEBHOOK_RETRY_DELAYS_MS = [10_000, 60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, 43_200_000];

function delaysFrom(name: string, raw: string | undefined, fallback: number[]): number[] {
  const text = raw?.trim();
  if (!text) return fallback;
  const parts = text.split(',').map((p) => p.trim());
  if (parts.some((p) => !/^\d+$/.test(p)) || parts.length > 20) {
    throw new ConfigError(`${name} must be up to 20 whole numbers of milliseconds separated by commas, got "${text}"`);
  }
  return parts.map(Number);
}

function webhooksFrom(env: NodeJS.ProcessEnv): WebhookConfig {
  return {
    allowPrivateHosts: boolFrom('WEBHOOK_ALLOW_PRIVATE_HOSTS', env.WEBHOOK_ALLOW_PRIVATE_HOSTS, false),
    retryDelaysMs: delaysFrom('WEBHOOK_RETRY_DELAYS_MS', env.WEBHOOK_RETRY_DELAYS_MS, DEFAULT_WEBHOOK_RETRY_DELAYS_MS),
    claimLeaseSeconds: intFrom('WEBHOOK_CLAIM_LEASE_SECONDS', env.WEBHOOK_CLAIM_LEASE_SECONDS, 120, 1, 86_400),
    pollSeconds: intFrom('WEBHOOK_POLL_SECONDS', env.WEBHOOK_POLL_SECONDS, 30, 1, 3_600),
    timeoutSeconds: intFrom('WEBHOOK_TIMEOUT_SECONDS', env.WEBHOOK_TIMEOUT_SECONDS, 10, 1, 120),
    logDays: intFrom('WEBHOOK_LOG_DAYS', env.WEBHOOK_LOG_DAYS, 30, 1, 3_650),
  };
}

function intFrom(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

function boolFrom(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  const v = raw.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An origin only (scheme, host, optional port): no path, query or credentials. */
function originFrom(name: string, raw: string | undefined): string | undefined {
  const value = raw?.trim().replace(/\/+$/, '');
  if (!value) return undefined;
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL such as https://ajans.com.tr, got "${raw}"`);
  }
  if (!['http:', 'https:'].includes(u.protocol) || u.username || u.password || u.pathname !== '/' || u.search || u.hash) {
    throw new ConfigError(`${name} must be an origin such as https://ajans.com.tr (no path, query or credentials), got "${raw}"`);
  }
  return u.origin;
}

function connectionLimitsFrom(env: NodeJS.ProcessEnv): ConnectionLimits {
  const headersTimeoutSeconds = intFrom('HEADERS_TIMEOUT', env.HEADERS_TIMEOUT, 10, 1, 3600);
  const requestTimeoutSeconds = intFrom('REQUEST_TIMEOUT', env.REQUEST_TIMEOUT, 120, 1, 3600);
  // Node refuses a request timeout shorter than the headers' (the headers are part of it).
  if (requestTimeoutSeconds < headersTimeoutSeconds) {
    throw new ConfigError(`REQUEST_TIMEOUT (${requestTimeoutSeconds}) must be at least HEADERS_TIMEOUT (${headersTimeoutSeconds})`);
  }
  return {
    headersTimeoutSeconds,
    requestTimeoutSeconds,
    maxPerAddress: intFrom('MAX_CONNECTIONS_PER_ADDRESS', env.MAX_CONNECTIONS_PER_ADDRESS, 100, 1, 1_000_000),
  };
}

function trustedProxiesFrom(raw: string | undefined): TrustedProxies {
  try {
    return TrustedProxies.parse(raw);
  } catch (err) {
    throw new ConfigError(`TRUST_PROXY must be a number of proxy hops, true (1 hop), false, or a comma list of proxy addresses: ${(err as Error).message}`);
  }
}

function schemasFrom(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return ['public'];
  try {
    return parseSchemaList('DB_SCHEMAS', raw);
  } catch (err) {
    if (err instanceof SchemaListError) throw new ConfigError(err.message);
    throw err;
  }
}

function mailFrom(env: NodeJS.ProcessEnv): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  const from = env.SMTP_FROM?.trim() || undefined;
  if (smtpUrl) {
    let u: URL;
    try {
      u = new URL(smtpUrl);
    } catch {
      throw new ConfigError('SMTP_URL must be a URL such as smtp://user:password@smtp.example.com:587');
    }
    if (!['smtp:', 'smtps:'].includes(u.protocol) || !u.hostname) {
      throw new ConfigError('SMTP_URL must start with smtp:// or smtps:// and name a host, e.g. smtp://user:password@smtp.example.com:587');
    }
    if (!from) throw new ConfigError('SMTP_FROM (the sender address) must be set when SMTP_URL is set');
  }
  if (from) {
    const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from;
    if (!EMAIL.test(address)) throw new ConfigError(`SMTP_FROM must be an e-mail address or "Name <address>", got "${from}"`);
  }
  let retryDelaysMs = DEFAULT_RETRY_DELAYS_MS;
  const rawDelays = env.MAIL_RETRY_DELAYS_MS?.trim();
  if (rawDelays) {
    const parts = rawDelays.split(',').map((p) => p.trim());
    if (parts.some((p) => !/^\d+$/.test(p)) || parts.length > 20) {
      throw new ConfigError(`MAIL_RETRY_DELAYS_MS must be up to 20 whole numbers of milliseconds separated by commas, got "${rawDelays}"`);
    }
    retryDelaysMs = parts.map(Number);
  }
  const secretKey = env.SMTP_SECRET_KEY || undefined;
  if (secretKey !== undefined && secretKey.length < 32) throw new ConfigError('SMTP_SECRET_KEY must be at least 32 characters long (e.g. openssl rand -base64 32)');
  return {
    smtpUrl,
    from,
    secretKey,
    allowPrivateHosts: boolFrom('SMTP_ALLOW_PRIVATE_HOSTS', env.SMTP_ALLOW_PRIVATE_HOSTS, false),
    retryDelaysMs,
    leadNotifyIntervalSeconds: intFrom('LEAD_NOTIFY_INTERVAL', env.LEAD_NOTIFY_INTERVAL, 60, 1, 86_400),
    claimLeaseSeconds: intFrom('MAIL_CLAIM_LEASE_SECONDS', env.MAIL_CLAIM_LEASE_SECONDS, 600, 1, 86_400),
    pollSeconds: intFrom('MAIL_POLL_SECONDS', env.MAIL_POLL_SECONDS, 30, 1, 3_600),
  };
}

// Page renders per client: generous for a person (cached pages are free), small for a bot.
function renderBudgetFrom(env: NodeJS.ProcessEnv): RenderBudgetSettings {
  return {
    burst: intFrom('RENDER_BUDGET_BURST', env.RENDER_BUDGET_BURST, 30, 1, 1_000_000),
    perMinute: intFrom('RENDER_BUDGET_PER_MINUTE', env.RENDER_BUDGET_PER_MINUTE, 60, 1, 1_000_000),
  };
}

function backupFrom(env: NodeJS.ProcessEnv, cwd: string, dataDir: string): BackupConfig {
  const raw = env.BACKUP_SCHEDULE?.trim() || '03:00';
  let schedule: BackupConfig['schedule'] = null;
  if (raw.toLowerCase() !== 'off') {
    const m = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(raw);
    if (!m) throw new ConfigError(`BACKUP_SCHEDULE must be a daily time such as 03:00 (Europe/Istanbul) or off, got "${raw}"`);
    schedule = { hour: Number(m[1]), minute: Number(m[2]) };
  }
  return {
    dir: path.resolve(cwd, env.BACKUP_DIR?.trim() || path.join(dataDir, 'backups')),
    keep: intFrom('BACKUP_KEEP', env.BACKUP_KEEP, 7, 1, 10_000),
    schedule,
  };
}

const S3_SETTINGS = ['STORAGE_S3_ENDPOINT', 'STORAGE_S3_BUCKET', 'STORAGE_S3_REGION', 'STORAGE_S3_ACCESS_KEY_ID', 'STORAGE_S3_SECRET_ACCESS_KEY'] as const;

/** The S3-compatible object store: all five settings or none (then objects stay on this server's disk). */
function objectStoreFrom(env: NodeJS.ProcessEnv): S3StoreConfig | undefined {
  const values = Object.fromEntries(S3_SETTINGS.map((name) => [name, env[name]?.trim() || undefined]));
  const missing = S3_SETTINGS.filter((name) => !values[name]);
  if (missing.length === S3_SETTINGS.length) {
    if (env.STORAGE_S3_FORCE_PATH_STYLE?.trim()) throw new ConfigError('STORAGE_S3_FORCE_PATH_STYLE is set, but STORAGE_S3_ENDPOINT and the other STORAGE_S3_* settings are not');
    return undefined;
  }
  if (missing.length) throw new ConfigError(`The object store needs all of ${S3_SETTINGS.join(', ')}; missing: ${missing.join(', ')}`);
  const endpoint = values.STORAGE_S3_ENDPOINT!;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new ConfigError(`STORAGE_S3_ENDPOINT must be an http(s) URL such as https://s3.eu-central-1.amazonaws.com, got "${endpoint}"`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.search || url.hash) {
    throw new ConfigError(`STORAGE_S3_ENDPOINT must be an http(s) URL without credentials or query, such as https://s3.eu-central-1.amazonaws.com, got "${endpoint}"`);
  }
  const bucket = values.STORAGE_S3_BUCKET!;
  // S3's bucket naming rules (3-63 lower-case letters, digits, dots and hyphens).
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new ConfigError(`STORAGE_S3_BUCKET must be an S3 bucket name (3-63 lower-case letters, digits, dots, hyphens), got "${bucket}"`);
  const region = values.STORAGE_S3_REGION!;
  if (!/^[a-z0-9-]{1,50}$/.test(region)) throw new ConfigError(`STORAGE_S3_REGION must be a region name such as eu-central-1 (auto for R2), got "${region}"`);
  return {
    endpoint: url.href.replace(/\/$/, ''),
    bucket,
    region,
    accessKeyId: values.STORAGE_S3_ACCESS_KEY_ID!,
    secretAccessKey: values.STORAGE_S3_SECRET_ACCESS_KEY!,
    forcePathStyle: boolFrom('STORAGE_S3_FORCE_PATH_STYLE', env.STORAGE_S3_FORCE_PATH_STYLE, true),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl) {
    try {
      const u = new URL(databaseUrl);
      if (!['postgres:', 'postgresql:'].includes(u.protocol)) throw new Error();
    } catch {
      throw new ConfigError('DATABASE_URL must be a postgres:// connection string');
    }
  }
  const adminEmail = env.ADMIN_EMAIL?.trim() || undefined;
  if (adminEmail && !EMAIL.test(adminEmail)) throw new ConfigError(`ADMIN_EMAIL is not an e-mail address: "${adminEmail}"`);
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminPassword !== undefined && adminPassword.length < 8) throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters long');
  const dataDir = path.resolve(cwd, env.DATA_DIR?.trim() || 'data');
  const siteUrl = originFrom('SITE_URL', env.SITE_URL);
  const trustProxy = trustedProxiesFrom(env.TRUST_PROXY);
  // Behind a proxy the Host header is whatever the proxy passed on: links need the real origin.
  if (trustProxy.enabled && !siteUrl) throw new ConfigError('TRUST_PROXY is set, so SITE_URL must be set too (the public address, e.g. https://ajans.com.tr): links are never taken from the Host header');
  return {
    port: intFrom('PORT', env.PORT, 3000, 0, 65535),
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir,
    backup: backupFrom(env, cwd, dataDir),
    databaseUrl,
    pgPort: intFrom('PG_PORT', env.PG_PORT, 54322, 0, 65535),
    adminEmail,
    adminPassword,
    jwtExpiry: intFrom('JWT_EXPIRY', env.JWT_EXPIRY, 3600, 30, 604800),
    signupEnabled: boolFrom('SIGNUP_ENABLED', env.SIGNUP_ENABLED, false),
    distDir: path.resolve(cwd, env.DIST_DIR?.trim() || 'dist'),
    seed: boolFrom('SEED', env.SEED, true),
    siteUrl,
    trustProxy,
    connections: connectionLimitsFrom(env),
    dbSchemas: schemasFrom(env.DB_SCHEMAS),
    objectStore: objectStoreFrom(env),
    imageTransforms: {
      // One CPU stays free for the API and the pages while images render.
      concurrency: intFrom('IMAGE_TRANSFORM_CONCURRENCY', env.IMAGE_TRANSFORM_CONCURRENCY, Math.max(1, os.availableParallelism() - 1), 1, 64),
      queue: intFrom('IMAGE_TRANSFORM_QUEUE', env.IMAGE_TRANSFORM_QUEUE, 8, 0, 10_000),
      timeoutSeconds: intFrom('IMAGE_TRANSFORM_TIMEOUT', env.IMAGE_TRANSFORM_TIMEOUT, 20, 1, 3600),
    },
    mail: mailFrom(env),
    functions: functionsConfigFrom(env, cwd, intFrom('FUNCTIONS_BOOT_TIMEOUT_MS', env.FUNCTIONS_BOOT_TIMEOUT_MS, 60_000, 1000, 600_000)),
    renderBudget: renderBudgetFrom(env),
    webhooks: webhooksFrom(env),
    draftScheduleSeconds: intFrom('DRAFT_SCHEDULE_SECONDS', env.DRAFT_SCHEDULE_SECONDS, 30, 1, 3600),
    pageCacheEveryWrite: boolFrom('PAGE_CACHE_EVERY_WRITE', env.PAGE_CACHE_EVERY_WRITE, false),
    visits: { counting: boolFrom('VISIT_COUNTING', env.VISIT_COUNTING, true), flushSeconds: intFrom('VISIT_FLUSH_SECONDS', env.VISIT_FLUSH_SECONDS, 10, 1, 3600) },
    authLimits: {
      signInPerEmail: intFrom('AUTH_RATE_LIMIT_SIGNIN', env.AUTH_RATE_LIMIT_SIGNIN, 10, 1, 1_000_000),
      signInPerAccount: intFrom('AUTH_RATE_LIMIT_SIGNIN_ACCOUNT', env.AUTH_RATE_LIMIT_SIGNIN_ACCOUNT, 100, 1, 1_000_000),
      signInPerAddress: intFrom('AUTH_RATE_LIMIT_SIGNIN_IP', env.AUTH_RATE_LIMIT_SIGNIN_IP, 30, 1, 1_000_000),
      verifyPerFactor: intFrom('AUTH_RATE_LIMIT_VERIFY', env.AUTH_RATE_LIMIT_VERIFY, 10, 1, 1_000_000),
      refreshReuseInterval: intFrom('AUTH_REFRESH_REUSE_INTERVAL', env.AUTH_REFRESH_REUSE_INTERVAL, 10, 0, 86_400),
      emailPerAddress: intFrom('AUTH_RATE_LIMIT_EMAIL_IP', env.AUTH_RATE_LIMIT_EMAIL_IP, 30, 1, 1_000_000),
    },
  };
}
