/**
 * PostgREST conformance, "Aggregate functions": `sum()`, `avg()`, `max()`, `min()`, `count()`
 * in `select` with db-aggregates-enabled on (`alter role authenticator set
 * pgrst.db_aggregates_enabled = 'true'`, as Supabase projects do): grouping by the other
 * selected fields, aliases, casts of the input and the result, inside embedded resources and
 * hoisted from to-one spreads; PGRST123 when off. Also the same table embedded twice without
 * aliases (42712, never an object with duplicate keys).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/server.ts';
import { raw } from '../helpers/postgrest-fixture-surface.ts';
import { setRoleConfig, startConfigServer } from '../helpers/postgrest-fixture-config.ts';

const NOT_ALLOWED = { code: 'PGRST123', details: null, hint: null, message: 'Use of aggregate functions is not allowed' };

describe('PostgREST aggregate functions', () => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startConfigServer();
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('with db-aggregates-enabled off (the default)', () => {
    it.each([
      'agg_orders?select=id.sum()',
      'agg_orders?select=note.count()',
      'agg_orders?select=count()',
      'agg_orders?select=total:amount.sum()',
      'agg_users?select=username,agg_messages(message_count:count())',
      'agg_users?select=username,agg_messages(count,id)',
    ])('%s is 400 PGRST123, not a relationship name', async (path) => {
      const res = await raw(t, path);
      expect([res.status, res.json]).toEqual([400, NOT_ALLOWED]);
    });

    it('the legacy embedded count alone still counts', async () => {
      const res = await raw(t, 'agg_users?select=username,agg_messages(count)&order=id');
      expect([res.status, res.json]).toEqual([
        200,
        [
          { username: 'ayse', agg_messages: [{ count: 3 }] },
          { username: 'mehmet', agg_messages: [{ count: 1 }] },
          { username: 'zeynep', agg_messages: [{ count: 0 }] },
        ],
      ]);
    });
  });

  describe('with pgrst.db_aggregates_enabled on', () => {
    beforeAll(async () => {
      await setRoleConfig(t, { db_aggregates_enabled: 'true' }, (c) => c.aggregatesEnabled);
    });

    it('sums a column over all rows: one row keyed by the function', async () => {
      const res = await raw(t, 'agg_orders?select=amount.sum()');
      expect([res.status, res.text, res.headers.get('content-range')]).toEqual([200, '[{"sum":45.00}]', '0-0/*']);
    });

    it('count() counts rows, col.count() the non-null values', async () => {
      const res = await raw(t, 'agg_orders?select=count(),noted:note.count()');
      expect([res.status, res.json]).toEqual([200, [{ count: 5, noted: 3 }]]);
    });

    it('Prefer: count=exact on a grouped read counts the rows its filters select, not the groups (PostgREST builds the count from the filters alone)', async () => {
      const res = await raw(t, 'agg_orders?select=category,amount.sum()&order=category', { headers: { Prefer: 'count=exact' } });
      // Three groups of five rows: fewer items than the total, so 206 as for any partial page.
      expect([res.status, (res.json as unknown[]).length, res.headers.get('content-range')]).toEqual([206, 3, '0-2/5']);
      const filtered = await raw(t, 'agg_orders?select=category,amount.sum()&category=eq.kitap', { headers: { Prefer: 'count=exact' } });
      expect([filtered.status, filtered.json, filtered.headers.get('content-range')]).toEqual([206, [{ category: 'kitap', sum: 37.75 }], '0-0/3']);
    });

    it('groups by the other selected columns, with aliases, max, min and avg', async () => {
      const res = await raw(t, 'agg_orders?select=category,total:amount.sum(),amount.max(),amount.min(),n:count()&order=category');
      expect([res.status, res.json]).toEqual([
        200,
        [
          { category: 'defter', total: 3.0, max: 3.0, min: 3.0, n: 1 },
          { category: 'kalem', total: 4.25, max: 4.25, min: 4.25, n: 1 },
          { category: 'kitap', total: 37.75, max: 20.0, min: 7.25, n: 3 },
        ],
      ]);
    });

    it('casts the result (avg()::int) and the input (a JSON value ::numeric)', async () => {
      const res = await raw(t, 'agg_orders?select=amount.avg()::int,tax:details->tax::numeric.sum()');
      expect([res.status, res.text]).toEqual([200, '[{"avg":9,"tax":6.25}]']);
    });

    it('filters apply before aggregating', async () => {
      const res = await raw(t, 'agg_orders?select=amount.sum()&category=eq.kitap');
      expect([res.status, res.text]).toEqual([200, '[{"sum":37.75}]']);
    });

    it('counts inside an embedded resource, zero where there is no related row', async () => {
      const res = await raw(t, 'agg_users?select=username,agg_messages(message_count:count())&order=id');
      expect([res.status, res.json]).toEqual([
        200,
        [
          { username: 'ayse', agg_messages: [{ message_count: 3 }] },
          { username: 'mehmet', agg_messages: [{ message_count: 1 }] },
          { username: 'zeynep', agg_messages: [{ message_count: 0 }] },
        ],
      ]);
    });

    it('the legacy count beside other fields is grouped by them', async () => {
      const res = await raw(t, 'agg_customers?select=name,agg_orders(category,count)&agg_orders.order=category&order=id');
      expect([res.status, res.json]).toEqual([
        200,
        [
          { name: 'Anka', agg_orders: [{ category: 'defter', count: 1 }, { category: 'kalem', count: 1 }, { category: 'kitap', count: 1 }] },
          { name: 'Bora', agg_orders: [{ category: 'kitap', count: 2 }] },
        ],
      ]);
    });

    it('groups by an embedded resource', async () => {
      const res = await raw(t, 'agg_orders?select=amount.sum(),agg_customers(name)');
      expect(res.status).toBe(200);
      const rows = (res.json as { sum: number; agg_customers: { name: string } }[]).sort((a, b) => a.sum - b.sum);
      expect(rows).toEqual([
        { sum: 17.75, agg_customers: { name: 'Anka' } },
        { sum: 27.25, agg_customers: { name: 'Bora' } },
      ]);
    });

    it('groups by the columns of a to-one spread', async () => {
      const res = await raw(t, 'agg_orders?select=amount.sum(),...agg_customers(city)');
      expect(res.status).toBe(200);
      const rows = (res.json as { sum: number; city: string }[]).sort((a, b) => a.sum - b.sum);
      expect(rows).toEqual([
        { sum: 17.75, city: 'İzmir' },
        { sum: 27.25, city: 'Ankara' },
      ]);
    });

    it('hoists an aggregate inside a to-one spread to the top level', async () => {
      const res = await raw(t, 'agg_orders?select=category,...agg_customers(top:id.max())&order=category');
      expect([res.status, res.json]).toEqual([
        200,
        [
          { category: 'defter', top: 1 },
          { category: 'kalem', top: 1 },
          { category: 'kitap', top: 2 },
        ],
      ]);
    });

    it('spreads a to-many resource into arrays', async () => {
      const res = await raw(t, 'agg_users?select=username,...agg_messages(body)&agg_messages.order=id&order=id&id=lte.2');
      expect([res.status, res.json]).toEqual([
        200,
        [
          { username: 'ayse', body: ['merhaba', 'nasılsın', 'görüşürüz'] },
          { username: 'mehmet', body: ['iyiyim'] },
        ],
      ]);
    });

    it('an unknown column in an aggregate is 42703, named as PostgreSQL names it for PostgREST', async () => {
      const top = await raw(t, 'agg_users?select=alias:missing_column.count()');
      expect([top.status, top.json]).toEqual([400, { code: '42703', details: null, hint: null, message: 'column agg_users.missing_column does not exist' }]);
      const relation = await raw(t, 'agg_messages?select=body,agg_users.count()');
      expect([relation.status, relation.json]).toEqual([400, { code: '42703', details: null, hint: null, message: 'column agg_messages.agg_users does not exist' }]);
    });

    it('an unknown column in an embedded resource is qualified by its alias in the SQL (<table>_<depth>)', async () => {
      const res = await raw(t, 'agg_users?select=username,agg_messages(sum)');
      expect([res.status, res.json]).toEqual([400, { code: '42703', details: null, hint: null, message: 'column agg_messages_1.sum does not exist' }]);
      const nested = await raw(t, 'agg_users?select=agg_messages(agg_users(nope))');
      expect([nested.status, (nested.json as { message: string }).message]).toEqual([400, 'column agg_users_2.nope does not exist']);
    });
  });

  describe('the same table embedded twice', () => {
    it('with two hints but no alias is still 42712 (the join is named by the target)', async () => {
      const res = await raw(t, 'agg_messages?select=agg_users!sender_id(id),agg_users!agg_messages_sender_id_fkey(username)');
      expect([res.status, (res.json as { code: string; message: string }).message]).toEqual([400, 'table name "agg_messages_agg_users_1" specified more than once']);
    });

    it('without aliases is 400 42712 as PostgreSQL words it for PostgREST', async () => {
      const res = await raw(t, 'agg_messages?select=id,agg_users(username),agg_users(id)');
      expect([res.status, res.json]).toEqual([
        400,
        { code: '42712', details: null, hint: null, message: 'table name "agg_messages_agg_users_1" specified more than once' },
      ]);
    });

    it('with an alias on one of them answers both', async () => {
      const res = await raw(t, 'agg_messages?select=id,agg_users(username),sender:agg_users(id)&id=eq.3');
      expect([res.status, res.json]).toEqual([200, [{ id: 3, agg_users: { username: 'mehmet' }, sender: { id: 2 } }]]);
    });
  });
});
