/** Building SQL text safely: quoted identifiers and numbered parameters. */

export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** Collects parameter values and hands out their `$n` placeholders. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
