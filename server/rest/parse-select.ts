/**
 * The `select` parameter: `*`, columns, `alias:column`, casts (`price::text`) and JSON paths.
 * Embedded resources (`author(name)`) name relationships; this data model has none, so they
 * get PostgREST's 'no relationship' error rather than a silent wrong answer.
 */
import { parseError, RestError } from './errors.ts';
import { castType } from './identifiers.ts';
import { parseColumnPath, pathName, splitTopLevel, type ColumnPath } from './grammar.ts';

export type SelectItem = { kind: 'star' } | { kind: 'column'; path: ColumnPath; alias: string; cast?: string };

export function parseSelect(input: string | null, table: string): SelectItem[] {
  if (input === null || input.trim() === '') return [{ kind: 'star' }];
  const what = `select parameter (${input})`;
  return splitTopLevel(input, what).map((raw) => {
    const item = raw.trim();
    if (item === '*') return { kind: 'star' } as const;
    if (item === '') throw parseError(what, 'empty item in select');
    const embed = /^(?:\.\.\.)?(?:([^:()]+):)?([^!()]+)(?:!\w+)?\((.*)\)$/s.exec(item);
    if (embed) {
      const name = embed[2]!.trim();
      if (name === 'count' && embed[3] === '') {
        throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
      }
      throw new RestError(
        400,
        'PGRST200',
        `Could not find a relationship between '${table}' and '${name}' in the schema cache`,
        `Searched for a foreign key relationship between '${table}' and '${name}' in the schema 'public', but no matches were found.`,
      );
    }
    let rest = item;
    let alias: string | undefined;
    // `alias:column` — but not the `::` of a cast.
    const aliasMatch = /^([^:]+):(?!:)(.+)$/s.exec(rest);
    if (aliasMatch) {
      alias = aliasMatch[1]!.trim();
      rest = aliasMatch[2]!;
    }
    let cast: string | undefined;
    const castAt = rest.indexOf('::');
    if (castAt >= 0) {
      cast = castType(rest.slice(castAt + 2), what);
      rest = rest.slice(0, castAt);
    }
    const path = parseColumnPath(rest, what);
    return { kind: 'column', path, alias: alias || pathName(path), cast };
  });
}
