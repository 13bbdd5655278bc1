/**
 * The audit log's trigger on each schema/ table (`private.record_audit`,
 * supabase/schemas/21_audit_log.sql), so every table declared in schema/ is logged without
 * a list to keep: its arguments are what to keep (`values` or `names`), the publication flag
 * (a change of it is logged as publish / unpublish) and the columns whose values are never
 * kept (the table's private columns, and any whose name says it is a secret).
 */
import type { Entity } from '../codegen/entities.ts';
import { ident, literal } from '../../server/platform/db/sql-text.ts';

/** Column names whose values are secrets wherever they appear. */
const SECRET_NAME = /(password|secret|token|api_?key|hash|sealed)/i;

export type AuditMode = 'values' | 'names' | 'off';

/** What a table's audit keeps: its `db.audit`, else the default of its access preset. */
export function auditMode(entity: Entity): AuditMode {
  const db = entity.resource.db;
  if (db.audit) return db.audit;
  switch (db.access.preset) {
    case 'staffReadOnly':
    case 'appendOnly':
      return 'off';
    // Visitors' messages are personal data; and every staff member reads the log, so what only
    // administrators may read (webhook addresses: Slack's and Teams' credentials) keeps only
    // its field names there.
    case 'publicInbox':
    case 'adminOnly':
      return 'names';
    default:
      return 'values';
  }
}

/** The CREATE TRIGGER of the table's audit, or undefined when it is not audited. */
export function auditTriggerSql(entity: Entity, columns: string[]): string | undefined {
  const mode = auditMode(entity);
  if (mode === 'off') return undefined;
  const r = entity.resource;
  const hidden = [...new Set([...(r.db.privateColumns ?? []), ...columns.filter((c) => SECRET_NAME.test(c))])].sort();
  const args = [mode, r.status?.field ?? '', ...hidden].map(literal).join(', ');
  return `create trigger record_audit after insert or update or delete on public.${ident(r.table)} for each row execute function private.record_audit(${args});`;
}
