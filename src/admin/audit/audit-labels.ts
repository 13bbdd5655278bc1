/**
 * How the audit screen names what the log holds: a table by its resource's title (generated
 * from schema/) or the names of schema/audit-log.ts for the tables outside it, an action by
 * its Turkish name, a changed value as text (secrets and large bodies by what was left out).
 */
import { RESOURCES } from '../../../generated/admin/resources.ts';
import { AUDIT_ACTION_LABELS, AUDIT_TABLE_LABELS, AUDIT_TEXTS } from '../../../schema/audit-log.ts';

const TABLE_TITLES = new Map<string, string>([...RESOURCES.map((r) => [r.table, r.title] as const), ...Object.entries(AUDIT_TABLE_LABELS)]);

/** Every table the filter offers, by name. */
export const AUDIT_TABLE_CHOICES = [...TABLE_TITLES.entries()]
  .filter(([table]) => table !== 'audit_log')
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'tr'));

export const AUDIT_ACTION_CHOICES = Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label }));

export function tableLabel(table: string | null): string {
  return table ? (TABLE_TITLES.get(table) ?? table) : '';
}

export function actionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}

/** A recorded value as one line of text. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'object' && !Array.isArray(value) && 'omitted' in value) {
    return (value as { omitted: string }).omitted === 'secret' ? AUDIT_TEXTS.omittedSecret : AUDIT_TEXTS.omittedLarge;
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** "alan: eski → yeni" per changed field, as far as the entry kept values. */
export function changeLines(changes: unknown, fields: readonly string[]): string[] {
  const map = (changes && typeof changes === 'object' ? changes : {}) as Record<string, { old?: unknown; new?: unknown }>;
  return fields.map((field) => {
    const c = map[field];
    if (!c) return field;
    if ('old' in c && 'new' in c) return `${field}: ${valueText(c.old)} → ${valueText(c.new)}`;
    return `${field}: ${valueText('new' in c ? c.new : c.old)}`;
  });
}
