/**
 * Recent activity: the latest created or updated rows of the content tables and the latest
 * contact messages, merged newest first. A row counts as "added" when it was not changed
 * after it was created.
 */
import type { AdminClient } from '../../lib/admin-client.ts';
import { rowsOf } from './query-result.ts';

export type ActivitySource = 'blog_posts' | 'projects' | 'services' | 'pages' | 'team_members' | 'testimonials' | 'contact_messages';

export interface ActivityItem {
  key: string;
  source: ActivitySource;
  kind: 'created' | 'updated' | 'received';
  title: string;
  /** ISO time of the event. */
  at: string;
}

const PER_SOURCE = 6;
/** Changes this close to the creation are the creation itself (defaults, triggers). */
const SAME_MOMENT_MS = 2000;

interface Row {
  id: string;
  label: string;
  created_at: string;
  updated_at: string;
}

function toItem(source: ActivitySource, row: Row): ActivityItem {
  if (source === 'contact_messages') {
    return { key: `${source}:${row.id}`, source, kind: 'received', title: row.label, at: row.created_at };
  }
  const created = new Date(row.created_at).getTime();
  const updated = new Date(row.updated_at).getTime();
  const kind = updated - created > SAME_MOMENT_MS ? 'updated' : 'created';
  return { key: `${source}:${row.id}`, source, kind, title: row.label, at: kind === 'updated' ? row.updated_at : row.created_at };
}

export async function loadActivity(client: AdminClient, limit = 8): Promise<ActivityItem[]> {
  const latest = { ascending: false } as const;
  const titled = (rows: { id: string; title: string; created_at: string; updated_at: string }[]) =>
    rows.map((r) => ({ id: r.id, label: r.title, created_at: r.created_at, updated_at: r.updated_at }));
  const named = (rows: { id: string; name: string; created_at: string; updated_at: string }[]) =>
    rows.map((r) => ({ id: r.id, label: r.name, created_at: r.created_at, updated_at: r.updated_at }));

  const sources: [ActivitySource, Promise<Row[]>][] = [
    ['blog_posts', rowsOf(client.from('blog_posts').select('id, title, created_at, updated_at').order('updated_at', latest).limit(PER_SOURCE)).then(titled)],
    ['projects', rowsOf(client.from('projects').select('id, title, created_at, updated_at').order('updated_at', latest).limit(PER_SOURCE)).then(titled)],
    ['services', rowsOf(client.from('services').select('id, title, created_at, updated_at').order('updated_at', latest).limit(PER_SOURCE)).then(titled)],
    ['pages', rowsOf(client.from('pages').select('id, title, created_at, updated_at').order('updated_at', latest).limit(PER_SOURCE)).then(titled)],
    ['team_members', rowsOf(client.from('team_members').select('id, name, created_at, updated_at').order('updated_at', latest).limit(PER_SOURCE)).then(named)],
    ['testimonials', rowsOf(client.from('testimonials').select('id, name, created_at, updated_at').order('updated_at', latest).limit(PER_SOURCE)).then(named)],
    [
      'contact_messages',
      rowsOf(client.from('contact_messages').select('id, name, created_at, updated_at').order('created_at', latest).limit(PER_SOURCE)).then(named),
    ],
  ];
  const lists = await Promise.all(sources.map(async ([source, rows]) => (await rows).map((row) => toItem(source, row))));
  return lists
    .flat()
    .sort((a, b) => new Date(b.at).getTime() - new Date(a.at).getTime() || a.key.localeCompare(b.key))
    .slice(0, limit);
}
