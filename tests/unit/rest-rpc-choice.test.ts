/**
 * Choosing a function for RPC without a database (server/platform/rest/plan/call-plan.ts,
 * request/rpc-body.ts, plan/fuzzy-match.ts): which functions PostgREST can call at all, how a
 * body is read by its Content-Type, and the fuzzy "Perhaps you meant" lookup (none when
 * nothing is near).
 */
import { describe, expect, it } from 'vitest';
import { RestError } from '../../server/platform/rest/errors.ts';
import { callableByRpc, planCall } from '../../server/platform/rest/plan/call-plan.ts';
import { fuzzyMatch } from '../../server/platform/rest/plan/fuzzy-match.ts';
import { parseQuery } from '../../server/platform/rest/request/query.ts';
import { parseRpcBody } from '../../server/platform/rest/request/rpc-body.ts';
import type { Catalog, Routine } from '../../server/platform/rest/schema-cache.ts';

function fn(name: string, params: [string, string][]): Routine {
  return {
    name,
    params: params.map(([n, type]) => ({ name: n, type, required: true })),
    returnsSet: false,
    rowsOne: false,
    returns: { kind: 'scalar', type: 'text' },
    volatility: 'immutable',
  };
}

describe('functions PostgREST can call', () => {
  it('all parameters named, or one unnamed json/jsonb/text/xml/bytea parameter', () => {
    expect(callableByRpc(fn('a', []))).toBe(true);
    expect(callableByRpc(fn('a', [['x', 'integer']]))).toBe(true);
    for (const type of ['json', 'jsonb', 'text', 'xml', 'bytea']) expect(callableByRpc(fn('a', [['', type]])), type).toBe(true);
    expect(callableByRpc(fn('a', [['', 'integer']]))).toBe(false);
    expect(callableByRpc(fn('a', [['', 'boolean']]))).toBe(false);
    expect(callableByRpc(fn('a', [['', 'text'], ['', 'text']]))).toBe(false);
    expect(callableByRpc(fn('a', [['', 'text'], ['b', 'text']]))).toBe(false);
  });

  it('an empty argument name never names a parameter of a function that cannot take it', () => {
    const catalog: Catalog = {
      schema: 'public',
      tables: new Map(),
      relationships: new Map(),
      routines: new Map([['inc', [fn('inc', [['', 'integer']])]]]),
      computedFields: new Map(),
    };
    const body = parseRpcBody(Buffer.from('{"": 5}'), 'application/json');
    const plan = () => planCall(catalog, { name: 'inc', method: 'POST', query: parseQuery(new URLSearchParams()), body, singleObject: false });
    expect(plan).toThrow(RestError);
    expect(plan).toThrow('Could not find the function public.inc() in the schema cache');
  });
});

describe('an RPC body by Content-Type', () => {
  it('JSON (also without the header), forms, raw text, xml and bytes; anything else 400 PGRST102', () => {
    expect(parseRpcBody(Buffer.from(' {"a": 1} '), undefined)).toEqual({ kind: 'json', value: { a: 1 }, text: ' {"a": 1} ' });
    expect(parseRpcBody(Buffer.alloc(0), 'application/json')).toEqual({ kind: 'json', value: {}, text: '{}' });
    expect(parseRpcBody(Buffer.from('a=1&b=%C3%BC'), 'application/x-www-form-urlencoded')).toEqual({ kind: 'form', value: { a: '1', b: 'ü' } });
    expect(parseRpcBody(Buffer.from('x'), 'text/plain; charset=utf-8')).toMatchObject({ kind: 'raw', type: 'text' });
    expect(parseRpcBody(Buffer.from('<a/>'), 'TEXT/XML')).toMatchObject({ kind: 'raw', type: 'xml' });
    expect(parseRpcBody(Buffer.from([0]), 'application/octet-stream')).toMatchObject({ kind: 'raw', type: 'bytea' });
    expect(() => parseRpcBody(Buffer.from('a,b'), 'text/csv')).toThrow('Content-Type not acceptable: text/csv');
    // Arrays name their first object's keys, all objects alike; other JSON values name nothing and pass as [].
    expect(parseRpcBody(Buffer.from('[{"a": 1}, {"a": 2}]'), undefined)).toEqual({ kind: 'json', value: { a: 1 }, text: '[{"a": 1}, {"a": 2}]' });
    expect(parseRpcBody(Buffer.from('5'), undefined)).toEqual({ kind: 'json', value: {}, text: '[]' });
    expect(parseRpcBody(Buffer.from('[]'), undefined)).toEqual({ kind: 'json', value: {}, text: '[]' });
    for (const body of ['[1, 2]', '[{"a": 1}, {"b": 1}]', '[{"a": 1}, 3]']) {
      expect(() => parseRpcBody(Buffer.from(body), undefined), body).toThrow('All object keys must match');
    }
  });
});

describe('fuzzy "Perhaps you meant"', () => {
  it('finds a near name or parameter list, an exact one regardless of case, and nothing when nothing is near', () => {
    expect(fuzzyMatch('gret', ['greet', 'add_numbers'])).toBe('greet');
    expect(fuzzyMatch('(a, c)', ['(a, b)', '(first_name, last_name)'])).toBe('(a, b)');
    expect(fuzzyMatch('GREET', ['greet'])).toBe('greet');
    expect(fuzzyMatch('zzqqxx_yok', ['greet', 'add_numbers', 'fid_sum'])).toBeUndefined();
    expect(fuzzyMatch('anything', [])).toBeUndefined();
  });
});
