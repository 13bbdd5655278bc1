/**
 * Choosing the relationship an embedded resource means (PostgREST's `findRel`): by the target
 * table or view, or the foreign key's column or name, narrowed by a hint (`authors!fk_name`,
 * `authors!author_id`, a junction table). A self-referencing key gives both directions; by
 * convention the table name means the one-to-many side and the column the many-to-one side.
 * None: PGRST200; several: 300 PGRST201 listing them.
 */
import { RestError } from '../errors.ts';
import type { Catalog } from '../schema-cache.ts';
import type { Relationship } from '../schema/types.ts';
import { closest } from './closest.ts';

type ForeignKeyRel = Extract<Relationship, { kind: 'foreign-key' }>;

const singleColumns = (rel: ForeignKeyRel) => (rel.cardinality !== 'many-to-many' && rel.columns.length === 1 ? rel.columns[0]! : undefined);
const matchesColumn = (rel: ForeignKeyRel, name: string) => singleColumns(rel)?.[0] === name;
const matchesForeignColumn = (rel: ForeignKeyRel, name: string) => singleColumns(rel)?.[1] === name;
const matchesConstraint = (rel: ForeignKeyRel, name: string) => rel.cardinality !== 'many-to-many' && rel.constraint === name;
const matchesJunction = (rel: ForeignKeyRel, name: string) => rel.junction?.table === name;

function matches(rel: Relationship, target: string, hint: string | undefined): boolean {
  if (rel.kind === 'computed') return rel.function === target;
  if (rel.isSelf) {
    if (hint === undefined) {
      return (
        (rel.foreignTable === target && rel.cardinality === 'one-to-many') ||
        (matchesColumn(rel, target) && rel.cardinality === 'many-to-one')
      );
    }
    return rel.foreignTable === target && rel.cardinality === 'one-to-many' && matchesForeignColumn(rel, hint);
  }
  if (hint === undefined) {
    return (
      rel.foreignTable === target ||
      (matchesConstraint(rel, target) && !rel.foreignIsView) ||
      (matchesColumn(rel, target) && !rel.foreignIsView)
    );
  }
  return (
    rel.foreignTable === target &&
    (matchesConstraint(rel, hint) || matchesColumn(rel, hint) || matchesForeignColumn(rel, hint) || matchesJunction(rel, hint))
  );
}

const list = (columns: string[]) => `(${columns.join(', ')})`;

/** One entry of PGRST201's details, as PostgREST words it. */
function describe(rel: ForeignKeyRel): { cardinality: string; embedding: string; relationship: string } {
  const embedding = `${rel.table} with ${rel.foreignTable}`;
  if (rel.junction) {
    const j = rel.junction;
    return {
      cardinality: rel.cardinality,
      embedding,
      relationship: `${j.table} using ${j.constraint1}${list(j.sourceColumns.map((c) => c[1]))} and ${j.constraint2}${list(j.targetColumns.map((c) => c[1]))}`,
    };
  }
  return {
    cardinality: rel.cardinality,
    embedding,
    relationship: `${rel.constraint} using ${rel.table}${list(rel.columns.map((c) => c[0]))} and ${rel.foreignTable}${list(rel.columns.map((c) => c[1]))}`,
  };
}

function hintName(rel: ForeignKeyRel): string {
  return `'${rel.foreignTable}!${rel.junction ? rel.junction.table : rel.constraint}'`;
}

/** PostgREST's suggestion: a near name for the target if the origin has relationships, else for the origin. */
function noRelationshipHint(catalog: Catalog, origin: string, target: string): string | null {
  const fromOrigin = catalog.relationships.get(origin);
  if (fromOrigin) {
    const names = new Set(fromOrigin.map((r) => r.foreignTable));
    if (names.has(target)) return null;
    const near = closest(target, names);
    return near ? `Perhaps you meant '${near}' instead of '${target}'.` : null;
  }
  const near = closest(origin, catalog.relationships.keys());
  return near ? `Perhaps you meant '${near}' instead of '${origin}'.` : null;
}

export function findRelationship(catalog: Catalog, origin: string, target: string, hint: string | undefined): Relationship {
  const found = (catalog.relationships.get(origin) ?? []).filter((rel) => matches(rel, target, hint));
  if (found.length === 1) return found[0]!;
  if (found.length === 0) {
    const using = hint === undefined ? '' : `' using the hint '${hint}`;
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${origin}' and '${target}' in the schema cache`,
      `Searched for a foreign key relationship between '${origin}' and '${target}${using}' in the schema '${catalog.schema}', but no matches were found.`,
      noRelationshipHint(catalog, origin, target),
    );
  }
  const ambiguous = found.filter((r): r is ForeignKeyRel => r.kind === 'foreign-key');
  throw new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${origin}' and '${target}'`,
    ambiguous.map(describe),
    `Try changing '${target}' to one of the following: ${ambiguous.map(hintName).join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}
