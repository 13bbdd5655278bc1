/**
 * Renders a read plan to SQL. Each embedded resource is a correlated subquery building its
 * JSON in PostgreSQL (`row_to_json` for to-one, `json_agg` for to-many, `[{"count": n}]` for
 * a count), joined to its parent by the relationship's columns (through the junction table
 * for many-to-many, or by calling the function for a computed relationship). `!inner` and
 * `embed=not.is.null` become EXISTS conditions on the parent; spread resources put their
 * columns into the parent's row. Only names resolved by the plan are written, via ident().
 */
import { pathSql } from './path-sql.ts';
import type { Field, ReadNode } from '../plan/read-plan.ts';
import { ident, type Params } from './sql.ts';
import { filterSql } from './where-sql.ts';

const q = (alias: string) => ident(alias);

/** An output column: its SQL, its key, and what it is made of where grouping needs to know. */
interface Pair {
  expr: string;
  name: string;
  /** An aggregate: its function, its argument (none for `count(*)`) and the cast of its result. */
  aggregate?: { fn: string; arg?: string; outputCast?: string };
  /** An embedded resource's JSON. */
  embed?: boolean;
}

/** `expr::type`, in parentheses when the expression is a JSON path (`->` binds looser than `::`). */
function castSql(expr: string, isPath: boolean, cast: string | undefined): string {
  if (!cast) return expr;
  return `${isPath ? `(${expr})` : expr}::${cast}`;
}

/** `sum(arg)::type`; the function is one of the grammar's five names, the cast a checked type name. */
function aggregatePair(fn: string, arg: string | undefined, outputCast: string | undefined, name: string): Pair {
  return { expr: castSql(`${fn}(${arg ?? '*'})`, false, outputCast), name, aggregate: { fn, arg, outputCast } };
}

/** What a node reads from: its table or view, or the computed relationship's function called on the parent row. */
export function fromSql(schema: string, node: ReadNode, parent?: ReadNode): string {
  const rel = node.relationship;
  if (rel?.kind === 'computed' && parent) {
    return `${ident(schema)}.${ident(rel.function)}(${q(parent.alias)}::${ident(schema)}.${ident(parent.table.name)})`;
  }
  return `${ident(schema)}.${ident(node.table.name)}`;
}

/** The conditions tying an embedded node's rows to its parent's row. */
function joinConditions(schema: string, node: ReadNode, parent: ReadNode): string[] {
  const rel = node.relationship;
  if (!rel || rel.kind === 'computed') return [];
  if (rel.junction) {
    const j = q(`${node.alias}_j`);
    const conditions = [
      ...rel.junction.targetColumns.map(([col, jcol]) => `${j}.${ident(jcol)} = ${q(node.alias)}.${ident(col)}`),
      ...rel.junction.sourceColumns.map(([col, jcol]) => `${j}.${ident(jcol)} = ${q(parent.alias)}.${ident(col)}`),
    ];
    return [`exists (select 1 from ${ident(schema)}.${ident(rel.junction.table)} as ${j} where ${conditions.join(' and ')})`];
  }
  return rel.columns.map(([parentCol, col]) => `${q(node.alias)}.${ident(col)} = ${q(parent.alias)}.${ident(parentCol)}`);
}

export class ReadRenderer {
  constructor(
    private readonly schema: string,
    private readonly params: Params,
  ) {}

  /** The node's own conditions: its filters, `!inner` embeds and embed null filters. */
  conditions(node: ReadNode): string[] {
    // `embed=not.is.null`: the filter's left side is whether a related row exists.
    const embedded = new Map(node.embedFilters.map(({ path, node: embed }) => [path, `(select 1 from ${this.relatedRows(embed, node)} limit 1)`]));
    const conditions = node.filters.map((f) => `(${filterSql(f, node.table, this.params, embedded)})`);
    for (const embed of node.embeds) {
      if (embed.joinType === 'inner') conditions.push(`exists (select 1 from ${this.relatedRows(embed, node)})`);
    }
    return conditions;
  }

  /** `<from> as alias where <join and the embed's conditions>` for an embedded node. */
  private relatedRows(node: ReadNode, parent: ReadNode): string {
    const conditions = [...joinConditions(this.schema, node, parent), ...this.conditions(node)];
    return `${fromSql(this.schema, node, parent)} as ${q(node.alias)}${conditions.length ? ` where ${conditions.join(' and ')}` : ''}`;
  }

  orderSql(node: ReadNode): string {
    if (node.order.length === 0) return '';
    const terms = node.order.map((t) => {
      const related = node.relatedOrders.find((r) => r.term === t)?.node;
      const expr = related
        ? `(select ${pathSql(t.path, q(related.alias))} from ${this.relatedRows(related, node)} limit 1)`
        : pathSql(t.path, q(node.alias));
      return expr + (t.direction ? ` ${t.direction}` : '') + (t.nulls ? ` nulls ${t.nulls}` : '');
    });
    return ` order by ${terms.join(', ')}`;
  }

  /** The node's output as (expression, name) pairs; spread embeds contribute their own pairs. */
  private flatFields(node: ReadNode, expandStar: boolean): Pair[] {
    const out: Pair[] = [];
    for (const field of node.fields) out.push(...this.fieldPairs(node, field, expandStar));
    return out;
  }

  private fieldPairs(node: ReadNode, field: Field, expandStar: boolean): Pair[] {
    switch (field.kind) {
      case 'star':
        if (!expandStar) return [{ expr: `${q(node.alias)}.*`, name: '' }];
        return [...node.table.columns.keys()].map((c) => ({ expr: `${q(node.alias)}.${ident(c)}`, name: c }));
      case 'column':
        return [{ expr: castSql(pathSql(field.path, q(node.alias)), field.path.steps.length > 0, field.cast), name: field.alias }];
      case 'count':
        return [aggregatePair('count', undefined, undefined, 'count')];
      case 'aggregate': {
        const arg = field.path ? castSql(pathSql(field.path, q(node.alias)), field.path.steps.length > 0, field.inputCast) : undefined;
        return [aggregatePair(field.fn, arg, field.outputCast, field.alias)];
      }
      case 'embed': {
        const child = field.node;
        if (!child.spread) return [{ expr: this.embedValue(child, node), name: child.key, embed: true }];
        const related = this.relatedRows(child, node);
        if (!child.toOne) {
          // PostgREST 13: a to-many spread gives each of its columns as an array.
          const order = this.orderSql(child);
          return this.flatFields(child, true).map((f) => ({ expr: `(select coalesce(json_agg(${f.expr}${order}), '[]') from ${related})`, name: f.name }));
        }
        // Each spread column is read from the to-one row on its own; an aggregate in it is
        // hoisted to this node, over the spread column of each of its rows.
        return this.flatFields(child, true).map((f) =>
          f.aggregate
            ? aggregatePair(f.aggregate.fn, f.aggregate.arg && `(select ${f.aggregate.arg} from ${related} limit 1)`, f.aggregate.outputCast, f.name)
            : { expr: `(select ${f.expr} from ${related} limit 1)`, name: f.name, embed: f.embed },
        );
      }
    }
  }

  /** Whether the node's output holds an aggregate: its own, or one a to-one spread hoists into it. */
  private aggregates(node: ReadNode): boolean {
    return node.fields.some(
      (f) => f.kind === 'count' || f.kind === 'aggregate' || (f.kind === 'embed' && f.node.spread && f.node.toOne && this.aggregates(f.node)),
    );
  }

  /** The node's pairs, stars expanded and embeds as jsonb (to compare them) when it aggregates. */
  private outputPairs(node: ReadNode): Pair[] {
    if (!this.aggregates(node)) return this.flatFields(node, false);
    return this.flatFields(node, true).map((p) => (p.embed ? { ...p, expr: `${p.expr}::jsonb` } : p));
  }

  /**
   * The select list and ` group by 1, 3` (the positions beside the aggregates, or '') of a
   * node, from one rendering of its fields: an embed's filters add their values to the
   * parameters as they render, and a write binds them as $n, so each must render once.
   */
  outputSql(node: ReadNode): { select: string; groupBy: string } {
    const pairs = this.outputPairs(node);
    const select = pairs.length === 0 ? 'null as "pgrst_none"' : pairs.map((p) => (p.name === '' ? p.expr : `${p.expr} as ${ident(p.name)}`)).join(', ');
    const positions = pairs.some((p) => p.aggregate) ? pairs.flatMap((p, i) => (p.aggregate ? [] : [String(i + 1)])) : [];
    return { select, groupBy: positions.length ? ` group by ${positions.join(', ')}` : '' };
  }

  private isCount(node: ReadNode): boolean {
    return node.fields.length === 1 && node.fields[0]!.kind === 'count';
  }

  /** The JSON of an embedded resource for one parent row. */
  private embedValue(node: ReadNode, parent: ReadNode): string {
    const row = q(`${node.alias}_row`);
    const { select, groupBy } = this.outputSql(node);
    let inner = `select ${select} from ${this.relatedRows(node, parent)}${groupBy}`;
    if (!this.isCount(node)) {
      inner += this.orderSql(node);
      if (node.limit !== undefined) inner += ` limit ${node.limit}`;
      if (node.offset) inner += ` offset ${node.offset}`;
    }
    if (node.toOne) return `(select row_to_json(${row}) from (${inner}) as ${row})`;
    return `(select coalesce(json_agg(${row}), '[]') from (${inner}) as ${row})`;
  }

  /** ` where …` for a top-level node, or ''. */
  where(node: ReadNode): string {
    const conditions = this.conditions(node);
    return conditions.length ? ` where ${conditions.join(' and ')}` : '';
  }
}
