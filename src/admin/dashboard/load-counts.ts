/**
 * The dashboard's numbers: rows of each table with a count card (select id with an exact
 * count, head only, all in parallel) and the contact messages still marked 'new'.
 */
import type { AdminClient } from '../../lib/admin-client.ts';
import { COUNT_CARDS } from '../../../generated/admin/chrome.ts';
import { unwrap } from '../data/data-query.ts';
import { resourceData } from '../data/resource-data.ts';

export interface DashboardCounts {
  /** Table name → rows. */
  tables: Record<string, number>;
  newMessages: number;
}

export async function loadCounts(client: AdminClient): Promise<DashboardCounts> {
  const [newMessages, ...counts] = await Promise.all([
    unwrap(resourceData(client, 'contact_messages').count({ status: 'new' })),
    ...COUNT_CARDS.map((c) => unwrap(resourceData(client, c.table).count())),
  ]);
  return { tables: Object.fromEntries(COUNT_CARDS.map((c, i) => [c.table, counts[i]!])), newMessages: newMessages! };
}
