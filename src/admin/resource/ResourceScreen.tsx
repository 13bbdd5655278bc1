/**
 * The generic admin screen: renders any resource from its generated config (generated/admin/
 * <route>.ts): list as table or cards, search and filters, paging for large tables, delete
 * with confirmation, manual ordering, and the config's toasts. Items are edited on a page of
 * their own (/admin/<route>/new, /admin/<route>/<id>), or in a dialog over the list when the
 * config says `form.mode: 'modal'`.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { Plus } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { loadResource, type ResourceRoute } from '../../../generated/admin/resources.ts';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { unwrap } from '../data/data-query.ts';
import { dataKeys } from '../data/query-keys.ts';
import { resourceData } from '../data/resource-data.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { createDeleteRedirect, RedirectOnDelete, type DeleteRedirect } from '../editorial/RedirectOnDelete.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { BulkBar } from './BulkBar.tsx';
import { CsvExportButton } from './CsvExportButton.tsx';
import { sortedRows } from './sorted-rows.ts';
import { DraftedRowsContext, useDraftedRows } from './drafted-rows.ts';
import { ListToolbar } from './ListToolbar.tsx';
import { listMatch } from './list-query.ts';
import { filtersFromParams, SEARCH_PARAM, withListParams } from './list-params.ts';
import { useChainedSearchParams } from './use-chained-search-params.ts';
import { ResourceCards } from './ResourceCards.tsx';
import { ResourceTable, type Selection } from './ResourceTable.tsx';
import type { AnyResource, Row } from './types.ts';
import { useListWrites } from './use-list-writes.ts';
import { useResourceList } from './use-resource-list.ts';

const ResourceFormModal = lazy(() => import('../form/ResourceFormModal.tsx'));
const ResourceEditPage = lazy(() => import('../form/ResourceEditPage.tsx'));

/** `item`: 'new' or an item's id from the address (/admin/<route>/<item>); none for the list. */
export default function ResourceScreen({ route, item }: { route: ResourceRoute; item?: string }) {
  const [resource, setResource] = useState<AnyResource | null>(null);
  useEffect(() => {
    let current = true;
    void loadResource[route]().then((m) => current && setResource((m as { resource: AnyResource }).resource));
    return () => {
      current = false;
    };
  }, [route]);
  if (!resource || resource.route !== route) return <Spinner />;
  if (item !== undefined && resource.form?.mode !== 'modal')
    return (
      <Suspense fallback={<Spinner />}>
        <ResourceEditPage key={item} resource={resource} id={item === 'new' ? null : item} />
      </Suspense>
    );
  return <ResourceView key={route} resource={resource} createOpen={item === 'new' && resource.creatable !== false} openId={item !== 'new' ? item : undefined} />;
}

type Editing = { mode: 'create' } | { mode: 'edit'; row: Row } | null;

function ResourceView({ resource, createOpen, openId }: { resource: AnyResource; createOpen: boolean; openId?: string }) {
  const client = useAdminClient();
  const db = useMemo(() => resourceData(client, resource.table), [client, resource.table]);
  const navigate = useNavigate();
  const location = useLocation();
  const { enqueueSnackbar } = useSnackbar();
  const onPage = resource.form?.mode !== 'modal';
  // Search and filters live in the URL (?q=…&status=new), so a reload or a shared link keeps them.
  const [params, setParams] = useChainedSearchParams();
  const search = params.get(SEARCH_PARAM) ?? '';
  const filters = useMemo(() => filtersFromParams(resource, params), [resource, params]);
  const setSearch = (q: string) => setParams((p) => withListParams(p, q, filtersFromParams(resource, p)), { replace: true });
  const setFilters = (f: typeof filters) => setParams((p) => withListParams(p, p.get(SEARCH_PARAM) ?? '', f), { replace: true });
  const list = useResourceList(resource, db, search, filters);
  const writes = useListWrites(resource, db);
  const [editing, setEditing] = useState<Editing>(createOpen ? { mode: 'create' } : null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const deleteRedirect = useRef<DeleteRedirect | undefined>(undefined);
  const m = resource.messages;
  const filtered = search.trim() !== '' || Object.values(filters).some((v) => v !== undefined);

  useEffect(() => {
    if (createOpen) setEditing({ mode: 'create' });
  }, [createOpen]);
  useEffect(() => {
    if (list.error) enqueueSnackbar(m.loadError, { variant: 'error' });
  }, [list.error, enqueueSnackbar, m.loadError]);

  const titleField = (resource.list.card?.title ?? resource.list.columns[0]!.field) as string;
  const titleOf = useCallback((row: Row) => String(row[titleField] ?? ''), [titleField]);

  const closeForm = () => {
    setEditing(null);
    // /admin/menus/new (or /<id>) → /admin/menus once the dialog closes.
    if (createOpen || openId) navigate(`/admin/${resource.route}${location.search}`, { replace: true });
  };

  // The editor page gets the list's query, so "Listeye dön" comes back to the same search.
  const openCreate = () => (onPage ? navigate(`/admin/${resource.route}/new`, { state: { list: location.search } }) : setEditing({ mode: 'create' }));
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

  // A dialog's deep link (/admin/menus/<id>): open that item once the screen is here, once per
  // address (a later read of the same key, after a write, must not reopen the form).
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

  async function confirmDelete() {
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
  }

  const ordering = resource.ordering;
  const reorderWrite = writes.reorder.mutate;
  const reorder = useMemo(
    () =>
      ordering && !filtered && !list.serverSide
        ? (ids: string[]) => {
            const field = ordering.field as string;
            const byId = new Map(list.rows.map((r) => [r.id, r]));
            // Every row with the version shown: a reorder (or save) by someone else meanwhile is refused whole.
            const positions = ids.map((id, i) => ({ id, value: i + 1, version: String(byId.get(id)?.updated_at ?? '') }));
            if (positions.every(({ id, value }) => byId.get(id)?.[field] === value)) return;
            reorderWrite({ field, positions });
          }
        : undefined,
    [ordering, filtered, list.serverSide, list.rows, reorderWrite],
  );

  function addSamples() {
    const samples = resource.samples;
    if (!samples) return;
    writes.addSamples.mutate(samples.rows, {
      onSuccess: () => enqueueSnackbar(samples.success, { variant: 'success' }),
      onError: (error) => enqueueSnackbar(error.message || m.saveError, { variant: 'error' }),
    });
  }

  // Bulk selection: rows picked on any page, or every row matching the search and filters.
  const [picked, setPicked] = useState<Map<string, Row>>(() => new Map());
  const [allMatching, setAllMatching] = useState(false);
  const clearSelection = useCallback(() => {
    setPicked(new Map());
    setAllMatching(false);
  }, []);
  const listKey = JSON.stringify([search, filters]);
  useEffect(() => clearSelection(), [listKey, clearSelection]);
  const selection = useMemo<Selection>(
    () => ({
      isSelected: (id) => allMatching || picked.has(id),
      toggle: (row) => {
        setAllMatching(false);
        setPicked((p) => {
          const next = new Map(allMatching ? list.rows.map((r) => [r.id, r]) : p);
          if (next.has(row.id)) next.delete(row.id);
          else next.set(row.id, row);
          return next;
        });
      },
      toggleAll: (shown) => {
        const all = shown.every((r) => allMatching || picked.has(r.id));
        setAllMatching(false);
        setPicked((p) => {
          const next = new Map(p);
          for (const r of shown) {
            if (all) next.delete(r.id);
            else next.set(r.id, r);
          }
          return next;
        });
      },
    }),
    [picked, allMatching, list.rows],
  );
  const selectedCount = allMatching ? list.total : picked.size;
  const pageAllPicked = list.rows.length > 0 && list.rows.every((r) => picked.has(r.id));
  const matchQuery = listMatch(resource, search, filters);
  const bulkTargets = async (field?: string): Promise<Row[]> => {
    // The rows as last loaded (their current values, for undo), else as picked on another page.
    const current = new Map(list.rows.map((r) => [r.id, r]));
    if (!allMatching) return [...picked.values()].map((r) => current.get(r.id) ?? r);
    if (!list.serverSide) return list.rows;
    const { data, error } = await db.matching(field ? `id,${field}` : 'id', matchQuery);
    if (error) throw new Error(error.message);
    return data;
  };

  // The CSV: the rows the list matches, all of them (a large table's come from the database).
  const exportRows = async (): Promise<Row[]> => {
    if (!list.serverSide) return list.rows;
    const columns = ['id', ...(resource.csvExport?.columns.map((c) => c.field as string) ?? [])].join(',');
    const { data, error } = await db.matching(columns, matchQuery);
    if (error) throw new Error(error.message);
    return sortedRows(data, resource.list.order as { field: string; ascending: boolean }[]);
  };

  // The list order for manual ordering is the config's order (sort_order first).
  const rows = list.rows;
  const drafted = useDraftedRows(resource, rows);
  // Next / previous in the open form follow the list as shown (the table reports its sorting).
  const [shownOrder, setShownOrder] = useState<Row[] | null>(null);
  const order = resource.list.layout === 'table' && shownOrder ? shownOrder : rows;
  const openIndex = editing?.mode === 'edit' ? order.findIndex((r) => r.id === editing.row.id) : -1;
  const neighbour = (step: number) => {
    const next = openIndex >= 0 ? order[openIndex + step] : undefined;
    return next ? () => void openEdit(next) : undefined;
  };
  const ListComponent = resource.list.layout === 'cards' ? ResourceCards : ResourceTable;
  return (
    <div>
      <PageHeader
        title={resource.title}
        description={list.loading ? undefined : `${list.total} kayıt`}
        actions={
          <>
            <CsvExportButton resource={resource} rows={exportRows} />
            {resource.form && resource.creatable !== false && (
              <Button variant="primary" icon={Plus} onClick={openCreate}>
                {resource.newLabel}
              </Button>
            )}
          </>
        }
      />
      {ordering && <Alert tone="info">{ordering.hint}</Alert>}
      <Card padding>
        <ListToolbar resource={resource} search={search} onSearch={setSearch} filters={filters} onFilters={setFilters} />
        {selectedCount > 0 && (
          <BulkBar
            resource={resource}
            db={db}
            count={selectedCount}
            selectAllCount={filtered && !allMatching && pageAllPicked && list.total > picked.size ? list.total : undefined}
            onSelectAll={() => setAllMatching(true)}
            onClear={clearSelection}
            targets={bulkTargets}
            matching={allMatching && list.serverSide ? matchQuery : undefined}
            onDone={clearSelection}
          />
        )}
        {list.loading && rows.length === 0 ? (
          <Spinner />
        ) : rows.length === 0 ? (
          <EmptyState
            title={filtered ? resource.list.emptySearchText.split('. ')[0]! : resource.list.emptyText}
            hint={filtered ? 'Arama kriterlerini değiştirmeyi deneyin.' : undefined}
            action={
              !filtered && resource.samples ? (
                <Button variant="secondary" onClick={addSamples} disabled={writes.addSamples.isPending}>
                  {resource.samples.label}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <DraftedRowsContext.Provider value={drafted}>
            <ListComponent resource={resource} rows={rows} titleOf={titleOf} onEdit={(r) => void openEdit(r)} onDelete={setDeleting} onReorder={reorder} onOrder={setShownOrder} selection={selection} />
          </DraftedRowsContext.Provider>
        )}
        {list.serverSide && list.pages > 1 && (
          <nav aria-label="Sayfalar" css={{ display: 'flex', gap: '0.5rem', justifyContent: 'center', alignItems: 'center', marginTop: '1rem' }}>
            <Button size="sm" disabled={list.page <= 1} onClick={() => list.setPage(list.page - 1)}>
              Önceki
            </Button>
            <span>
              Sayfa {list.page} / {list.pages}
            </span>
            <Button size="sm" disabled={list.page >= list.pages} onClick={() => list.setPage(list.page + 1)}>
              Sonraki
            </Button>
          </nav>
        )}
      </Card>
      {editing && (
        <Suspense fallback={null}>
          <ResourceFormModal
            key={editing.mode === 'edit' ? editing.row.id : 'new'}
            resource={resource}
            row={editing.mode === 'edit' ? editing.row : null}
            onPrevious={neighbour(-1)}
            onNext={neighbour(1)}
            onClose={closeForm}
            onSaved={closeForm}
          />
        </Suspense>
      )}
      <ConfirmDialog open={deleting !== null} message={<>{m.deleteConfirm}<RedirectOnDelete resource={resource} row={deleting} choice={deleteRedirect} /></>} onConfirm={confirmDelete} onCancel={() => setDeleting(null)} />
    </div>
  );
}
