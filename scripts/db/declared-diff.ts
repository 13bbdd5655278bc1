/**
 * The difference between the migrated database and supabase/schemas, as Changes (diff.ts):
 * a function missing or different is written from its declared definition
 * (`create or replace`, or drop and create when its result or arguments change) with its
 * EXECUTE grants and comment; an undeclared function is dropped; triggers, policies, views,
 * extensions, the private schema's grants and private tables likewise.
 */
import { ident, literal } from '../../server/platform/db/sql-text.ts';
import { diffDatabases, describePolicy, policySql, type Change } from './diff.ts';
import type { DeclaredFunction, DeclaredState } from './declared-state.ts';
import type { DeclaredIn } from './declared-sql.ts';
import type { PolicyState } from './introspect.ts';

const SOURCE = 'supabase/schemas';

/** Between diff.ts's phases: extensions first, functions after new tables and before their columns' defaults and CHECKs, drops last. */
const PHASE = { extension: -1, createFunction: 0.5, trigger: 6, view: 6.5, policy: 9, dropFunction: 10.5, dropExtension: 10.6 } as const;

const role = (r: string) => (r === 'public' ? 'public' : ident(r));

/** `private.name(text, uuid)` → SQL that names it (schema and name quoted). */
function functionRef(signature: string): string {
  const dot = signature.indexOf('.');
  const paren = signature.indexOf('(');
  return `${ident(signature.slice(0, dot))}.${ident(signature.slice(dot + 1, paren))}${signature.slice(paren)}`;
}

function executeSql(ref: string, have: string[], want: string[]): string[] {
  return [
    ...have.filter((r) => !want.includes(r)).map((r) => `revoke execute on function ${ref} from ${role(r)};`),
    ...want.filter((r) => !have.includes(r)).map((r) => `grant execute on function ${ref} to ${role(r)};`),
  ];
}

/** The first line where two definitions part, for the description. */
function firstDifference(a: string, b: string): string {
  const x = a.split('\n');
  const y = b.split('\n');
  const i = x.findIndex((line, n) => line !== y[n]);
  const at = i === -1 ? x.length : i;
  return `line ${at + 1}\n      migrations: ${(x[at] ?? '(end)').trim()}\n      ${SOURCE}:    ${(y[at] ?? '(end)').trim()}`;
}

function diffFunction(signature: string, have: DeclaredFunction | undefined, want: DeclaredFunction, file: string): Change[] {
  const ref = functionRef(signature);
  const changes: Change[] = [];
  const add = (phase: number, description: string, sql: string[]) => changes.push({ phase, description, sql, destructive: false });
  const create = `${want.definition.trimEnd()};`;
  const comment = `comment on function ${ref} is ${want.comment === null ? 'null' : literal(want.comment)};`;
  if (!have) {
    add(PHASE.createFunction, `function ${signature}: declared in ${file}, missing in the migrations`, [
      create,
      ...executeSql(ref, ['public'], want.execute),
      ...(want.comment !== null ? [comment] : []),
    ]);
    return changes;
  }
  if (have.definition !== want.definition) {
    const recreate = have.result !== want.result || have.args !== want.args;
    const why = recreate ? ` (its ${have.result !== want.result ? 'result' : 'arguments'} changed: dropped and created)` : '';
    add(PHASE.createFunction, `function ${signature}: the migrations' definition differs from ${file}${why}, ${firstDifference(have.definition, want.definition)}`, [
      ...(recreate ? [`drop function ${ref};`, create, ...executeSql(ref, ['public'], want.execute), ...(want.comment !== null ? [comment] : [])] : [create]),
    ]);
    if (recreate) return changes;
  }
  if (have.execute.join() !== want.execute.join()) {
    add(PHASE.createFunction, `function ${signature}: EXECUTE for ${have.execute.join(', ') || '(owner only)'} in the migrations, for ${want.execute.join(', ') || '(owner only)'} in ${file}`, executeSql(ref, have.execute, want.execute));
  }
  if (have.comment !== want.comment) add(PHASE.createFunction, `function ${signature}: comment differs from ${file}`, [comment]);
  return changes;
}

function diffFunctions(migrated: DeclaredState, wanted: DeclaredState, declaredIn: DeclaredIn): Change[] {
  const changes: Change[] = [];
  for (const [signature, want] of Object.entries(wanted.functions)) {
    changes.push(...diffFunction(signature, migrated.functions[signature], want, declaredIn.get(signature) ?? SOURCE));
  }
  for (const signature of Object.keys(migrated.functions)) {
    if (wanted.functions[signature]) continue;
    changes.push({ phase: PHASE.dropFunction, description: `function ${signature}: in the migrations, not declared in ${SOURCE}`, sql: [`drop function ${functionRef(signature)};`], destructive: false });
  }
  return changes;
}

/** For keyed objects (triggers, policies, views): create what is missing, drop what is not declared, drop and create what differs. */
function diffKeyed<T>(
  kind: string,
  phase: number,
  have: Record<string, T>,
  want: Record<string, T>,
  sql: { create: (key: string, value: T) => string[]; drop: (key: string, value: T) => string; describe: (value: T) => string },
): Change[] {
  const changes: Change[] = [];
  for (const key of [...new Set([...Object.keys(have), ...Object.keys(want)])].sort()) {
    const h = have[key];
    const w = want[key];
    if (h !== undefined && w !== undefined && JSON.stringify(h) === JSON.stringify(w)) continue;
    const add = (description: string, statements: string[]) => changes.push({ phase, description, sql: statements, destructive: false });
    if (h === undefined) add(`${kind} ${key}: declared in ${SOURCE} (${sql.describe(w!)}), missing in the migrations`, sql.create(key, w!));
    else if (w === undefined) add(`${kind} ${key}: in the migrations (${sql.describe(h)}), not declared in ${SOURCE}`, [sql.drop(key, h)]);
    else add(`${kind} ${key}\n      migrations: ${sql.describe(h)}\n      ${SOURCE}:    ${sql.describe(w)}`, [sql.drop(key, h), ...sql.create(key, w)]);
  }
  return changes;
}

/** `auth.users unschedule_x` → `"unschedule_x" on "auth"."users"` */
function triggerOn(key: string): string {
  const [table, name] = key.split(' ') as [string, string];
  const [schema, rel] = table.split('.') as [string, string];
  return `${ident(name)} on ${ident(schema)}.${ident(rel)}`;
}

function qualified(table: string): string {
  const [schema, rel] = table.split('.') as [string, string];
  return `${ident(schema)}.${ident(rel)}`;
}

function grantsSql(verb: 'grant' | 'revoke', what: string, grants: string[]): string[] {
  return grants.map((g) => {
    const [r, privilege] = g.split(' ') as [string, string];
    return `${verb} ${privilege.toLowerCase()} on ${what} ${verb === 'grant' ? 'to' : 'from'} ${role(r)};`;
  });
}

function diffObjects(migrated: DeclaredState, wanted: DeclaredState): Change[] {
  return [
    ...diffKeyed('trigger', PHASE.trigger, migrated.triggers, wanted.triggers, {
      create: (_k, def) => [`${def};`],
      drop: (k) => `drop trigger ${triggerOn(k)};`,
      describe: (def) => def,
    }),
    ...diffKeyed<PolicyState & { table: string; name: string }>('policy', PHASE.policy, migrated.policies, wanted.policies, {
      create: (_k, p) => [policySql(qualified(p.table), p.name, p)],
      drop: (_k, p) => `drop policy ${ident(p.name)} on ${qualified(p.table)};`,
      describe: (p) => describePolicy(p),
    }),
    ...diffKeyed('view', PHASE.view, migrated.views, wanted.views, {
      create: (k, v) => [`create or replace view ${k} as\n${v.query}`, `revoke all on ${k} from public, anon, authenticated, service_role;`, ...grantsSql('grant', k, v.grants)],
      drop: (k) => `drop view ${k};`,
      describe: (v) => `${v.query.replace(/\s+/g, ' ').trim()} granted ${v.grants.join(', ') || 'to no API role'}`,
    }),
    ...diffKeyed('extension', PHASE.extension, migrated.extensions, wanted.extensions, {
      create: (name, schema) => [`create extension if not exists ${ident(name)} with schema ${ident(schema)};`],
      drop: (name) => `drop extension ${ident(name)};`,
      describe: (schema) => `in schema ${schema}`,
    }).map((c) => (c.sql[0]?.startsWith('drop extension') && c.sql.length === 1 ? { ...c, phase: PHASE.dropExtension } : c)),
  ];
}

/** Everything that turns the migrated database's declared objects into supabase/schemas'. */
export function diffDeclared(migrated: DeclaredState, wanted: DeclaredState, declaredIn: DeclaredIn): Change[] {
  const changes = [...diffFunctions(migrated, wanted, declaredIn), ...diffObjects(migrated, wanted)];
  if (migrated.privateSchema.join() !== wanted.privateSchema.join()) {
    changes.push({
      phase: PHASE.extension,
      description: `schema private: privileges ${migrated.privateSchema.join(', ') || '(owner only)'} in the migrations, ${wanted.privateSchema.join(', ') || '(owner only)'} in ${SOURCE}`,
      sql: [...grantsSql('revoke', 'schema private', migrated.privateSchema), ...grantsSql('grant', 'schema private', wanted.privateSchema)],
      destructive: false,
    });
  }
  changes.push(...diffDatabases(migrated.privateTables, wanted.privateTables, { schema: 'private', source: SOURCE }));
  return changes;
}
