/** Deleting a row from the list, after the confirmation, with the redirect the person chose for its old address. */
import { useSnackbar } from '../ui/use-snackbar.tsx';
import { useRef, useState } from 'react';
import type { AdminClient } from '../../lib/admin-client.ts';
import { createDeleteRedirect, type DeleteRedirect } from '../editorial/RedirectOnDelete.tsx';
import type { AnyResource, Row } from './types.ts';
import type { useListWrites } from './use-list-writes.ts';

export function useListDelete(client: AdminClient, resource: AnyResource, writes: ReturnType<typeof useListWrites>) {
  const { enqueueSnackbar } = useSnackbar();
  const [deleting, setDeleting] = useState<Row | null>(null);
  const deleteRedirect = useRef<DeleteRedirect | undefined>(undefined);
  const m = resource.messages;
  return {
    /** The row asked about in the confirmation, or null. */
    deleting,
    setDeleting,
    deleteRedirect,
    async confirmDelete() {
      if (!deleting) return;
      try {
        await writes.remove.mutateAsync(deleting.id);
        enqueueSnackbar(m.deleted, { variant: 'success' });
        const redirectError = await createDeleteRedirect(client, deleteRedirect.current);
        if (redirectError) enqueueSnackbar(redirectError, { variant: 'error' });
      } catch (error) {
        enqueueSnackbar(m.deleteError, { variant: 'error' });
        console.error(error);
      }
      setDeleting(null);
    },
  };
}
