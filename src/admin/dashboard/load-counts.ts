/**
 * The dashboard's numbers: rows of the four counted tables (spec part 1 §7: select id with an
 * exact count, head only, four in parallel) and the contact messages still marked 'new'.
 */
import type { AdminClient } from '../../lib/admin-client.ts';
import { countOf } from './query-result.ts';

export type CountedTable = 'blog_posts' | 'projects' | 'team_members' | 'testimonials';

export interface DashboardCounts {
  tables: Record<CountedTable, number>;
  newMessages: number;
}

export async function loadCounts(client: AdminClient): Promise<DashboardCounts> {
  const count = (table: CountedTable) => countOf(client.from(table).select('id', { count: 'exact', head: true }));
  const [blog, projects, team, testimonials, newMessages] = await Promise.all([
    count('blog_posts'),
    count('projects'),
    count('team_members'),
    count('testimonials'),
    countOf(client.from('contact_messages').select('id', { count: 'exact', head: true }).eq('status', 'new')),
  ]);
  return { tables: { blog_posts: blog, projects, team_members: team, testimonials }, newMessages };
}
