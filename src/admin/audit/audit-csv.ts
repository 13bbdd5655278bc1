/**
 * The audit log as CSV, for Turkish Excel as the subscribers' export is (`;` columns, a BOM,
 * Istanbul `dd.mm.yyyy HH:mm` times, formulas escaped): when, who, role, action, table, row,
 * the changes and the address.
 */
import type { AuditEntry } from '../data/audit-log-data.ts';
import { excelCsv, istanbulDateTime, istanbulDay } from '../ui/excel-csv.ts';
import { actionLabel, changeLines, tableLabel } from './audit-labels.ts';

const COLUMNS = ['Tarih', 'Kim', 'Rol', 'İşlem', 'Tablo', 'Kayıt', 'Değişiklikler', 'Adres'] as const;

export function auditCsv(rows: readonly AuditEntry[]): string {
  const data = rows.map((r) => [
    istanbulDateTime(r.created_at),
    r.actor_email ?? '',
    r.actor_role ?? '',
    actionLabel(r.action),
    tableLabel(r.table_name),
    r.row_id ?? '',
    changeLines(r.changes, r.changed_fields).join('\n'),
    r.ip_address ?? '',
  ]);
  return excelCsv(COLUMNS, data);
}

/** islem-kaydi-2026-12-03.csv (the date in Istanbul). */
export function auditFileName(now = new Date()): string {
  return `islem-kaydi-${istanbulDay(now)}.csv`;
}
