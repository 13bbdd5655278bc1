/**
 * What a generated migration writes for a new CHECK, NOT NULL or foreign key on a table that
 * already exists, so that an upgrade meeting rows the old release accepted is not stopped half-way:
 *
 * - first a data step, where the fix loses nothing: a NULL under a new NOT NULL becomes the
 *   column's default; a blank text ('' or spaces) a new CHECK refuses becomes NULL (the same
 *   "not given") when the column is nullable and the CHECK lets NULL pass, else the default;
 * - then the constraint, added NOT VALID and handed to private.validate_or_report
 *   (migration 20261126100000; foreign keys since 20261130070400): validated when every row
 *   meets it, otherwise left NOT VALID with a notice naming the rows and the VALIDATE
 *   statement for the operator. A foreign key has no data step: which row it should point at
 *   is not derivable.
 *
 * A new database (and so `codegen:check`) ends with every constraint validated, exactly as
 * schema/ describes. The text depends only on the two states, so it is deterministic.
 */
import { ident, literal } from '../../server/platform/db/sql-text.ts';
import type { ColumnState, TableState } from './introspect.ts';

const TEXT_TYPES = /^(text|character varying(\(\d+\))?|character(\(\d+\))?|citext)$/;

/** Words that make an expression say something about NULL itself (so NULL may not pass). */
const NULL_AWARE = /\b(is|coalesce|nullif|case|concat|concat_ws|format|num_nulls|num_nonnulls|array_to_string|row)\b/i;

/** PostgreSQL's own name for the NOT NULL constraint of `alter column … set not null`. */
export function notNullName(table: string, column: string): string {
  return `${table}_${column}_not_null`.slice(0, 63);
}

function validateOrReport(table: string, constraint: string): string {
  return `select private.validate_or_report(${literal(`public.${ident(table)}`)}, ${literal(constraint)});`;
}

/** Identifiers an expression names outside its string literals. */
function namesIn(expression: string): Set<string> {
  const names = new Set<string>();
  const withoutLiterals = expression.replace(/'(?:[^']|'')*'/g, "''");
  for (const m of withoutLiterals.matchAll(/"((?:[^"]|"")+)"|\b([a-z_][a-z0-9_$]*)\b/g)) names.add(m[1] !== undefined ? m[1].replace(/""/g, '"') : m[2]!);
  return names;
}

/** Sets a column NOT NULL on an existing table: NULLs become the default, or NOT VALID and reported. */
export function setNotNullSql(table: string, column: string, want: ColumnState): string[] {
  const t = `public.${ident(table)}`;
  if (want.default !== undefined) {
    return [
      `-- Data step: rows without ${column} get its default before NOT NULL.`,
      `update ${t} set ${ident(column)} = ${want.default} where ${ident(column)} is null;`,
      `alter table ${t} alter column ${ident(column)} set not null;`,
    ];
  }
  return notValidNotNullSql(table, column);
}

/** NOT NULL with nothing to fill it from: NOT VALID, validated when no row is NULL, else reported. */
export function notValidNotNullSql(table: string, column: string): string[] {
  const name = notNullName(table, column);
  return [
    `-- No value to derive for rows without ${column}: NOT NULL is added NOT VALID and validated only when no row lacks it.`,
    `alter table public.${ident(table)} add constraint ${ident(name)} not null ${ident(column)} not valid;`,
    validateOrReport(table, name),
  ];
}

/** The data step for blank text values a new CHECK on one column refuses, or undefined when there is none. */
export function blankStep(table: string, to: TableState, definition: string): { sql: string; becomes: 'null' | 'default' } | undefined {
  const check = /^CHECK (\(.*\))$/s.exec(definition);
  if (!check) return undefined;
  const expression = check[1]!;
  const columns = [...namesIn(expression)].filter((n) => to.columns[n]);
  if (columns.length !== 1) return undefined;
  const column = columns[0]!;
  const want = to.columns[column]!;
  if (!TEXT_TYPES.test(want.type)) return undefined;
  const nullPasses = !want.notNull && !NULL_AWARE.test(expression.replace(/'(?:[^']|'')*'/g, "''"));
  const value = nullPasses ? 'null' : want.default;
  if (value === undefined) return undefined;
  const c = ident(column);
  return { sql: `update public.${ident(table)} set ${c} = ${value} where btrim(${c}) = '' and not ${expression};`, becomes: nullPasses ? 'null' : 'default' };
}

/** Adds a CHECK to an existing table: the blank data step when there is one, then NOT VALID and validate-or-report. */
export function addCheckSql(table: string, to: TableState, constraint: string, definition: string): string[] {
  const blank = blankStep(table, to, definition);
  return [
    ...(blank ? [`-- Data step: blank values ${constraint} refuses become ${blank.becomes === 'null' ? 'NULL (not given)' : 'the default'}.`, blank.sql] : []),
    `alter table public.${ident(table)} add constraint ${ident(constraint)} ${definition} not valid;`,
    validateOrReport(table, constraint),
  ];
}

/** Adds a foreign key to an existing table: NOT VALID, then validated when no row points at nothing, else reported. */
export function addForeignKeySql(table: string, constraint: string, definition: string): string[] {
  return [`alter table public.${ident(table)} add constraint ${ident(constraint)} ${definition} not valid;`, validateOrReport(table, constraint)];
}
