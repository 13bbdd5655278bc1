/**
 * PostgREST conformance, "In-database configuration": the authenticator role's `pgrst.*`
 * settings (`alter role authenticator set pgrst.db_schemas = 'public, personal'`, as Supabase
 * projects set them), applied on `NOTIFY pgrst, 'reload config'`: exposed schemas, max rows,
 * execution plans and how transactions end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/server.ts';
import { raw } from '../helpers/postgrest-fixture-surface.ts';
import { setRoleConfig, startConfigServer } from '../helpers/postgrest-fixture-config.ts';
import { applySettings, defaultRestConfig } from '../../server/platform/rest/rest-config.ts';

const PLAN_JSON = 'application/vnd.pgrst.plan+json; for="application/json"';

describe('PostgREST in-database configuration', () => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startConfigServer();
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('pgrst.db_schemas', () => {
    it('a schema not exposed is 406 PGRST106 naming the exposed ones', async () => {
      const res = await raw(t, 'notes', { headers: { 'Accept-Profile': 'personal' } });
      expect([res.status, res.json]).toEqual([
        406,
        { code: 'PGRST106', details: null, hint: 'Only the following schemas are exposed: public', message: 'Invalid schema: personal' },
      ]);
    });

    it('once set and reloaded, Accept-Profile reads the schema and other schemas stay refused', async () => {
      await setRoleConfig(t, { db_schemas: 'public, personal' }, (c) => c.schemas.join() === 'public,personal');
      const res = await raw(t, 'notes?select=id,title', { headers: { 'Accept-Profile': 'personal' } });
      expect([res.status, res.json, res.headers.get('content-profile')]).toEqual([200, [{ id: 1, title: 'kişisel not' }], 'personal']);
      const plain = await raw(t, 'agg_users?select=id&id=eq.1');
      expect([plain.status, plain.json, plain.headers.get('content-profile')]).toEqual([200, [{ id: 1 }], 'public']);
      const other = await raw(t, 'notes', { headers: { 'Accept-Profile': 'auth' } });
      expect([other.status, other.json]).toEqual([
        406,
        { code: 'PGRST106', details: null, hint: 'Only the following schemas are exposed: public, personal', message: 'Invalid schema: auth' },
      ]);
      const write = await raw(t, 'notes', { method: 'POST', headers: { 'Content-Profile': 'pg_catalog' }, body: { id: 2, title: 'x' } });
      expect([write.status, (write.json as { code: string }).code]).toEqual([406, 'PGRST106']);
      await setRoleConfig(t, { db_schemas: null }, (c) => c.schemas.join() === 'public');
      const after = await raw(t, 'notes', { headers: { 'Accept-Profile': 'personal' } });
      expect([after.status, (after.json as { code: string }).code]).toEqual([406, 'PGRST106']);
    });
  });

  describe('pgrst.db_schemas not starting with public', () => {
    it('is unreadable: ignored with a log line, as DB_SCHEMAS refuses it', () => {
      const lines: string[] = [];
      const config = applySettings(defaultRestConfig(['public']), new Map([['pgrst.db_schemas', 'personal, public']]), (m) => lines.push(m));
      expect(config.schemas).toEqual(['public']);
      expect(lines).toEqual(['pgrst.db_schemas must start with public (the site\'s schema), got "personal, public": ignored']);
      const twice: string[] = [];
      expect(applySettings(defaultRestConfig(['public']), new Map([['pgrst.db_schemas', 'public,public']]), (m) => twice.push(m)).schemas).toEqual(['public']);
      expect(twice).toEqual(['pgrst.db_schemas names a schema twice: "public,public": ignored']);
    });

    it("leaves the server's own schemas exposed, the site's unprofiled reads still on public", async () => {
      await setRoleConfig(t, { db_schemas: 'public, personal' }, (c) => c.schemas.join() === 'public,personal');
      // max rows changes in the same reload: the sign that the bad list was read and ignored.
      await setRoleConfig(t, { db_schemas: 'personal, public', db_max_rows: '4' }, (c) => c.maxRows === 4);
      expect((await t.server.ctx.restSchema.snapshot()).config.schemas).toEqual(['public']);
      // One schema exposed again: no Content-Profile, as PostgREST.
      const plain = await raw(t, 'agg_users?select=id&id=eq.1');
      expect([plain.status, plain.json, plain.headers.get('content-profile')]).toEqual([200, [{ id: 1 }], null]);
      const personal = await raw(t, 'notes', { headers: { 'Accept-Profile': 'personal' } });
      expect([personal.status, personal.json]).toEqual([
        406,
        { code: 'PGRST106', details: null, hint: 'Only the following schemas are exposed: public', message: 'Invalid schema: personal' },
      ]);
      await setRoleConfig(t, { db_schemas: null, db_max_rows: null }, (c) => c.maxRows === 1000);
    });
  });

  describe('pgrst.db_max_rows', () => {
    it('caps every read, Content-Range and the count following', async () => {
      await setRoleConfig(t, { db_max_rows: '2' }, (c) => c.maxRows === 2);
      const res = await raw(t, 'agg_orders?select=id&order=id', { headers: { Prefer: 'count=exact' } });
      expect([res.status, res.json, res.headers.get('content-range')]).toEqual([206, [{ id: 1 }, { id: 2 }], '0-1/5']);
      const limited = await raw(t, 'agg_orders?select=id&order=id&limit=1&offset=3');
      expect([limited.status, limited.json, limited.headers.get('content-range')]).toEqual([200, [{ id: 4 }], '3-3/*']);
      const users = await raw(t, 'agg_users?select=id&order=id');
      expect([users.status, users.json]).toEqual([200, [{ id: 1 }, { id: 2 }]]);
      const called = await raw(t, 'rpc/agg_all_orders?select=id', { headers: { Prefer: 'count=exact' } });
      expect([called.status, called.json, called.headers.get('content-range')]).toEqual([206, [{ id: 1 }, { id: 2 }], '0-1/5']);
      await setRoleConfig(t, { db_max_rows: null }, (c) => c.maxRows === 1000);
      const all = await raw(t, 'agg_orders?select=id&order=id');
      expect((all.json as unknown[]).length).toBe(5);
    });
  });

  describe('pgrst.db_plan_enabled', () => {
    it('off: the plan media types are 406 PGRST107', async () => {
      const res = await raw(t, 'agg_orders?select=id', { headers: { Accept: PLAN_JSON } });
      expect([res.status, res.json]).toEqual([
        406,
        { code: 'PGRST107', details: null, hint: null, message: `None of these media types are available: ${PLAN_JSON}` },
      ]);
    });

    it('on: EXPLAIN of the read in JSON or text, with the options asked for', async () => {
      await setRoleConfig(t, { db_plan_enabled: 'true' }, (c) => c.planEnabled);
      const json = await raw(t, 'agg_orders?select=id&category=eq.kitap', { headers: { Accept: PLAN_JSON } });
      expect([json.status, json.headers.get('content-type')]).toEqual([200, `${PLAN_JSON}; charset=utf-8`]);
      const plan = json.json as [{ Plan: { 'Node Type': string; Plans?: unknown[] }; 'Execution Time'?: number }];
      expect([plan.length, plan[0].Plan['Node Type'], plan[0]['Execution Time']]).toEqual([1, 'Aggregate', undefined]);
      expect(JSON.stringify(plan)).toContain('"Relation Name":"agg_orders"');

      const analyzed = await raw(t, 'agg_orders?select=id', { headers: { Accept: `${PLAN_JSON}; options=analyze|verbose` } });
      expect([analyzed.status, analyzed.headers.get('content-type')]).toEqual([200, `${PLAN_JSON}; options=analyze|verbose; charset=utf-8`]);
      const run = analyzed.json as [{ 'Execution Time': number; Plan: { Output: string[] } }];
      expect([typeof run[0]['Execution Time'], Array.isArray(run[0].Plan.Output)]).toEqual(['number', true]);

      const text = await raw(t, 'agg_orders?select=id', { headers: { Accept: 'application/vnd.pgrst.plan+text; for="text/csv"' } });
      expect([text.status, text.headers.get('content-type')]).toEqual([200, 'application/vnd.pgrst.plan+text; for="text/csv"; charset=utf-8']);
      expect(text.text).toMatch(/^Aggregate {2}\(cost=.*\n.*Seq Scan on agg_orders pgrst_1/s);
    });

    it('a write asked for a plan is still 406', async () => {
      const res = await raw(t, 'agg_orders?id=eq.1', { method: 'PATCH', headers: { Accept: PLAN_JSON }, body: { note: 'x' } });
      expect([res.status, (res.json as { code: string }).code]).toEqual([406, 'PGRST107']);
    });
  });

  describe('pgrst.db_tx_end', () => {
    const noteOf = async (id: number) => (await t.server.ctx.db.admin.query<{ note: string | null }>('select note from public.agg_orders where id = $1', [id])).rows[0]!.note;

    it('rollback: a write answers as committed and changes nothing; Prefer: tx=commit cannot override it', async () => {
      await setRoleConfig(t, { db_tx_end: 'rollback' }, (c) => c.txEnd === 'rollback');
      const res = await raw(t, 'agg_orders?id=eq.2&select=id,note', {
        method: 'PATCH',
        headers: { Prefer: 'return=representation, tx=commit' },
        body: { note: 'geri alınır' },
      });
      expect([res.status, res.json, res.headers.get('preference-applied')]).toEqual([200, [{ id: 2, note: 'geri alınır' }], 'return=representation']);
      expect(await noteOf(2)).toBeNull();
    });

    it('rollback-allow-override: Prefer: tx=commit commits, and is named as applied', async () => {
      await setRoleConfig(t, { db_tx_end: 'rollback-allow-override' }, (c) => c.txEnd === 'rollback-allow-override');
      const rolled = await raw(t, 'agg_orders?id=eq.2', { method: 'PATCH', body: { note: 'geri alınır' } });
      expect([rolled.status, await noteOf(2)]).toEqual([204, null]);
      const res = await raw(t, 'agg_orders?id=eq.2', { method: 'PATCH', headers: { Prefer: 'tx=commit' }, body: { note: 'kalır' } });
      expect([res.status, res.headers.get('preference-applied'), await noteOf(2)]).toEqual([204, 'tx=commit', 'kalır']);
    });

    it('commit: Prefer: tx=rollback is ignored', async () => {
      await setRoleConfig(t, { db_tx_end: 'commit' }, (c) => c.txEnd === 'commit');
      const res = await raw(t, 'agg_orders?id=eq.5', { method: 'PATCH', headers: { Prefer: 'tx=rollback' }, body: { note: 'kaldı' } });
      expect([res.status, res.headers.get('preference-applied'), await noteOf(5)]).toEqual([204, null, 'kaldı']);
    });

    it('reset: the server default honours Prefer: tx=rollback', async () => {
      await setRoleConfig(t, { db_tx_end: null }, (c) => c.txEnd === 'commit-allow-override');
      const res = await raw(t, 'agg_orders?id=eq.1', { method: 'PATCH', headers: { Prefer: 'tx=rollback' }, body: { note: 'yok' } });
      expect([res.status, res.headers.get('preference-applied'), await noteOf(1)]).toEqual([204, 'tx=rollback', 'ilk']);
    });
  });
});
