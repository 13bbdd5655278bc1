/**
 * The response's media type, chosen in the plan as PostgREST negotiates it: the `Accept`
 * header's types in order of preference (q-values), the first one we can produce wins, none
 * is 406 PGRST107. The body itself is built by PostgreSQL (render/body-sql.ts).
 */
import { RestError } from '../errors.ts';

export type MediaType =
  | { kind: 'json' }
  | { kind: 'array-stripped' }
  | { kind: 'singular'; stripNulls: boolean }
  | { kind: 'csv' }
  /** `application/vnd.pgrst.plan`: EXPLAIN of the statement instead of its rows (db-plan-enabled). */
  | PlanMedia;

export type PlanOption = 'analyze' | 'verbose' | 'settings' | 'buffers' | 'wal';
export interface PlanMedia {
  kind: 'plan';
  format: 'json' | 'text';
  /** The media type whose statement is explained (`for="…"`, default application/json). */
  for: Exclude<MediaType, PlanMedia>;
  /** The `for` type as asked, for Content-Type. */
  forName: string;
  options: PlanOption[];
}

const PLAN_OPTIONS: readonly PlanOption[] = ['analyze', 'verbose', 'settings', 'buffers', 'wal'];

const JSON_MEDIA: MediaType = { kind: 'json' };

interface Accepted {
  type: string;
  params: Map<string, string>;
  q: number;
  order: number;
}

/** `text/csv;q=0.5, application/json` → entries, most preferred first. */
function parseAccept(header: string): Accepted[] {
  const entries: Accepted[] = [];
  header.split(',').forEach((part, order) => {
    const [type, ...rest] = part.split(';').map((s) => s.trim());
    if (!type) return;
    const params = new Map<string, string>();
    for (const p of rest) {
      const eq = p.indexOf('=');
      if (eq > 0) params.set(p.slice(0, eq).trim().toLowerCase(), p.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1'));
    }
    const q = params.has('q') ? Number(params.get('q')) : 1;
    if (!(q > 0)) return; // q=0 means "not acceptable"; junk counts as that too
    entries.push({ type: type.toLowerCase(), params, q, order });
  });
  // Higher q first; on a tie, more specific types before wildcards, then header order.
  const specificity = (t: string) => (t === '*/*' ? 0 : t.endsWith('/*') ? 1 : 2);
  return entries.sort((a, b) => b.q - a.q || specificity(b.type) - specificity(a.type) || a.order - b.order);
}

function planFor(entry: Accepted, format: PlanMedia['format']): MediaType | undefined {
  const forEntry = parseAccept(entry.params.get('for') ?? 'application/json')[0];
  const target = forEntry && mediaFor(forEntry, false);
  if (!target || target.kind === 'plan') return undefined;
  const asked = (entry.params.get('options') ?? '').split('|');
  return { kind: 'plan', format, for: target, forName: forEntry.type, options: PLAN_OPTIONS.filter((o) => asked.includes(o)) };
}

function mediaFor(entry: Accepted, planEnabled: boolean): MediaType | undefined {
  const stripped = entry.params.get('nulls') === 'stripped';
  switch (entry.type) {
    case 'application/vnd.pgrst.plan':
    case 'application/vnd.pgrst.plan+text':
      return planEnabled ? planFor(entry, 'text') : undefined;
    case 'application/vnd.pgrst.plan+json':
      return planEnabled ? planFor(entry, 'json') : undefined;
    case 'application/json':
    case 'application/*':
    case '*/*':
      return JSON_MEDIA;
    case 'application/vnd.pgrst.object+json':
    case 'application/vnd.pgrst.object':
      return { kind: 'singular', stripNulls: stripped };
    case 'application/vnd.pgrst.array+json':
    case 'application/vnd.pgrst.array':
      return stripped ? { kind: 'array-stripped' } : JSON_MEDIA;
    case 'text/csv':
      return { kind: 'csv' };
    default:
      return undefined;
  }
}

/**
 * The media type of the response; no `Accept` (or a blank one) means any. Plans only where
 * the caller can explain the statement (a read) and db-plan-enabled is on.
 */
export function negotiate(accept: string | undefined, planEnabled = false): MediaType {
  if (accept === undefined || accept.trim() === '') return JSON_MEDIA;
  const entries = parseAccept(accept);
  for (const entry of entries) {
    const media = mediaFor(entry, planEnabled);
    if (media) return media;
  }
  const named = accept.split(',').map((t) => t.trim()).filter(Boolean);
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${named.join(', ')}`);
}

export function isSingular(media: MediaType): boolean {
  return media.kind === 'singular';
}

export function contentType(media: MediaType): string {
  switch (media.kind) {
    case 'json':
      return 'application/json; charset=utf-8';
    case 'array-stripped':
      return 'application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8';
    case 'singular':
      return `application/vnd.pgrst.object+json${media.stripNulls ? ';nulls=stripped' : ''}; charset=utf-8`;
    case 'csv':
      return 'text/csv; charset=utf-8';
    case 'plan': {
      const options = media.options.length ? `; options=${media.options.join('|')}` : '';
      return `application/vnd.pgrst.plan+${media.format}; for="${media.forName}"${options}; charset=utf-8`;
    }
  }
}
