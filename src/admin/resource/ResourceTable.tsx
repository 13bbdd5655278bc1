/** The list as a table (TanStack Table): the config's columns, sortable headers, row actions. */
import { useEffect, useMemo, useState } from 'react';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { flexRender, getCoreRowModel, getSortedRowModel, useReactTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { isTranslatable } from '../form/translation-resource.ts';
import { CellValue } from './CellValue.tsx';
import { LanguageBadges } from './LanguageBadges.tsx';
import { RowActions, RowTitleLink } from './RowActions.tsx';
import { rowActivation } from './row-activation.ts';
import type { AnyResource, Row } from './types.ts';

export interface ListProps {
  resource: AnyResource;
  rows: Row[];
  titleOf(row: Row): string;
  onEdit(row: Row): void;
  onDelete(row: Row): void;
  /** The rows in the order the list shows them (after sorting), for next/previous in the form. */
  onOrder?(rows: Row[]): void;
  /** Row selection for bulk actions. */
  selection?: Selection;
}

export interface Selection {
  isSelected(id: string): boolean;
  toggle(row: Row): void;
  /** Selects all of `rows`, or unselects them when all are selected. */
  toggleAll(rows: Row[]): void;
}

export function ResourceTable({ resource, rows, titleOf, onEdit, onDelete, onOrder, selection }: ListProps) {
  const [sorting, setSorting] = useState<SortingState>([]);
  // The title column shows the title as a link to the item (RowTitleLink).
  const titleField = (resource.list.card?.title ?? resource.list.columns[0]!.field) as string;
  const columns = useMemo<ColumnDef<Row>[]>(
    () => [
      ...(selection ? [selectColumn(rows, selection, titleOf)] : []),
      ...resource.list.columns.map((c) => ({
        id: c.field as string,
        accessorFn: (r: Row) => r[c.field as string] as unknown,
        header: c.label ?? resource.fieldTitles[c.field as string] ?? String(c.field),
        cell: ({ row }: { row: { original: Row } }) =>
          c.field === titleField ? <RowTitleLink resource={resource} row={row.original} title={titleOf(row.original)} onOpen={() => onEdit(row.original)} /> : <CellValue resource={resource} row={row.original} field={c.field as string} display={c.display} />,
        sortingFn: 'alphanumeric' as const,
      })),
      ...(isTranslatable(resource) ? [languagesColumn] : []),
      {
        id: 'actions',
        header: 'İşlemler',
        enableSorting: false,
        cell: ({ row }) => <RowActions resource={resource} row={row.original} name={titleOf(row.original)} onEdit={() => onEdit(row.original)} onDelete={() => onDelete(row.original)} />,
      },
    ],
    [resource, titleField, titleOf, onEdit, onDelete, selection, rows],
  );
  const table = useReactTable({ data: rows, columns, state: { sorting }, onSortingChange: setSorting, getCoreRowModel: getCoreRowModel(), getSortedRowModel: getSortedRowModel() });
  const shown = table.getRowModel().rows;
  useEffect(() => onOrder?.(shown.map((r) => r.original)), [shown, onOrder]);
  return (
    <div css={{ overflowX: 'auto' }}>
      <table css={(theme) => ({ width: '100%', borderCollapse: 'collapse', fontSize: '0.92rem', 'th, td': { padding: '0.7rem 0.8rem', textAlign: 'left', borderBottom: `1px solid ${theme.color.border}`, verticalAlign: 'middle' }, th: { color: theme.color.textMuted, fontWeight: 600, whiteSpace: 'nowrap' }, 'tbody tr': { cursor: 'pointer' }, 'tbody tr:hover': { background: theme.color.surfaceAlt }, 'tbody tr:focus-visible': { outline: `2px solid ${theme.color.primary}`, outlineOffset: -2 } })}>
        <thead>
          {table.getHeaderGroups().map((hg) => (
            <tr key={hg.id}>
              {hg.headers.map((h) => {
                const sorted = h.column.getIsSorted();
                return (
                  <th key={h.id} aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
                    {h.column.getCanSort() ? (
                      <button type="button" onClick={h.column.getToggleSortingHandler()} css={{ all: 'unset', cursor: 'pointer', display: 'inline-flex', alignItems: 'center', gap: 4 }}>
                        {flexRender(h.column.columnDef.header, h.getContext())}
                        {sorted === 'asc' ? <ArrowUp size={14} aria-hidden /> : sorted === 'desc' ? <ArrowDown size={14} aria-hidden /> : null}
                      </button>
                    ) : (
                      flexRender(h.column.columnDef.header, h.getContext())
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {shown.map((r) => (
            <tr key={r.original.id} {...rowActivation(() => onEdit(r.original))}>
              {r.getVisibleCells().map((cell) => (
                <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The languages of each row (LanguageBadges), for a translatable type. */
const languagesColumn: ColumnDef<Row> = { id: 'languages', header: 'Diller', enableSorting: false, cell: ({ row }) => <LanguageBadges rowId={row.original.id} /> };

/** The checkbox column of a list with bulk actions: one per row, and one for the whole page in the header. */
function selectColumn(rows: Row[], selection: Selection, titleOf: (row: Row) => string): ColumnDef<Row> {
  return {
    id: 'select',
    enableSorting: false,
    header: () => {
      const all = rows.length > 0 && rows.every((r) => selection.isSelected(r.id));
      const some = rows.some((r) => selection.isSelected(r.id));
      return (
        <input
          type="checkbox"
          aria-label="Bu sayfadakilerin tümünü seç"
          checked={all}
          ref={(el) => {
            if (el) el.indeterminate = some && !all;
          }}
          onChange={() => selection.toggleAll(rows)}
          css={{ width: 18, height: 18 }}
        />
      );
    },
    cell: ({ row }: { row: { original: Row } }) => (
      <input type="checkbox" aria-label={`Seç: ${titleOf(row.original)}`} checked={selection.isSelected(row.original.id)} onChange={() => selection.toggle(row.original)} css={{ width: 18, height: 18 }} />
    ),
  };
}
