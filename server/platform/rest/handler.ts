/**
 * `/rest/v1`: PostgREST's HTTP interface over the tables, views and functions of the exposed
 * schemas (DB_SCHEMAS). Each request is parsed, planned against the schema cache
 * (plan/plan.ts: schema profile and every name resolved, media type and access mode chosen),
 * then rendered to SQL and run in one transaction as the caller's role (see
 * caller-transaction.ts) so the migrations' RLS policies and grants decide what it may see,
 * change and call. Reads go as one message (transaction, settings, query, commit) and
 * repeats of a read skip planning (read-cache.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type pg from 'pg';
import type { PlatformContext } from '../context.ts';
import type { RouteHandler } from '../http/route.ts';
import { authenticate, MissingApiKeyError, type RequestAuth } from '../http/request-auth.ts';
import { BodyTooLargeError, readBody, sendJson, writeHead, type Headers } from '../http/respond.ts';
import { JwtError } from '../jwt.ts';
import { runCall } from './call.ts';
import { RestError, toRestError } from './errors.ts';
import { deleteRows, insertRows, updateRows, type MutationResult } from './mutate.ts';
import { contentType, isSingular, type MediaType } from './plan/media-type.ts';
import { planRequest, type ApiRequest, type Plan } from './plan/plan.ts';
import { profileHeaders, requestProfile, type Profile } from './request/profile.ts';
import { appliedHeader, checkMaxAffected, checkStrict, parsePrefer, type Action, type Preferences } from './request/prefer.ts';
import type { Query } from './request/query.ts';
import { ReadCache, readKey, type ResolvedRead } from './read-cache.ts';
import { RequestHeadersJson } from './request/request-headers-json.ts';
import { readRows, readStatements, type ReadOptions } from './read.ts';
import type { SchemaCache, Snapshot } from './schema-cache.ts';
import { readAsCaller, Rollback, runAsCaller } from '../db/caller-transaction.ts';

/** As `max_rows` in supabase/config.toml: the most rows one request returns. */
const MAX_ROWS = 1000;
const MAX_BODY_BYTES = 10 * 1024 * 1024;

interface Answer {
  status: number;
  body?: string;
  headers: Headers;
}

function notSingular(rows: number): RestError {
  return new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`);
}

/** `Range: 0-9` (items) → offset and limit. */
function rangeFromHeader(header: string | undefined): { offset: number; limit?: number } | undefined {
  if (!header) return undefined;
  const m = /^(?:items=)?\s*(\d+)-(\d*)\s*$/.exec(header);
  if (!m) return undefined;
  const from = Number(m[1]);
  const to = m[2] === '' ? undefined : Number(m[2]);
  if (!Number.isSafeInteger(from) || (to !== undefined && !Number.isSafeInteger(to))) {
    throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', 'The Range header holds numbers too large to be a row position.');
  }
  if (to === undefined) return { offset: from };
  if (to < from) throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', `The lower boundary must be lower than or equal to the upper boundary in the Range header.`);
  return { offset: from, limit: to - from + 1 };
}

function pageOf(query: Query, rangeHeader: string | undefined): { offset: number; limit: number } {
  const range = rangeFromHeader(rangeHeader);
  const offset = query.offset ?? range?.offset ?? 0;
  const limits = [MAX_ROWS, query.limit, range?.limit].filter((l): l is number => l !== undefined);
  return { offset, limit: Math.min(...limits) };
}

function contentRange(offset: number, rows: number, total: number | undefined): string {
  const span = rows > 0 ? `${offset}-${offset + rows - 1}` : '*';
  return `${span}/${total ?? '*'}`;
}

function bodyHeaders(media: MediaType, profile: Profile, applied: string | undefined): Headers {
  const headers: Headers = { 'Content-Type': contentType(media), ...profileHeaders(profile) };
  if (applied) headers['Preference-Applied'] = applied;
  return headers;
}

/**
 * How deep a request body may nest. Values are turned back into JSON text for PostgreSQL
 * (recursively, in JavaScript and in PostgreSQL's jsonb parser), and a few thousand levels
 * exhaust either stack; no real content nests more than a handful.
 */
const MAX_JSON_DEPTH = 512;

function jsonDepth(value: unknown): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length) {
    const [v, depth] = pending.pop()!;
    if (v === null || typeof v !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_JSON_DEPTH) break;
    for (const child of Object.values(v)) pending.push([child, depth + 1]);
  }
  return deepest;
}

function parseJsonBody(raw: Buffer): unknown {
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
  if (jsonDepth(body) > MAX_JSON_DEPTH) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', `JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  }
  return body;
}

/** Errors naming something the schema cache may not know yet (a migration just ran): worth one reload. */
const SCHEMA_MISSES = new Set(['PGRST200', 'PGRST202', 'PGRST204', 'PGRST205', '42703']);

/** The plan, and the schema cache snapshot it was made against. */
async function planWithReload(schema: SchemaCache, request: ApiRequest): Promise<{ plan: Plan; snapshot: Snapshot }> {
  const snapshot = await schema.snapshot();
  try {
    return { plan: planRequest(snapshot, request), snapshot };
  } catch (err) {
    if (!(err instanceof RestError) || !SCHEMA_MISSES.has(err.code)) throw err;
    const fresh = await schema.refresh();
    if (!fresh) throw err;
    return { plan: planRequest(fresh, request), snapshot: fresh };
  }
}

/** The path after /rest/v1: a table or view, or `rpc/<function>`. */
function resourceOf(segments: string[]): ApiRequest['resource'] {
  if (segments[0] === 'rpc' && segments.length === 2) return { kind: 'rpc', name: segments[1]! };
  if (segments.length === 1) return { kind: 'table', name: segments[0]! };
  throw new RestError(404, 'PGRST125', `Invalid path specified in request URL`);
}

/** A function's arguments: a JSON body, `{}` when empty (as `supabase.rpc('fn')` sends none). */
function parseRpcBody(raw: Buffer): unknown {
  return raw.length === 0 || raw.toString('utf8').trim() === '' ? {} : parseJsonBody(raw);
}

/** The answer to POST, PATCH or DELETE on a table: 201/200/204 as PostgREST, the rows when asked for. */
async function answerWrite(client: pg.PoolClient, plan: Extract<Plan, { kind: 'mutate' }>, payload: unknown, prefs: Preferences): Promise<Answer> {
  const { mutate, query, media, method } = plan;
  const representation = prefs.return === 'representation';
  const missingDefault = prefs.missing === 'default';
  const write = { representation, media };
  const action: Action = method === 'POST' ? 'insert' : method === 'PATCH' ? 'update' : 'delete';
  let mutation: MutationResult;
  if (action === 'insert') {
    mutation = await insertRows(client, mutate, query, payload, { ...write, resolution: prefs.resolution, missingDefault });
  } else if (action === 'update') {
    mutation = await updateRows(client, mutate, query, payload, { ...write, missingDefault });
  } else {
    mutation = await deleteRows(client, mutate, query, write);
  }
  if (isSingular(media) && mutation.rows !== 1) throw notSingular(mutation.rows);
  if (action !== 'insert') checkMaxAffected(prefs, mutation.rows);
  const applied = appliedHeader(prefs, action, action === 'insert' && mutate.conflictTarget.length > 0);
  const headers = bodyHeaders(media, plan.profile, applied);
  headers['Content-Range'] = `*/${prefs.count ? mutation.rows : '*'}`;
  // An insert answers 201, except an upsert that only updated rows (200), as PostgREST.
  const status = action === 'insert' ? (mutation.inserted !== undefined && mutation.inserted <= 0 ? 200 : 201) : representation ? 200 : 204;
  if (representation && mutation.body !== undefined) return { status, body: mutation.body, headers };
  delete headers['Content-Type'];
  return { status, headers };
}

function readOptions(plan: Plan, rangeHeader: string | undefined, prefs: Preferences): ReadOptions {
  return { page: pageOf(plan.query, rangeHeader), count: prefs.count, media: plan.media, maxRows: MAX_ROWS };
}

/** The answer to a read of rows (a table, view or set-returning function): a page, or 406/416. */
function pageAnswer(result: { body: string; rows: number; total?: number }, options: ReadOptions, headers: Headers): Answer {
  const { page } = options;
  if (isSingular(options.media) && result.rows !== 1) throw notSingular(result.rows);
  if (result.total !== undefined && page.offset > 0 && page.offset >= result.total && result.rows === 0) {
    throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${page.offset} was requested, but there are only ${result.total} rows.`);
  }
  headers['Content-Range'] = contentRange(page.offset, result.rows, result.total);
  const partial = result.total !== undefined && result.rows < result.total;
  return { status: partial ? 206 : 200, body: result.body, headers };
}

/** The answer to a function call: 204 for void, the value for scalars and single rows, a page for sets. */
async function answerCall(client: pg.PoolClient, plan: Extract<Plan, { kind: 'call' }>, rangeHeader: string | undefined, prefs: Preferences): Promise<Answer> {
  const options = readOptions(plan, rangeHeader, prefs);
  const result = await runCall(client, plan.profile.schema, plan.call, options);
  const headers = bodyHeaders(plan.media, plan.profile, appliedHeader(prefs, 'read'));
  if (result.kind === 'void') {
    delete headers['Content-Type'];
    return { status: 204, headers };
  }
  if (result.kind === 'value') return { status: 200, body: result.body, headers };
  return pageAnswer(result, options, headers);
}

export function createRestHandler(ctx: PlatformContext): RouteHandler {
  const schema = ctx.restSchema;

  const reads = new ReadCache();
  const headersJson = new RequestHeadersJson();

  /** What a read resolves to (planned, SQL rendered), or the same from a repeat's cache. */
  async function resolveRead(req: IncomingMessage, url: URL, path: string, request: ApiRequest, prefs: Preferences): Promise<ResolvedRead> {
    const key = readKey(path, url.search, req.headers);
    const cached = reads.get(await schema.snapshot(), key);
    if (cached) return cached;
    const { plan, snapshot } = await planWithReload(schema, request);
    if (plan.kind !== 'read') throw new Error(`A read planned as ${plan.kind}`);
    const options = readOptions(plan, req.headers.range, prefs);
    const resolved = { plan, options, read: readStatements(plan.profile.schema, plan.read, options) };
    reads.set(snapshot, key, resolved);
    return resolved;
  }

  async function answer(req: IncomingMessage, url: URL, path: string, auth: RequestAuth): Promise<Answer> {
    const method = req.method ?? 'GET';
    const segments = path.split('/').filter(Boolean).map((s) => decodeURIComponent(s));
    if (segments.length === 0) {
      const profile = requestProfile(method, req.headers, ctx.config.dbSchemas);
      // The OpenAPI root: only the list of tables, and only for the service role.
      if (auth.role !== 'service_role') throw new RestError(401, 'PGRST301', 'The schema description is only available with the service key');
      const headers = { 'Content-Type': 'application/json; charset=utf-8', ...profileHeaders(profile) };
      return { status: 200, body: JSON.stringify({ tables: await schema.tableNames(profile.schema) }), headers };
    }
    const resource = resourceOf(segments);
    const prefs = parsePrefer(req.headers.prefer);
    checkStrict(prefs);
    const request: ApiRequest = {
      method,
      resource,
      params: url.searchParams,
      accept: req.headers.accept,
      profileHeaders: req.headers,
      singleObject: prefs.params === 'single-object',
    };
    const info = { method, path, headersJson: headersJson.of(req, ctx.config.trustProxy) };
    const roleSettings = await schema.roleSettings(auth.role);

    if (resource.kind === 'table' && (method === 'GET' || method === 'HEAD')) {
      const { plan, options, read } = await resolveRead(req, url, path, request, prefs);
      // Reads change nothing, so the transaction commits in the same round trip as the query.
      const result = await readRows((statements) => readAsCaller(ctx.db.api, auth, info, { roleSettings }, statements), read, options);
      return pageAnswer(result, options, bodyHeaders(plan.media, plan.profile, appliedHeader(prefs, 'read')));
    }

    if (resource.kind === 'rpc' && method === 'POST') request.body = parseRpcBody(await readBody(req, MAX_BODY_BYTES));
    const { plan } = await planWithReload(schema, request);
    const payload = plan.kind === 'mutate' && method !== 'DELETE' ? parseJsonBody(await readBody(req, MAX_BODY_BYTES)) : undefined;
    const answered = await runAsCaller(ctx.db.api, auth, info, { readOnly: plan.readOnly, roleSettings }, async (client) => {
      let result: Answer;
      if (plan.kind === 'call') result = await answerCall(client, plan, req.headers.range, prefs);
      else if (plan.kind === 'mutate') result = await answerWrite(client, plan, payload, prefs);
      else throw new Error('Table reads take the read path');
      if (prefs.tx === 'rollback') throw new Rollback(result);
      return result;
    });
    // Whoever caches what the database holds hears of a committed write at once (the database's
    // own notification follows). Reads never count, a stable function called by POST included:
    // the page renderer calls some (media_alt_texts) while rendering the cache it fills.
    if (!plan.readOnly && prefs.tx !== 'rollback' && answered.status < 300) {
      ctx.events.restWriteCommitted({ schema: plan.profile.schema, target: resource.name });
    }
    return answered;
  }

  return async (req: IncomingMessage, res: ServerResponse, url: URL, path: string) => {
    let auth: RequestAuth;
    try {
      auth = await authenticate(req, ctx.jwt, url);
    } catch (err) {
      if (err instanceof MissingApiKeyError) {
        sendJson(res, 401, { message: err.message, hint: 'No `apikey` request header or url param was found.' });
        return;
      }
      if (err instanceof JwtError) {
        sendJson(res, 401, { code: err.code, details: null, hint: null, message: err.message }, {
          'WWW-Authenticate': `Bearer error="invalid_token", error_description="${err.message}"`,
        });
        return;
      }
      throw err;
    }
    try {
      const result = await answer(req, url, path, auth);
      const body = req.method === 'HEAD' || result.body === undefined ? '' : result.body;
      if (body) result.headers['Content-Length'] = Buffer.byteLength(body);
      writeHead(res, result.status, result.headers);
      res.end(body);
    } catch (err) {
      if (err instanceof BodyTooLargeError) {
        sendJson(res, 413, { code: 'PGRST413', details: null, hint: null, message: `Request body larger than ${MAX_BODY_BYTES} bytes` });
        return;
      }
      if (err instanceof URIError) {
        sendJson(res, 400, { code: 'PGRST100', details: null, hint: null, message: 'Invalid percent-encoding in the path' });
        return;
      }
      const error = toRestError(err, auth.role, ctx.log);
      if (req.method === 'HEAD') {
        writeHead(res, error.status);
        res.end();
      }
      else sendJson(res, error.status, error);
    }
  };
}
