/**
 * A database upgraded from the release before a data migration, for its upgrade test: the
 * migrations before `migration` build the database as that release left it, `before` adds the
 * rows staff had made there, then the current migrations upgrade it (with `through:
 * 'migration'`, only those up to and including it, when later ones have tests of their own).
 * The caller closes the returned database.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadSecrets } from '../../server/platform/secrets.ts';
import { MIGRATIONS_DIR, setupDatabase, type Database } from '../../server/platform/db/setup.ts';

export type OldReleaseSql = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export async function upgradeFrom(
  migration: string,
  temp: (prefix: string) => string,
  before: (sql: OldReleaseSql) => Promise<void>,
  options: { through?: 'all' | 'migration' } = {},
): Promise<Database> {
  const dataDir = temp('ajans-upgrade-');
  const secrets = await loadSecrets(dataDir);
  const open = (migrationsDir?: string) => setupDatabase({ dataDir, pgPort: 0, secrets, log: () => {}, migrationsDir });
  const copy = (keep: (file: string) => boolean) => {
    const dir = temp('ajans-upgrade-migrations-');
    for (const f of fs.readdirSync(MIGRATIONS_DIR)) if (keep(f)) fs.copyFileSync(path.join(MIGRATIONS_DIR, f), path.join(dir, f));
    return dir;
  };
  const old = await open(copy((f) => f < migration));
  try {
    await before((text, params) => old.admin.query(text, params));
  } finally {
    await old.close();
  }
  return open(options.through === 'migration' ? copy((f) => f <= migration) : undefined);
}
