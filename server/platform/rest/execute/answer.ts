/**
 * The HTTP answer to an executed request, shaped as PostgREST shapes it: the status (201,
 * 204, 206 …), `Content-Type` of the negotiated media type, `Content-Range`,
 * `Preference-Applied` and `Content-Profile`; 406 when a single object was asked for and the
 * result is not exactly one row, 416 for an offset past the end.
 */
import type { Headers } from '../../http/respond.ts';
import { RestError } from '../errors.ts';
import { contentType, isSingular, type MediaType } from '../plan/media-type.ts';
import type { ReadOptions } from '../plan/page.ts';
import type { MutationPlan } from '../plan/plan.ts';
import { appliedHeader, checkMaxAffected, type Preferences } from '../request/prefer.ts';
import { profileHeaders, type Profile } from '../request/profile.ts';
import type { CallResult } from './call.ts';
import type { MutationResult } from './mutate.ts';
import type { ReadResult } from './read.ts';

export interface Answer {
  status: number;
  body?: string;
  headers: Headers;
}

function notSingular(rows: number): RestError {
  return new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`);
}

function contentRange(offset: number, rows: number, total: number | undefined): string {
  const span = rows > 0 ? `${offset}-${offset + rows - 1}` : '*';
  return `${span}/${total ?? '*'}`;
}

export function bodyHeaders(media: MediaType, profile: Profile, applied: string | undefined): Headers {
  const headers: Headers = { 'Content-Type': contentType(media), ...profileHeaders(profile) };
  if (applied) headers['Preference-Applied'] = applied;
  return headers;
}

/** The answer to a read of rows (a table, view or set-returning function): a page, or 406/416. */
export function pageAnswer(result: ReadResult, options: ReadOptions, headers: Headers): Answer {
  const { page } = options;
  if (isSingular(options.media) && result.rows !== 1) throw notSingular(result.rows);
  if (result.total !== undefined && page.offset > 0 && page.offset >= result.total && result.rows === 0) {
    throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${page.offset} was requested, but there are only ${result.total} rows.`);
  }
  headers['Content-Range'] = contentRange(page.offset, result.rows, result.total);
  const partial = result.total !== undefined && result.rows < result.total;
  return { status: partial ? 206 : 200, body: result.body, headers };
}

/**
 * The answer to a function call: 204 for void, the value for scalars and single rows, a page
 * for sets. A single value is one row to PostgREST: `Content-Range: 0-0/*`, or `0-0/1`
 * counted. Under `handling=strict`, more rows than `max-affected` fail (PGRST124) and the
 * transaction rolls back.
 */
export function callAnswer(result: CallResult, options: ReadOptions, prefs: Preferences, headers: Headers): Answer {
  // As PostgREST: a single object asked of several rows fails first, then max-affected.
  if (result.kind === 'set' && isSingular(options.media) && result.rows !== 1) throw notSingular(result.rows);
  checkMaxAffected(prefs, result.kind === 'set' ? result.rows : 1);
  if (result.kind === 'set') return pageAnswer(result, options, headers);
  headers['Content-Range'] = `0-0/${options.count ? 1 : '*'}`;
  if (result.kind === 'void') {
    delete headers['Content-Type'];
    return { status: 204, headers };
  }
  return { status: 200, body: result.body, headers };
}

/** The answer to POST, PATCH or DELETE on a table: 201/200/204 as PostgREST, the rows when asked for. */
export function writeAnswer(plan: MutationPlan, mutation: MutationResult, prefs: Preferences): Answer {
  const { media } = plan;
  const { write, representation, conflictTarget } = plan.mutate;
  const action = write.action;
  if (isSingular(media) && mutation.rows !== 1) throw notSingular(mutation.rows);
  if (action !== 'insert') checkMaxAffected(prefs, mutation.rows);
  const applied = appliedHeader(prefs, action, action === 'insert' && conflictTarget.length > 0);
  const headers = bodyHeaders(media, plan.profile, applied);
  headers['Content-Range'] = `*/${prefs.count ? mutation.rows : '*'}`;
  // An insert answers 201, except an upsert that only updated rows (200), as PostgREST.
  const status = action === 'insert' ? (mutation.inserted !== undefined && mutation.inserted <= 0 ? 200 : 201) : representation ? 200 : 204;
  if (representation && mutation.body !== undefined) return { status, body: mutation.body, headers };
  delete headers['Content-Type'];
  return { status, headers };
}
