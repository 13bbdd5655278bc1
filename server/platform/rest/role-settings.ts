/**
 * The settings made with `alter role anon set statement_timeout = '3s'` (and the like) for
 * the API roles. The API connection logs in as `authenticator` and only switches role per
 * transaction, so PostgreSQL never applies them by itself; as PostgREST does, we read them
 * from the catalog and set them transaction-locally with the role switch. Only settings a
 * plain user may change are taken (pg_settings context 'user'), and never the role itself.
 */
import type pg from 'pg';
import { API_ROLES, type ApiRole } from '../http/request-auth.ts';

/** name → value pairs in the order they apply (database-specific after role-wide). */
export type RoleSettings = Map<ApiRole, [name: string, value: string][]>;

const ROLE_SETTINGS_SQL = `
  select r.rolname as role, p.name, substr(entry, strpos(entry, '=') + 1) as value
  from pg_db_role_setting s
  join pg_roles r on r.oid = s.setrole
  cross join lateral unnest(s.setconfig) as entry
  join pg_settings p on p.name = lower(split_part(entry, '=', 1))
  where r.rolname = any($1)
    and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
    and p.context = 'user'
    and p.name not in ('role', 'session_authorization', 'default_transaction_isolation', 'default_transaction_read_only')
  order by r.rolname, s.setdatabase <> 0`;

export async function loadRoleSettings(db: pg.Pool): Promise<RoleSettings> {
  const { rows } = await db.query<{ role: ApiRole; name: string; value: string }>(ROLE_SETTINGS_SQL, [API_ROLES]);
  const settings: RoleSettings = new Map(API_ROLES.map((role) => [role, []]));
  for (const r of rows) settings.get(r.role)!.push([r.name, r.value]);
  return settings;
}
