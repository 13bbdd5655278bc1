/**
 * `npm run restore -- <archive> [--data-dir <folder>]`: restores a backup archive into an
 * empty (or new) data folder, DATA_DIR by default, and says what it restored. The next
 * `npm start` on that folder serves the site (and applies newer migrations, if any).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.ts';
import { describeRestore, restoreBackup } from '../server/app/backup/restore-backup.ts';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { 'data-dir': { type: 'string' } } });
  const archive = positionals[0];
  if (!archive || positionals.length > 1) throw new Error('Usage: npm run restore -- <archive> [--data-dir <folder>]');
  const dataDir = values['data-dir'] ? loadConfig({ ...process.env, DATA_DIR: values['data-dir'] }).dataDir : loadConfig().dataDir;
  const t0 = Date.now();
  const report = await restoreBackup({ archive, dataDir, log: (m) => console.log(m) });
  console.log(describeRestore(report));
  console.log(`Restored in ${((Date.now() - t0) / 1000).toFixed(1)} s.`);
}

main().catch((err: unknown) => {
  console.error(`Restore failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
