/**
 * `/rest/v1`: PostgREST's HTTP interface over the tables, views and functions of the exposed
 * schemas (DB_SCHEMAS), in PostgREST's four stages: the request is parsed with no schema
 * cache (request/), planned against it (plan/: every name resolved, media type, page and
 * access mode chosen), rendered to SQL (render/) and executed in one transaction as the
 * caller's role (execute/, caller-transaction.ts) so the migrations' RLS policies and grants
 * decide what it may see, change and call. Reads go as one message (transaction, settings,
 * query, commit) and repeats of a read skip the first three stages (read-cache.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PlatformContext } from '../context.ts';
import type { RouteHandler } from '../http/route.ts';
import { authenticate, MissingApiKeyError, type RequestAuth } from '../http/request-auth.ts';
import { BodyTooLargeError, readBody, sendJson, writeHead } from '../http/respond.ts';
import { JwtError } from '../jwt.ts';
import { readAsCaller, Rollback, runAsCaller, type RequestInfo } from '../db/caller-transaction.ts';
import { RestError, toRestError } from './errors.ts';
import type { Answer } from './execute/answer.ts';
import { executeInTransaction, executeRead } from './execute/execute.ts';
import { planRequest, type Plan } from './plan/plan.ts';
import { ReadCache, readKey, type ResolvedRead } from './read-cache.ts';
import { renderPlan, renderRead } from './render/render.ts';
import { parseApiRequest, type ApiRequest, type RequestInput } from './request/api-request.ts';
import { profileHeaders, requestProfile } from './request/profile.ts';
import { RequestHeadersJson } from './request/request-headers-json.ts';
import { rollsBack, txOverridable } from './rest-config.ts';
import { invalidUtf8 } from './request/json-body.ts';
import { percentDecoded, queryFault } from '../http/malformed-text.ts';
import type { SchemaCache, Snapshot } from './schema-cache.ts';

const MAX_BODY_BYTES = 10 * 1024 * 1024;

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

function requestInput(req: IncomingMessage, url: URL, segments: string[]): RequestInput {
  return { method: req.method ?? 'GET', segments, params: url.searchParams, headers: req.headers, readBody: () => readBody(req, MAX_BODY_BYTES) };
}

/** A missing key or a bad token: 401 as Supabase's gateway and PostgREST answer. */
function sendAuthFailure(res: ServerResponse, err: unknown): void {
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

/** A body too large or a path badly encoded: answered before anything else (as JSON, even to HEAD). */
function transportFailure(err: unknown): { status: number; body: object } | undefined {
  if (err instanceof BodyTooLargeError) {
    return { status: 413, body: { code: 'PGRST413', details: null, hint: null, message: `Request body larger than ${MAX_BODY_BYTES} bytes` } };
  }
  if (err instanceof URIError) {
    return { status: 400, body: { code: 'PGRST100', details: null, hint: null, message: 'Invalid percent-encoding in the path' } };
  }
  return undefined;
}

export function createRestHandler(ctx: PlatformContext): RouteHandler {
  const schema = ctx.restSchema;
  const reads = new ReadCache();
  const headersJson = new RequestHeadersJson();

  /** A read through the request, plan and render stages, or the same from a repeat's cache. */
  async function resolveRead(req: IncomingMessage, url: URL, path: string, segments: string[]): Promise<ResolvedRead> {
    const key = readKey(path, url.search, req.headers);
    const current = await schema.snapshot();
    const cached = reads.get(current, key);
    if (cached) return cached;
    const request = await parseApiRequest(requestInput(req, url, segments), current.schemas);
    const { plan, snapshot } = await planWithReload(schema, request);
    if (plan.kind !== 'read') throw new Error(`A read planned as ${plan.kind}`);
    const resolved = { prefs: request.prefs, plan, read: renderRead(plan) };
    reads.set(snapshot, key, resolved);
    return resolved;
  }

  /** The OpenAPI root: only the list of tables, and only for the service role. */
  async function answerRoot(req: IncomingMessage, auth: RequestAuth): Promise<Answer> {
    const profile = requestProfile(req.method ?? 'GET', req.headers, (await schema.snapshot()).schemas);
    if (auth.role !== 'service_role') throw new RestError(401, 'PGRST301', 'The schema description is only available with the service key');
    const headers = { 'Content-Type': 'application/json; charset=utf-8', ...profileHeaders(profile) };
    return { status: 200, body: JSON.stringify({ tables: await schema.tableNames(profile.schema) }), headers };
  }

  async function answer(req: IncomingMessage, url: URL, path: string, auth: RequestAuth): Promise<Answer> {
    const method = req.method ?? 'GET';
    const segments = path.split('/').filter(Boolean).map((s) => decodeURIComponent(s));
    // Filters, select, order and GET arguments are text: bytes that are not UTF-8 are
    // PostgreSQL's 22021 (URLSearchParams would quietly turn them into U+FFFD). U+0000 stays
    // the grammar's: it refuses it with PGRST100 before any SQL (rest-injection.test.ts).
    if (queryFault(url.search) === 'not UTF-8') throw invalidUtf8(percentDecoded(url.search));
    if (segments.length === 0) return answerRoot(req, auth);
    const info: RequestInfo = { method, path, headersJson: headersJson.of(req, ctx.config.trustProxy) };
    const tableRead = segments.length === 1 && (method === 'GET' || method === 'HEAD');
    if (tableRead) {
      const { prefs, plan, read } = await resolveRead(req, url, path, segments);
      const roleSettings = await schema.roleSettings(auth.role);
      // Reads change nothing, so the transaction commits in the same round trip as the query.
      return executeRead((statements) => readAsCaller(ctx.db.api, auth, info, { roleSettings }, statements), plan, read, prefs);
    }
    const request = await parseApiRequest(requestInput(req, url, segments), (await schema.snapshot()).schemas);
    const { plan, snapshot } = await planWithReload(schema, request);
    const rendered = renderPlan(plan);
    // `Prefer: tx=` counts (and is named in Preference-Applied) only where db-tx-end allows an override.
    const prefs = txOverridable(snapshot.config) ? request.prefs : { ...request.prefs, tx: undefined };
    const rollback = rollsBack(snapshot.config, prefs.tx);
    const roleSettings = await schema.roleSettings(auth.role);
    const answered = await runAsCaller(ctx.db.api, auth, info, { readOnly: plan.readOnly, roleSettings }, async (client) => {
      const result = await executeInTransaction(client, rendered, prefs);
      if (rollback) throw new Rollback(result);
      return result;
    });
    // Whoever caches what the database holds hears of a committed write at once (the database's
    // own notification follows). Reads never count, a stable function called by POST included:
    // the page renderer calls some (media_alt_texts) while rendering the cache it fills.
    if (!plan.readOnly && !rollback && answered.status < 300) {
      await ctx.events.restWriteCommitted({ schema: plan.profile.schema, kind: request.kind === 'table' ? 'table' : 'function', target: request.name });
    }
    return answered;
  }

  return async (req: IncomingMessage, res: ServerResponse, url: URL, path: string) => {
    let auth: RequestAuth;
    try {
      auth = await authenticate(req, ctx.jwt, url);
    } catch (err) {
      sendAuthFailure(res, err);
      return;
    }
    try {
      const result = await answer(req, url, path, auth);
      const body = req.method === 'HEAD' || result.body === undefined ? '' : result.body;
      if (body) result.headers['Content-Length'] = Buffer.byteLength(body);
      writeHead(res, result.status, result.headers);
      res.end(body);
    } catch (err) {
      const early = transportFailure(err);
      if (early) {
        sendJson(res, early.status, early.body);
        return;
      }
      const error = toRestError(err, auth.role, ctx.log);
      if (req.method === 'HEAD') {
        writeHead(res, error.status);
        res.end();
      } else {
        sendJson(res, error.status, error);
      }
    }
  };
}
