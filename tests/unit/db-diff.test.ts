/**
 * The migration writer's decisions on introspected states: what is destructive (dropping a
 * table or column, a narrowing type change) and what is not (adding, widening), the order
 * of statements (keys before foreign keys), and migration versions after the newest one.
 */
import { describe, expect, it } from 'vitest';
import { diffDatabases } from '../../scripts/db/diff.ts';
import { emptyTable, type TableState } from '../../scripts/db/introspect.ts';
import { nextVersion } from '../../scripts/db/migration-file.ts';

function table(columns: TableState['columns'], extra: Partial<TableState> = {}): TableState {
  return { ...emptyTable(), columns, ...extra };
}

const id = { type: 'uuid', notNull: true, default: 'gen_random_uuid()' };

describe('diffDatabases', () => {
  it('adds a column with its type, NOT NULL and default, not destructive', () => {
    const changes = diffDatabases({ t: table({ id }) }, { t: table({ id, n: { type: 'integer', notNull: true, default: '5' } }) });
    expect(changes).toEqual([
      { phase: 1, destructive: false, description: 't.n: column in schema/ (integer not null default 5), missing in the migrations', sql: ['alter table public."t" add column "n" integer not null default 5;'] },
    ]);
  });

  it('marks dropping a column or a table, and a narrowing type change, as destructive; widening is not', () => {
    const changes = diffDatabases(
      { t: table({ id, gone: { type: 'text', notNull: false }, small: { type: 'integer', notNull: true }, big: { type: 'bigint', notNull: true } }), old: table({ id }) },
      { t: table({ id, small: { type: 'bigint', notNull: true }, big: { type: 'integer', notNull: true } }) },
    );
    expect(changes.map((c) => [c.destructive, c.sql.join(' ')])).toEqual([
      [false, 'alter table public."t" alter column "small" type bigint using "small"::bigint;'],
      [true, 'alter table public."t" alter column "big" type integer using "big"::integer;'],
      [true, 'alter table public."t" drop column "gone";'],
      [true, 'drop table public."old";'],
    ]);
  });

  it('creates new tables first and adds foreign keys after every primary key', () => {
    const a = table({ id, b_id: { type: 'uuid', notNull: false } }, { constraints: { a_pkey: 'PRIMARY KEY (id)', a_b_id_fkey: 'FOREIGN KEY (b_id) REFERENCES b(id)' }, constraintKinds: { a_pkey: 'p', a_b_id_fkey: 'f' } });
    const b = table({ id }, { constraints: { b_pkey: 'PRIMARY KEY (id)' }, constraintKinds: { b_pkey: 'p' } });
    const sql = diffDatabases({}, { a, b }).flatMap((c) => c.sql);
    expect(sql).toEqual([
      'create table public."a" (\n  "id" uuid not null default gen_random_uuid(),\n  "b_id" uuid\n);',
      'create table public."b" (\n  "id" uuid not null default gen_random_uuid()\n);',
      'alter table public."a" add constraint "a_pkey" PRIMARY KEY (id);',
      'alter table public."b" add constraint "b_pkey" PRIMARY KEY (id);',
      'alter table public."a" add constraint "a_b_id_fkey" FOREIGN KEY (b_id) REFERENCES b(id);',
    ]);
  });

  it('adds a foreign key to a table that already exists NOT VALID, then validates it or reports its rows', () => {
    const b = table({ id }, { constraints: { b_pkey: 'PRIMARY KEY (id)' }, constraintKinds: { b_pkey: 'p' } });
    const before = table({ id, b_id: { type: 'uuid', notNull: false } }, { constraints: { a_pkey: 'PRIMARY KEY (id)' }, constraintKinds: { a_pkey: 'p' } });
    const after = table(before.columns, { constraints: { ...before.constraints, a_b_id_fkey: 'FOREIGN KEY (b_id) REFERENCES b(id)' }, constraintKinds: { a_pkey: 'p', a_b_id_fkey: 'f' } });
    expect(diffDatabases({ a: before, b }, { a: after, b }).flatMap((c) => c.sql)).toEqual([
      'alter table public."a" add constraint "a_b_id_fkey" FOREIGN KEY (b_id) REFERENCES b(id) not valid;',
      `select private.validate_or_report('public."a"', 'a_b_id_fkey');`,
    ]);
  });

  it('replaces a changed CHECK and policy, and grants and revokes column privileges', () => {
    const before = table({ id }, {
      constraints: { t_n_check: 'CHECK ((length(n) <= 200))' },
      constraintKinds: { t_n_check: 'c' },
      policies: { p: { permissive: true, command: 'SELECT', roles: ['anon'], using: 'published' } },
      grants: ['anon INSERT (email)'],
    });
    const after = table({ id }, {
      constraints: { t_n_check: 'CHECK ((length(n) <= 150))' },
      constraintKinds: { t_n_check: 'c' },
      policies: { p: { permissive: true, command: 'SELECT', roles: ['anon'], using: 'true' } },
      grants: ['anon SELECT'],
    });
    expect(diffDatabases({ t: before }, { t: after }).flatMap((c) => c.sql)).toEqual([
      'alter table public."t" drop constraint "t_n_check";',
      // On a table that has rows: NOT VALID, then validated or reported (tests/unit/db-data-steps.test.ts).
      'alter table public."t" add constraint "t_n_check" CHECK ((length(n) <= 150)) not valid;',
      "select private.validate_or_report('public.\"t\"', 't_n_check');",
      // Revokes first: revoking a table privilege would also take back a column grant made before it.
      'revoke insert ("email") on table public."t" from "anon";',
      'grant select on table public."t" to "anon";',
      'drop policy "p" on public."t";',
      'create policy "p" on public."t" as permissive for select to "anon" using (true);',
    ]);
  });
});

describe('nextVersion', () => {
  it('is now, or one second after the newest migration when that is later', () => {
    expect(nextVersion(['20261123110000'], new Date('2026-11-23T15:04:05Z'))).toBe('20261123150405');
    expect(nextVersion(['20261123140000'], new Date('2026-11-23T12:00:00Z'))).toBe('20261123140001');
    expect(nextVersion(['20261231235959'], new Date('2026-01-01T00:00:00Z'))).toBe('20270101000000');
  });
});
