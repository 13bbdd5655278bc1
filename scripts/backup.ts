/**
 * `npm run backup`: writes one archive of the data folder (DATA_DIR) into BACKUP_DIR while
 * the site keeps serving: database, stored files, outbox, secrets, manifest with checksums.
 * Restore it with `npm run restore -- <archive>`.
 */
import { loadConfig } from '../server/config.ts';
import { openClusterSession } from '../server/app/backup/cluster-session.ts';
import { createBackup } from '../server/app/backup/create-backup.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const t0 = Date.now();
  const session = await openClusterSession(config.dataDir, (m) => console.log(m));
  try {
    const r = await createBackup({ client: session.client, clusterDir: session.clusterDir, dataDir: config.dataDir, backupDir: config.backup.dir });
    console.log(
      `Backup written: ${r.file}\n` +
        `  ${(r.bytes / 1024 / 1024).toFixed(1)} MB, ${r.databaseFiles} database files, ${r.storedFiles} stored files, release ${r.release.version} (migration ${r.release.migration ?? 'none'}), in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
  } finally {
    await session.close();
  }
}

main().catch((err: unknown) => {
  console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
