/**
 * Which committed REST writes move the content version (and so empty the page cache): a
 * write to a table some public page reads (generated/public-tables.ts, from schema/) moves it
 * at once; a function, or a table no page reads, moves it only if the database notified
 * `content_changed` for it (publish_draft writes a post; a presence beat, a draft autosave,
 * a contact message or a sign-up notifies nothing). The response waits for that answer, so
 * the next request sees the write. Other servers hear the notification as before.
 */
import type { RestWriteCommitted } from '../../platform/events.ts';
import { PUBLIC_PAGE_TABLES } from '../../../generated/public-tables.ts';
import type { ContentVersion } from './content-version.ts';

const READ_BY_PAGES: ReadonlySet<string> = new Set(PUBLIC_PAGE_TABLES);

/** `everyWrite()`: the old behaviour (any write empties the cache), the benchmark's baseline (asked per write). */
export function followRestWrites(version: ContentVersion, everyWrite: () => boolean = () => false): (write: RestWriteCommitted) => void | Promise<void> {
  return (write) => {
    if (everyWrite()) return version.bump();
    if (write.kind === 'table' && write.schema === 'public' && READ_BY_PAGES.has(write.target)) return version.bump();
    return version.settle();
  };
}
