/**
 * The request stage (server/platform/rest/request/api-request.ts) describes a request without
 * the schema cache: a table request's query string is parsed there, while `GET /rpc/fn` keeps
 * its raw pairs, which the plan splits into the function's arguments and filters once it knows
 * the function's parameters.
 */
import { describe, expect, it } from 'vitest';
import { RestError } from '../../server/platform/rest/errors.ts';
import { planRequest } from '../../server/platform/rest/plan/plan.ts';
import { parseApiRequest, type RequestInput } from '../../server/platform/rest/request/api-request.ts';
import { defaultRestConfig } from '../../server/platform/rest/rest-config.ts';
import type { Catalog, Routine, Snapshot } from '../../server/platform/rest/schema-cache.ts';

const search: Routine = {
  name: 'search_posts',
  params: [{ name: 'term', type: 'text', required: true }],
  returnsSet: true,
  rowsOne: false,
  returns: { kind: 'record', columns: [{ name: 'id', type: 'integer', kind: 'scalar' }, { name: 'title', type: 'text', kind: 'scalar' }] },
  volatility: 'stable',
};
const catalog: Catalog = { schema: 'public', tables: new Map(), relationships: new Map(), routines: new Map([['search_posts', [search]]]), computedFields: new Map() };
const snapshot: Snapshot = { schemas: ['public'], config: defaultRestConfig(['public']), catalogs: new Map([['public', catalog]]), roles: new Map() };

function input(method: string, segments: string[], query: string, headers: RequestInput['headers'] = {}): RequestInput {
  return {
    method,
    segments,
    params: new URLSearchParams(query),
    headers,
    readBody: async () => {
      throw new Error('no body is read for this request');
    },
  };
}

async function requestError(promise: Promise<unknown>): Promise<RestError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof RestError) return err;
    throw err;
  }
  throw new Error('no error');
}

describe('the request stage', () => {
  it('keeps GET /rpc/fn query pairs raw; the plan splits arguments from filters', async () => {
    const request = await parseApiRequest(input('GET', ['rpc', 'search_posts'], 'term=hello&id=gt.3&select=title'), ['public']);
    expect(request.kind).toBe('rpc-get');
    if (request.kind !== 'rpc-get') return;
    expect([...request.params]).toEqual([['term', 'hello'], ['id', 'gt.3'], ['select', 'title']]);
    const plan = planRequest(snapshot, request);
    if (plan.kind !== 'call') throw new Error(plan.kind);
    expect(plan.call.args).toEqual({ kind: 'named', values: [[search.params[0], 'hello']] });
    expect(plan.call.read?.filters).toEqual([{ kind: 'condition', path: { column: 'id', steps: [] }, negate: false, op: 'gt', value: '3' }]);
  });

  it('parses a table request fully, and checks Prefer, profile, method and Range with no schema cache', async () => {
    const request = await parseApiRequest(input('GET', ['posts'], 'select=id&limit=2', { range: '0-9', prefer: 'count=exact' }), ['public']);
    expect(request).toMatchObject({ kind: 'table', name: 'posts', action: 'read', range: { offset: 0, limit: 10 }, profile: { schema: 'public', negotiated: false } });
    expect(request.prefs.count).toBe('exact');
    expect((await requestError(parseApiRequest(input('PUT', ['posts'], ''), ['public']))).code).toBe('PGRST117');
    expect((await requestError(parseApiRequest(input('PATCH', ['rpc', 'search_posts'], ''), ['public']))).code).toBe('PGRST101');
    expect((await requestError(parseApiRequest(input('GET', ['posts'], '', { 'accept-profile': 'private' }), ['public']))).code).toBe('PGRST106');
    expect((await requestError(parseApiRequest(input('GET', ['posts'], '', { range: '5-1' }), ['public']))).code).toBe('PGRST103');
    expect((await requestError(parseApiRequest(input('GET', ['a', 'b'], ''), ['public']))).code).toBe('PGRST125');
  });
});
