/**
 * The forms staff built (schema/forms.ts) by name, for the form block's picker: every form,
 * inactive ones too (marked), so a block keeps naming the form it shows. Read as an overview,
 * so a new or renamed form is offered at once.
 */
import { useQuery } from '@tanstack/react-query';
import type { AdminClient } from '../../lib/admin-client.ts';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { dataKeys } from './query-keys.ts';

export interface FormChoice {
  id: string;
  title: string;
  published: boolean;
}

export async function loadFormChoices(client: AdminClient): Promise<FormChoice[]> {
  const { data, error } = await client.from('forms').select('id, title, published').order('title').limit(500);
  if (error) throw error;
  return data ?? [];
}

export function useFormChoices() {
  const client = useAdminClient();
  return useQuery({ queryKey: dataKeys.overview('form-choices'), queryFn: () => loadFormChoices(client) });
}
