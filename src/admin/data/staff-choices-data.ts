/**
 * Choices read from the database for a filter or a widget. The staff a uuid column of owners may name (`public.lead_owner_choices()`: admins and
 * editors, readable by any staff member), as choices labelled by name, else e-mail. Read once
 * per session under TanStack Query; a widget, a filter and the CSV share it.
 */
import { useQuery } from '@tanstack/react-query';
import type { AdminClient } from '../../lib/admin-client.ts';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { anyTable, type AnyRow } from './any-table.ts';
import { dataKeys } from './query-keys.ts';

/** More than a filter's menu can usefully offer. */
const ROW_CHOICES_LIMIT = 500;

export interface StaffChoice {
  value: string;
  label: string;
}

export async function loadStaffChoices(client: AdminClient): Promise<StaffChoice[]> {
  const { data, error } = await client.rpc('lead_owner_choices');
  if (error) throw new Error(error.message);
  return (data ?? []).map((m) => ({ value: m.id, label: m.name ? `${m.name} (${m.email})` : m.email }));
}

/** A table's rows as choices (id, labelled by `label`), for a filter on a column naming them. */
export async function loadRowChoices(client: AdminClient, table: string, label: string): Promise<StaffChoice[]> {
  const { data, error } = await anyTable(client, table).select<string, AnyRow>(`id, ${label}`).order(label).limit(ROW_CHOICES_LIMIT);
  if (error) throw new Error(error.message);
  return (data ?? []).map((r) => ({ value: String(r.id), label: String(r[label] ?? '') }));
}

export function useRowChoices(table: string, label: string) {
  const client = useAdminClient();
  return useQuery({ queryKey: dataKeys.list(table, `choices:${label}`), queryFn: () => loadRowChoices(client, table, label) });
}

/** `enabled: false` where a screen needs no staff (a CSV without an owner column). */
export function useStaffChoices(enabled = true) {
  const client = useAdminClient();
  return useQuery({ queryKey: dataKeys.overview('staff-choices'), queryFn: () => loadStaffChoices(client), staleTime: 60_000, enabled });
}
