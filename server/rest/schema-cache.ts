/**
 * What PostgREST calls the schema cache: the tables and views of the exposed schemas
 * (DB_SCHEMAS, `public` first), their columns with types, and primary keys, plus the API
 * roles' settings. Loaded from the catalog with the owner connection and reloaded when a
 * request names a table it does not know (after a migration).
 */
import type pg from 'pg';
import type { ApiRole } from '../http/request-auth.ts';
import { loadRoleSettings, type RoleSettings } from './role-settings.ts';

export const EXPOSED_SCHEMA = 'public';

export interface Column {
  name: string;
  /** The SQL type as `format_type` spells it, used for casts: `text[]`, `jsonb`, `uuid`. */
  type: string;
  kind: 'json' | 'array' | 'scalar';
}

export interface Table {
  schema: string;
  name: string;
  columns: Map<string, Column>;
  primaryKey: string[];
}

export interface SchemaCache {
  /** A table or view of `schema` (default: the first exposed schema, `public`). */
  table(name: string, schema?: string): Promise<Table | undefined>;
  /** Table names of `schema`, for the 'Perhaps you meant' hint. */
  tableNames(schema?: string): Promise<string[]>;
  /** The role's own settings (statement_timeout …), to apply with the role switch. */
  roleSettings(role: ApiRole): Promise<[string, string][]>;
}

interface Catalog {
  /** schema → table name → table */
  tables: Map<string, Map<string, Table>>;
  roles: RoleSettings;
}

const CATALOG_SQL = `
  select n.nspname as schema_name, c.relname as table_name, a.attname as column_name,
         format_type(a.atttypid, a.atttypmod) as column_type,
         t.typcategory as category, t.typname as type_name,
         coalesce(a.attnum = any(pk.conkey), false) as is_pk,
         a.attnum as position
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  join pg_type t on t.oid = a.atttypid
  left join pg_constraint pk on pk.conrelid = c.oid and pk.contype = 'p'
  where n.nspname = any($1) and c.relkind in ('r', 'v', 'm', 'p', 'f')
  order by n.nspname, c.relname, a.attnum`;

const RELOAD_INTERVAL_MS = 1000;

export function createSchemaCache(db: pg.Pool, schemas: readonly string[] = [EXPOSED_SCHEMA]): SchemaCache {
  const defaultSchema = schemas[0] ?? EXPOSED_SCHEMA;
  let catalog: Catalog | undefined;
  let loading: Promise<Catalog> | undefined;
  let loadedAt = 0;

  async function load(): Promise<Catalog> {
    const roles = await loadRoleSettings(db);
    const { rows } = await db.query<{
      schema_name: string;
      table_name: string;
      column_name: string;
      column_type: string;
      category: string;
      type_name: string;
      is_pk: boolean;
    }>(CATALOG_SQL, [schemas]);
    const result = new Map<string, Map<string, Table>>(schemas.map((s) => [s, new Map()]));
    for (const r of rows) {
      const inSchema = result.get(r.schema_name)!;
      let table = inSchema.get(r.table_name);
      if (!table) {
        table = { schema: r.schema_name, name: r.table_name, columns: new Map(), primaryKey: [] };
        inSchema.set(r.table_name, table);
      }
      const kind = r.type_name === 'json' || r.type_name === 'jsonb' ? 'json' : r.category === 'A' ? 'array' : 'scalar';
      table.columns.set(r.column_name, { name: r.column_name, type: r.column_type, kind });
      if (r.is_pk) table.primaryKey.push(r.column_name);
    }
    loadedAt = Date.now();
    return { tables: result, roles };
  }

  async function current(forceIfOlderThan?: number): Promise<Catalog> {
    const stale = !catalog || (forceIfOlderThan !== undefined && Date.now() - loadedAt > forceIfOlderThan);
    if (stale) {
      loading ??= load().finally(() => (loading = undefined));
      catalog = await loading;
    }
    return catalog!;
  }

  return {
    async table(name, schema = defaultSchema) {
      const found = (await current()).tables.get(schema)?.get(name);
      if (found) return found;
      // Unknown: maybe a migration ran since the last load. Reload, at most once a second.
      return (await current(RELOAD_INTERVAL_MS)).tables.get(schema)?.get(name);
    },
    async tableNames(schema = defaultSchema) {
      return [...((await current()).tables.get(schema)?.keys() ?? [])];
    },
    async roleSettings(role) {
      return (await current()).roles.get(role) ?? [];
    },
  };
}
