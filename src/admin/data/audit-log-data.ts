/**
 * The audit log's reads (public.audit_log: staff select only, nobody writes): a page of
 * entries, newest first, filtered on the server by who (e-mail), table, action and a date
 * range, with the exact count for the pager; and every entry of the same filter in batches,
 * for the CSV export. The filters map onto the table's indexes (schema/audit-log.ts).
 */
import type { Tables } from '../../../generated/database.types.ts';
import type { AdminClient } from '../../lib/admin-client.ts';
import { toDataError, type DataResult } from './resource-data.ts';

export type AuditEntry = Tables<'audit_log'>;

export interface AuditFilter {
  /** The actor's e-mail (any case). */
  actor?: string;
  table?: string;
  action?: string;
  /** yyyy-mm-dd, inclusive, in the browser's time zone. */
  from?: string;
  to?: string;
}

export const AUDIT_PAGE_SIZE = 50;
/** The CSV holds at most this many entries (a year of a busy team's work). */
export const AUDIT_EXPORT_LIMIT = 50_000;
const EXPORT_BATCH = 1000;

/** A day's start in the browser's time zone, as an ISO instant. */
function dayStart(day: string, plusDays = 0): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d! + plusDays).toISOString();
}

export function auditLogData(client: AdminClient) {
  function query(filter: AuditFilter, count: boolean) {
    let q = client.from('audit_log').select('*', count ? { count: 'exact' } : undefined);
    if (filter.actor?.trim()) q = q.eq('actor_email', filter.actor.trim().toLocaleLowerCase('en'));
    if (filter.table) q = q.eq('table_name', filter.table);
    if (filter.action) q = q.eq('action', filter.action);
    if (filter.from) q = q.gte('created_at', dayStart(filter.from));
    if (filter.to) q = q.lt('created_at', dayStart(filter.to, 1));
    return q.order('created_at', { ascending: false }).order('id', { ascending: false });
  }
  return {
    /** How many days entries are kept (site_settings.audit_retention_days; 365 without settings). */
    async retentionDays(): Promise<number> {
      const r = await client.from('site_settings').select('audit_retention_days').limit(1).maybeSingle();
      return r.data?.audit_retention_days ?? 365;
    },
    async page(filter: AuditFilter, page: number): Promise<DataResult<{ rows: AuditEntry[]; total: number }>> {
      const from = page * AUDIT_PAGE_SIZE;
      const r = await query(filter, true).range(from, from + AUDIT_PAGE_SIZE - 1);
      return r.error ? { data: null, error: toDataError(r.error) } : { data: { rows: r.data, total: r.count ?? r.data.length }, error: null };
    },
    async all(filter: AuditFilter): Promise<DataResult<AuditEntry[]>> {
      const rows: AuditEntry[] = [];
      while (rows.length < AUDIT_EXPORT_LIMIT) {
        const r = await query(filter, false).range(rows.length, rows.length + EXPORT_BATCH - 1);
        if (r.error) return { data: null, error: toDataError(r.error) };
        rows.push(...r.data);
        if (r.data.length < EXPORT_BATCH) break;
      }
      return { data: rows, error: null };
    },
  };
}
