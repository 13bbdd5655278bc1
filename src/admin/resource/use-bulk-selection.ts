/**
 * Bulk selection in a list: rows picked on any page, or every row matching the search and
 * filters. A new search or filter clears it. `targets` gives the rows a bulk action works on.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { MatchQuery, ResourceData } from '../data/resource-data.ts';
import type { Selection } from './ResourceTable.tsx';
import type { Row } from './types.ts';
import type { ResourceList } from './use-resource-list.ts';

export function useBulkSelection(list: ResourceList, db: ResourceData, matchQuery: MatchQuery, listKey: string) {
  const [picked, setPicked] = useState<Map<string, Row>>(() => new Map());
  const [allMatching, setAllMatching] = useState(false);
  const clear = useCallback(() => {
    setPicked(new Map());
    setAllMatching(false);
  }, []);
  useEffect(() => clear(), [listKey, clear]);
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
  return {
    selection,
    clear,
    allMatching,
    pickedCount: picked.size,
    selectAll: () => setAllMatching(true),
    count: allMatching ? list.total : picked.size,
    /** Every row of the page shown is picked (the bar then offers all matching rows). */
    pageAllPicked: list.rows.length > 0 && list.rows.every((r) => picked.has(r.id)),
    async targets(field?: string): Promise<Row[]> {
      // The rows as last loaded (their current values, for undo), else as picked on another page.
      const current = new Map(list.rows.map((r) => [r.id, r]));
      if (!allMatching) return [...picked.values()].map((r) => current.get(r.id) ?? r);
      if (!list.serverSide) return list.rows;
      const { data, error } = await db.matching(field ? `id,${field}` : 'id', matchQuery);
      if (error) throw new Error(error.message);
      return data;
    },
  };
}
