/**
 * The `select` parameter as a tree: `*`, columns, `alias:column`, casts (`price::text`),
 * JSON paths, and embedded resources `alias:target!hint!inner(…)` (nested, `...` to spread
 * their columns into the parent, `count` inside for the number of related rows). Names are
 * only read here; the plan resolves them against the schema cache.
 */
import { parseError, RestError } from '../errors.ts';
import { castType } from './identifiers.ts';
import { parseColumnPath, pathName, splitTopLevel, unquote, type ColumnPath } from './grammar.ts';

export interface EmbedItem {
  kind: 'embed';
  /** The table, view, function or column named as the target. */
  target: string;
  alias?: string;
  /** Disambiguation: a foreign key, column or junction name. */
  hint?: string;
  joinType?: 'inner' | 'left';
  spread: boolean;
  items: SelectItem[];
}

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; path: ColumnPath; alias: string; cast?: string }
  /** `count` inside an embedded resource: the number of related rows. */
  | { kind: 'count' }
  | EmbedItem;

const EMBED = /^(\.\.\.)?(?:([^:()!"]+|"[^"]*"):(?!:))?([^!()"]+|"[^"]*")((?:![^!()]+)*)\((.*)\)$/s;

function parseEmbed(m: RegExpExecArray, what: string, depth: number): EmbedItem {
  const embed: EmbedItem = {
    kind: 'embed',
    target: unquote(m[3]!.trim()),
    spread: Boolean(m[1]),
    items: [],
  };
  if (m[2]) embed.alias = unquote(m[2].trim());
  for (const mark of m[4]!.split('!').slice(1).map((s) => s.trim())) {
    if (mark === 'inner' || mark === 'left') embed.joinType = mark;
    else if (embed.hint === undefined && embed.joinType === undefined) embed.hint = unquote(mark);
    else throw parseError(what, `unexpected "!${mark}" on the embedded resource "${embed.target}"`);
  }
  if ((embed.spread && embed.alias) || embed.target.startsWith('.')) {
    throw parseError(what, `a spread embedded resource ("...${embed.target.replace(/^\.+/, '')}") takes no alias`);
  }
  embed.items = m[5]!.trim() === '' ? [] : parseItems(m[5]!, what, depth + 1, true);
  return embed;
}

/** How deep embedded resources may nest; each level is a subquery. */
const MAX_EMBED_DEPTH = 16;

function parseItems(input: string, what: string, depth: number, embedded: boolean): SelectItem[] {
  if (depth > MAX_EMBED_DEPTH) throw parseError(what, `embedded resources may nest at most ${MAX_EMBED_DEPTH} levels deep`);
  return splitTopLevel(input, what).map((raw): SelectItem => {
    const item = raw.trim();
    if (item === '*') return { kind: 'star' };
    if (item === '') throw parseError(what, 'empty item in select');
    if (embedded && item === 'count') return { kind: 'count' };
    const embed = EMBED.exec(item);
    if (embed) {
      if (embed[3]!.trim() === 'count' && embed[5] === '' && !embed[4]) {
        throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
      }
      return parseEmbed(embed, what, depth);
    }
    let rest = item;
    let alias: string | undefined;
    // `alias:column` — but not the `::` of a cast.
    const aliasMatch = /^([^:]+):(?!:)(.+)$/s.exec(rest);
    if (aliasMatch) {
      alias = unquote(aliasMatch[1]!.trim());
      rest = aliasMatch[2]!;
    }
    let cast: string | undefined;
    // The first `::` after a quoted name, if the name is quoted (it may hold `::` itself).
    const quotedEnd = rest.trimStart().startsWith('"') ? rest.indexOf('"', rest.indexOf('"') + 1) : 0;
    const castAt = rest.indexOf('::', Math.max(0, quotedEnd));
    if (castAt >= 0) {
      cast = castType(rest.slice(castAt + 2), what);
      rest = rest.slice(0, castAt);
    }
    const path = parseColumnPath(rest, what);
    return { kind: 'column', path, alias: alias || pathName(path), cast };
  });
}

export function parseSelect(input: string | null): SelectItem[] {
  if (input === null || input.trim() === '') return [{ kind: 'star' }];
  return parseItems(input, `select parameter (${input})`, 1, false);
}
