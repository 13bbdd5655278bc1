/**
 * Reads repeat: the same list page is asked for with the same query string again and again.
 * This keeps what a read request resolved to (its plan, page and SQL) per
 * request shape, so a repeat skips the request, plan and render stages. The key is everything
 * the plan depends on besides the schema cache: the query string, the profile, `Accept`,
 * `Prefer` and `Range` headers; nothing about the caller (the plan is the same for every
 * role; grants and policies apply when the SQL runs). Entries live in the schema cache's
 * snapshot they were planned against, so a reload (a new snapshot) starts afresh. Only
 * requests that resolved without error are kept, and only the most recent ones.
 */
import type { ReadPlan } from './plan/plan.ts';
import type { ReadStatements } from './render/read-statements.ts';
import type { Preferences } from './request/prefer.ts';
import type { Snapshot } from './schema-cache.ts';

/** A read through all stages but execution: its preferences, plan and SQL. */
export interface ResolvedRead {
  prefs: Preferences;
  plan: ReadPlan;
  read: ReadStatements;
}

const MAX_ENTRIES = 1000;
/** Longer request shapes are resolved every time rather than held in memory. */
const MAX_KEY_LENGTH = 2048;

/** The request shape of a read: every input of its plan other than the schema cache. */
export function readKey(path: string, search: string, headers: Record<string, string | string[] | undefined>): string {
  return `${path}\n${search}\n${text(headers['accept-profile'])}\n${text(headers.accept)}\n${text(headers.prefer)}\n${text(headers.range)}`;
}

function text(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

export class ReadCache {
  private readonly bySnapshot = new WeakMap<Snapshot, Map<string, ResolvedRead>>();

  get(snapshot: Snapshot, key: string): ResolvedRead | undefined {
    return this.bySnapshot.get(snapshot)?.get(key);
  }

  set(snapshot: Snapshot, key: string, resolved: ResolvedRead): void {
    if (key.length > MAX_KEY_LENGTH) return;
    let entries = this.bySnapshot.get(snapshot);
    if (!entries) this.bySnapshot.set(snapshot, (entries = new Map()));
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(key, resolved);
  }
}
