/**
 * The planning stage (PostgREST's `Plan`): a parsed request (request/api-request.ts) resolved
 * against the schema cache. It names the action (read, write, function call), the resolved
 * table or function with every column, relationship and argument checked, the page, the
 * response's media type and the transaction's access mode. The render stage turns a plan
 * into SQL without looking anything up.
 */
import { RestError } from '../errors.ts';
import type { ApiRequest } from '../request/api-request.ts';
import { OPERATORS } from '../request/parse-filter.ts';
import type { Profile } from '../request/profile.ts';
import { parseQuery } from '../request/query.ts';
import type { Catalog, Snapshot } from '../schema-cache.ts';
import { planCall, type CallPlan } from './call-plan.ts';
import { closest } from './closest.ts';
import { negotiate, type MediaType } from './media-type.ts';
import { planMutate, type MutatePlan } from './mutate-plan.ts';
import { readOptions, type ReadOptions } from './page.ts';
import { planRead, type ReadNode } from './read-plan.ts';

interface Common {
  /** The exposed schema every name was resolved in. */
  profile: Profile;
  media: MediaType;
  /** The transaction's access mode: READ ONLY unless the request may write. */
  readOnly: boolean;
}

export type Plan = Common &
  (
    | { kind: 'read'; read: ReadNode; options: ReadOptions }
    | { kind: 'mutate'; mutate: MutatePlan }
    | { kind: 'call'; call: CallPlan; options: ReadOptions }
  );

export type ReadPlan = Extract<Plan, { kind: 'read' }>;
export type MutationPlan = Extract<Plan, { kind: 'mutate' }>;
export type FunctionCallPlan = Extract<Plan, { kind: 'call' }>;

function tableNotFound(catalog: Catalog, name: string): RestError {
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

type RpcRequest = Extract<ApiRequest, { kind: 'rpc-get' | 'rpc-post' }>;

/**
 * GET passes arguments in the query string: the function's parameter names, and any other
 * plain name whose value is not a filter (so a wrong argument name answers PGRST202).
 */
function splitRpcQuery(catalog: Catalog, request: Extract<ApiRequest, { kind: 'rpc-get' }>) {
  const argNames = new Set<string>();
  for (const fn of catalog.routines.get(request.name) ?? []) fn.params.forEach((p) => argNames.add(p.name));
  for (const [key, value] of request.params) if (isPlainArgument(key, value)) argNames.add(key);
  return parseQuery(request.params, argNames);
}

function planRpc(catalog: Catalog, request: RpcRequest, maxRows: number): Plan {
  const query = request.kind === 'rpc-get' ? splitRpcQuery(catalog, request) : request.query;
  const media = negotiate(request.accept);
  const body = request.kind === 'rpc-post' ? request.body : undefined;
  const params = request.kind === 'rpc-get' ? request.params : undefined;
  const call = planCall(catalog, { name: request.name, method: request.method, query, params, body, singleObject: request.prefs.params === 'single-object' });
  // Strict max-affected counts rows, so only a function returning a set may be called with it.
  if (request.prefs.handling === 'strict' && request.prefs.maxAffected !== undefined && !call.routine.returnsSet) {
    throw new RestError(400, 'PGRST128', 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict');
  }
  // A scalar has no columns to write CSV from.
  if (media.kind === 'csv' && call.routine.returns.kind === 'scalar') {
    throw new RestError(406, 'PGRST107', `None of these media types are available: ${request.accept}`);
  }
  const options = readOptions(query, request.range, request.prefs.count, media, maxRows);
  return { kind: 'call', profile: request.profile, media, readOnly: call.readOnly, call, options };
}

export function planRequest(snapshot: Snapshot, request: ApiRequest): Plan {
  const catalog = snapshot.catalogs.get(request.profile.schema)!;
  if (request.kind !== 'table') return planRpc(catalog, request, snapshot.config.maxRows);
  const table = catalog.tables.get(request.name);
  if (!table) throw tableNotFound(catalog, request.name);
  const { profile, query } = request;
  const { config } = snapshot;
  if (request.action === 'read') {
    const media = negotiate(request.accept, config.planEnabled);
    const options = readOptions(query, request.range, request.prefs.count, media, config.maxRows);
    const read = planRead(catalog, table, query, undefined, undefined, { aggregates: config.aggregatesEnabled });
    return { kind: 'read', profile, media, readOnly: true, read, options };
  }
  const media = negotiate(request.accept);
  return { kind: 'mutate', profile, media, readOnly: false, mutate: planMutate(catalog, table, request) };
}
