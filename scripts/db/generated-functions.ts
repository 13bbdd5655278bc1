/**
 * Functions generated from schema/ (media where-used, visitors' alt texts, the readers of private columns, the site search). Their SQL is part of the
 * schema's database (drift.ts runs it after the tables); each is marked by its comment, read
 * back with `pg_get_functiondef` and its grants, and a difference becomes a
 * `create or replace` in the next migration, so adding an image field to a resource updates
 * the function with no hand-written SQL.
 */
import type pg from 'pg';
import { literal } from '../../server/platform/db/sql-text.ts';
import type { Change } from './diff.ts';
import { mediaAltTextsFunctionSql } from './media-alt-texts-sql.ts';
import { mediaUsageFunctionSql, mediaUsageTargets } from './media-usage-sql.ts';
import { privateColumnsFunctions } from './private-columns-sql.ts';
import type { SchemaModelEntry } from './schema-sql.ts';
import type { BlockModel } from '../codegen/blocks.ts';
import { blockSchemasFunctionSql } from './block-schemas-sql.ts';
import { searchFunctionsSql, searchTargets } from './search-sql.ts';
import { adminSearchFunctionsSql, adminSearchTargets } from './admin-search-sql.ts';

export interface GeneratedFunction {
  /** `public.name(argtypes)`, argument types as `oidvectortypes` prints them. */
  signature: string;
  /** Its comment after the marker. */
  about: string;
  /** CREATE OR REPLACE, then its grants. */
  sql: string[];
}

/** Comments of generated functions start with this; nothing else in the database does. */
export const MARKER = 'Generated from schema/: ';

/** After tables, grants and policies (diff.ts phases end at 10). */
const PHASE = 11;

export function generatedFunctions(model: SchemaModelEntry[], blocks: BlockModel[]): GeneratedFunction[] {
  const targets = mediaUsageTargets(model);
  return [
    mediaUsageFunctionSql(targets),
    mediaAltTextsFunctionSql(targets),
    ...privateColumnsFunctions(model),
    blockSchemasFunctionSql(blocks),
    ...searchFunctionsSql(searchTargets(model)),
    ...adminSearchFunctionsSql(adminSearchTargets(model)),
  ];
}

export function generatedFunctionsSql(model: SchemaModelEntry[], blocks: BlockModel[]): string[] {
  return generatedFunctions(model, blocks).flatMap((f) => [...f.sql, `comment on function ${f.signature} is ${literal(MARKER + f.about)};`]);
}

export interface FunctionState {
  definition: string;
  comment: string;
  grants: string;
}

/** Generated functions of a database: signature → definition, comment and grants as PostgreSQL prints them. */
export async function readGeneratedFunctions(client: pg.ClientBase | pg.Pool): Promise<Record<string, FunctionState>> {
  const { rows } = await client.query<{ signature: string; definition: string; comment: string; grants: string }>(
    `select p.pronamespace::regnamespace::text || '.' || p.proname || '(' || oidvectortypes(p.proargtypes) || ')' as signature, pg_get_functiondef(p.oid) as definition,
            obj_description(p.oid, 'pg_proc') as comment, coalesce(p.proacl::text, '') as grants
       from pg_proc p
      where obj_description(p.oid, 'pg_proc') like $1 || '%'
      order by 1`,
    [MARKER],
  );
  return Object.fromEntries(rows.map((r) => [r.signature, { definition: r.definition, comment: r.comment, grants: r.grants }]));
}

/** `create or replace` for each generated function that is missing or differs in the migrations. */
export function diffGeneratedFunctions(
  migrated: Record<string, FunctionState>,
  wanted: Record<string, FunctionState>,
  model: SchemaModelEntry[],
  blocks: BlockModel[],
): Change[] {
  const changes: Change[] = [];
  for (const f of generatedFunctions(model, blocks)) {
    const have = migrated[f.signature];
    const want = wanted[f.signature];
    if (have && want && have.definition === want.definition && have.comment === want.comment && have.grants === want.grants) continue;
    changes.push({
      phase: PHASE,
      description: have ? `function ${f.signature}: generated definition changed in schema/` : `function ${f.signature}: generated from schema/, missing in the migrations`,
      sql: [...f.sql, `comment on function ${f.signature} is ${literal(MARKER + f.about)};`],
      destructive: false,
    });
  }
  // A generated function whose signature changed (or that schema/ no longer makes) goes: the
  // marker says it was ours, so nothing hand-written is dropped.
  const made = new Set(generatedFunctions(model, blocks).map((f) => f.signature));
  for (const signature of Object.keys(migrated).filter((s) => !made.has(s))) {
    changes.push({ phase: PHASE - 1, description: `function ${signature}: generated once, schema/ no longer makes it`, sql: [`drop function ${signature};`], destructive: false });
  }
  return changes;
}
