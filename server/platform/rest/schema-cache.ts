/**
 * What PostgREST calls the schema cache: for each exposed schema (DB_SCHEMAS, `public`
 * first) its tables and views with their columns, the relationships between them and the
 * functions; and the API roles' settings. Loaded from the catalog with the owner
 * connection, with PostgREST's configuration from the authenticator role (rest-config.ts,
 * which may change the exposed schemas); reloaded on `NOTIFY pgrst, 'reload schema'` or
 * `'reload config'` (Supabase's convention, also sent after migrations), after the
 * listening connection comes back from a database restart, and, at most once a second,
 * when a request names something the cache does not know.
 */
import type pg from 'pg';
import type { ApiRole } from '../http/request-auth.ts';
import { listen, type Listener } from '../db/listen.ts';
import { defaultRestConfig, loadRestConfig, type RestConfig } from './rest-config.ts';
import { loadRoleSettings, type RoleSettings } from './role-settings.ts';
import { loadRelationships } from './schema/load-relationships.ts';
import { loadRoutines } from './schema/load-routines.ts';
import { loadTables } from './schema/load-tables.ts';
import type { Relationship, Routine, Table } from './schema/types.ts';

export type { Column, Relationship, Routine, Table } from './schema/types.ts';

export const EXPOSED_SCHEMA = 'public';

/** The channel and payloads PostgREST (and so Supabase) reloads its schema cache on. */
export const RELOAD_CHANNEL = 'pgrst';
// 'reload config' reloads everything: the exposed schemas may have changed with the configuration.
const RELOAD_PAYLOADS = new Set(['', 'reload schema', 'reload config']);

/** What the cache knows of one exposed schema. */
export interface Catalog {
  schema: string;
  tables: Map<string, Table>;
  /** Relationships by the table or view they start from. */
  relationships: Map<string, Relationship[]>;
  /** Functions by name (overloads share a name). */
  routines: Map<string, Routine[]>;
  /** Functions taking one row of a table, usable as its columns: table → name → function. */
  computedFields: Map<string, Map<string, Routine>>;
}

/**
 * One load of the cache: every exposed schema's catalog and the roles' settings. A reload
 * makes a new object, so what is kept per snapshot (resolved reads) is forgotten with it.
 */
export interface Snapshot {
  /** The exposed schemas, the default (`public`) first. */
  schemas: readonly string[];
  /** PostgREST's configuration: the server's, over it the authenticator role's `pgrst.*` settings. */
  config: RestConfig;
  catalogs: Map<string, Catalog>;
  roles: RoleSettings;
}

export interface SchemaCache {
  /** The current snapshot (loaded on first use). */
  snapshot(): Promise<Snapshot>;
  /** The current catalog of one exposed schema (default: the first, `public`). */
  catalog(schema?: string): Promise<Catalog>;
  /**
   * A request named something unknown: reload, unless the snapshot is under a second old.
   * Returns the new snapshot, or undefined when it did not reload.
   */
  refresh(): Promise<Snapshot | undefined>;
  /** Forget the snapshot; the next request loads a new one. */
  invalidate(): void;
  /** Table names of an exposed schema (default: the first). */
  tableNames(schema?: string): Promise<string[]>;
  /** The role's own settings (statement_timeout …), to apply with the role switch. */
  roleSettings(role: ApiRole): Promise<[string, string][]>;
  close(): Promise<void>;
}

const RELOAD_INTERVAL_MS = 1000;

async function loadCatalog(db: pg.Pool, schema: string): Promise<Catalog> {
  const loaded = await loadTables(db, schema);
  const [foreignKeyRels, routines] = await Promise.all([
    loadRelationships(db, schema, loaded),
    loadRoutines(db, schema, new Set(loaded.tables.keys())),
  ]);
  const relationships = new Map<string, Relationship[]>();
  const add = (rel: Relationship) => relationships.set(rel.table, [...(relationships.get(rel.table) ?? []), rel]);
  foreignKeyRels.forEach(add);
  const computedFields = new Map<string, Map<string, Routine>>();
  for (const overloads of routines.values()) {
    for (const fn of overloads) {
      const rowOf = fn.params.length === 1 ? fn.params[0]!.rowOf : undefined;
      if (!rowOf || !loaded.tables.has(rowOf)) continue;
      if (fn.returns.kind === 'row') {
        add({ kind: 'computed', table: rowOf, foreignTable: fn.returns.relation, function: fn.name, toOne: !fn.returnsSet || fn.rowsOne });
      } else if (fn.returns.kind === 'scalar' && !fn.returnsSet) {
        if (!computedFields.has(rowOf)) computedFields.set(rowOf, new Map());
        computedFields.get(rowOf)!.set(fn.name, fn);
      }
    }
  }
  return { schema, tables: loaded.tables, relationships, routines, computedFields };
}

async function loadSnapshot(db: pg.Pool, defaults: RestConfig, log: (m: string) => void): Promise<Snapshot> {
  const config = await loadRestConfig(db, defaults, log);
  const { schemas } = config;
  const [roles, ...catalogs] = await Promise.all([loadRoleSettings(db), ...schemas.map((s) => loadCatalog(db, s))]);
  return { schemas, config, catalogs: new Map(catalogs.map((c) => [c.schema, c])), roles };
}

export function createSchemaCache(db: pg.Pool, log: (m: string) => void = () => {}, schemas: readonly string[] = [EXPOSED_SCHEMA]): SchemaCache {
  const defaults = defaultRestConfig(schemas);
  let snapshot: Snapshot | undefined;
  let loading: Promise<Snapshot> | undefined;
  let loadingGeneration = -1;
  let loadedAt = 0;
  let generation = 0;

  function load(): Promise<Snapshot> {
    // A load started before the last invalidation may miss the change: start another.
    if (loading && loadingGeneration === generation) return loading;
    const started = (loadingGeneration = generation);
    const promise: Promise<Snapshot> = loadSnapshot(db, defaults, log)
      .then((c) => {
        // Invalidated while loading: the next call loads again.
        if (started === generation) {
          snapshot = c;
          loadedAt = Date.now();
        }
        return c;
      })
      .finally(() => {
        if (loading === promise) loading = undefined;
      });
    loading = promise;
    return promise;
  }

  const current = (): Promise<Snapshot> => (snapshot ? Promise.resolve(snapshot) : load());
  const catalogOf = async (schema?: string): Promise<Catalog> => {
    const loaded = await current();
    const found = loaded.catalogs.get(schema ?? loaded.schemas[0]!);
    if (!found) throw new Error(`The schema ${schema} is not exposed`);
    return found;
  };

  function invalidate(): void {
    generation++;
    snapshot = undefined;
  }

  let listener: Listener | undefined;
  let closed = false;
  const listening = listen(
    db,
    RELOAD_CHANNEL,
    {
      onNotify: (payload) => {
        if (RELOAD_PAYLOADS.has(payload.trim())) invalidate();
      },
      // The database may have changed while we were not listening (or it restarted).
      onSubscribed: invalidate,
    },
    log,
    'Schema cache listener',
  ).then((l) => {
    listener = l;
    if (closed) return l.close();
  });

  return {
    snapshot: current,
    catalog: catalogOf,
    async refresh() {
      if (snapshot && Date.now() - loadedAt < RELOAD_INTERVAL_MS) return undefined;
      invalidate();
      return load();
    },
    invalidate,
    async tableNames(schema) {
      return [...(await catalogOf(schema)).tables.keys()];
    },
    async roleSettings(role) {
      return (await current()).roles.get(role) ?? [];
    },
    async close() {
      closed = true;
      await listening;
      await listener?.close();
    },
  };
}
