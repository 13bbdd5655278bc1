/** A parsed column path as SQL text (the render stage; grammar.ts parses the path). */
import type { ColumnPath } from '../request/grammar.ts';
import { ident, literal } from './sql.ts';

/** An array index PostgreSQL takes as `int` (longer digit strings are object keys). */
const ARRAY_INDEX = /^-?\d{1,9}$/;

/** SQL for a path, e.g. `"content"->'hero'->>'title'`; numeric keys index arrays. */
export function pathSql(path: ColumnPath, qualifier?: string): string {
  let sql = path.sql ?? (qualifier ? `${qualifier}.` : '') + ident(path.column);
  for (const step of path.steps) {
    sql += step.arrow + (ARRAY_INDEX.test(step.key) ? step.key : literal(step.key));
  }
  return sql;
}
