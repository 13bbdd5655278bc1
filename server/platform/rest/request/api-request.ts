/**
 * The request stage (PostgREST's `ApiRequest`): the URL, query string, headers (`Prefer`,
 * `Accept`, `Range`, the profile headers) and body read into a plain description, with no
 * schema cache: only syntax and shape are checked here, every name is resolved in the plan.
 * `GET /rpc/fn` keeps its query pairs unparsed: which of them are the function's arguments
 * and which are filters depends on the function's parameters, so the plan splits them.
 */
import type { IncomingMessage } from 'node:http';
import { RestError } from '../errors.ts';
import { insertPayload, parseJsonBody, updatePayload, type Payload } from './json-body.ts';
import { checkStrict, parsePrefer, type Preferences } from './prefer.ts';
import { requestProfile, type Profile } from './profile.ts';
import { parseQuery, type Query } from './query.ts';
import { parseRange, type RangeHeader } from './range.ts';
import { parseRpcBody, type RpcBody } from './rpc-body.ts';

export type Resource = { kind: 'table'; name: string } | { kind: 'rpc'; name: string };

/** What a request does to its table: PostgREST's actions. */
export type TableAction = 'read' | 'insert' | 'update' | 'delete';

interface Common {
  method: string;
  profile: Profile;
  prefs: Preferences;
  /** The `Accept` header, negotiated in the plan (a function's result type counts). */
  accept: string | undefined;
  range: RangeHeader | undefined;
}

export type ApiRequest = Common &
  (
    | { kind: 'table'; name: string; action: TableAction; query: Query; payload?: Payload }
    /** `GET`/`HEAD /rpc/fn`: the raw query pairs (arguments and filters, split in the plan). */
    | { kind: 'rpc-get'; name: string; method: 'GET' | 'HEAD'; params: URLSearchParams }
    /** `POST /rpc/fn`: the query parsed, the arguments the body (read by its Content-Type). */
    | { kind: 'rpc-post'; name: string; method: 'POST'; query: Query; body: RpcBody }
  );

/** Where the request's text comes from; the body is read only when the request has one. */
export interface RequestInput {
  method: string;
  /** The path after /rest/v1, decoded, split at `/`. */
  segments: string[];
  params: URLSearchParams;
  headers: IncomingMessage['headers'];
  readBody: () => Promise<Buffer>;
}

/** The path after /rest/v1: a table or view, or `rpc/<function>`. */
export function resourceOf(segments: string[]): Resource {
  if (segments[0] === 'rpc' && segments.length === 2) return { kind: 'rpc', name: segments[1]! };
  if (segments.length === 1) return { kind: 'table', name: segments[0]! };
  throw new RestError(404, 'PGRST125', `Invalid path specified in request URL`);
}

const TABLE_ACTIONS: Record<string, TableAction> = { GET: 'read', HEAD: 'read', POST: 'insert', PATCH: 'update', DELETE: 'delete' };

async function tableRequest(common: Common, name: string, input: RequestInput): Promise<ApiRequest> {
  const action = TABLE_ACTIONS[input.method];
  if (!action) throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${input.method}`);
  const query = parseQuery(input.params);
  if (action !== 'insert' && action !== 'update') return { ...common, kind: 'table', name, action, query };
  const body = parseJsonBody(await input.readBody());
  const payload = action === 'insert' ? insertPayload(body, query.columns) : updatePayload(body, query.columns);
  return { ...common, kind: 'table', name, action, query, payload };
}

export async function parseApiRequest(input: RequestInput, schemas: readonly string[]): Promise<ApiRequest> {
  const { method, headers } = input;
  const resource = resourceOf(input.segments);
  const prefs = parsePrefer(headers.prefer);
  checkStrict(prefs);
  const profile = requestProfile(method, headers, schemas);
  // Only GET and HEAD read `Range` (a function called by POST ignores it, as in PostgREST).
  const paged = method === 'GET' || method === 'HEAD';
  const common: Common = { method, profile, prefs, accept: headers.accept, range: paged ? parseRange(headers.range) : undefined };
  if (resource.kind === 'table') return tableRequest(common, resource.name, input);
  if (method === 'GET' || method === 'HEAD') return { ...common, kind: 'rpc-get', name: resource.name, method, params: input.params };
  if (method !== 'POST') throw new RestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
  const query = parseQuery(input.params);
  return { ...common, kind: 'rpc-post', name: resource.name, method, query, body: parseRpcBody(await input.readBody(), headers['content-type']) };
}
