/**
 * What every part of the embedded server shares: configuration, the two database pools,
 * the signing keys and the API keys.
 */
import type pg from 'pg';
import type { ServerConfig } from './config.ts';
import type { JwtKeys } from './platform/jwt.ts';
import type { ContentVersion } from './app/seo/content-version.ts';
import type { DatabaseAvailability } from './platform/http/database-availability.ts';
import type { SchemaCache } from './platform/rest/schema-cache.ts';
import type { Mailer } from './app/mail/mailer.ts';
import type { PlatformEvents } from './platform/events.ts';

export interface ServerContext {
  config: ServerConfig;
  /**
   * `admin`: the owner connection, for the server's own work (auth tables, storage
   * bookkeeping, migrations). `api`: logs in as `authenticator` and switches per
   * transaction to the caller's role, so RLS decides what API requests see.
   */
  db: {
    admin: pg.Pool;
    api: pg.Pool;
    /** Whether the database answers right now; the APIs answer 503 while it does not. */
    availability: DatabaseAvailability;
    /** Folders whose free disk space /health reports. */
    diskDirs: string[];
    /** The embedded cluster's folder (what backups copy); undefined with DATABASE_URL. */
    clusterDir?: string;
  };
  jwt: JwtKeys;
  anonKey: string;
  serviceRoleKey: string;
  /** The connection string printed in the banner (password included, loopback only). */
  databaseUrl: string;
  log: (message: string) => void;
  /** Changes whenever public content or settings change (for page caches). */
  contentVersion: ContentVersion;
  /** /rest/v1's view of the exposed schema (reloads on `NOTIFY pgrst, 'reload schema'`). */
  restSchema: SchemaCache;
  /** Platform events the app subscribes to (committed REST writes). */
  events: PlatformEvents;
  /** Outgoing e-mail: `ctx.mail.queue(message)` never throws and never blocks. */
  mail: Mailer;
  /** This server's own address for calls to its APIs (set once it listens). */
  internalUrl?: string;
}
