/** The embedded server's backups (/backup/v1/backups), for the "Yedekler" screen. */
import type { AdminClient } from '../../lib/admin-client.ts';
import { getServerJson } from '../data/server-api.ts';

export interface BackupList {
  /** False when the database is not the embedded one (its host backs it up). */
  available: boolean;
  /** Daily time (Istanbul) or null when automatic backups are off. */
  schedule: string | null;
  keep: number;
  dir: string;
  backups: { name: string; bytes: number; created_at: string }[];
}

export const listBackups = (db: AdminClient) => getServerJson<BackupList>(db, '/backup/v1/backups');
