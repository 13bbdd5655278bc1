/**
 * `POST /rpc/fn` and `GET /rpc/fn`: choosing the function among its overloads by the names of
 * the arguments given (as PostgREST: every argument must be a parameter and every parameter
 * without a default must be given), or the one taking a single JSON value
 * (`Prefer: params=single-object`, or an unnamed json/jsonb parameter). None: 404 PGRST202;
 * several: 300 PGRST203. Set and row results are read through a read plan, so `select`,
 * filters, order, range, count and embedding apply to them.
 */
import { RestError } from '../errors.ts';
import type { Query } from '../request/query.ts';
import type { Catalog } from '../schema-cache.ts';
import type { Routine, RoutineParam, Table } from '../schema/types.ts';
import { closest } from './closest.ts';
import { Aliases, planRead, type ReadNode } from './read-plan.ts';

export interface CallPlan {
  routine: Routine;
  /** Named arguments (JSON values, or text from a GET query string), or one positional JSON value. */
  args: { kind: 'named'; values: [RoutineParam, unknown][] } | { kind: 'single'; param: RoutineParam; value: unknown };
  /** For functions returning rows: the read plan over their result. */
  read?: ReadNode;
  /** Writes allowed: only POST to a volatile function. */
  readOnly: boolean;
}

const isJsonType = (type: string) => type === 'json' || type === 'jsonb';

function matchesNames(fn: Routine, keys: string[]): boolean {
  const names = new Set(fn.params.map((p) => p.name));
  return keys.every((k) => names.has(k)) && fn.params.every((p) => !p.required || keys.includes(p.name));
}

function takesSingleJson(fn: Routine, unnamedOnly: boolean): boolean {
  return fn.params.length === 1 && isJsonType(fn.params[0]!.type) && (!unnamedOnly || fn.params[0]!.name === '');
}

function notFound(catalog: Catalog, name: string, keys: string[], jsonBody: boolean): RestError {
  const fn = `${catalog.schema}.${name}`;
  const sorted = [...keys].sort();
  const listed = sorted.length === 0 ? ' without parameters' : `(${sorted.join(', ')})`;
  const searched =
    (sorted.length === 0 ? ' without parameters' : ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`) +
    (jsonBody ? ' or with a single unnamed json/jsonb parameter' : '');
  const overloads = catalog.routines.get(name) ?? [];
  let hint: string | null = null;
  if (overloads.length === 0) {
    const near = closest(name, catalog.routines.keys());
    if (near) hint = `Perhaps you meant to call the function ${catalog.schema}.${near}`;
  } else {
    const signature = (names: string[]) => `(${[...names].sort().join(', ')})`;
    const near = closest(signature(sorted), overloads.map((o) => signature(o.params.map((p) => p.name))), { maxDistance: Infinity });
    if (near) hint = `Perhaps you meant to call the function ${fn}${near}`;
  }
  return new RestError(404, 'PGRST202', `Could not find the function ${fn}${listed} in the schema cache`, `Searched for the function ${fn}${searched}, but no matches were found in the schema cache.`, hint);
}

function ambiguous(catalog: Catalog, candidates: Routine[]): RestError {
  const described = candidates.map((fn) => `${catalog.schema}.${fn.name}(${fn.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`);
  return new RestError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${described.join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}

/** The table-like shape of a function's rows, for the read plan. */
function resultTable(catalog: Catalog, fn: Routine): Table | undefined {
  if (fn.returns.kind === 'row') return catalog.tables.get(fn.returns.relation);
  if (fn.returns.kind === 'record') {
    return { schema: catalog.schema, name: fn.name, columns: new Map(fn.returns.columns.map((c) => [c.name, c])), primaryKey: [], isView: false };
  }
  return undefined;
}

export interface CallRequest {
  name: string;
  method: 'GET' | 'HEAD' | 'POST';
  query: Query;
  /** The parsed JSON body of a POST. */
  body?: unknown;
  singleObject: boolean;
}

export function planCall(catalog: Catalog, request: CallRequest): CallPlan {
  const overloads = catalog.routines.get(request.name) ?? [];
  const post = request.method === 'POST';
  const body = request.body;
  const bodyIsObject = body !== null && typeof body === 'object' && !Array.isArray(body);
  const keys = post ? (bodyIsObject ? Object.keys(body as object) : []) : [...request.query.args.keys()];

  let routine: Routine;
  let args: CallPlan['args'];
  if (post && request.singleObject) {
    const candidates = overloads.filter((fn) => takesSingleJson(fn, false));
    if (candidates.length > 1) throw ambiguous(catalog, candidates);
    if (candidates.length === 0) throw notFound(catalog, request.name, keys, true);
    routine = candidates[0]!;
    args = { kind: 'single', param: routine.params[0]!, value: body ?? {} };
  } else {
    let candidates = post && !bodyIsObject && body !== undefined ? [] : overloads.filter((fn) => matchesNames(fn, keys));
    let single = false;
    if (candidates.length === 0 && post) {
      candidates = overloads.filter((fn) => takesSingleJson(fn, true));
      single = true;
    }
    if (candidates.length > 1) throw ambiguous(catalog, candidates);
    if (candidates.length === 0) throw notFound(catalog, request.name, keys, post);
    routine = candidates[0]!;
    if (single) {
      args = { kind: 'single', param: routine.params[0]!, value: body ?? {} };
    } else {
      const values = post ? (body as Record<string, unknown> | undefined) ?? {} : Object.fromEntries(request.query.args);
      args = { kind: 'named', values: routine.params.filter((p) => p.name in values).map((p) => [p, values[p.name]]) };
    }
  }

  const table = resultTable(catalog, routine);
  const read = table ? planRead(catalog, table, request.query, new Aliases()) : undefined;
  return { routine, args, read, readOnly: !post || routine.volatility !== 'volatile' };
}
