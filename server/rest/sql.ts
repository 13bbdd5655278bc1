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

/** Collects parameter values and hands out their `$n` placeholders. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
