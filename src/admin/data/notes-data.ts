/**
 * Notes staff keep on an item (schema `notes`: a lead's lead_notes), oldest first, and a new
 * one. The database sets the author and the time (supabase/schemas/18_leads.sql): the client
 * sends only the text and the item.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminClient } from '../../lib/admin-client.ts';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { anyTable, type AnyRow } from './any-table.ts';
import { dataKeys } from './query-keys.ts';

export interface ItemNote {
  id: string;
  body: string;
  author_email: string | null;
  created_at: string;
}

export interface NotesOf {
  /** The resource's table (whose item the notes are about) and its notes table and key column. */
  table: string;
  notes: { table: string; key: string };
  id: string;
}

/** Enough for any lead; a longer history is a sign it belongs in a CRM. */
const NOTES_LIMIT = 200;

export async function loadNotes(client: AdminClient, of: NotesOf): Promise<ItemNote[]> {
  const { data, error } = await anyTable(client, of.notes.table)
    .select<string, AnyRow>('id, body, author_email, created_at')
    .eq(of.notes.key, of.id)
    .order('created_at')
    .order('id')
    .limit(NOTES_LIMIT);
  if (error) throw new Error(error.message);
  return (data ?? []) as unknown as ItemNote[];
}

export function useNotes(of: NotesOf) {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const key = dataKeys.about(of.table, of.id, 'notes');
  const notes = useQuery({ queryKey: key, queryFn: () => loadNotes(client, of) });
  const add = useMutation({
    mutationFn: async (body: string) => {
      const { error } = await anyTable(client, of.notes.table).insert({ [of.notes.key]: of.id, body });
      if (error) throw error;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  return { notes, add };
}
