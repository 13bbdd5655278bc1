/**
 * Draft, scheduled or published, for resources whose `status` names a publication time
 * (`status.schedule`): the list's badge and its status filter, where the option value
 * 'scheduled' means "published, time still ahead" and `true` means "published and live".
 * The database decides what visitors see (RLS); this is the staff's view of the same rule.
 */
import type { AnyResource, Row } from './types.ts';

export type PublicationState = 'draft' | 'scheduled' | 'live';

/** The status filter's option value for scheduled rows. */
export const SCHEDULED = 'scheduled';

export function publicationState(resource: AnyResource, row: Row, now = Date.now()): PublicationState {
  const s = resource.status;
  if (!s || !row[s.field]) return 'draft';
  const at = s.schedule ? row[s.schedule] : null;
  return typeof at === 'string' && Date.parse(at) > now ? 'scheduled' : 'live';
}

/** Whether the filter on `field` is the publication status of a schedulable resource. */
function isScheduledStatus(resource: AnyResource, field: string): boolean {
  return resource.status?.field === field && Boolean(resource.status.schedule);
}

/** Whether `row` passes the status filter `value` (other filters compare for equality). */
export function matchesFilter(resource: AnyResource, row: Row, field: string, value: string | boolean, now = Date.now()): boolean {
  if (!isScheduledStatus(resource, field)) return row[field] === value;
  const state = publicationState(resource, row, now);
  return value === SCHEDULED ? state === 'scheduled' : value === true ? state === 'live' : state === 'draft';
}

/** One PostgREST filter (`column=operator.value`) or an `or=(…)` group. */
export type Condition = { column: string; operator: string; value: string } | { or: string };

/** The database filters of the list's filter values: equalities, and the status by time. */
export function filterConditions(resource: AnyResource, filters: Record<string, string | boolean | undefined>, now = Date.now()): { equals: Record<string, unknown>; conditions: Condition[] } {
  const equals: Record<string, unknown> = {};
  const conditions: Condition[] = [];
  for (const [field, value] of Object.entries(filters)) {
    if (value === undefined) continue;
    if (!isScheduledStatus(resource, field) || value === false) {
      equals[field] = value;
      continue;
    }
    const at = resource.status!.schedule!;
    const iso = new Date(now).toISOString();
    equals[field] = true;
    if (value === SCHEDULED) conditions.push({ column: at, operator: 'gt', value: iso });
    else conditions.push({ or: `${at}.is.null,${at}.lte.${iso}` });
  }
  return { equals, conditions };
}
