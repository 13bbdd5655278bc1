/**
 * The batch of per-connection prepared statements behind /rest/v1 reads: a statement is
 * parsed once per connection and role, a failure anywhere in a batch leaves the connection
 * usable (the name of a statement whose Parse may have failed is closed, not reused blindly),
 * and a table change after preparing is seen by the next read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { runBatch } from '../../server/platform/db/statement-batch.ts';

let t: TestServer;
let pool: pg.Pool;

beforeAll(async () => {
  t = await startTestServer();
  // One connection, so every batch below runs on the same session.
  pool = new pg.Pool({ connectionString: t.server.ctx.databaseUrl, max: 1 });
}, 120_000);

afterAll(async () => {
  await pool.end();
  await t.close();
});

async function onOneClient<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    return await work(client);
  } finally {
    client.release();
  }
}

const preparedNames = (client: pg.PoolClient) =>
  client.query<{ name: string }>(`select name from pg_prepared_statements where name like 'pgrst%' order by name`).then((r) => r.rows.map((row) => row.name));

describe('statement batch', () => {
  it('prepares a statement once per connection and scope, and answers its rows with parsed values', async () => {
    await onOneClient(async (client) => {
      const stmt = { text: `select 41 + 1 as answer, '{"a":1}'::json as doc`, rows: true };
      const first = await runBatch(client, [stmt, { ...stmt, scope: 'anon' }]);
      const second = await runBatch(client, [stmt, { ...stmt, scope: 'anon' }]);
      expect(first[0]!.rows).toEqual([{ answer: 42, doc: { a: 1 } }]);
      expect(second[1]!.rows).toEqual([{ answer: 42, doc: { a: 1 } }]);
      const names = await preparedNames(client);
      // Two names (one per scope), not four: the repeat was only bound and executed.
      expect(names).toHaveLength(2);
      expect(names.filter((n) => n.endsWith('_anon'))).toHaveLength(1);
    });
  });

  it('stops at the first error and the connection stays usable, also for the failed statement', async () => {
    await onOneClient(async (client) => {
      const failing = { text: `select 1 / (select count(*) from pg_class where false)::int as x`, rows: true };
      const later = { text: `select 'never' as y`, rows: true };
      await expect(runBatch(client, [{ text: 'begin' }, failing, later, { text: 'commit' }])).rejects.toMatchObject({ code: '22012' });
      await client.query('rollback');
      // The statement whose Parse may have failed was closed; it prepares again without 42P05.
      await expect(runBatch(client, [failing])).rejects.toMatchObject({ code: '22012' });
      const ok = await runBatch(client, [later]);
      expect(ok[0]!.rows).toEqual([{ y: 'never' }]);
    });
  });

  it('a statement that fails to parse is not taken as prepared', async () => {
    await onOneClient(async (client) => {
      // Shaped as a read of /rest/v1: the table's rows as JSON text built by PostgreSQL.
      const missing = { text: `select coalesce(json_agg(t), '[]')::text as body from (select * from public.no_such_table_yet) t`, rows: true };
      await expect(runBatch(client, [missing])).rejects.toMatchObject({ code: '42P01' });
      await client.query(`create table public.no_such_table_yet (v int); insert into public.no_such_table_yet values (7)`);
      try {
        const [result] = await runBatch(client, [missing]);
        expect(result!.rows).toEqual([{ body: '[{"v":7}]' }]);
        // A column added after preparing: PostgreSQL analyses the prepared statement again.
        await client.query(`alter table public.no_such_table_yet add column w text default 'x'`);
        const [after] = await runBatch(client, [missing]);
        expect(after!.rows).toEqual([{ body: '[{"v":7,"w":"x"}]' }]);
      } finally {
        await client.query(`drop table public.no_such_table_yet`);
      }
    });
  });
});
