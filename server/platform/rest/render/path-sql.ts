/** A parsed column path as SQL text (the render stage; grammar.ts parses the path). */
import type { ColumnPath } from '../request/grammar.ts';
import { ident, literal } from './sql.ts';

/** An array index PostgreSQL takes as `int` (longer digit strings are object keys). */
const ARRAY_INDEX = /^-?\d{1,9}$/;

/**
 * A computed field: its function called on the node's row. The cast is a no-op on a table's
 * own rows and types the rows of a function result or of a write's `returning *`, which
 * PostgreSQL only knows as records.
 */
function computedSql(computed: NonNullable<ColumnPath['computed']>): string {
  const { schema, alias, table } = computed;
  return `${ident(schema)}.${ident(computed.function)}(${ident(alias)}::${ident(schema)}.${ident(table)})`;
}

/** SQL for a path, e.g. `"content"->'hero'->>'title'`; numeric keys index arrays. */
export function pathSql(path: ColumnPath, qualifier?: string): string {
  let sql = path.computed ? computedSql(path.computed) : (qualifier ? `${qualifier}.` : '') + ident(path.column);
  for (const step of path.steps) {
    sql += step.arrow + (ARRAY_INDEX.test(step.key) ? step.key : literal(step.key));
  }
  return sql;
}
