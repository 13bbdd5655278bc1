/**
 * What every platform service shares: configuration, the two database pools, the signing
 * keys and the API keys, the REST schema cache, the events and the Auth e-mails' sender.
 * The app's context (server/context.ts) adds its own parts to this.
 */
import type pg from 'pg';
import type { PlatformConfig } from './config.ts';
import type { JwtKeys } from './jwt.ts';
import type { DatabaseAvailability } from './http/database-availability.ts';
import type { SchemaCache } from './rest/schema-cache.ts';
import type { PlatformEvents } from './events.ts';
import type { AuthMail } from './auth/auth-mail.ts';
import type { StoragePolicy } from './storage/storage-policy.ts';

export interface PlatformContext {
  config: PlatformConfig;
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
  /** /rest/v1's view of the exposed schema (reloads on `NOTIFY pgrst, 'reload schema'`). */
  restSchema: SchemaCache;
  /** What the platform announces (committed REST writes). */
  events: PlatformEvents;
  /** Sends Auth's e-mails (invitation, recovery, sign-in alert), worded by the app. */
  authMail: AuthMail;
  /** What Storage accepts and which image variants it renders (the app's choice). */
  storagePolicy: StoragePolicy;
  /** This server's own address for calls to its APIs (set once it listens). */
  internalUrl?: string;
}
