/** The CSV's rows: the rows the list matches, all of them (a large table's come from the database, in the list's order). */
import type { MatchQuery, ResourceData } from '../data/resource-data.ts';
import { sortedRows } from './sorted-rows.ts';
import type { AnyResource, Row } from './types.ts';
import type { ResourceList } from './use-resource-list.ts';

export async function listExportRows(resource: AnyResource, list: ResourceList, db: ResourceData, matchQuery: MatchQuery): Promise<Row[]> {
  if (!list.serverSide) return list.rows;
  const columns = ['id', ...(resource.csvExport?.columns.map((c) => c.field as string) ?? [])].join(',');
  const { data, error } = await db.matching(columns, matchQuery);
  if (error) throw new Error(error.message);
  return sortedRows(data, resource.list.order as { field: string; ascending: boolean }[]);
}
