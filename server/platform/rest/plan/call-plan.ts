/**
 * `POST /rpc/fn` and `GET /rpc/fn`: choosing the function among its overloads as PostgREST
 * 12/13 does. Only functions PostgREST can call are candidates: all parameters named, or one
 * unnamed json/jsonb/text/xml/bytea parameter. A function matches when every argument given
 * is a parameter and every parameter without a default is given; when none matches, a POST
 * falls back to the function whose single unnamed parameter takes the body whole (JSON for
 * json/jsonb, `text/plain` for text, `text/xml` for xml, `application/octet-stream` for
 * bytea). None: 404 PGRST202; several: 300 PGRST203, worded and listed as there. Set and row
 * results are read through a read plan, so `select`, filters, order, range, count and
 * embedding apply to them.
 */
import { RestError } from '../errors.ts';
import type { Query } from '../request/query.ts';
import { bodyKeys, type RawType, type RpcBody } from '../request/rpc-body.ts';
import type { Catalog } from '../schema-cache.ts';
import type { Routine, RoutineParam, Table } from '../schema/types.ts';
import { fuzzyMatch } from './fuzzy-match.ts';
import { Aliases, planRead, type ReadNode } from './read-plan.ts';

export interface CallPlan {
  routine: Routine;
  /**
   * Named arguments (JSON values, or text from a query string or form), or the one positional
   * argument of a function with a single unnamed parameter: text (a json/jsonb/text/xml
   * parameter) or bytes (bytea).
   */
  args: { kind: 'named'; values: [RoutineParam, unknown][] } | { kind: 'single'; param: RoutineParam; value: string | Buffer };
  /** For functions returning rows: the read plan over their result. */
  read?: ReadNode;
  /** Writes allowed: only POST to a volatile function. */
  readOnly: boolean;
}

/** How the arguments came: a GET's query string, or a POST body of this kind. */
type ArgumentMedia = 'query' | 'json' | 'form' | RawType;

const isJsonType = (type: string) => type === 'json' || type === 'jsonb';

/** The types a single unnamed parameter may have for PostgREST to call the function at all. */
const SINGLE_UNNAMED_TYPES = new Set(['json', 'jsonb', 'text', 'xml', 'bytea']);

const takesOneUnnamed = (fn: Routine) => fn.params.length === 1 && fn.params[0]!.name === '';

/**
 * Whether PostgREST's schema cache lists the function for RPC: every input parameter named,
 * or a single unnamed one of a type a body can fill. Other functions (two unnamed
 * parameters, one unnamed `int` …) cannot be called by name, so they are never found.
 */
export function callableByRpc(fn: Routine): boolean {
  if (fn.params.every((p) => p.name !== '')) return true;
  return takesOneUnnamed(fn) && SINGLE_UNNAMED_TYPES.has(fn.params[0]!.type);
}

/** PostgREST's match of argument names to parameters: all required ones given, nothing unknown. */
function matchesNames(fn: Routine, keys: ReadonlySet<string>, media: ArgumentMedia): boolean {
  if (fn.params.length === 0) return keys.size === 0 && (media === 'query' || media === 'json' || media === 'form');
  const required = fn.params.filter((p) => p.required).map((p) => p.name);
  const optional = new Set(fn.params.filter((p) => !p.required).map((p) => p.name));
  const rest = [...keys].filter((k) => !optional.has(k));
  return rest.length === required.length && required.every((name) => keys.has(name));
}

/** A POST body the function's single unnamed parameter takes whole (JSON, text, xml, bytes). */
function takesWholeBody(fn: Routine, media: ArgumentMedia): boolean {
  if (!takesOneUnnamed(fn)) return false;
  const type = fn.params[0]!.type;
  return media === 'json' ? isJsonType(type) : media === type;
}

function isRaw(media: ArgumentMedia): media is RawType {
  return media === 'text' || media === 'xml' || media === 'bytea';
}

function notFound(catalog: Catalog, name: string, keys: string[], media: ArgumentMedia): RestError {
  const fn = `${catalog.schema}.${name}`;
  const sorted = [...keys].sort();
  const listed = sorted.length === 0 ? ' without parameters' : ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`;
  // A raw body only ever looks for a single unnamed parameter: no names to list, no hint.
  if (isRaw(media)) {
    return new RestError(404, 'PGRST202', `Could not find the function ${fn} in the schema cache`, `Searched for the function ${fn} with a single unnamed ${media} parameter, but no matches were found in the schema cache.`);
  }
  const message = `Could not find the function ${fn}${sorted.length === 0 ? ' without parameters' : `(${sorted.join(', ')})`} in the schema cache`;
  const details = `Searched for the function ${fn}${listed}${media === 'json' ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`;
  const overloads = callableOverloads(catalog, name);
  let near: string | undefined;
  if (overloads.length === 0) {
    const callable = [...catalog.routines].filter(([, fns]) => fns.some(callableByRpc)).map(([n]) => n);
    near = fuzzyMatch(name, callable);
  } else {
    const signature = (names: string[]) => `(${[...names].sort().join(', ')})`;
    const found = fuzzyMatch(signature(sorted), overloads.map((o) => signature(o.params.map((p) => p.name))));
    if (found !== undefined) near = name + found;
  }
  return new RestError(404, 'PGRST202', message, details, near === undefined ? null : `Perhaps you meant to call the function ${catalog.schema}.${near}`);
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

/** The overloads of `name` PostgREST can call, in the order the schema cache lists them (oid). */
function callableOverloads(catalog: Catalog, name: string): Routine[] {
  return (catalog.routines.get(name) ?? []).filter(callableByRpc);
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
  /** A GET's query string, for repeated values of a variadic parameter. */
  params?: URLSearchParams;
  /** A POST's body. */
  body?: RpcBody;
  singleObject: boolean;
}

function argumentMedia(request: CallRequest): ArgumentMedia {
  if (!request.body) return 'query';
  return request.body.kind === 'raw' ? request.body.type : request.body.kind;
}

/** The argument names given: a JSON object's or a form's keys, a GET's argument names. */
function argumentKeys(request: CallRequest): string[] {
  return request.body ? bodyKeys(request.body) : [...request.query.args.keys()];
}

/**
 * The value of a single unnamed parameter, as PostgREST passes it: the body as sent (the JSON
 * text, the plain text or xml, the bytes), or the named arguments of a query string or form
 * as a JSON object.
 */
function wholeBody(request: CallRequest): string | Buffer {
  const { body } = request;
  if (!body) return JSON.stringify(Object.fromEntries(request.query.args));
  if (body.kind === 'json') return body.text;
  if (body.kind === 'form') return JSON.stringify(body.value);
  if (body.type === 'bytea') return body.bytes;
  const text = body.bytes.toString('utf8');
  // PostgreSQL's text holds no NUL byte; PostgREST's bound parameter is refused the same way.
  if (text.includes('\0')) throw new RestError(400, '22021', 'invalid byte sequence for encoding "UTF8": 0x00');
  return text;
}

/** Named arguments from the body or query string; a variadic one from a GET takes every repeat. */
function namedValues(routine: Routine, request: CallRequest, keys: ReadonlySet<string>): [RoutineParam, unknown][] {
  const { body } = request;
  // An array of objects names its first object's values (PostgREST would call once per object).
  const given: Record<string, unknown> = body?.kind === 'json' || body?.kind === 'form' ? body.value : Object.fromEntries(request.query.args);
  return routine.params
    .filter((p) => keys.has(p.name))
    .map((p): [RoutineParam, unknown] => {
      if (p.variadic && !body && request.params) return [p, request.params.getAll(p.name)];
      if (p.variadic && body?.kind === 'form') return [p, [given[p.name]]];
      return [p, given[p.name]];
    });
}

/** The function PostgREST would choose: by argument names, else the one taking the body whole. */
function chooseRoutine(catalog: Catalog, request: CallRequest, keys: ReadonlySet<string>, media: ArgumentMedia): Routine {
  const overloads = callableOverloads(catalog, request.name);
  const post = request.method === 'POST';
  const matched = overloads.filter((fn) => matchesNames(fn, keys, media));
  if (matched.length > 1) throw ambiguous(catalog, matched);
  if (matched.length === 1) return matched[0]!;
  const whole = post ? overloads.filter((fn) => takesWholeBody(fn, media)) : [];
  if (whole.length > 1) throw ambiguous(catalog, whole);
  if (whole.length === 1) return whole[0]!;
  throw notFound(catalog, request.name, [...keys], post ? media : 'query');
}

export function planCall(catalog: Catalog, request: CallRequest): CallPlan {
  const post = request.method === 'POST';
  const media = argumentMedia(request);
  const keys = new Set(argumentKeys(request));

  let routine: Routine;
  let args: CallPlan['args'];
  if (post && request.singleObject && request.body?.kind === 'json') {
    // `Prefer: params=single-object` (PostgREST 11): the JSON body is the one json/jsonb argument, named or not.
    const candidates = callableOverloads(catalog, request.name).filter((fn) => fn.params.length === 1 && isJsonType(fn.params[0]!.type));
    if (candidates.length > 1) throw ambiguous(catalog, candidates);
    if (candidates.length === 0) throw notFound(catalog, request.name, [...keys], media);
    routine = candidates[0]!;
    args = { kind: 'single', param: routine.params[0]!, value: request.body.text };
  } else {
    routine = chooseRoutine(catalog, request, keys, media);
    args = takesOneUnnamed(routine) ? { kind: 'single', param: routine.params[0]!, value: wholeBody(request) } : { kind: 'named', values: namedValues(routine, request, keys) };
  }

  const table = resultTable(catalog, routine);
  const read = table ? planRead(catalog, table, request.query, new Aliases()) : undefined;
  return { routine, args, read, readOnly: !post || routine.volatility !== 'volatile' };
}
