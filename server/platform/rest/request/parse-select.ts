/**
 * The `select` parameter as a tree: `*`, columns, `alias:column`, casts (`price::text`),
 * JSON paths, and embedded resources `alias:target!hint!inner(…)` (nested, `...` to spread
 * their columns into the parent, `count` inside for the number of related rows), and the
 * aggregates `col.sum()`, `count()` … (allowed or not in the plan). Names are
 * only read here; the plan resolves them against the schema cache.
 */
import { parseError } from '../errors.ts';
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

export type AggregateFunction = 'count' | 'sum' | 'avg' | 'max' | 'min';

/**
 * `amount.sum()`, `count()`, `total:amount::numeric.sum()::int`: an aggregate over the
 * column (cast first when asked), or over the rows for `count()`; its key is the alias, else
 * the function's name.
 */
export interface AggregateItem {
  kind: 'aggregate';
  fn: AggregateFunction;
  path?: ColumnPath;
  inputCast?: string;
  outputCast?: string;
  alias: string;
}

export type SelectItem =
  | { kind: 'star' }
  | AggregateItem
  | { kind: 'column'; path: ColumnPath; alias: string; cast?: string }
  /** `count` inside an embedded resource: the number of related rows. */
  | { kind: 'count' }
  | EmbedItem;

/** `<column>[::type].fn()[::type]`, or `count()` alone. */
const AGGREGATE = /^(?:(.*)\.)?(count|sum|avg|max|min)\(\)(?:::([^:]*))?$/s;

/** The column and its cast before `::`, the first `::` after a quoted name if quoted. */
function splitCast(text: string, what: string): { rest: string; cast?: string } {
  const quotedEnd = text.trimStart().startsWith('"') ? text.indexOf('"', text.indexOf('"') + 1) : 0;
  const castAt = text.indexOf('::', Math.max(0, quotedEnd));
  if (castAt < 0) return { rest: text };
  return { rest: text.slice(0, castAt), cast: castType(text.slice(castAt + 2), what) };
}

/** `alias:` before an item — but not the `::` of a cast. */
function splitAlias(item: string): { alias?: string; rest: string } {
  const m = /^([^:]+):(?!:)(.+)$/s.exec(item);
  return m ? { alias: unquote(m[1]!.trim()), rest: m[2]! } : { rest: item };
}

function parseAggregate(item: string, what: string): AggregateItem | undefined {
  const { alias, rest } = splitAlias(item);
  const m = AGGREGATE.exec(rest.trim());
  if (!m) return undefined;
  const fn = m[2] as AggregateFunction;
  const column = m[1];
  // Only count() may stand alone; `sum()` alone names an embedded resource.
  if (column === undefined && fn !== 'count') return undefined;
  const agg: AggregateItem = { kind: 'aggregate', fn, alias: alias || fn };
  if (m[3] !== undefined) agg.outputCast = castType(m[3], what);
  if (column !== undefined) {
    const { rest: col, cast } = splitCast(column, what);
    agg.path = parseColumnPath(col, what);
    if (cast) agg.inputCast = cast;
  }
  return agg;
}

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
    // Before embeds: `amount.sum()` would read as an embedded resource named `amount.sum`.
    const aggregate = parseAggregate(item, what);
    if (aggregate) return aggregate;
    const embed = EMBED.exec(item);
    if (embed) return parseEmbed(embed, what, depth);
    const { alias, rest: named } = splitAlias(item);
    // The first `::` after a quoted name, if the name is quoted (it may hold `::` itself).
    const { rest, cast } = splitCast(named, what);
    const path = parseColumnPath(rest, what);
    return { kind: 'column', path, alias: alias || pathName(path), cast };
  });
}

export function parseSelect(input: string | null): SelectItem[] {
  if (input === null || input.trim() === '') return [{ kind: 'star' }];
  return parseItems(input, `select parameter (${input})`, 1, false);
}
