/**
 * The outbox on disk: one JSON file per message under `DATA_DIR/outbox/`, written to a
 * temporary name and renamed, so a crash leaves either the old or the new state. The
 * queue is rebuilt from these files on start, so queued messages survive a restart.
 * Messages carry live reset and invitation links: the folder is 0700 and every file 0600
 * (files and folders from before are tightened on start).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { OutboxEntry } from './message.ts';

const ID = /^[0-9a-z]+-[0-9a-f]+$/;

export interface OutboxStore {
  readonly dir: string;
  save(entry: OutboxEntry): Promise<void>;
  load(id: string): Promise<OutboxEntry | undefined>;
  /** Every message, newest first. */
  all(): Promise<OutboxEntry[]>;
  /** Deletes the message's file (none: nothing to do). */
  remove(id: string): Promise<void>;
}

export function isOutboxId(id: string): boolean {
  return ID.test(id);
}

export async function openOutboxStore(dataDir: string): Promise<OutboxStore> {
  const dir = path.join(dataDir, 'outbox');
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  await fs.chmod(dir, 0o700);
  const file = (id: string) => path.join(dir, `${id}.json`);
  for (const name of await fs.readdir(dir)) if (name.endsWith('.json')) await fs.chmod(path.join(dir, name), 0o600).catch(() => {});

  async function load(id: string): Promise<OutboxEntry | undefined> {
    if (!isOutboxId(id)) return undefined;
    try {
      return JSON.parse(await fs.readFile(file(id), 'utf8')) as OutboxEntry;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  }

  return {
    dir,
    async save(entry) {
      const tmp = `${file(entry.id)}.${process.pid}.tmp`;
      await fs.writeFile(tmp, JSON.stringify(entry, null, 2), { mode: 0o600 });
      await fs.rename(tmp, file(entry.id));
    },
    load,
    async remove(id) {
      if (isOutboxId(id)) await fs.rm(file(id), { force: true });
    },
    async all() {
      const names = (await fs.readdir(dir)).filter((n) => n.endsWith('.json')).map((n) => n.slice(0, -5)).filter(isOutboxId);
      names.sort().reverse();
      const entries = await Promise.all(names.map((id) => load(id).catch(() => undefined)));
      return entries.filter((e): e is OutboxEntry => e !== undefined);
    },
  };
}
