/**
 * Quoting for SQL text: identifiers and constants written so that no value can end them early.
 * Shared by the platform (REST, the database runner) and the schema scripts (scripts/db/).
 */

export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** `"schema"."name"`, as every statement names its table. */
export function qualified(table: { schema: string; name: string }): string {
  return `${ident(table.schema)}.${ident(table.name)}`;
}

/**
 * A string constant. With a backslash inside it is written as `E'…'` with the backslashes
 * doubled, which reads the same whatever `standard_conforming_strings` says (a role setting
 * could turn it off, and then `'\'` would end the string early).
 */
export function literal(value: string): string {
  const quoted = `'${value.replace(/'/g, "''")}'`;
  return value.includes('\\') ? `E${quoted.replace(/\\/g, '\\\\')}` : quoted;
}

/** PostgreSQL's array text for a list of strings: `{"a","b \\"c\\""}`, as `pg` sends arrays. */
export function arrayLiteral(items: readonly unknown[]): string {
  return `{${items.map((i) => (i === null || i === undefined ? 'NULL' : `"${String(i).replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
}

