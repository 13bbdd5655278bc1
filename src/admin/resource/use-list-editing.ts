/**
 * Opening an item from the list: on a page of its own (/admin/<route>/new, /admin/<route>/<id>,
 * which gets the list's query so "Listeye dön" comes back to the same search), or in a dialog
 * over the list when the config says `form.mode: 'modal'`, with its deep link
 * (/admin/menus/<id>) and the config's mark on opening (a message becomes read).
 */
import { useQuery } from '@tanstack/react-query';
import { useSnackbar } from '../ui/use-snackbar.tsx';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { unwrap } from '../data/data-query.ts';
import { dataKeys } from '../data/query-keys.ts';
import type { ResourceData } from '../data/resource-data.ts';
import type { AnyResource, Row } from './types.ts';
import type { useListWrites } from './use-list-writes.ts';

/** What the dialog over the list shows. */
export type Editing = { mode: 'create' } | { mode: 'edit'; row: Row } | null;

type ListWrites = ReturnType<typeof useListWrites>;

export function useListEditing(resource: AnyResource, db: ResourceData, writes: ListWrites, createOpen: boolean, openId: string | undefined) {
  const navigate = useNavigate();
  const location = useLocation();
  const onPage = resource.form?.mode !== 'modal';
  const [editing, setEditing] = useState<Editing>(createOpen ? { mode: 'create' } : null);
  useEffect(() => {
    if (createOpen) setEditing({ mode: 'create' });
  }, [createOpen]);

  const openEdit = useCallback(
    async (row: Row) => {
      if (onPage) {
        navigate(`/admin/${resource.route}/${row.id}`, { state: { list: location.search } });
        return;
      }
      setEditing({ mode: 'edit', row });
      const mark = resource.markOnOpen;
      if (mark && row[mark.field as string] === mark.from) {
        try {
          // The mark is a new version of the row (the lists show it): the form's next save is based on it.
          const data = await writes.markOpened.mutateAsync({ id: row.id, values: { [mark.field]: mark.to } });
          const marked = { [mark.field]: mark.to, updated_at: data.updated_at };
          setEditing((e) => (e?.mode === 'edit' && e.row.id === row.id ? { mode: 'edit', row: { ...e.row, ...marked } } : e));
        } catch (error) {
          console.error(error);
        }
      }
    },
    [resource, writes.markOpened, onPage, navigate, location.search],
  );
  useDeepLinkedItem(resource, db, openId, openEdit);

  return {
    editing,
    openEdit,
    openCreate: () => (onPage ? navigate(`/admin/${resource.route}/new`, { state: { list: location.search } }) : setEditing({ mode: 'create' })),
    closeForm: () => {
      setEditing(null);
      // /admin/menus/new (or /<id>) → /admin/menus once the dialog closes.
      if (createOpen || openId) navigate(`/admin/${resource.route}${location.search}`, { replace: true });
    },
  };
}

/**
 * A dialog's deep link (/admin/menus/<id>): opens that item once the screen is here, once per
 * address (a later read of the same key, after a write, must not reopen the form).
 */
function useDeepLinkedItem(resource: AnyResource, db: ResourceData, openId: string | undefined, openEdit: (row: Row) => Promise<void>) {
  const { enqueueSnackbar } = useSnackbar();
  const deepLink = useQuery({
    queryKey: dataKeys.item(resource.table, openId ?? ''),
    queryFn: () => unwrap(db.get(openId!)),
    enabled: openId !== undefined,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const openedLink = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!openId || openedLink.current === openId || deepLink.isPending) return;
    openedLink.current = openId;
    if (deepLink.data) void openEdit(deepLink.data);
    else enqueueSnackbar('Kayıt bulunamadı', { variant: 'error' });
  }, [openId, deepLink.isPending, deepLink.data, openEdit, enqueueSnackbar]);
}
