/**
 * supabase/schemas/*.sql declares the functions, triggers, policies and private tables that
 * schema/*.ts does not; computeDrift compares them with the database the migrations build.
 * (a) One more migration that adds an undeclared function, trigger and policy and changes a
 * declared function's body is reported object by object; (b) the real migrations equal the
 * declarations; (c) an edited declaration becomes a migration with its `create or replace`,
 * after which nothing differs. Three drift runs in-process or in db:migration (which runs two).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { computeDrift, type DriftResult } from '../../scripts/db/drift.ts';
import { reportDrift } from '../../scripts/db/drift-check.ts';
import { MIGRATIONS_DIR } from '../../server/platform/db/setup.ts';
import { copyProject, type ProjectCopy } from '../helpers/project-copy.ts';

const DRIFT_TIMEOUT = 600_000;

/** What a migration written by hand (not from the declarations) might do. */
const UNDECLARED_MIGRATION = `
create or replace function private.undeclared_helper() returns integer language sql as $$ select 1 $$;
create or replace function private.set_updated_at() returns trigger language plpgsql set search_path = '' as $$
begin
  new.updated_at := clock_timestamp();
  return new;
end;
$$;
create policy "media: anyone lists" on storage.objects for select to anon using (bucket_id = 'media');
create trigger touch_user after update on auth.users for each row execute function private.set_updated_at();
`;

const described = (r: DriftResult) => r.changes.filter((c) => c.description);

describe('a migration that differs from supabase/schemas', () => {
  let dir: string;
  let drift: DriftResult;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-declared-'));
    for (const f of fs.readdirSync(MIGRATIONS_DIR)) fs.copyFileSync(path.join(MIGRATIONS_DIR, f), path.join(dir, f));
    fs.writeFileSync(path.join(dir, '20261202100900_undeclared.sql'), UNDECLARED_MIGRATION);
    drift = await computeDrift({ migrationsDir: dir });
  }, DRIFT_TIMEOUT);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is reported exactly: the changed body, the undeclared function, trigger and policy', () => {
    expect(described(drift).map((c) => c.description.split('\n')[0]).sort()).toEqual([
      "function private.set_updated_at(): the migrations' definition differs from supabase/schemas/02_content_saves.sql, line 7",
      'function private.undeclared_helper(): in the migrations, not declared in supabase/schemas',
      `policy storage.objects "media: anyone lists": in the migrations (SELECT to anon using (bucket_id = 'media'::text)), not declared in supabase/schemas`,
      'trigger auth.users touch_user: in the migrations (CREATE TRIGGER touch_user AFTER UPDATE ON auth.users FOR EACH ROW EXECUTE FUNCTION private.set_updated_at()), not declared in supabase/schemas',
    ]);
  });

  it('names both lines of the changed body and writes the declared definition back', () => {
    const body = drift.changes.find((c) => c.description.startsWith('function private.set_updated_at()'))!;
    expect(body.description).toContain('migrations: new.updated_at := clock_timestamp();');
    expect(body.description).toContain('supabase/schemas:    new.updated_at := now();');
    expect(body.sql).toHaveLength(1);
    expect(body.sql[0]).toMatch(/^CREATE OR REPLACE FUNCTION private\.set_updated_at\(\)\n RETURNS trigger\n/);
    expect(body.sql[0]).toContain('  new.updated_at := now();');
  });

  it('makes codegen:check fail, naming each object', () => {
    const printed: string[] = [];
    const error = vi.spyOn(console, 'error').mockImplementation((line: string) => void printed.push(line));
    try {
      expect(reportDrift(drift.changes, 1)).toBe(false);
    } finally {
      error.mockRestore();
    }
    expect(printed[0]).toMatch(/^supabase\/migrations differ from schema\/ \(4 differences\), the declarations: tables in schema\/\*\.ts; functions, triggers, policies and private tables in supabase\/schemas\/\*\.sql\./);
    const named = ['function private.set_updated_at()', 'trigger auth.users touch_user', 'policy storage.objects "media: anyone lists"', 'function private.undeclared_helper()'];
    expect(printed.slice(1).map((l, i) => l.slice(0, `  - ${named[i]}:`.length))).toEqual(named.map((n) => `  - ${n}:`));
  });

  it('drops what is not declared, the trigger before the function', () => {
    const sql = drift.changes.flatMap((c) => c.sql);
    expect(sql).toContain('drop function "private"."undeclared_helper"();');
    expect(sql).toContain('drop policy "media: anyone lists" on "storage"."objects";');
    expect(sql).toContain('drop trigger "touch_user" on "auth"."users";');
    expect(sql.indexOf('drop trigger "touch_user" on "auth"."users";')).toBeLessThan(sql.indexOf('drop function "private"."undeclared_helper"();'));
  });
});

describe('the real migrations', () => {
  let drift: DriftResult;
  beforeAll(async () => {
    drift = await computeDrift();
  }, DRIFT_TIMEOUT);

  it('build exactly what schema/ and supabase/schemas declare', () => {
    expect(described(drift).map((c) => c.description)).toEqual([]);
    // The RPC types come from the declared functions.
    expect(drift.functions.map((f) => f.name)).toEqual(expect.arrayContaining(['publish_draft', 'staff_list', 'form_challenge']));
  });
});

describe('db:migration writes an edited declaration', () => {
  let copy: ProjectCopy;
  let run: { status: number | null; output: string };
  let written: string[];

  beforeAll(() => {
    copy = copyProject();
    copy.edit('supabase/schemas/02_content_saves.sql', '  new.updated_at := now();', '  new.updated_at := clock_timestamp();');
    const before = new Set(fs.readdirSync(path.join(copy.dir, 'supabase', 'migrations')));
    run = copy.run('db:migration', ['updated_at_clock']);
    written = fs.readdirSync(path.join(copy.dir, 'supabase', 'migrations')).filter((f) => !before.has(f));
  }, DRIFT_TIMEOUT);
  afterAll(() => copy?.remove());

  it('as its create or replace, and the migrations then match the declarations', () => {
    expect(run.status, run.output).toBe(0);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^\d{14}_updated_at_clock\.sql$/);
    const sql = copy.read(`supabase/migrations/${written[0]}`);
    expect(sql).toContain("-- * function private.set_updated_at(): the migrations' definition differs from supabase/schemas/02_content_saves.sql, line 7");
    expect(sql).toContain('CREATE OR REPLACE FUNCTION private.set_updated_at()\n RETURNS trigger\n LANGUAGE plpgsql\n');
    expect(sql).toContain('  new.updated_at := clock_timestamp();');
    expect(sql).toContain('set local check_function_bodies = off;');
    expect(run.output).toContain('Wrote supabase/migrations/');
    expect(run.output).toContain('Checked: its functions, triggers, policies and private tables are the ones supabase/schemas declares.');
  });
});
