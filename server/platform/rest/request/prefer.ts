/**
 * The `Prefer` request header, as PostgREST reads it: comma-separated preferences, the first
 * of each kind wins, unknown ones are ignored unless `handling=strict` (then 400 PGRST122).
 * `Preference-Applied` names only what the kind of request honours.
 */
import { RestError } from '../errors.ts';

export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  tx?: 'commit' | 'rollback';
  /** `params=single-object`: a function's whole JSON body is its one argument. */
  params?: 'single-object';
  handling?: 'strict' | 'lenient';
  /** `max-affected=N`: with `handling=strict`, more affected rows fail the request (PGRST124). */
  maxAffected?: number;
  /** Preferences not understood, for PGRST122 under `handling=strict`. */
  invalid: string[];
}

const CHOICES = {
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  return: ['representation', 'minimal', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  tx: ['commit', 'rollback'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
  params: ['single-object'],
} as const;

type ChoiceKey = keyof typeof CHOICES;

export function parsePrefer(header: string | string[] | undefined): Preferences {
  const prefs: Preferences = { invalid: [] };
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  for (const raw of text.split(',')) {
    const pref = raw.trim();
    if (!pref) continue;
    const eq = pref.indexOf('=');
    const key = eq < 0 ? pref : pref.slice(0, eq);
    const value = eq < 0 ? '' : pref.slice(eq + 1);
    if (key in CHOICES && (CHOICES[key as ChoiceKey] as readonly string[]).includes(value)) {
      const k = key as ChoiceKey;
      (prefs as unknown as Record<string, string>)[k] ??= value;
    } else if (key === 'max-affected') {
      if (prefs.maxAffected === undefined && /^\d{1,15}$/.test(value)) prefs.maxAffected = Number(value);
    } else if (key !== 'timezone') {
      prefs.invalid.push(pref);
    }
  }
  return prefs;
}

/** Under `handling=strict`, preferences PostgREST does not know are an error. */
export function checkStrict(prefs: Preferences): void {
  if (prefs.handling === 'strict' && prefs.invalid.length) {
    throw new RestError(400, 'PGRST122', 'Invalid preferences given with handling=strict', `Invalid preferences: ${prefs.invalid.join(', ')}`);
  }
}

/** What a request does, for the preferences it honours: a function call is its own. */
export type Action = 'read' | 'insert' | 'update' | 'delete' | 'call';

/**
 * `Preference-Applied` in PostgREST's order, with only the preferences this kind of request
 * honours (`resolution` only on an insert with a conflict target, `return` and `missing`
 * only on writes, `max-affected` only on update, delete and function calls under strict
 * handling).
 */
export function appliedHeader(prefs: Preferences, action: Action, hasConflictTarget = false): string | undefined {
  const write = action !== 'read' && action !== 'call';
  const applied = [
    action === 'insert' && hasConflictTarget && prefs.resolution ? `resolution=${prefs.resolution}` : undefined,
    (action === 'insert' || action === 'update') && prefs.missing ? `missing=${prefs.missing}` : undefined,
    write && prefs.return ? `return=${prefs.return}` : undefined,
    prefs.count ? `count=${prefs.count}` : undefined,
    prefs.tx ? `tx=${prefs.tx}` : undefined,
    prefs.handling ? `handling=${prefs.handling}` : undefined,
    (action === 'update' || action === 'delete' || action === 'call') && prefs.handling === 'strict' && prefs.maxAffected !== undefined
      ? `max-affected=${prefs.maxAffected}`
      : undefined,
  ].filter((p): p is string => p !== undefined);
  return applied.length ? applied.join(', ') : undefined;
}

/** PGRST124: a strict `max-affected` exceeded; the transaction is rolled back. */
export function checkMaxAffected(prefs: Preferences, affected: number): void {
  if (prefs.handling === 'strict' && prefs.maxAffected !== undefined && affected > prefs.maxAffected) {
    throw new RestError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${affected} rows`);
  }
}
