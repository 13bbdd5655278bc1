/**
 * A write's columns are resolved in the plan (server/platform/rest/plan/mutate-plan.ts), not
 * while its SQL runs: the payload's and `columns=`'s names, the upsert's conflict target and
 * the columns returned for the representation. No database here: an unknown column is
 * PGRST204 from planning alone, before any SQL exists; the render stage then only writes
 * what the plan holds.
 */
import { describe, expect, it } from 'vitest';
import { RestError } from '../../server/platform/rest/errors.ts';
import { planRequest, type MutationPlan } from '../../server/platform/rest/plan/plan.ts';
import { renderMutate } from '../../server/platform/rest/render/mutate-sql.ts';
import { parseApiRequest } from '../../server/platform/rest/request/api-request.ts';
import { defaultRestConfig } from '../../server/platform/rest/rest-config.ts';
import type { Catalog, Column, Snapshot, Table } from '../../server/platform/rest/schema-cache.ts';

const col = (name: string, type: string, kind: Column['kind'] = 'scalar'): Column => ({ name, type, kind });

const posts: Table = {
  schema: 'public',
  name: 'posts',
  columns: new Map([col('id', 'integer'), col('title', 'text'), col('slug', 'text'), col('tags', 'text[]', 'array'), col('body', 'jsonb', 'json')].map((c) => [c.name, c])),
  primaryKey: ['id'],
  isView: false,
};
const catalog: Catalog = { schema: 'public', tables: new Map([['posts', posts]]), relationships: new Map(), routines: new Map(), computedFields: new Map() };
const snapshot: Snapshot = { schemas: ['public'], config: defaultRestConfig(['public']), catalogs: new Map([['public', catalog]]), roles: new Map() };

function write(method: string, search: string, body: unknown, prefer?: string) {
  let bodyRead = false;
  const request = parseApiRequest(
    {
      method,
      segments: ['posts'],
      params: new URLSearchParams(search),
      headers: prefer ? { prefer } : {},
      readBody: async () => {
        bodyRead = true;
        return Buffer.from(JSON.stringify(body));
      },
    },
    ['public'],
  );
  return request.then((r) => ({ request: r, bodyRead }));
}

async function planOf(method: string, search: string, body: unknown, prefer?: string): Promise<MutationPlan> {
  const { request } = await write(method, search, body, prefer);
  const plan = planRequest(snapshot, request);
  if (plan.kind !== 'mutate') throw new Error(`planned as ${plan.kind}`);
  return plan;
}

async function planError(method: string, search: string, body: unknown, prefer?: string): Promise<RestError> {
  const { request } = await write(method, search, body, prefer);
  try {
    planRequest(snapshot, request);
  } catch (err) {
    if (err instanceof RestError) return err;
    throw err;
  }
  throw new Error('planned without an error');
}

describe('the plan of a write', () => {
  it('an insert naming an unknown column in columns= is PGRST204 from the plan', async () => {
    const { request, bodyRead } = await write('POST', 'columns=title,bogus', { title: 'a', bogus: 1 });
    expect(bodyRead).toBe(true);
    // The request stage took the names as they came, unresolved.
    expect(request.kind === 'table' && request.payload?.columns).toEqual(['title', 'bogus']);
    const err = await planError('POST', 'columns=title,bogus', { title: 'a', bogus: 1 });
    expect(err.toJSON()).toEqual({ code: 'PGRST204', details: null, hint: null, message: "Could not find the 'bogus' column of 'posts' in the schema cache" });
    expect(err.status).toBe(400);
  });

  it('payload keys, update columns and the conflict target are resolved the same way', async () => {
    expect((await planError('POST', '', [{ title: 'a', nope: 1 }])).code).toBe('PGRST204');
    expect((await planError('PATCH', 'id=eq.1', { nope: 1 })).message).toBe("Could not find the 'nope' column of 'posts' in the schema cache");
    const conflict = await planError('POST', 'on_conflict=handle', { title: 'a' }, 'resolution=merge-duplicates');
    expect(conflict.message).toBe("Could not find the 'handle' column of 'posts' in the schema cache");
    // Without a resolution the conflict target is not used, so not checked (as before).
    expect((await planOf('POST', 'on_conflict=handle', { title: 'a' })).mutate.write).toMatchObject({ action: 'insert' });
  });

  it('holds the resolved columns, conflict target and returned columns', async () => {
    const plan = await planOf('POST', 'on_conflict=slug&select=id,title', [{ slug: 's', title: 't' }], 'resolution=merge-duplicates,return=representation');
    const { write: w } = plan.mutate;
    if (w.action !== 'insert') throw new Error(w.action);
    expect(w.columns).toEqual([posts.columns.get('slug'), posts.columns.get('title')]);
    expect(w.onConflict?.target).toEqual([posts.columns.get('slug')]);
    expect(w.onConflict?.merge).toBe(true);
    expect(plan.mutate.returned).toEqual(['id', 'title']);
    expect(plan.mutate.conflictTarget).toEqual(['slug']);
  });

  it('is rendered without looking anything up: the SQL names exactly the planned columns', async () => {
    const plan = await planOf('PATCH', 'id=eq.7', { title: 't', tags: ['x'], body: { a: 1 } });
    const { statements, aggregated } = renderMutate(plan);
    expect(aggregated).toBe(false);
    expect(statements).toEqual([
      {
        text: 'update "public"."posts" set "title" = $1::text, "tags" = $2::text[], "body" = $3::jsonb where ("id" = $4)',
        values: ['t', ['x'], '{"a":1}', '7'],
      },
    ]);
  });

  it('an insert of no rows plans no columns and renders no statement', async () => {
    const plan = await planOf('POST', 'columns=bogus', []);
    expect(plan.mutate.write).toMatchObject({ action: 'insert', columns: [], rows: [] });
    expect(renderMutate(plan).statements).toEqual([]);
  });
});
