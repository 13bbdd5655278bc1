/**
 * Reads repeat: the same list page is asked for with the same query string again and again.
 * This keeps what a read's request resolved to (preferences, media type, page, SQL) per table
 * and request shape, so a repeat skips parsing and SQL building. Only requests that resolved
 * without error are kept. Keyed by the Table object, so a schema reload (new objects) starts
 * afresh; each table keeps its most recent entries only.
 */
import type { MediaType } from './media-types.ts';
import type { Preferences } from './prefer.ts';
import type { ReadOptions, ReadStatements } from './read.ts';
import type { Table } from './schema-cache.ts';

export interface ResolvedRead {
  prefs: Preferences;
  media: MediaType;
  options: ReadOptions;
  read: ReadStatements;
}

const PER_TABLE = 200;
/** Longer request shapes are resolved every time rather than held in memory. */
const MAX_KEY_LENGTH = 2048;

export class ReadCache {
  private readonly byTable = new WeakMap<Table, Map<string, ResolvedRead>>();

  get(table: Table, key: string): ResolvedRead | undefined {
    return this.byTable.get(table)?.get(key);
  }

  set(table: Table, key: string, resolved: ResolvedRead): void {
    if (key.length > MAX_KEY_LENGTH) return;
    let entries = this.byTable.get(table);
    if (!entries) this.byTable.set(table, (entries = new Map()));
    if (entries.size >= PER_TABLE) entries.delete(entries.keys().next().value!);
    entries.set(key, resolved);
  }
}
