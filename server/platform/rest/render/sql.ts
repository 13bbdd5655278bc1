/** Building SQL text safely: quoted identifiers (db/sql-text.ts) and numbered parameters. */
import { arrayLiteral, literal } from '../../db/sql-text.ts';

export { arrayLiteral, ident, literal, qualified } from '../../db/sql-text.ts';

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
