/**
 * manifest.json, the last entry of every backup archive: what it holds (sha256 of every file),
 * the release that wrote it and where its database backup starts and ends in the WAL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export const MANIFEST_NAME = 'manifest.json';
export const ARCHIVE_FORMAT = 'ajans-cms-backup';

export interface Release {
  /** package.json version. */
  version: string;
  /** Newest migration applied to the database (its version), or null for none. */
  migration: string | null;
}

export interface BackupManifest {
  format: typeof ARCHIVE_FORMAT;
  formatVersion: 1;
  createdAt: string;
  release: Release;
  database: { startWal: string; stopWal: string; stopLsn: string };
  files: Record<string, { size: number; sha256: string }>;
}

export function packageVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
}
