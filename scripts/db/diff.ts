/**
 * The difference between the migrated database and the one schema/*.ts describes, as
 * readable lines and as the SQL that turns the first into the second. The SQL text comes
 * from PostgreSQL's own rendering of the schema database (constraint, index, trigger and
 * policy definitions), so it is exactly what the schema produced. Changes that lose data
 * (dropping a table or column, a type PostgreSQL cannot widen to) are marked destructive.
 */
import { ident } from '../../server/platform/db/sql-text.ts';
import { addCheckSql, addForeignKeySql, notValidNotNullSql, setNotNullSql } from './data-steps.ts';
import { emptyTable, type ColumnState, type DatabaseState, type PolicyState, type TableState } from './introspect.ts';

export interface Change {
  /** Readable: what differs, the migrations' value and the schema's. */
  description: string;
  sql: string[];
  /** Loses data; only written with an explicit flag. */
  destructive: boolean;
  /** Statements run in phase order (tables before constraints before policies). */
  phase: number;
}

const PHASE = {
  createTable: 0,
  column: 1,
  dropConstraint: 2,
  addConstraint: 3,
  /** After every table's keys, which they reference. */
  addForeignKey: 4,
  index: 5,
  trigger: 6,
  rls: 7,
  grant: 8,
  policy: 9,
  destructive: 10,
} as const;

/** Type changes PostgreSQL makes without losing values. */
const WIDENING = new Set(['smallint>integer', 'smallint>bigint', 'integer>bigint', 'real>double precision', 'integer>double precision', 'character varying>text']);

const KIND_ORDER: Record<string, number> = { p: 0, u: 1, x: 2, c: 3, f: 4 };

function columnSql(name: string, c: ColumnState): string {
  return `${ident(name)} ${c.type}${c.notNull ? ' not null' : ''}${c.default !== undefined ? ` default ${c.default}` : ''}`;
}

function describeColumn(c: ColumnState): string {
  return `${c.type}${c.notNull ? ' not null' : ''}${c.default !== undefined ? ` default ${c.default}` : ''}`;
}

export function policySql(table: string, name: string, p: PolicyState): string {
  const roles = p.roles.map((r) => (r === 'public' ? 'public' : ident(r))).join(', ');
  return (
    `create policy ${ident(name)} on ${table} as ${p.permissive ? 'permissive' : 'restrictive'} for ${p.command.toLowerCase()} to ${roles}` +
    `${p.using !== undefined ? ` using (${p.using})` : ''}${p.check !== undefined ? ` with check (${p.check})` : ''};`
  );
}

export function describePolicy(p: PolicyState): string {
  return `${p.permissive ? '' : 'restrictive '}${p.command} to ${p.roles.join(', ')}${p.using !== undefined ? ` using ${p.using}` : ''}${p.check !== undefined ? ` with check ${p.check}` : ''}`;
}

/** `anon INSERT (email)` → `grant insert (email) on public.t to anon;` */
function grantSql(verb: 'grant' | 'revoke', table: string, grant: string): string {
  const m = /^(\S+) (\S+)(?: \((.*)\))?$/.exec(grant)!;
  const [, role, privilege, column] = m;
  return `${verb} ${privilege!.toLowerCase()}${column ? ` (${ident(column)})` : ''} on table ${table} ${verb === 'grant' ? 'to' : 'from'} ${ident(role!)};`;
}

/** Where the wanted state of a schema's tables is declared, for the descriptions. */
export interface TableSource {
  schema: string;
  source: string;
}

const SCHEMA_FILES: TableSource = { schema: 'public', source: 'schema/' };

function diffTable(name: string, from: TableState, to: TableState, isNew: boolean, { schema, source }: TableSource): Change[] {
  const table = `${schema}.${ident(name)}`;
  const shown = schema === 'public' ? name : `${schema}.${name}`;
  // The data steps (NOT VALID, then validated or reported) are written for public tables.
  const dataSteps = schema === 'public';
  const changes: Change[] = [];
  const add = (phase: number, description: string, sql: string[], destructive = false) => changes.push({ phase, description, sql, destructive });

  if (isNew) {
    const cols = Object.entries(to.columns).map(([c, s]) => `  ${columnSql(c, s)}`);
    add(PHASE.createTable, `${shown}: table in ${source}, missing in the migrations`, [`create table ${table} (\n${cols.join(',\n')}\n);`]);
  } else {
    for (const [c, want] of Object.entries(to.columns)) {
      const have = from.columns[c];
      const col = `${table} alter column ${ident(c)}`;
      if (!have) {
        // NOT NULL without a default: the table's rows have no value, so NOT VALID unless it is empty.
        const unmet = want.notNull && want.default === undefined && dataSteps;
        const note = unmet ? ' (not null without a default: NOT VALID and reported if the table has rows)' : '';
        add(PHASE.column, `${shown}.${c}: column in ${source} (${describeColumn(want)}), missing in the migrations${note}`, [
          `alter table ${table} add column ${columnSql(c, unmet ? { ...want, notNull: false } : want)};`,
          ...(unmet ? notValidNotNullSql(name, c) : []),
        ]);
        continue;
      }
      if (have.type !== want.type) {
        const widening = WIDENING.has(`${have.type.replace(/\(.*\)$/, '')}>${want.type}`);
        add(
          widening ? PHASE.column : PHASE.destructive,
          `${shown}.${c}: type ${have.type} in the migrations, ${want.type} in ${source}${widening ? '' : ' (may lose or reject data)'}`,
          [`alter table ${col} type ${want.type} using ${ident(c)}::${want.type};`],
          !widening,
        );
      }
      if (have.notNull !== want.notNull) {
        add(
          PHASE.column,
          `${shown}.${c}: ${have.notNull ? 'not null' : 'nullable'} in the migrations, ${want.notNull ? 'not null' : 'nullable'} in ${source}`,
          want.notNull ? (dataSteps ? setNotNullSql(name, c, want) : [`alter table ${col} set not null;`]) : [`alter table ${col} drop not null;`],
        );
      }
      if (have.default !== want.default) {
        add(PHASE.column, `${shown}.${c}: default ${have.default ?? '(none)'} in the migrations, ${want.default ?? '(none)'} in ${source}`, [
          want.default !== undefined ? `alter table ${col} set default ${want.default};` : `alter table ${col} drop default;`,
        ]);
      }
    }
    for (const [c, have] of Object.entries(from.columns)) {
      if (!to.columns[c]) {
        add(PHASE.destructive, `${shown}.${c}: column in the migrations (${describeColumn(have)}), not in ${source} (dropping it loses its data)`, [
          `alter table ${table} drop column ${ident(c)};`,
        ], true);
      }
    }
  }

  const constraintNames = [...new Set([...Object.keys(from.constraints), ...Object.keys(to.constraints)])].sort(
    (a, b) => (KIND_ORDER[to.constraintKinds[a] ?? from.constraintKinds[a]!] ?? 9) - (KIND_ORDER[to.constraintKinds[b] ?? from.constraintKinds[b]!] ?? 9) || a.localeCompare(b),
  );
  for (const k of constraintNames) {
    const have = from.constraints[k];
    const want = to.constraints[k];
    if (have === want) continue;
    const drop = `alter table ${table} drop constraint ${ident(k)};`;
    // A CHECK or foreign key on a table that has rows is added NOT VALID and validated or reported (data-steps.ts).
    const kind = to.constraintKinds[k];
    const create =
      !isNew && dataSteps && kind === 'c' ? addCheckSql(name, to, k, want!) : !isNew && dataSteps && kind === 'f' ? addForeignKeySql(name, k, want!) : [`alter table ${table} add constraint ${ident(k)} ${want};`];
    const addPhase = to.constraintKinds[k] === 'f' ? PHASE.addForeignKey : PHASE.addConstraint;
    if (have === undefined) add(addPhase, `${shown}: constraint ${k} in ${source} (${want}), missing in the migrations`, create);
    else if (want === undefined) add(PHASE.dropConstraint, `${shown}: constraint ${k} in the migrations (${have}), not in ${source}`, [drop]);
    else {
      add(PHASE.dropConstraint, `${shown}: constraint ${k}\n      migrations: ${have}\n      ${source}:    ${want}`, [drop]);
      changes.push({ phase: addPhase, description: '', sql: create, destructive: false });
    }
  }

  const keyed = (
    kind: string,
    phase: number,
    have: Record<string, string>,
    want: Record<string, string>,
    drop: (n: string) => string,
  ) => {
    for (const n of [...new Set([...Object.keys(have), ...Object.keys(want)])].sort()) {
      if (have[n] === want[n]) continue;
      if (have[n] === undefined) add(phase, `${shown}: ${kind} ${n} in ${source} (${want[n]}), missing in the migrations`, [`${want[n]};`]);
      else if (want[n] === undefined) add(phase, `${shown}: ${kind} ${n} in the migrations (${have[n]}), not in ${source}`, [drop(n)]);
      else add(phase, `${shown}: ${kind} ${n}\n      migrations: ${have[n]}\n      ${source}:    ${want[n]}`, [drop(n), `${want[n]};`]);
    }
  };
  keyed('index', PHASE.index, from.indexes, to.indexes, (n) => `drop index ${schema}.${ident(n)};`);
  keyed('trigger', PHASE.trigger, from.triggers, to.triggers, (n) => `drop trigger ${ident(n)} on ${table};`);

  if (from.rls !== to.rls) {
    add(PHASE.rls, `${shown}: row-level security ${from.rls ? 'on' : 'off'} in the migrations, ${to.rls ? 'on' : 'off'} in ${source}`, [
      `alter table ${table} ${to.rls ? 'enable' : 'disable'} row level security;`,
    ]);
  }

  const missing = to.grants.filter((g) => !from.grants.includes(g));
  const extra = from.grants.filter((g) => !to.grants.includes(g));
  // Revokes first: revoking a table privilege also revokes that privilege on every column.
  if (extra.length) add(PHASE.grant, `${shown}: privileges in the migrations, not in ${source}: ${extra.join(', ')}`, extra.map((g) => grantSql('revoke', table, g)));
  if (missing.length) add(PHASE.grant, `${shown}: privileges in ${source}, missing in the migrations: ${missing.join(', ')}`, missing.map((g) => grantSql('grant', table, g)));

  for (const p of [...new Set([...Object.keys(from.policies), ...Object.keys(to.policies)])].sort()) {
    const have = from.policies[p];
    const want = to.policies[p];
    if (have && want && JSON.stringify(have) === JSON.stringify(want)) continue;
    const drop = `drop policy ${ident(p)} on ${table};`;
    if (!have) add(PHASE.policy, `${shown}: policy "${p}" in ${source} (${describePolicy(want!)}), missing in the migrations`, [policySql(table, p, want!)]);
    else if (!want) add(PHASE.policy, `${shown}: policy "${p}" in the migrations (${describePolicy(have)}), not in ${source}`, [drop]);
    else add(PHASE.policy, `${shown}: policy "${p}"\n      migrations: ${describePolicy(have)}\n      ${source}:    ${describePolicy(want)}`, [drop, policySql(table, p, want)]);
  }
  return changes;
}

/** Everything that turns `migrated` into `wanted`, in an order PostgreSQL accepts. */
export function diffDatabases(migrated: DatabaseState, wanted: DatabaseState, from: TableSource = SCHEMA_FILES): Change[] {
  const { schema, source } = from;
  const changes: Change[] = [];
  for (const name of Object.keys(wanted).sort()) {
    changes.push(...diffTable(name, migrated[name] ?? emptyTable(), wanted[name]!, !migrated[name], from));
  }
  for (const name of Object.keys(migrated).sort()) {
    if (!wanted[name]) {
      changes.push({
        phase: PHASE.destructive,
        description: `${schema === 'public' ? name : `${schema}.${name}`}: table in the migrations, no ${source} file (dropping it loses its data)`,
        sql: [`drop table ${schema}.${ident(name)};`],
        destructive: true,
      });
    }
  }
  // Stable sort: within a phase, tables and items keep their order.
  return changes.map((c, i) => ({ c, i })).sort((a, b) => a.c.phase - b.c.phase || a.i - b.i).map(({ c }) => c);
}
