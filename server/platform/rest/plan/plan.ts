/**
 * The planning stage (PostgREST's `Plan`): a parsed request resolved against the schema cache.
 * It names the action (read, write, function call), the resolved table or function with
 * every column, relationship and argument checked, the response's media type and the
 * transaction's access mode. The SQL builders render only what a plan holds.
 */
import { RestError } from '../errors.ts';
import { OPERATORS } from '../request/parse-filter.ts';
import { parseQuery, type Query } from '../request/query.ts';
import type { Catalog, Snapshot } from '../schema-cache.ts';
import type { Table } from '../schema/types.ts';
import { planCall, type CallPlan } from './call-plan.ts';
import { closest } from './closest.ts';
import { negotiate, type MediaType } from './media-type.ts';
import { requestProfile, type Profile, type ProfileHeaders } from '../request/profile.ts';
import { planRead, type ReadNode } from './read-plan.ts';
import { planMutate, type MutatePlan } from './mutate-plan.ts';

export interface ApiRequest {
  method: string;
  resource: { kind: 'table'; name: string } | { kind: 'rpc'; name: string };
  params: URLSearchParams;
  accept: string | undefined;
  /** `Accept-Profile` / `Content-Profile`: which exposed schema the names are in. */
  profileHeaders: ProfileHeaders;
  /** The parsed JSON body (POST, PATCH); undefined when there is none. */
  body?: unknown;
  /** `Prefer: params=single-object`. */
  singleObject: boolean;
}

interface Common {
  query: Query;
  /** The exposed schema every name was resolved in. */
  profile: Profile;
  media: MediaType;
  /** The transaction's access mode: READ ONLY unless the request may write. */
  readOnly: boolean;
}

export type Plan = Common &
  (
    | { kind: 'read'; table: Table; read: ReadNode }
    | { kind: 'mutate'; method: 'POST' | 'PATCH' | 'DELETE'; table: Table; mutate: MutatePlan }
    | { kind: 'call'; call: CallPlan }
  );

export function tableNotFound(catalog: Catalog, name: string): RestError {
  const similar = closest(name, catalog.tables.keys());
  return new RestError(
    404,
    'PGRST205',
    `Could not find the table '${catalog.schema}.${name}' in the schema cache`,
    null,
    similar ? `Perhaps you meant the table '${catalog.schema}.${similar}'` : null,
  );
}

const NOT_ARGUMENTS = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'apikey', 'and', 'or', 'not.and', 'not.or']);

function isPlainArgument(key: string, value: string): boolean {
  if (NOT_ARGUMENTS.has(key) || key.includes('.') || key.includes('->')) return false;
  const op = /^(?:not\.)?([a-z]+)(?:\(\w+\))?\./.exec(value)?.[1];
  return !(op && (OPERATORS as readonly string[]).includes(op));
}

export function planRequest(snapshot: Snapshot, request: ApiRequest): Plan {
  const method = request.method;
  const profile = requestProfile(method, request.profileHeaders, snapshot.schemas);
  const catalog = snapshot.catalogs.get(profile.schema)!;
  if (request.resource.kind === 'rpc') {
    if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
      throw new RestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
    }
    // GET passes arguments in the query string: the function's parameter names, and any other
    // plain name whose value is not a filter (so a wrong argument name answers PGRST202).
    const argNames = new Set<string>();
    if (method !== 'POST') {
      for (const fn of catalog.routines.get(request.resource.name) ?? []) fn.params.forEach((p) => argNames.add(p.name));
      for (const [key, value] of request.params) if (isPlainArgument(key, value)) argNames.add(key);
    }
    const query = parseQuery(request.params, argNames);
    const media = negotiate(request.accept);
    const call = planCall(catalog, { name: request.resource.name, method, query, body: request.body, singleObject: request.singleObject });
    // A scalar has no columns to write CSV from.
    if (media.kind === 'csv' && call.routine.returns.kind === 'scalar') {
      throw new RestError(406, 'PGRST107', `None of these media types are available: ${request.accept}`);
    }
    return { kind: 'call', query, profile, media, readOnly: call.readOnly, call };
  }
  const table = catalog.tables.get(request.resource.name);
  if (!table) throw tableNotFound(catalog, request.resource.name);
  const query = parseQuery(request.params);
  const media = negotiate(request.accept);
  if (method === 'GET' || method === 'HEAD') {
    return { kind: 'read', query, profile, media, readOnly: true, table, read: planRead(catalog, table, query) };
  }
  if (method === 'POST' || method === 'PATCH' || method === 'DELETE') {
    return { kind: 'mutate', query, profile, media, readOnly: false, method, table, mutate: planMutate(catalog, table, query) };
  }
  throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
}
