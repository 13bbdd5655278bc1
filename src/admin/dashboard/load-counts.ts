/**
 * The dashboard's numbers: rows of each table with a count card (select id with an exact
 * count, head only, all in parallel) and the contact messages still marked 'new'.
 */
import type { AdminClient } from '../../lib/admin-client.ts';
import { COUNT_CARDS } from '../../../generated/admin/chrome.ts';
import { anyTable } from '../data/any-table.ts';
import { countOf } from './query-result.ts';

export interface DashboardCounts {
  /** Table name → rows. */
  tables: Record<string, number>;
  newMessages: number;
}

export async function loadCounts(client: AdminClient): Promise<DashboardCounts> {
  const [newMessages, ...counts] = await Promise.all([
    countOf(client.from('contact_messages').select('id', { count: 'exact', head: true }).eq('status', 'new')),
    ...COUNT_CARDS.map((c) => countOf(anyTable(client, c.table).select('id', { count: 'exact', head: true }))),
  ]);
  return { tables: Object.fromEntries(COUNT_CARDS.map((c, i) => [c.table, counts[i]!])), newMessages: newMessages! };
}
