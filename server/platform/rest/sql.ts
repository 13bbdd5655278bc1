/** Building SQL text safely: quoted identifiers and numbered parameters. */

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

/**
 * Collects parameter values and hands out their `$n` placeholders; or, `inline`, writes each
 * value as a string constant right away (`literal`, untyped like a parameter), so that the
 * statement can travel with others in one simple-protocol message.
 */
export class Params {
  readonly values: unknown[] = [];

  constructor(readonly inline = false) {}

  add(value: unknown): string {
    if (this.inline) {
      if (value === null || value === undefined) return 'null';
      if (Array.isArray(value)) return literal(arrayLiteral(value));
      return literal(typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
