/**
 * An upgrade whose new constraint meets rows the old release accepted: the server takes a
 * backup before migrating, the failing migration leaves nothing behind, and the message
 * names the table, the constraint, the offending ids and the backup to return to.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSecrets } from '../../server/platform/secrets.ts';
import { MIGRATIONS_DIR, setupDatabase } from '../../server/platform/db/setup.ts';
import { listBackups } from '../../server/app/backup/backup-schedule.ts';
import { backupBeforeUpgradeTo } from '../../server/app/backup/create-backup.ts';
import { tempDirs } from '../helpers/temp-dirs.ts';

describe('an upgrade that meets rows a new constraint refuses', () => {
  const temp = tempDirs();

  it('stops before changing anything, naming the rows and the backup taken before it', async () => {
    const dataDir = temp('ajans-upgrade-');
    const backupDir = path.join(dataDir, 'backups');
    const secrets = await loadSecrets(dataDir);
    const log: string[] = [];
    const open = (migrationsDir?: string) => setupDatabase({ dataDir, pgPort: 0, secrets, log: (m) => log.push(m), migrationsDir, backupBeforeUpgrade: backupBeforeUpgradeTo(dataDir, backupDir) });

    // The old release: its migrations, and rows it accepted.
    const old = await open();
    expect(listBackups(backupDir)).toEqual([]); // a fresh database needs no backup
    const insert = (excerpt: string, slug: string) =>
      old.admin.query<{ id: string }>(`insert into public.blog_posts (title, slug, excerpt, content) values ('Eski', $1, $2, '<p>x</p>') returning id`, [slug, excerpt]);
    const bad = [(await insert('ESKİ', 'eski-1')).rows[0]!.id, (await insert('ESKİ', 'eski-2')).rows[0]!.id].sort();
    await insert('Yeni özet', 'yeni-1');
    await old.close();

    // The new release: one harmless migration, then one whose constraint the old rows break.
    const migrationsDir = temp('ajans-migrations-');
    for (const f of fs.readdirSync(MIGRATIONS_DIR)) fs.copyFileSync(path.join(MIGRATIONS_DIR, f), path.join(migrationsDir, f));
    fs.writeFileSync(path.join(migrationsDir, '20991230000000_harmless.sql'), 'create table public.upgrade_harmless (id int);\n');
    fs.writeFileSync(
      path.join(migrationsDir, '20991231000000_excerpt_not_old.sql'),
      "create table public.upgrade_probe (id int);\nalter table public.blog_posts add constraint blog_posts_excerpt_not_old check (excerpt <> 'ESKİ');\n",
    );
    const failed = await open(migrationsDir).then(
      () => undefined,
      (err: Error) => err,
    );
    const backups = listBackups(backupDir);
    expect(backups).toHaveLength(1);
    const backup = path.join(backupDir, backups[0]!.name);
    expect(log).toContain(`Backup before the upgrade: ${backup}`);
    expect(failed?.message).toBe(
      `Migration 20991231000000_excerpt_not_old.sql failed: in table blog_posts, rows with id ${bad.join(', ')} (2 in all) break the new constraint blog_posts_excerpt_not_old. ` +
        'Nothing of this migration was applied; correct those rows (or add a data step to the migration) and start again. ' +
        'Applied before it: 20991230000000. ' +
        `The database as it was before this upgrade is in ${backup}: to return to it, run the previous release with npm run restore -- ${backup} --data-dir <new folder>.`,
    );

    // Nothing of the failed migration is there; the rows are untouched.
    const after = await open();
    try {
      const probe = await after.admin.query(`select to_regclass('public.upgrade_probe') as t, to_regclass('public.upgrade_harmless') as h`);
      expect(probe.rows[0]).toEqual({ t: null, h: 'upgrade_harmless' });
      const { rows } = await after.admin.query(`select count(*)::int as n from public.blog_posts where excerpt = 'ESKİ'`);
      expect(rows[0].n).toBe(2);
      const c = await after.admin.query(`select 1 from pg_constraint where conname = 'blog_posts_excerpt_not_old'`);
      expect(c.rowCount).toBe(0);
    } finally {
      await after.close();
    }
  });
});
