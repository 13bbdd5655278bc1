/**
 * "Sil" in the full-page editor: the item leaves the lists (its own read is not asked again,
 * the page is left), the old address may move to another item as from the list's delete
 * (redirects), and the editor goes back to the list.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../ui/use-snackbar.tsx';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { dataKeys } from '../data/query-keys.ts';
import { resourceData } from '../data/resource-data.ts';
import { useTableWrite } from '../data/use-table-write.ts';
import { createDeleteRedirect, type DeleteRedirect } from '../editorial/RedirectOnDelete.tsx';
import { changeLists, dropRow } from '../resource/list-cache.ts';
import type { AnyResource } from '../resource/types.ts';
import type { EditorForm } from './use-editor-form.ts';

export function useEditorDelete(resource: AnyResource, { row, draft, guard }: EditorForm, listPath: string) {
  const client = useAdminClient();
  const db = useMemo(() => resourceData(client, resource.table), [client, resource.table]);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);
  const deleteRedirect = useRef<DeleteRedirect | undefined>(undefined);
  const removeWrite = useTableWrite([resource.table], (id: string) => db.remove(id), { onSuccess: (_none, id) => changeLists(queryClient, resource.table, dropRow(id)) }, row ? dataKeys.item(resource.table, row.id) : undefined);

  async function remove() {
    if (!row) return;
    try {
      await removeWrite.mutateAsync(row.id);
    } catch (error) {
      console.error(error);
      enqueueSnackbar(resource.messages.deleteError, { variant: 'error' });
      setDeleting(false);
      return;
    }
    enqueueSnackbar(resource.messages.deleted, { variant: 'success' });
    const redirectError = await createDeleteRedirect(client, deleteRedirect.current);
    if (redirectError) enqueueSnackbar(redirectError, { variant: 'error' });
    draft.clear();
    guard.allowLeaving();
    navigate(listPath);
  }

  return { deleting, setDeleting, deleteRedirect, remove };
}
