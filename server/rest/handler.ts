/**
 * `/rest/v1`: PostgREST's HTTP interface over the tables of the exposed schemas. Each
 * request is parsed, then run in one transaction as the caller's role (see transaction.ts)
 * so the migrations' RLS policies decide what it may see and change.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerContext } from '../context.ts';
import type { RouteHandler } from '../http/route.ts';
import { databaseHeaders } from '../http/database-headers.ts';
import { authenticate, MissingApiKeyError, type RequestAuth } from '../http/request-auth.ts';
import { BodyTooLargeError, readBody, sendJson, type Headers } from '../http/respond.ts';
import { JwtError } from '../jwt.ts';
import { RestError, toRestError } from './errors.ts';
import { contentType, isSingular, negotiate, type MediaType } from './media-types.ts';
import { conflictTarget, deleteRows, insertRows, updateRows, type MutationResult } from './mutate.ts';
import { appliedHeader, checkMaxAffected, checkStrict, parsePrefer, type Action } from './prefer.ts';
import { profileHeaders, requestProfile, type Profile } from './profiles.ts';
import { parseQuery, type Query } from './query.ts';
import { ReadCache, type ResolvedRead } from './read-cache.ts';
import { readRows, readStatements } from './read.ts';
import { createSchemaCache, type Table } from './schema-cache.ts';
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

/** The known name nearest to a misspelt one (edit distance at most 3), for PostgREST's hint. */
function closest(name: string, names: string[]): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const candidate of names) {
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (distance <= 3 && (!best || distance < best.distance)) best = { name: candidate, distance };
  }
  return best?.name;
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length]!;
}

export function createRestHandler(ctx: ServerContext): RouteHandler {
  const schemas = ctx.config.dbSchemas;
  const schema = createSchemaCache(ctx.db.admin, schemas);

  async function findTable(name: string, inSchema: string): Promise<Table> {
    const table = await schema.table(name, inSchema);
    if (table) return table;
    const names = await schema.tableNames(inSchema);
    const similar = closest(name, names);
    throw new RestError(
      404,
      'PGRST205',
      `Could not find the table '${inSchema}.${name}' in the schema cache`,
      null,
      similar ? `Perhaps you meant the table '${inSchema}.${similar}'` : null,
    );
  }

  const reads = new ReadCache();

  /** What a GET resolves to (parsed, checked, SQL built), or the same from a repeat's cache. */
  function resolveRead(req: IncomingMessage, url: URL, table: Table): ResolvedRead {
    const range = req.headers.range;
    const key = `${url.search}\n${req.headers.accept ?? ''}\n${req.headers.prefer ?? ''}\n${range ?? ''}`;
    const cached = reads.get(table, key);
    if (cached) return cached;
    const query = parseQuery(url.searchParams, table);
    const prefs = parsePrefer(req.headers.prefer);
    const media = negotiate(req.headers.accept);
    checkStrict(prefs);
    const options = { page: pageOf(query, range), count: prefs.count, media, maxRows: MAX_ROWS };
    const resolved = { prefs, media, options, read: readStatements(table, query, options) };
    reads.set(table, key, resolved);
    return resolved;
  }

  async function answer(req: IncomingMessage, url: URL, path: string, auth: RequestAuth): Promise<Answer> {
    const method = req.method ?? 'GET';
    const profile = requestProfile(method, req.headers, schemas);
    const segments = path.split('/').filter(Boolean).map((s) => decodeURIComponent(s));
    if (segments.length === 0) {
      // The OpenAPI root: only the list of tables, and only for the service role.
      if (auth.role !== 'service_role') throw new RestError(401, 'PGRST301', 'The schema description is only available with the service key');
      return { status: 200, body: JSON.stringify({ tables: await schema.tableNames(profile.schema) }), headers: { 'Content-Type': 'application/json; charset=utf-8' } };
    }
    if (segments[0] === 'rpc') {
      throw new RestError(404, 'PGRST202', `Could not find the function ${profile.schema}.${segments[1] ?? ''} without parameters in the schema cache`);
    }
    if (segments.length > 1) throw new RestError(404, 'PGRST125', `Invalid path specified in request URL`);
    const table = await findTable(segments[0]!, profile.schema);
    const info = { method, path, headers: databaseHeaders(req, ctx.config.trustProxy) };
    const roleSettings = await schema.roleSettings(auth.role);
    if (method === 'GET' || method === 'HEAD') {
      const { prefs, media, options, read } = resolveRead(req, url, table);
      // Reads change nothing, so the transaction commits in the same round trip as the query.
      const run = (statements: string[]) => readAsCaller(ctx.db.api, auth, info, { roleSettings }, statements);
      const result = await readRows(run, read, options);
      const { page } = options;
      if (isSingular(media) && result.rows !== 1) throw notSingular(result.rows);
      if (result.total !== undefined && page.offset > 0 && page.offset >= result.total && result.rows === 0) {
        throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${page.offset} was requested, but there are only ${result.total} rows.`);
      }
      const headers = bodyHeaders(media, profile, appliedHeader(prefs, 'read'));
      headers['Content-Range'] = contentRange(page.offset, result.rows, result.total);
      const partial = result.total !== undefined && result.rows < result.total;
      return { status: partial ? 206 : 200, body: result.body, headers };
    }
    const query = parseQuery(url.searchParams, table);
    const prefs = parsePrefer(req.headers.prefer);
    const media = negotiate(req.headers.accept);
    if (method !== 'POST' && method !== 'PATCH' && method !== 'DELETE') {
      throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    }
    checkStrict(prefs);
    const payload = method === 'POST' || method === 'PATCH' ? parseJsonBody(await readBody(req, MAX_BODY_BYTES)) : undefined;

    return runAsCaller(ctx.db.api, auth, info, { readOnly: false, roleSettings }, async (client) => {
      const representation = prefs.return === 'representation';
      const missingDefault = prefs.missing === 'default';
      const write = { representation, media };
      const action: Action = method === 'POST' ? 'insert' : method === 'PATCH' ? 'update' : 'delete';
      let mutation: MutationResult;
      if (action === 'insert') {
        mutation = await insertRows(client, table, query, payload, { ...write, resolution: prefs.resolution, missingDefault });
      } else if (action === 'update') {
        mutation = await updateRows(client, table, query, payload, { ...write, missingDefault });
      } else {
        mutation = await deleteRows(client, table, query, write);
      }
      if (isSingular(media) && mutation.rows !== 1) throw notSingular(mutation.rows);
      if (action !== 'insert') checkMaxAffected(prefs, mutation.rows);
      const applied = appliedHeader(prefs, action, action === 'insert' && conflictTarget(table, query).length > 0);
      const headers = bodyHeaders(media, profile, applied);
      headers['Content-Range'] = `*/${prefs.count ? mutation.rows : '*'}`;
      // An insert answers 201, except an upsert that only updated rows (200), as PostgREST.
      const status = action === 'insert' ? (mutation.inserted !== undefined && mutation.inserted <= 0 ? 200 : 201) : representation ? 200 : 204;
      let result: Answer;
      if (representation && mutation.body !== undefined) {
        result = { status, body: mutation.body, headers };
      } else {
        delete headers['Content-Type'];
        result = { status, headers };
      }
      if (prefs.tx === 'rollback') throw new Rollback(result);
      return result;
    });
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
      res.writeHead(result.status, result.headers);
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
      if (req.method === 'HEAD') res.writeHead(error.status).end();
      else sendJson(res, error.status, error);
    }
  };
}
