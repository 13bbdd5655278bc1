/** The embedded server's backups (/backup/v1), for the "Yedekler" screen. */
import type { AdminClient } from '../../lib/admin-client.ts';
import { getServerJson, postServerJson, serverBaseUrl } from '../data/server-api.ts';

export interface BackupRun {
  started_at: string;
  bytes_done: number;
  /** About what the archive reads; 0 while it is being measured. */
  bytes_total: number;
}

export interface BackupList {
  /** False when the database is not the embedded one (its host backs it up). */
  available: boolean;
  /** Daily time (Istanbul) or null when automatic backups are off. */
  schedule: string | null;
  /** How many archives the daily run keeps. */
  keep: number;
  /** The backup being written now, or null. */
  running: BackupRun | null;
  /** Why the last backup taken from the admin failed, until the next one starts. */
  last_failure: { at: string; message: string } | null;
  backups: { name: string; bytes: number; created_at: string }[];
}

export const listBackups = (db: AdminClient) => getServerJson<BackupList>(db, '/backup/v1/backups');

export const startBackup = (db: AdminClient) => postServerJson<BackupList>(db, '/backup/v1/backups');

/** A two-minute address that downloads the archive (a plain link: the browser streams it to disk). */
export async function downloadAddress(db: AdminClient, name: string): Promise<string> {
  const { path } = await postServerJson<{ path: string }>(db, `/backup/v1/backups/${encodeURIComponent(name)}/link`);
  return `${await serverBaseUrl()}${path}`;
}
