/**
 * The access presets of schema/database.ts, defined once: the grants and RLS policies each
 * produces for a table. Every table: RLS on, nothing for anon/authenticated unless granted
 * here, all for the service role (which bypasses RLS; server-side tools only). Staff are
 * `private.is_staff()` (admin or editor role, live session, aal2 once a TOTP factor is verified;
 * `private.is_admin()` the admin role alone), called through a
 * sub-select so the planner runs it once per statement.
 */
import type { AccessPreset, Writers } from '../../schema/database.ts';
import { ident, literal } from '../../server/platform/db/sql-text.ts';

const STAFF = '(select private.is_staff())';
const ADMIN = '(select private.is_admin())';

/** Insert, update and delete for staff, or (`writers: 'admin'`) for administrators only. */
function staffWrites(table: string, writers: Writers = 'staff'): string[] {
  const who = writers === 'admin' ? ADMIN : STAFF;
  const name = writers === 'admin' ? 'admin' : 'staff';
  return [
    `create policy "${name} insert" on ${table} for insert to authenticated with check (${who});`,
    `create policy "${name} update" on ${table} for update to authenticated using (${who}) with check (${who});`,
    `create policy "${name} delete" on ${table} for delete to authenticated using (${who});`,
  ];
}

function valueSql(value: string | number | boolean | null): string {
  if (typeof value === 'string') return literal(value);
  return String(value);
}

/** `initial` as a condition: each column equals its value, or is null. */
function initialCondition(initial: Record<string, string | number | boolean | null | undefined>): string {
  const parts = Object.entries(initial)
    .filter((e): e is [string, string | number | boolean | null] => e[1] !== undefined)
    .map(([column, value]) => (value === null ? `${ident(column)} is null` : `${ident(column)} = ${valueSql(value)}`));
  if (!parts.length) return 'true';
  return parts.length === 1 ? parts[0]! : `(${parts.join(' and ')})`;
}

/** The resource's publication flag and time (its `status`), the defaults of `publishedContent`. */
export interface PublicationDefaults {
  field?: string;
  schedule?: string;
}

/**
 * The table's columns the API roles may select: all of them (`on table`), or, with private
 * columns, the others one by one (column privileges).
 */
function selectable(columns: string[], privateColumns: string[]): string {
  if (!privateColumns.length) return '';
  return ` (${columns.filter((c) => !privateColumns.includes(c)).map(ident).join(', ')})`;
}

/**
 * Grants and policies for `public.<table>`; `status` names the resource's publication flag and
 * time; `columns` are the table's columns, of which `privateColumns` no API role but the
 * service role selects.
 */
export function accessSql(
  tableName: string,
  access: AccessPreset<Record<string, unknown>>,
  status: PublicationDefaults | undefined,
  columns: string[],
  privateColumns: string[] = [],
): string[] {
  const table = `public.${ident(tableName)}`;
  const select = selectable(columns, privateColumns);
  // Read-only tables get no write privilege at all: no policy can then be written wrongly.
  const writes = access.preset === 'staffReadOnly' ? [] : ['insert', 'update', 'delete'];
  const sql = [
    `alter table ${table} enable row level security;`,
    `revoke all on table ${table} from anon, authenticated;`,
    ...(select || !writes.length
      ? [...(writes.length ? [`grant ${writes.join(', ')} on table ${table} to authenticated;`] : []), `grant select${select} on table ${table} to authenticated;`]
      : [`grant select, ${writes.join(', ')} on table ${table} to authenticated;`]),
    `grant all on table ${table} to service_role;`,
  ];
  switch (access.preset) {
    case 'publishedContent': {
      const flag = ident(access.flag ?? status?.field ?? 'published');
      const schedule = access.schedule ?? status?.schedule;
      // Scheduled content goes live when its time comes, with nothing running: now() decides.
      const visible = schedule ? `(${flag} and (${ident(schedule)} is null or ${ident(schedule)} <= now()))` : flag;
      sql.push(
        `grant select${select} on table ${table} to anon;`,
        `create policy "anon reads published" on ${table} for select to anon using (${visible});`,
        `create policy "signed-in read published, staff read all" on ${table} for select to authenticated using (${visible} or ${STAFF});`,
        ...staffWrites(table),
      );
      break;
    }
    case 'singleton':
      sql.push(
        `grant select${select} on table ${table} to anon;`,
        `create policy "anyone reads" on ${table} for select to anon, authenticated using (true);`,
        ...staffWrites(table, access.writers),
        // A unique index on a constant: at most one row.
        `create unique index ${ident(`${tableName}_single_row`)} on ${table} ((true));`,
      );
      break;
    case 'publicRead':
      sql.push(
        `grant select${select} on table ${table} to anon;`,
        `create policy "anyone reads" on ${table} for select to anon, authenticated using (true);`,
        ...staffWrites(table),
      );
      break;
    case 'staffOnly':
      sql.push(`create policy "staff read" on ${table} for select to authenticated using (${STAFF});`, ...staffWrites(table));
      break;
    case 'staffReadOnly':
      sql.push(`create policy "staff read" on ${table} for select to authenticated using (${STAFF});`);
      break;
    case 'publicInbox': {
      const initial = initialCondition(access.initial);
      sql.push(
        `create policy "staff read" on ${table} for select to authenticated using (${STAFF});`,
        `create policy "staff update" on ${table} for update to authenticated using (${STAFF}) with check (${STAFF});`,
        `create policy "staff delete" on ${table} for delete to authenticated using (${STAFF});`,
        `grant insert (${access.insert.map(ident).join(', ')}) on table ${table} to anon;`,
        `create policy "visitors insert" on ${table} for insert to anon with check (${initial});`,
        `create policy "visitors insert, staff insert any" on ${table} for insert to authenticated with check (${initial} or ${STAFF});`,
      );
      break;
    }
  }
  return sql;
}
