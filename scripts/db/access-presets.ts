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
/** Staff or an author (role `author`), on the tables whose preset says `authors`. */
const WRITER = '(select private.is_writer())';

/**
 * Writes for staff and authors, an author's only on rows that are not live (`notLive`, over
 * the new row): a published row or one with a publication time is refused with 42501 by the
 * check. A live row's own update or delete by an author is refused by the trigger
 * private.guard_author_live_row (schema-sql.ts adds it), as RLS sees only the new row there.
 */
function authorWrites(table: string, notLive: string, guarded: boolean): string[] {
  const check = notLive === 'true' ? WRITER : `(${STAFF} or (${WRITER} and ${notLive}))`;
  return [
    `create policy "staff insert, authors insert drafts" on ${table} for insert to authenticated with check (${check});`,
    `create policy "staff update, authors update drafts" on ${table} for update to authenticated using (${WRITER}) with check (${check});`,
    // With the guard trigger an author's delete of a live row is refused (42501), not skipped.
    `create policy "staff delete, authors delete drafts" on ${table} for delete to authenticated using (${guarded ? WRITER : check});`,
  ];
}

/** The trigger that refuses an author's update or delete of a live row (flag: its publication column). */
export function authorGuardSql(table: string, flag: string): string {
  return `create trigger guard_author_live_row before update or delete on ${table} for each row execute function private.guard_author_live_row(${literal(flag)});`;
}

/** The publication flag an access preset's author guard watches, or null when it has none. */
export function authorGuardFlag(access: AccessPreset<Record<string, unknown>>, status: PublicationDefaults | undefined): string | null {
  if (access.preset === 'publishedContent' && access.authors) return access.flag ?? status?.field ?? 'published';
  if (access.preset === 'translation' && access.authors && access.published) return 'published';
  return null;
}

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
  const writes = access.preset === 'staffReadOnly' || access.preset === 'appendOnly' ? [] : ['insert', 'update', 'delete'];
  const sql = [
    `alter table ${table} enable row level security;`,
    `revoke all on table ${table} from anon, authenticated;`,
    ...(select || !writes.length
      ? [...(writes.length ? [`grant ${writes.join(', ')} on table ${table} to authenticated;`] : []), `grant select${select} on table ${table} to authenticated;`]
      : [`grant select, ${writes.join(', ')} on table ${table} to authenticated;`]),
    // Append-only tables: the service role too may only read (the rows come from triggers).
    access.preset === 'appendOnly' ? `revoke all on table ${table} from service_role;` : `grant all on table ${table} to service_role;`,
    ...(access.preset === 'appendOnly' ? [`grant select on table ${table} to service_role;`] : []),
  ];
  switch (access.preset) {
    case 'publishedContent': {
      const flag = ident(access.flag ?? status?.field ?? 'published');
      const schedule = access.schedule ?? status?.schedule;
      // Scheduled content goes live when its time comes, with nothing running: now() decides.
      const visible = schedule ? `(${flag} and (${ident(schedule)} is null or ${ident(schedule)} <= now()))` : flag;
      // What an author may write: a row that is neither published nor scheduled.
      const notLive = schedule ? `(not ${flag} and ${ident(schedule)} is null)` : `(not ${flag})`;
      sql.push(
        `grant select${select} on table ${table} to anon;`,
        `create policy "anon reads published" on ${table} for select to anon using (${visible});`,
        `create policy "signed-in read published, staff read all" on ${table} for select to authenticated using (${visible} or ${access.authors ? WRITER : STAFF});`,
        ...(access.authors ? authorWrites(table, notLive, true) : staffWrites(table)),
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
    case 'translation': {
      // The base row's own RLS decides inside the sub-select: a translation of a draft, or of
      // a row anon may not read at all, is never readable to anon, whatever its own flag.
      const base = `exists (select 1 from public.${ident(access.base)} b where b.id = item_id)`;
      const own = access.published ? '(published and (publish_at is null or publish_at <= now())) and ' : '';
      // An author's translation is not live itself (with its own publication) and its base
      // row is not live either (without: the translation would be live with its base).
      const notLive = access.published
        ? '(not published and publish_at is null)'
        : access.baseFlag
          ? `(not exists (select 1 from public.${ident(access.base)} b where b.id = item_id and b.${ident(access.baseFlag)}))`
          : 'true';
      const reader = access.authors ? WRITER : STAFF;
      sql.push(
        `grant select${select} on table ${table} to anon;`,
        `create policy "anon reads published" on ${table} for select to anon using (${own}${base});`,
        `create policy "signed-in read published, staff read all" on ${table} for select to authenticated using ((${own}${base}) or ${reader});`,
        ...(access.authors ? authorWrites(table, notLive, access.published && notLive !== 'true') : staffWrites(table, access.writers)),
      );
      break;
    }
    case 'staffOnly':
      if (access.authors) {
        sql.push(`create policy "staff and authors read" on ${table} for select to authenticated using (${WRITER});`, ...authorWrites(table, 'true', false));
      } else {
        sql.push(`create policy "staff read" on ${table} for select to authenticated using (${STAFF});`, ...staffWrites(table));
      }
      break;
    case 'adminOnly':
      sql.push(`create policy "admin read" on ${table} for select to authenticated using (${ADMIN});`, ...staffWrites(table, 'admin'));
      break;
    case 'staffReadOnly':
      sql.push(
        access.authors
          ? `create policy "staff and authors read" on ${table} for select to authenticated using (${WRITER});`
          : `create policy "staff read" on ${table} for select to authenticated using (${STAFF});`,
      );
      break;
    case 'appendOnly':
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
