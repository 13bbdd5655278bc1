/**
 * An upgrade whose generated migration meets rows the old release accepted: the data steps
 * the migration writer puts beside a new NOT NULL or CHECK (scripts/db/data-steps.ts) bring
 * the rows into line where that loses nothing (NULL → the default, a blank → NULL), and add
 * the rest NOT VALID with a report naming the rows; the same migration on a new database
 * builds exactly the schema. And every migration is one transaction: a failing one, or one
 * that would commit part of itself, leaves nothing behind.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSecrets } from '../../server/platform/secrets.ts';
import { MIGRATIONS_DIR, setupDatabase } from '../../server/platform/db/setup.ts';
import { introspect, type DatabaseState } from '../../scripts/db/introspect.ts';
import { diffDatabases } from '../../scripts/db/diff.ts';
import { migrationText } from '../../scripts/db/migration-file.ts';
import { tempDirs } from '../helpers/temp-dirs.ts';

/** What the old release did not have: NOT NULL on two columns, the company CHECK. */
const OLD_RELEASE = `alter table public.blog_posts alter column category drop not null;
alter table public.testimonials alter column position drop not null;
alter table public.testimonials drop constraint testimonials_company_check;
`;

/** The new release also asks og_title to be non-empty when given (@minLength 1). */
const OG_TITLE_CHECK = 'CHECK (((length(og_title) >= 1) AND (length(og_title) <= 200)))';

describe('an upgrade whose generated migration meets rows the old release accepted', () => {
  const temp = tempDirs();

  const dataDir = temp('ajans-data-step-');
  const migrationsDir = temp('ajans-data-step-migrations-');
  for (const f of fs.readdirSync(MIGRATIONS_DIR)) fs.copyFileSync(path.join(MIGRATIONS_DIR, f), path.join(migrationsDir, f));
  const log: string[] = [];
  const open = async (dir: string, at = dataDir) => setupDatabase({ dataDir: at, pgPort: 0, secrets: await loadSecrets(at), log: (m) => log.push(m), migrationsDir: dir });
  let wanted: DatabaseState;

  it('fixes what is derivable, adds the rest NOT VALID and names its rows, and builds the schema on a new database', async () => {
    // The schema of the new release, as its migrations build it.
    const current = await open(MIGRATIONS_DIR);
    try {
      wanted = await introspect(current.admin);
    } finally {
      await current.close();
    }
    wanted.projects!.constraints.projects_og_title_check = OG_TITLE_CHECK;

    // The old release, and rows it accepted.
    fs.writeFileSync(path.join(migrationsDir, '20991230000000_old_release.sql'), OLD_RELEASE);
    const old = await open(migrationsDir);
    let from: DatabaseState;
    const ids: Record<string, string> = {};
    try {
      const one = async (key: string, sql: string) => {
        ids[key] = (await old.admin.query<{ id: string }>(`${sql} returning id::text as id`)).rows[0]!.id;
      };
      await one('post', `insert into public.blog_posts (title, slug, excerpt, content, category) values ('Eski', 'eski', 'Özet', '<p>x</p>', null)`);
      await one('project', `insert into public.projects (title, slug, description, content, client, category, og_title) values ('P', 'p', 'A', '<p>x</p>', 'M', 'Web', '')`);
      await one('project_ok', `insert into public.projects (title, slug, description, content, client, category, og_title) values ('R', 'r', 'A', '<p>x</p>', 'M', 'Web', 'Başlık')`);
      await one('blank_company', `insert into public.testimonials (name, position, company, content) values ('Ayşe', 'Müdür', '', 'İyi')`);
      await one('no_position', `insert into public.testimonials (name, position, company, content) values ('Can', null, 'Acme', 'İyi')`);
      from = await introspect(old.admin);
    } finally {
      await old.close();
    }

    // db:migration's writer on the two states: four differences, each with its step, in phase order.
    const changes = diffDatabases(from, wanted);
    expect(changes.flatMap((c) => c.sql)).toEqual([
      '-- Data step: rows without category get its default before NOT NULL.',
      `update public."blog_posts" set "category" = 'Genel'::text where "category" is null;`,
      'alter table public."blog_posts" alter column "category" set not null;',
      '-- No value to derive for rows without position: NOT NULL is added NOT VALID and validated only when no row lacks it.',
      'alter table public."testimonials" add constraint "testimonials_position_not_null" not null "position" not valid;',
      `select private.validate_or_report('public."testimonials"', 'testimonials_position_not_null');`,
      'alter table public."projects" drop constraint "projects_og_title_check";',
      '-- Data step: blank values projects_og_title_check refuses become NULL (not given).',
      `update public."projects" set "og_title" = null where btrim("og_title") = '' and not ${OG_TITLE_CHECK.slice(6)};`,
      `alter table public."projects" add constraint "projects_og_title_check" ${OG_TITLE_CHECK} not valid;`,
      `select private.validate_or_report('public."projects"', 'projects_og_title_check');`,
      'alter table public."testimonials" add constraint "testimonials_company_check" CHECK (((length(company) >= 1) AND (length(company) <= 120))) not valid;',
      `select private.validate_or_report('public."testimonials"', 'testimonials_company_check');`,
    ]);
    const file = '20991231000000_old_rows.sql';
    fs.writeFileSync(path.join(migrationsDir, file), migrationText('old_rows', changes));

    // The upgrade: applied, with a report of what stays NOT VALID.
    log.length = 0;
    const upgraded = await open(migrationsDir);
    try {
      expect(log).toContain(`Applied migration ${file}`);
      expect(log).toContain(
        `${file}: Table public.testimonials: 1 rows do not meet the new constraint testimonials_position_not_null (id ${ids.no_position}). ` +
          'It was added NOT VALID: new and changed rows must meet it, these rows stay as they are. ' +
          'Correct them, then run: alter table public.testimonials validate constraint testimonials_position_not_null;',
      );
      expect(log).toContain(
        `${file}: Table public.testimonials: 1 rows do not meet the new constraint testimonials_company_check (id ${ids.blank_company}). ` +
          'It was added NOT VALID: new and changed rows must meet it, these rows stay as they are. ' +
          'Correct them, then run: alter table public.testimonials validate constraint testimonials_company_check;',
      );
      const q = async (sql: string, params: unknown[] = []) => (await upgraded.admin.query(sql, params)).rows;
      expect(await q(`select category from public.blog_posts where id = $1`, [ids.post])).toEqual([{ category: 'Genel' }]);
      expect(await q(`select id::text, og_title from public.projects order by title`)).toEqual([
        { id: ids.project, og_title: null },
        { id: ids.project_ok, og_title: 'Başlık' },
      ]);
      expect(await q(`select company, position from public.testimonials order by name`)).toEqual([
        { company: '', position: 'Müdür' },
        { company: 'Acme', position: null },
      ]);
      const validity = `select conname, convalidated from pg_constraint where conname = any($1) order by conname`;
      const names = ['blog_posts_category_not_null', 'projects_og_title_check', 'testimonials_company_check', 'testimonials_position_not_null'];
      expect(await q(validity, [names])).toEqual([
        { conname: 'blog_posts_category_not_null', convalidated: true },
        { conname: 'projects_og_title_check', convalidated: true },
        { conname: 'testimonials_company_check', convalidated: false },
        { conname: 'testimonials_position_not_null', convalidated: false },
      ]);
      // NOT VALID still holds for new rows.
      const refused = await upgraded.admin
        .query(`insert into public.testimonials (name, position, company, content) values ('Deniz', 'Ortak', '', 'İyi')`)
        .then(() => undefined, (err: { code?: string; constraint?: string }) => [err.code, err.constraint]);
      expect(refused).toEqual(['23514', 'testimonials_company_check']);
      expect(log).toContain(
        'Constraint testimonials_company_check on public.testimonials is NOT VALID: some old rows do not meet it. Correct them, then run: alter table public.testimonials validate constraint testimonials_company_check;',
      );

      // The operator corrects the rows and validates, as the report says.
      await q(`update public.testimonials set company = 'Bilinmiyor' where id = $1`, [ids.blank_company]);
      await q(`update public.testimonials set position = 'Müşteri' where id = $1`, [ids.no_position]);
      await q('alter table public.testimonials validate constraint testimonials_company_check');
      await q('alter table public.testimonials validate constraint testimonials_position_not_null');
      expect(await q(validity, [names])).toEqual(names.map((conname) => ({ conname, convalidated: true })));
    } finally {
      await upgraded.close();
    }

    // On a new database the same migrations build exactly the new schema (codegen:check stays green).
    const freshDir = temp('ajans-data-step-fresh-');
    const fresh = await open(migrationsDir, freshDir);
    try {
      expect(diffDatabases(await introspect(fresh.admin), wanted).map((c) => c.description)).toEqual([]);
      const { rows } = await fresh.admin.query(`select count(*)::int as n from pg_constraint where not convalidated`);
      expect(rows[0].n).toBe(0);
    } finally {
      await fresh.close();
    }
  }, 600_000);

  it('leaves nothing of a migration that fails, or that would commit part of itself', async () => {
    const before = await open(migrationsDir);
    let posts: number;
    try {
      posts = (await before.admin.query(`select count(*)::int as n from public.blog_posts`)).rows[0].n;
    } finally {
      await before.close();
    }
    const attempt = async (file: string, sql: string) => {
      const dir = temp('ajans-data-step-failing-');
      for (const f of fs.readdirSync(migrationsDir)) fs.copyFileSync(path.join(migrationsDir, f), path.join(dir, f));
      fs.writeFileSync(path.join(dir, file), sql);
      return open(dir).then(
        async (db) => {
          await db.close();
          return 'applied';
        },
        (err: Error) => err.message,
      );
    };
    const steps = `create table public.half_applied (id int);
insert into public.blog_posts (title, slug, excerpt, content) values ('Yarım', 'yarim', 'Özet', '<p>x</p>');
`;
    // Checked before anything is applied (server/platform/db/migration-preflight.ts): stopped with the rows named.
    const failed = (await attempt('20991232000000_fails.sql', `${steps}alter table public.blog_posts add constraint blog_posts_never check (false);\n`)).split('\n');
    expect(failed[0]).toBe('The upgrade stopped before changing anything: rows of this database break a constraint of the 1 new migration.');
    expect(failed[3]).toMatch(/^1\. Table public\.blog_posts, constraint blog_posts_never \(20991232000000_fails\.sql\): \d+ rows, id .* break it\.$/);
    expect((await attempt('20991232000000_commits.sql', `${steps}commit;\nalter table public.blog_posts add constraint blog_posts_never check (false);\n`)).split('\n').slice(0, 4)).toEqual([
      'The upgrade stopped before changing anything: a new migration fails.',
      expect.stringMatching(/^Nothing was applied: the database is as it was before this start \(newest migration: \d+\)\.$/),
      '',
      'Migration 20991232000000_commits.sql was not applied: it contains "commit", which would commit part of it on its own. Every migration runs in one transaction; remove the statement.',
    ]);

    const after = await open(migrationsDir);
    try {
      const { rows } = await after.admin.query(
        `select to_regclass('public.half_applied') as t, (select count(*)::int from public.blog_posts) as n,
                (select count(*)::int from supabase_migrations.schema_migrations where version = '20991232000000') as recorded`,
      );
      expect(rows[0]).toEqual({ t: null, n: posts, recorded: 0 });
    } finally {
      await after.close();
    }
  }, 600_000);
  it('a foreign key added to rows an older release left pointing at nothing stays NOT VALID with its rows named; without such rows it is validated', async () => {
    const at = temp('ajans-data-step-fk-');
    const db = await open(MIGRATIONS_DIR, at);
    // One connection: the report is a NOTICE of the session that runs the migration.
    const client = await db.admin.connect();
    try {
      const q = async (sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows;
      await q(`create table public.fk_parent (id uuid primary key default gen_random_uuid());
        create table public.fk_child (id uuid primary key default gen_random_uuid(), parent_id uuid, other_id uuid)`);
      const [parent] = await q(`insert into public.fk_parent default values returning id::text as id`);
      const [orphan] = await q(`insert into public.fk_child (parent_id) values (gen_random_uuid()) returning id::text as id`);
      await q(`insert into public.fk_child (parent_id) values ($1), (null)`, [parent!.id]);
      const notices: string[] = [];
      client.on('notice', (n: { message?: string }) => notices.push(n.message ?? ''));
      // What a generated migration writes for it (scripts/db/data-steps.ts addForeignKeySql).
      await q(`alter table public.fk_child add constraint fk_child_parent_id_fkey foreign key (parent_id) references public.fk_parent (id) not valid`);
      expect(await q(`select private.validate_or_report('public.fk_child', 'fk_child_parent_id_fkey') as refused`)).toEqual([{ refused: '1' }]);
      expect(notices).toContain(
        `Table public.fk_child: 1 rows do not meet the new constraint fk_child_parent_id_fkey (id ${orphan!.id}). ` +
          'It was added NOT VALID: new and changed rows must meet it, these rows stay as they are. ' +
          'Correct them, then run: alter table public.fk_child validate constraint fk_child_parent_id_fkey;',
      );
      // A key whose every row points somewhere (or nowhere: NULL) is validated at once.
      await q(`alter table public.fk_child add constraint fk_child_other_id_fkey foreign key (other_id) references public.fk_parent (id) not valid`);
      expect(await q(`select private.validate_or_report('public.fk_child', 'fk_child_other_id_fkey') as refused`)).toEqual([{ refused: '0' }]);
      expect(await q(`select conname, convalidated from pg_constraint where conrelid = 'public.fk_child'::regclass and contype = 'f' order by conname`)).toEqual([
        { conname: 'fk_child_other_id_fkey', convalidated: true },
        { conname: 'fk_child_parent_id_fkey', convalidated: false },
      ]);
      // NOT VALID still holds for new rows (23503), and the operator's fix lets it validate.
      const refused = await client.query(`insert into public.fk_child (parent_id) values (gen_random_uuid())`).then(() => undefined, (err: { code?: string }) => err.code);
      expect(refused).toBe('23503');
      await q(`delete from public.fk_child where id = $1`, [orphan!.id]);
      expect(await q(`select private.validate_or_report('public.fk_child', 'fk_child_parent_id_fkey') as refused`)).toEqual([{ refused: '0' }]);
    } finally {
      client.release();
      await db.close();
    }
  });
});
