/**
 * PostgREST's in-database configuration: `alter role authenticator set pgrst.db_schemas =
 * 'public,personal'` (and `db_aggregates_enabled`, `db_plan_enabled`, `db_max_rows`,
 * `db_tx_end`), as Supabase projects set it. Read with the schema cache (a database-specific
 * setting wins over a role-wide one, as in PostgREST) and reloaded with it on `NOTIFY pgrst,
 * 'reload config'`. A setting absent from the role keeps the server's own value (DB_SCHEMAS,
 * max rows 1000 as Supabase's `max_rows`); an unreadable value is ignored with a log line, as
 * a typo must not take the API down. The schema list follows DB_SCHEMAS's rule (schema-list.ts):
 * a list that does not start with public is unreadable.
 */
import type pg from 'pg';
import { parseSchemaList, SchemaListError } from './schema-list.ts';

/** How a transaction ends: PostgREST's `db-tx-end`. */
export type TxEnd = 'commit' | 'commit-allow-override' | 'rollback' | 'rollback-allow-override';

export interface RestConfig {
  /** The exposed schemas, the default one first. */
  schemas: readonly string[];
  aggregatesEnabled: boolean;
  planEnabled: boolean;
  /** The most rows one read answers. */
  maxRows: number;
  txEnd: TxEnd;
}

/** The server's own values where the role sets nothing. `Prefer: tx=rollback` is honoured by default, as before. */
export function defaultRestConfig(schemas: readonly string[]): RestConfig {
  return { schemas, aggregatesEnabled: false, planEnabled: false, maxRows: 1000, txEnd: 'commit-allow-override' };
}

const CONFIG_SQL = `
  select distinct on (k) k, v from (
    select s.setdatabase, substr(entry, 1, strpos(entry, '=') - 1) as k, substr(entry, strpos(entry, '=') + 1) as v
    from pg_db_role_setting s
    cross join lateral unnest(s.setconfig) as entry
    where s.setrole = (select oid from pg_roles where rolname = 'authenticator')
      and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
  ) settings
  where k like 'pgrst.%'
  order by k, setdatabase desc`;

function boolOf(value: string): boolean | undefined {
  const v = value.trim().toLowerCase();
  if (['true', 'on', 'yes', '1'].includes(v)) return true;
  if (['false', 'off', 'no', '0'].includes(v)) return false;
  return undefined;
}

function maxRowsOf(value: string): number | undefined {
  const v = value.trim();
  return /^\d{1,9}$/.test(v) ? Number(v) : undefined;
}

const TX_ENDS: readonly TxEnd[] = ['commit', 'commit-allow-override', 'rollback', 'rollback-allow-override'];

/** The role's pgrst.* settings over the defaults; each unreadable one is logged and ignored. */
export function applySettings(defaults: RestConfig, settings: Map<string, string>, log: (m: string) => void = () => {}): RestConfig {
  const get = <T>(name: string, read: (v: string) => T | undefined): T | undefined => {
    const raw = settings.get(`pgrst.${name}`);
    if (raw === undefined) return undefined;
    try {
      const value = read(raw);
      if (value === undefined) log(`pgrst.${name} = "${raw}" is unreadable: ignored`);
      return value;
    } catch (err) {
      if (!(err instanceof SchemaListError)) throw err;
      log(`${err.message}: ignored`);
      return undefined;
    }
  };
  return {
    schemas: get('db_schemas', (v) => parseSchemaList('pgrst.db_schemas', v)) ?? defaults.schemas,
    aggregatesEnabled: get('db_aggregates_enabled', boolOf) ?? defaults.aggregatesEnabled,
    planEnabled: get('db_plan_enabled', boolOf) ?? defaults.planEnabled,
    maxRows: get('db_max_rows', maxRowsOf) ?? defaults.maxRows,
    txEnd: get('db_tx_end', (v) => TX_ENDS.find((t) => t === v.trim())) ?? defaults.txEnd,
  };
}

export async function loadRestConfig(db: pg.Pool, defaults: RestConfig, log?: (m: string) => void): Promise<RestConfig> {
  const { rows } = await db.query<{ k: string; v: string }>(CONFIG_SQL);
  return applySettings(defaults, new Map(rows.map((r) => [r.k, r.v])), log);
}

/** Whether the transaction ends in a rollback: the configured end, or `Prefer: tx=` where overriding is allowed. */
export function rollsBack(config: RestConfig, tx: 'commit' | 'rollback' | undefined): boolean {
  const allowOverride = config.txEnd.endsWith('-allow-override');
  if (allowOverride && tx) return tx === 'rollback';
  return config.txEnd.startsWith('rollback');
}

/** Whether `Prefer: tx=` is honoured (and so named in `Preference-Applied`). */
export function txOverridable(config: RestConfig): boolean {
  return config.txEnd.endsWith('-allow-override');
}
