/**
 * `npm run storage:orphans [-- --delete] [-- --claim]`: lists the files in the object store
 * (DATA_DIR/storage or the S3 bucket) that no row of storage.objects names, untouched for 10
 * minutes, and the rows whose file is missing; `--delete` then removes those files. The server
 * never removes them on its own (server/platform/storage/orphans.ts).
 *
 * Deleting is refused unless this database owns the store (store-owner.ts): a restored copy
 * started on the live site's bucket would otherwise remove every file uploaded after its backup.
 * `--claim` makes this database the owner first (the old site is gone and this one replaces it).
 * Uses the same settings as the server (DATA_DIR, DATABASE_URL, STORAGE_S3_*), running or not.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig } from '../server/config.ts';
import { openClusterSession } from '../server/app/backup/cluster-session.ts';
import { createObjectBytes } from '../server/platform/storage/object-bytes.ts';
import { findOrphans, ORPHAN_GRACE_MS, removeOrphanFiles } from '../server/platform/storage/orphans.ts';
import { claimStore, DATABASE_IDENTITY_SQL, databaseIdentity, storeOwnership } from '../server/platform/storage/store-owner.ts';

const USAGE = 'Usage: npm run storage:orphans [-- --delete] [-- --claim]';

async function connect(config: ReturnType<typeof loadConfig>): Promise<{ db: pg.ClientBase; close(): Promise<void> }> {
  if (config.databaseUrl) {
    const client = new pg.Client({ connectionString: config.databaseUrl, application_name: 'ajans-storage-orphans' });
    await client.connect();
    return { db: client, close: () => client.end() };
  }
  const session = await openClusterSession(config.dataDir, (m) => console.log(m));
  return { db: session.client, close: () => session.close() };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { delete: { type: 'boolean' }, claim: { type: 'boolean' } } });
  if (positionals.length > 0) throw new Error(USAGE);
  const config = loadConfig();
  const { db, close } = await connect(config);
  const bytes = createObjectBytes(config, (m) => console.error(m));
  try {
    await db.query(DATABASE_IDENTITY_SQL);
    const identity = await databaseIdentity(db);
    const store = bytes.kind === 's3' ? `S3 bucket ${bytes.where}` : `folder ${bytes.where}`;
    if (values.claim) {
      await claimStore(bytes, identity);
      console.log(`This database (${identity.database}) owns the store ${store} now.`);
    }
    const ownership = await storeOwnership(bytes, identity);
    const owner = ownership.owner
      ? 'owned by this database'
      : `NOT owned by this database: it belongs to database ${ownership.marker?.database ?? '(unreadable marker)'}${ownership.marker?.claimedAt ? `, claimed ${ownership.marker.claimedAt}` : ''}`;
    console.log(`Store: ${store}, ${owner}.`);

    const found = await findOrphans(db, bytes);
    console.log(`Files without a row (untouched for ${ORPHAN_GRACE_MS / 60_000} minutes): ${found.filesWithoutRow.length}`);
    for (const f of found.filesWithoutRow) console.log(`  ${f.bucket}/${f.name}  ${kb(f.size)}  ${new Date(f.modifiedMs).toISOString()}`);
    console.log(`Rows without a file (downloads answer 404): ${found.rowsWithoutFile.length}`);
    for (const name of found.rowsWithoutFile) console.log(`  ${name}`);

    if (!values.delete) {
      if (found.filesWithoutRow.length && ownership.owner) console.log('Remove these files with: npm run storage:orphans -- --delete');
      return;
    }
    if (!ownership.owner) {
      process.exitCode = 1;
      console.error(
        'Refused: this database does not own the store, so these files may be the owner\'s (e.g. uploaded after the backup this database was restored from); nothing was deleted. ' +
          'Give this copy its own store (STORAGE_S3_BUCKET), or, if this database is the site now, take the store over with: npm run storage:orphans -- --claim --delete',
      );
      return;
    }
    const removed = await removeOrphanFiles(db, bytes, found.filesWithoutRow);
    console.log(`Removed ${removed.length} file(s) without a row.`);
    for (const name of removed) console.log(`  ${name}`);
  } finally {
    bytes.close?.();
    await close();
  }
}

main().catch((err: unknown) => {
  console.error(`storage:orphans failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
