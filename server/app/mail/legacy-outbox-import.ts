/**
 * Upgrade from the outbox on disk (one JSON file per message under DATA_DIR/outbox/, before
 * the outbox moved into the database): on start, each file's message is stored in the table
 * (a message already there is kept) and the file removed, then the empty folder. Runs once in
 * effect: afterwards there is nothing left to import.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { OutboxEntry } from './message.ts';
import { insertEntry, isOutboxId } from './outbox-store.ts';

/** Resolves with how many messages were imported. */
export async function importLegacyOutbox(db: pg.Pool, dataDir: string, log: (m: string) => void): Promise<number> {
  const dir = path.join(dataDir, 'outbox');
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw err;
  }
  let imported = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    if (!name.endsWith('.json') || !isOutboxId(name.slice(0, -5))) {
      // Half-written temporary files of the old store hold nothing that was not also in a .json.
      if (name.endsWith('.tmp')) await fs.rm(file, { force: true });
      continue;
    }
    let entry: OutboxEntry;
    try {
      entry = JSON.parse(await fs.readFile(file, 'utf8')) as OutboxEntry;
    } catch (err) {
      log(`E-posta kutusu: ${name} okunamadı, yerinde bırakıldı: ${(err as Error).message}`);
      continue;
    }
    await insertEntry(db, { ...entry, id: name.slice(0, -5) });
    await fs.rm(file, { force: true });
    imported++;
  }
  if ((await fs.readdir(dir)).length === 0) await fs.rmdir(dir).catch(() => {});
  if (imported) log(`E-posta kutusu: ${imported} ileti veritabanına taşındı (${dir})`);
  return imported;
}
