/**
 * A resource's list screen: table or cards, search and filters (use-list-search.ts), paging for
 * large tables, bulk actions on a selection (use-bulk-selection.ts), delete with confirmation
 * (use-list-delete.ts), manual ordering (use-manual-reorder.ts), and items opened on their own
 * page or in a dialog over the list (use-list-editing.ts); a translatable type shows each row's
 * languages and how many items miss a translation (row-languages.ts).
 */
import { lazy, Suspense, useCallback, useEffect, useMemo } from 'react';
import { useSnackbar } from '../ui/use-snackbar.tsx';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { resourceData } from '../data/resource-data.ts';
import { Alert } from '../ui/Alert.tsx';
import { Card } from '../ui/Card.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { RedirectOnDelete } from '../editorial/RedirectOnDelete.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { BulkBar } from './BulkBar.tsx';
import { DraftedRowsContext, useDraftedRows } from './drafted-rows.ts';
import { listExportRows } from './list-export-rows.ts';
import { RowLanguagesContext, useRowLanguages } from './row-languages.ts';
import { listMatch } from './list-query.ts';
import { ListEmptyState } from './ListEmptyState.tsx';
import { ListHeader } from './ListHeader.tsx';
import { ListPager } from './ListPager.tsx';
import { ListToolbar } from './ListToolbar.tsx';
import { ResourceCards } from './ResourceCards.tsx';
import { ResourceTable } from './ResourceTable.tsx';
import type { AnyResource, Row } from './types.ts';
import { useBulkSelection } from './use-bulk-selection.ts';
import { useFormNeighbours } from './use-form-neighbours.ts';
import { useListDelete } from './use-list-delete.ts';
import { useListEditing } from './use-list-editing.ts';
import { useListSearch } from './use-list-search.ts';
import { useListWrites } from './use-list-writes.ts';
import { useManualReorder } from './use-manual-reorder.ts';
import { useResourceList } from './use-resource-list.ts';

const ResourceFormModal = lazy(() => import('../form/ResourceFormModal.tsx'));

export function ResourceListView({ resource, createOpen, openId }: { resource: AnyResource; createOpen: boolean; openId?: string }) {
  const client = useAdminClient();
  const db = useMemo(() => resourceData(client, resource.table), [client, resource.table]);
  const { enqueueSnackbar } = useSnackbar();
  const { search, filters, filtered, setSearch, setFilters } = useListSearch(resource);
  const list = useResourceList(resource, db, search, filters);
  const writes = useListWrites(resource, db);
  const { editing, openEdit, openCreate, closeForm } = useListEditing(resource, db, writes, createOpen, openId);
  const removal = useListDelete(client, resource, writes);
  const reorder = useManualReorder(resource, list, filtered, writes);
  const matchQuery = listMatch(resource, search, filters);
  const bulk = useBulkSelection(list, db, matchQuery, JSON.stringify([search, filters]));
  const rows = list.rows;
  const drafted = useDraftedRows(resource, rows);
  const languages = useRowLanguages(resource, rows);
  const { setShownOrder, neighbour } = useFormNeighbours(resource, rows, editing, openEdit);
  const loadError = resource.messages.loadError;
  useEffect(() => {
    if (list.error) enqueueSnackbar(loadError, { variant: 'error' });
  }, [list.error, enqueueSnackbar, loadError]);
  const titleField = (resource.list.card?.title ?? resource.list.columns[0]!.field) as string;
  const titleOf = useCallback((row: Row) => String(row[titleField] ?? ''), [titleField]);
  const ListComponent = resource.list.layout === 'cards' ? ResourceCards : ResourceTable;
  return (
    <div>
      <ListHeader resource={resource} list={list} exportRows={() => listExportRows(resource, list, db, matchQuery)} onCreate={openCreate} />
      {resource.ordering && <Alert tone="info">{resource.ordering.hint}</Alert>}
      <Card padding>
        <ListToolbar resource={resource} search={search} onSearch={setSearch} filters={filters} onFilters={setFilters} />
        {bulk.count > 0 && (
          <BulkBar
            resource={resource}
            db={db}
            count={bulk.count}
            selectAllCount={filtered && !bulk.allMatching && bulk.pageAllPicked && list.total > bulk.pickedCount ? list.total : undefined}
            onSelectAll={bulk.selectAll}
            onClear={bulk.clear}
            targets={bulk.targets}
            matching={bulk.allMatching && list.serverSide ? matchQuery : undefined}
            onDone={bulk.clear}
          />
        )}
        {list.loading && rows.length === 0 ? (
          <Spinner />
        ) : rows.length === 0 ? (
          <ListEmptyState resource={resource} filtered={filtered} writes={writes} />
        ) : (
          <DraftedRowsContext.Provider value={drafted}>
            <RowLanguagesContext.Provider value={languages}>
              <ListComponent resource={resource} rows={rows} titleOf={titleOf} onEdit={(r) => void openEdit(r)} onDelete={removal.setDeleting} onReorder={reorder} onOrder={setShownOrder} selection={bulk.selection} />
            </RowLanguagesContext.Provider>
          </DraftedRowsContext.Provider>
        )}
        <ListPager list={list} />
      </Card>
      {editing && (
        <Suspense fallback={null}>
          <ResourceFormModal key={editing.mode === 'edit' ? editing.row.id : 'new'} resource={resource} row={editing.mode === 'edit' ? editing.row : null} onPrevious={neighbour(-1)} onNext={neighbour(1)} onClose={closeForm} onSaved={closeForm} />
        </Suspense>
      )}
      <ConfirmDialog open={removal.deleting !== null} message={<>{resource.messages.deleteConfirm}<RedirectOnDelete resource={resource} row={removal.deleting} choice={removal.deleteRedirect} /></>} onConfirm={removal.confirmDelete} onCancel={() => removal.setDeleting(null)} />
    </div>
  );
}
