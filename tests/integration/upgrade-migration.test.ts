/**
 * An upgrade from an older release (3b8a517: its six migrations) whose rows later migrations
 * refuse: the start checks every pending migration against the data first and stops with all
 * refusing constraints at once, applying nothing; the backup is taken once, not once per
 * start; the message names this release's restore (which gives the previous release its
 * database back) and `npm start -- --database-only`, which
 * starts only PostgreSQL (no migration), where the rows are corrected; then the upgrade passes.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loadSecrets } from '../../server/platform/secrets.ts';
import { MIGRATIONS_DIR, setupDatabase } from '../../server/platform/db/setup.ts';
import { listMigrations } from '../../server/platform/db/migrate.ts';
import { listBackups } from '../../server/app/backup/backup-schedule.ts';
import { backupBeforeUpgradeTo } from '../../server/app/backup/create-backup.ts';
import { restoreBackup } from '../../server/app/backup/restore-backup.ts';
import { startCli } from '../helpers/cli.ts';
import { tempDirs } from '../helpers/temp-dirs.ts';

/** The first migration 3b8a517 did not have. */
const AFTER_OLD_RELEASE = '20261123100000';

describe('an upgrade that meets rows new constraints refuse', () => {
  const temp = tempDirs();

  it('lists every refusing constraint at once, applies nothing, backs up once, and passes once --database-only let the rows be corrected', async () => {
    const dataDir = temp('ajans-upgrade-');
    const backupDir = path.join(dataDir, 'backups');
    const secrets = await loadSecrets(dataDir);
    const log: string[] = [];
    const copy = (keep: (file: string) => boolean, extra: Record<string, string> = {}) => {
      const dir = temp('ajans-upgrade-migrations-');
      for (const f of fs.readdirSync(MIGRATIONS_DIR)) if (keep(f)) fs.copyFileSync(path.join(MIGRATIONS_DIR, f), path.join(dir, f));
      for (const [f, sql] of Object.entries(extra)) fs.writeFileSync(path.join(dir, f), sql);
      return dir;
    };
    const open = (migrationsDir: string) =>
      setupDatabase({ dataDir, pgPort: 0, secrets, log: (m) => log.push(m), migrationsDir, backupBeforeUpgrade: backupBeforeUpgradeTo(dataDir, backupDir) });
    const oldRelease = copy((f) => f < AFTER_OLD_RELEASE);
    // The new release, and one more migration of a later one whose UNIQUE the old rows break too.
    const newRelease = copy(() => true, { '20991231000000_unique_post_titles.sql': 'alter table public.blog_posts add constraint blog_posts_title_key unique (title);\n' });

    // The old release, and rows staff made there that it accepted.
    const old = await open(oldRelease);
    const id = async (sql: string) => (await old.admin.query<{ id: string }>(`${sql} returning id::text as id`)).rows[0]!.id;
    let ids: { service: string; testimonial: string; posts: string[] };
    try {
      ids = {
        service: await id(`insert into public.services (title, slug, description, content, icon) values ('SEO', 'seo', 'Arama', '<p>x</p>', 'Roket')`),
        testimonial: await id(`insert into public.testimonials (name, position, company, content) values ('Ayşe', 'Müdür', '', 'İyi')`),
        posts: [
          await id(`insert into public.blog_posts (title, slug, excerpt, content) values ('Aynı başlık', 'ayni-1', 'Özet', '<p>x</p>')`),
          await id(`insert into public.blog_posts (title, slug, excerpt, content) values ('Aynı başlık', 'ayni-2', 'Özet', '<p>x</p>')`),
        ].sort(),
      };
      await old.admin.query(`insert into public.services (title, slug, description, content, icon) values ('Web', 'web', 'Site', '<p>x</p>', 'Code')`);
    } finally {
      await old.close();
    }
    const oldVersions = listMigrations(oldRelease).map((m) => m.version);
    const pending = listMigrations(newRelease).length - oldVersions.length;

    const stopped = async () => (await open(newRelease).then(async (db) => (await db.close(), 'started'), (err: Error) => err.message)).split('\n');
    const first = await stopped();
    const backups = listBackups(backupDir);
    expect(backups).toHaveLength(1);
    const backup = path.join(backupDir, backups[0]!.name);
    const icons = "'Zap'::text, 'Search'::text, 'Megaphone'::text, 'Palette'::text, 'Code'::text, 'BarChart3'::text, 'Globe'::text, 'Smartphone'::text, 'Camera'::text, 'Shield'::text";
    const iconCheck = /services_icon_check" CHECK \(\((icon = ANY \(ARRAY\[.*?\]\))\)\);/.exec(fs.readFileSync(path.join(MIGRATIONS_DIR, '20261123140000_schema_drift_repair.sql'), 'utf8'))![1]!;
    expect(iconCheck.startsWith(`icon = ANY (ARRAY[${icons}`)).toBe(true);
    const drift = '20261123140000_schema_drift_repair.sql';
    const company = 'not (((length(company) >= 1) AND (length(company) <= 120)))';
    const titles = '(title) in (select title from public.blog_posts group by title having count(*) > 1)';
    expect(first.slice(0, 3)).toEqual([
      `The upgrade stopped before changing anything: rows of this database break 3 constraints of the ${pending} new migrations.`,
      `Nothing was applied: the database is as it was before this start (newest migration: ${oldVersions.at(-1)}).`,
      '',
    ]);
    expect(first).toContain(`1. Table public.services, constraint services_icon_check (${drift}): 1 row, id ${ids.service} break it.`);
    expect(first.find((l) => l.startsWith('   Allowed values of icon: '))).toMatch(/^ {3}Allowed values of icon: Zap, Search, Megaphone, Palette, Code, BarChart3, Globe, Smartphone, Camera, Shield, .*\.$/);
    expect(first).toContain(`   See them: select id, icon from public.services where not ((${iconCheck}));`);
    expect(first).toContain(`   Correct them (adapt), e.g.: update public.services set icon = 'Zap' where not ((${iconCheck}));  or  delete from public.services where not ((${iconCheck}));`);
    expect(first).toContain(`2. Table public.testimonials, constraint testimonials_company_check (${drift}): 1 row, id ${ids.testimonial} break it.`);
    expect(first).toContain(`   See them: select id, company from public.testimonials where ${company};`);
    expect(first).toContain(`   Correct them (adapt), e.g.: update public.testimonials set company = … where ${company};  or  delete from public.testimonials where ${company};`);
    expect(first).toContain(`3. Table public.blog_posts, unique constraint blog_posts_title_key (20991231000000_unique_post_titles.sql): 2 rows, id ${ids.posts.join(', ')} break it.`);
    expect(first).toContain(`   See them: select id, title from public.blog_posts where ${titles};`);
    expect(first.slice(-2)).toEqual([
      'To correct the rows: npm start -- --database-only (starts only the PostgreSQL of this DATA_DIR and prints its connection string for psql; no migration, no site), correct them, Ctrl+C, then npm start again.',
      `To return to the previous release instead: the backup of this database before the upgrade is ${backup} (taken now, ${JSON.parse(fs.readFileSync(path.join(dataDir, 'upgrade-backup.json'), 'utf8')).createdAt}). ` +
        `Restore it into a new folder with this release's restore: npm run restore -- ${backup} --data-dir <new folder>; then start the previous release with DATA_DIR=<new folder>.`,
    ]);
    // This release has the restore the message names.
    expect(JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, '..', '..', 'package.json'), 'utf8')).scripts.restore).toBe('tsx scripts/restore.ts');

    // A second start of the same upgrade says the same and writes no second backup.
    const second = await stopped();
    expect(second.slice(0, -1)).toEqual(first.slice(0, -1));
    expect(second.at(-1)).toContain(`is ${backup} (taken by the first start of this upgrade, `);
    expect(listBackups(backupDir)).toHaveLength(1);

    // The rollback the message names: this release's restore of that backup into a new folder
    // gives the previous release its database (its six migrations, the rows as they were).
    const rollback = path.join(temp('ajans-rollback-'), 'data');
    const restored = await restoreBackup({ archive: backup, dataDir: rollback });
    expect(restored.release.migration).toBe(oldVersions.at(-1));
    const previous = await setupDatabase({ dataDir: rollback, pgPort: 0, secrets: await loadSecrets(rollback), log: () => {}, migrationsDir: oldRelease });
    try {
      expect((await previous.admin.query('select version from supabase_migrations.schema_migrations order by 1')).rows.map((r) => r.version)).toEqual(oldVersions);
      expect((await previous.admin.query('select icon from public.services order by icon')).rows).toEqual([{ icon: 'Code' }, { icon: 'Roket' }]);
    } finally {
      await previous.close();
    }

    // --database-only: PostgreSQL of this DATA_DIR and nothing else; the rows are corrected there.
    const run = startCli({ DATA_DIR: dataDir, PG_PORT: '0', PORT: '0', DATABASE_URL: '' }, undefined, ['--database-only']);
    const [, url] = await run.waitFor(/Database:\s+(postgresql:\S+)/);
    await run.waitFor(/then npm start\./);
    expect(run.output()).not.toMatch(/Site:|Applied migration|checking them/);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const versions = await client.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by 1');
      expect(versions.rows.map((r) => r.version)).toEqual(oldVersions);
      expect((await client.query(`select to_regclass('public.content_revisions') as t`)).rows[0]).toEqual({ t: null });
      // The fixes the message offers.
      await client.query(`update public.services set icon = 'Zap' where not ((${iconCheck}))`);
      await client.query(`update public.testimonials set company = 'Bilinmiyor' where ${company}`);
      await client.query(`update public.blog_posts set title = 'Aynı başlık (2)' where id = $1`, [ids.posts[1]]);
    } finally {
      await client.end();
    }
    run.kill('SIGINT');
    expect(await run.exit).toBe(0);
    expect(run.output()).toContain('PostgreSQL stopped cleanly.');

    // Then the upgrade passes, with a backup of the corrected rows, and the staff's rows are all there.
    log.length = 0;
    const upgraded = await open(newRelease);
    try {
      expect(log).toContain(`Applied migration 20991231000000_unique_post_titles.sql`);
      const { rows } = await upgraded.admin.query<{ version: string; statements: string[]; name: string }>(
        'select version, statements, name from supabase_migrations.schema_migrations order by 1',
      );
      expect(rows.map((r) => r.version)).toEqual(listMigrations(newRelease).map((m) => m.version));
      expect(rows.at(-1)).toEqual({ version: '20991231000000', statements: ['alter table public.blog_posts add constraint blog_posts_title_key unique (title)'], name: 'unique_post_titles' });
      const counts = await upgraded.admin.query(
        `select (select count(*)::int from public.services) as services, (select count(*)::int from public.testimonials where company = 'Bilinmiyor') as testimonials,
                (select count(*)::int from public.blog_posts where id = any($1::uuid[])) as posts`,
        [ids.posts],
      );
      expect(counts.rows[0]).toEqual({ services: 2, testimonials: 1, posts: 2 });
    } finally {
      await upgraded.close();
    }
    expect(listBackups(backupDir)).toHaveLength(2);
    expect(fs.existsSync(path.join(dataDir, 'upgrade-backup.json'))).toBe(false);
  }, 600_000);
});
