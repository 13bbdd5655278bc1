/**
 * The read plan: the request's select tree resolved against the schema cache. Every node is
 * one table, view or function result with its fields, filters, order and range; embedded
 * resources are child nodes that know the relationship joining them to their parent. Every
 * name is checked here (42703, PGRST200/201, PGRST108, PGRST118, PGRST120), so the SQL
 * builders only render names the schema cache knows.
 */
import { RestError } from '../errors.ts';
import type { ColumnPath } from '../request/grammar.ts';
import { undefinedColumn } from './undefined-column.ts';
import type { Filter } from '../request/parse-filter.ts';
import type { OrderTerm } from '../request/parse-order.ts';
import type { AggregateItem, SelectItem } from '../request/parse-select.ts';
import type { LevelParams, Query } from '../request/query.ts';
import type { Catalog } from '../schema-cache.ts';
import { isToOne, type Relationship, type Table } from '../schema/types.ts';
import { findRelationship } from './relationships.ts';

export type Field =
  | { kind: 'star' }
  /** A column, or a computed field (its `path.computed` names the function taking this node's row). */
  | { kind: 'column'; path: ColumnPath; alias: string; cast?: string }
  | { kind: 'count' }
  /** `amount.sum()`, `count()`: the node's other fields group it (db-aggregates-enabled). */
  | AggregateItem
  | { kind: 'embed'; node: ReadNode };

export interface ReadNode {
  table: Table;
  /** The SQL alias of this node's rows (`pgrst_1`), unique in the request. */
  alias: string;
  /** The key in the JSON output: the embed's alias, else its target. */
  key: string;
  /**
   * What PostgREST's SQL calls this node's rows, so errors name it as PostgreSQL does: the
   * table at the top, `<table>_<depth>` when embedded (the table itself through a junction).
   */
  errorName: string;
  fields: Field[];
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  /** Embedded resources, also those only used for filtering (`authors!inner()`). */
  embeds: ReadNode[];
  /** How this node hangs off its parent; undefined at the top. */
  relationship?: Relationship;
  joinType: 'left' | 'inner';
  spread: boolean;
  toOne: boolean;
  /** `comments=not.is.null`: filters naming an embedded resource; their SQL depends on the join. */
  embedFilters: { path: ColumnPath; node: ReadNode }[];
  /** `order=author(name)`: terms ordering by a to-one embedded resource's column. */
  relatedOrders: { term: OrderTerm; node: ReadNode }[];
}

export class Aliases {
  private n = 0;
  next(): string {
    return `pgrst_${++this.n}`;
  }
}

function notEmbedded(name: string): RestError {
  return new RestError(400, 'PGRST108', `'${name}' is not an embedded resource in this request`, null, `Verify that '${name}' is included in the 'select' query parameter.`);
}

/** A plain column or a computed field of the node's table; anything else is 42703. */
function resolveColumn(catalog: Catalog, node: ReadNode, path: ColumnPath): void {
  if (node.table.columns.has(path.column)) return;
  const fn = catalog.computedFields.get(node.table.name)?.get(path.column);
  if (!fn) throw undefinedColumn(node.table, path.column, node.errorName);
  path.computed = { schema: catalog.schema, function: fn.name, alias: node.alias, table: node.table.name };
}

function resolveFilter(catalog: Catalog, node: ReadNode, filter: Filter): void {
  if (filter.kind === 'tree') {
    filter.children.forEach((child) => resolveFilter(catalog, node, child));
    return;
  }
  const embed = filter.path.steps.length === 0 ? node.embeds.find((e) => e.key === filter.path.column) : undefined;
  if (embed) {
    if (filter.op !== 'is' || String(filter.value).toLowerCase() !== 'null') {
      throw new RestError(400, 'PGRST120', `Bad operator on the '${embed.key}' embedded resource`, 'Only is null or not is null filters are allowed on embedded resources');
    }
    node.embedFilters.push({ path: filter.path, node: embed });
    return;
  }
  resolveColumn(catalog, node, filter.path);
}

function resolveOrder(catalog: Catalog, node: ReadNode, term: OrderTerm): void {
  if (term.relation === undefined) {
    resolveColumn(catalog, node, term.path);
    return;
  }
  const embed = node.embeds.find((e) => e.key === term.relation);
  if (!embed) throw notEmbedded(term.relation);
  if (!embed.toOne) {
    throw new RestError(
      400,
      'PGRST118',
      `A related order on '${embed.key}' is not possible`,
      `'${node.table.name}' and '${embed.key}' do not form a many-to-one or one-to-one relationship`,
    );
  }
  resolveColumn(catalog, embed, term.path);
  node.relatedOrders.push({ term, node: embed });
}

interface Context {
  catalog: Catalog;
  aliases: Aliases;
  query: Query;
  /** Embedded parameter paths that matched an embed. */
  used: Set<string>;
  /** db-aggregates-enabled. */
  aggregates: boolean;
  /**
   * The first embed named twice under one parent: PostgREST joins each embed as
   * `<parent>_<alias or name>_<depth>`, so PostgreSQL refuses the second (42712) once the
   * whole request is otherwise planned.
   */
  duplicate?: string;
}

export interface ReadPlanOptions {
  /** db-aggregates-enabled: `sum()` … allowed (else 400 PGRST123). */
  aggregates?: boolean;
}

const aggregatesNotAllowed = () => new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');

function paramsFor(ctx: Context, path: string[]): LevelParams | undefined {
  const key = path.join('\0');
  const found = ctx.query.embedded.get(key);
  if (found) ctx.used.add(key);
  return found;
}

/** One level of the select tree to resolve: the top, or an embedded resource. */
interface Level {
  table: Table;
  items: SelectItem[];
  params?: LevelParams;
  /** Aliases or names from the top down to this level, for embedded parameters. */
  path: string[];
  key: string;
  alias?: string;
  embedded?: { relationship: Relationship; joinType: 'left' | 'inner'; spread: boolean };
}

function buildNode(ctx: Context, level: Level): ReadNode {
  const { table, items, params, path, embedded } = level;
  const node: ReadNode = {
    table,
    alias: level.alias ?? ctx.aliases.next(),
    key: level.key,
    errorName: embedded && !(embedded.relationship.kind !== 'computed' && embedded.relationship.junction) ? `${table.name}_${path.length}` : table.name,
    fields: [],
    filters: params?.filters ?? [],
    order: params?.order ?? [],
    limit: params?.limit,
    offset: params?.offset,
    embeds: [],
    relationship: embedded?.relationship,
    joinType: embedded?.joinType ?? 'left',
    spread: embedded?.spread ?? false,
    toOne: embedded ? isToOne(embedded.relationship) : false,
    embedFilters: [],
    relatedOrders: [],
  };
  const embedNames = new Set<string>();
  for (const item of items) {
    if (item.kind === 'star' || item.kind === 'count') {
      node.fields.push(item);
    } else if (item.kind === 'aggregate') {
      if (!ctx.aggregates) throw aggregatesNotAllowed();
      if (item.path) resolveColumn(ctx.catalog, node, item.path);
      node.fields.push(item);
    } else if (item.kind === 'column') {
      resolveColumn(ctx.catalog, node, item.path);
      node.fields.push(item);
    } else {
      const relationship = findRelationship(ctx.catalog, table.name, item.target, item.hint);
      const target = ctx.catalog.tables.get(relationship.foreignTable);
      if (!target) throw undefinedColumn(table, item.target);
      const childKey = item.alias ?? item.target;
      const joinName = `${table.name}_${childKey}_${path.length + 1}`;
      if (embedNames.has(joinName)) ctx.duplicate ??= joinName;
      embedNames.add(joinName);
      const childParams = paramsFor(ctx, [...path, childKey]) ?? (item.alias ? paramsFor(ctx, [...path, item.target]) : undefined);
      const child = buildNode(ctx, {
        table: target,
        items: item.items,
        params: childParams,
        path: [...path, childKey],
        key: childKey,
        embedded: { relationship, joinType: item.joinType ?? 'left', spread: item.spread },
      });
      // PostgREST 13 spreads a to-many resource into arrays, which is an aggregate: refused
      // while aggregates are disabled (its default, and Supabase's).
      if (child.spread && !child.toOne && !ctx.aggregates) throw aggregatesNotAllowed();
      node.embeds.push(child);
      if (item.items.length > 0) node.fields.push({ kind: 'embed', node: child });
    }
  }
  // The legacy `count` beside other fields is the aggregate count(), grouped by them.
  if (node.fields.some((f) => f.kind === 'count') && node.fields.length > 1 && !ctx.aggregates) throw aggregatesNotAllowed();
  node.filters.forEach((f) => resolveFilter(ctx.catalog, node, f));
  node.order.forEach((t) => resolveOrder(ctx.catalog, node, t));
  return node;
}

/**
 * The top-level node for `table` (or a function's result typed as `table`). A write names its
 * top level by the table itself (`rootAlias`), so computed fields in its filters call the
 * function on the UPDATE or DELETE target's row.
 */
export function planRead(catalog: Catalog, table: Table, query: Query, aliases = new Aliases(), rootAlias?: string, options: ReadPlanOptions = {}): ReadNode {
  const ctx: Context = { catalog, aliases, query, used: new Set(), aggregates: options.aggregates ?? false };
  const root = buildNode(ctx, {
    table,
    items: query.select,
    params: { filters: query.filters, order: query.order },
    path: [],
    key: table.name,
    alias: rootAlias,
  });
  for (const [key, params] of query.embedded) {
    if (!ctx.used.has(key)) throw notEmbedded(params.path[params.path.length - 1]!);
  }
  if (ctx.duplicate) throw new RestError(400, '42712', `table name "${ctx.duplicate}" specified more than once`);
  return root;
}
