/**
 * The planning stage (PostgREST's `Plan`): a parsed request resolved against the schema cache.
 * It names the action (read, write, function call), the resolved table or function with
 * every column, relationship and argument checked, the response's media type and the
 * transaction's access mode. The SQL builders render only what a plan holds.
 */
import { RestError } from '../errors.ts';
import { parseQuery, type Query } from '../query.ts';
import type { Catalog } from '../schema-cache.ts';
import type { Table } from '../schema/types.ts';
import { planCall, type CallPlan } from './call-plan.ts';
import { closest } from './closest.ts';
import { chooseMediaType, type MediaType } from './media-type.ts';
import { planRead, type ReadNode } from './read-plan.ts';

export interface ApiRequest {
  method: string;
  resource: { kind: 'table'; name: string } | { kind: 'rpc'; name: string };
  params: URLSearchParams;
  accept: string | undefined;
  /** The parsed JSON body (POST, PATCH); undefined when there is none. */
  body?: unknown;
  /** `Prefer: params=single-object`. */
  singleObject: boolean;
}

interface Common {
  query: Query;
  media: MediaType;
  /** The transaction's access mode: READ ONLY unless the request may write. */
  readOnly: boolean;
}

export type Plan = Common &
  (
    | { kind: 'read'; table: Table; read: ReadNode }
    | { kind: 'mutate'; method: 'POST' | 'PATCH' | 'DELETE'; table: Table }
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

export function planRequest(catalog: Catalog, request: ApiRequest): Plan {
  const method = request.method;
  if (request.resource.kind === 'rpc') {
    if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
      throw new RestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
    }
    // GET passes arguments in the query string: names of the function's parameters are arguments, the rest filters.
    const argNames = new Set(method === 'POST' ? [] : (catalog.routines.get(request.resource.name) ?? []).flatMap((fn) => fn.params.map((p) => p.name)));
    const query = parseQuery(request.params, argNames);
    const media = chooseMediaType(request.accept);
    const call = planCall(catalog, { name: request.resource.name, method, query, body: request.body, singleObject: request.singleObject });
    return { kind: 'call', query, media, readOnly: call.readOnly, call };
  }
  const table = catalog.tables.get(request.resource.name);
  if (!table) throw tableNotFound(catalog, request.resource.name);
  const query = parseQuery(request.params);
  const media = chooseMediaType(request.accept);
  if (method === 'GET' || method === 'HEAD') {
    return { kind: 'read', query, media, readOnly: true, table, read: planRead(catalog, table, query) };
  }
  if (method === 'POST' || method === 'PATCH' || method === 'DELETE') {
    query.returning = planRead(catalog, table, query);
    return { kind: 'mutate', query, media, readOnly: false, method, table };
  }
  throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
}
