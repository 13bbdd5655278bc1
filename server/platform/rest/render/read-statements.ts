/**
 * GET and HEAD on a table, view or set-returning function, rendered: one statement that
 * returns the page as body text built by PostgreSQL in the negotiated media type (as
 * PostgREST does, so types serialise the same way), its row count, and the total when a
 * count was asked for (see count-sql.ts); EXPLAIN too when the count needs the planner.
 */
import type { PlanMedia } from '../plan/media-type.ts';
import type { ReadOptions } from '../plan/page.ts';
import type { ReadNode } from '../plan/read-plan.ts';
import { bodySql } from './body-sql.ts';
import { countColumnSql, explainSql, needsPlan } from './count-sql.ts';
import { fromSql, ReadRenderer } from './read-sql.ts';
import { ident, Params } from './sql.ts';

/** The SQL of a read: the page statement, and EXPLAIN when the count needs the planner. */
export interface ReadStatements {
  statements: string[];
}

/** Rows to read instead of the node's table: a function call, kept in a CTE so it runs once. */
export interface ReadSource {
  cte: string;
}

/** `format json, analyze`: EXPLAIN's options for an `application/vnd.pgrst.plan` answer (names from a fixed list). */
function explainOptions(media: PlanMedia): string {
  return [`format ${media.format}`, ...media.options].join(', ');
}

/**
 * Values are written into the statements as literals (`Params(true)`), so that they can
 * share one message with the transaction's start, settings and commit (see readAsCaller).
 */
export function readStatements(schema: string, node: ReadNode, opts: ReadOptions, params = new Params(true), source?: ReadSource): ReadStatements {
  const render = new ReadRenderer(schema, params);
  const from = `${source ? 'pgrst_source' : fromSql(schema, node)} as ${ident(node.alias)}`;
  const { select, groupBy } = render.outputSql(node);
  const where = render.where(node);
  let inner = `select ${select} from ${from}${where}${groupBy}${render.orderSql(node)}`;
  if (opts.page.limit !== undefined) inner += ` limit ${opts.page.limit}`;
  if (opts.page.offset > 0) inner += ` offset ${opts.page.offset}`;
  const cte = source ? `with pgrst_source as materialized (${source.cte}) ` : '';
  const countQuery = `select 1 from ${from}${where}`;
  const counted = countColumnSql(opts.count, countQuery, opts.maxRows);
  const statements = [
    `${cte}select ${counted ? `${counted} as total, ` : ''}count(_postgrest_t) as rows, ${bodySql(opts.media)} as body ` +
      `from (${inner}) _postgrest_t`,
  ];
  if (opts.media.kind === 'plan') return { statements: [`explain (${explainOptions(opts.media)}) ${statements[0]}`] };
  if (needsPlan(opts.count)) statements.push(explainSql(cte + countQuery));
  return { statements };
}

/** `select … from pgrst_source`: a mutation's representation, with embedded resources. */
export function representationSql(schema: string, node: ReadNode, params: Params): string {
  const render = new ReadRenderer(schema, params);
  const { select, groupBy } = render.outputSql(node);
  return `select ${select} from pgrst_source as ${ident(node.alias)}${groupBy}`;
}
