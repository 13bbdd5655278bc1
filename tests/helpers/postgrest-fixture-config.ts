/**
 * The fixture of the PostgREST conformance tests for aggregates and for the in-database
 * configuration (`alter role authenticator set pgrst.…`): users and their messages, orders
 * with customers, a `personal` schema to expose through `pgrst.db_schemas`. Made through the
 * admin pool in the test's own database, never a product migration.
 */
import { expect, vi } from 'vitest';
import type { RestConfig } from '../../server/platform/rest/rest-config.ts';
import { startTestServer, type TestServer } from './server.ts';

export const CONFIG_FIXTURE = `
  create table public.agg_users (id int primary key, username text not null);
  insert into public.agg_users values (1, 'ayse'), (2, 'mehmet'), (3, 'zeynep');

  create table public.agg_messages (
    id int primary key,
    sender_id int not null references public.agg_users (id),
    body text not null
  );
  insert into public.agg_messages values (1, 1, 'merhaba'), (2, 1, 'nasılsın'), (3, 2, 'iyiyim'), (4, 1, 'görüşürüz');

  create table public.agg_customers (id int primary key, name text not null, city text not null);
  insert into public.agg_customers values (1, 'Anka', 'İzmir'), (2, 'Bora', 'Ankara');

  create table public.agg_orders (
    id int primary key,
    customer_id int not null references public.agg_customers (id),
    category text not null,
    amount numeric(10, 2) not null,
    note text,
    details jsonb not null default '{}'
  );
  insert into public.agg_orders values
    (1, 1, 'kitap', 10.50, 'ilk', '{"tax": 1.5}'),
    (2, 1, 'kalem', 4.25, null, '{"tax": 0.5}'),
    (3, 2, 'kitap', 20.00, 'hızlı', '{"tax": 3}'),
    (4, 2, 'kitap', 7.25, null, '{"tax": 1}'),
    (5, 1, 'defter', 3.00, 'son', '{"tax": 0.25}');

  create function public.agg_all_orders() returns setof public.agg_orders
    language sql stable as $$ select * from public.agg_orders order by id $$;

  create schema personal;
  create table personal.notes (id int primary key, title text not null);
  insert into personal.notes values (1, 'kişisel not');

  grant usage on schema personal to anon, authenticated, service_role;
  grant select on public.agg_users, public.agg_messages, public.agg_customers, public.agg_orders, personal.notes
    to anon, authenticated, service_role;
  grant insert, update, delete on public.agg_orders to anon, authenticated, service_role;
`;

/**
 * How long a reload may take on a loaded machine; a passing wait returns as soon as it holds.
 * vi.waitFor rather than expect.poll, which vitest allows only inside a test, not in beforeAll.
 */
const RELOAD_WAIT = { timeout: 30_000, interval: 50 };

/** Waits until the server's configuration satisfies `seen`: notifications arrive asynchronously. */
export async function untilConfig(t: TestServer, seen: (c: RestConfig) => boolean): Promise<void> {
  await vi.waitFor(async () => expect(seen((await t.server.ctx.restSchema.snapshot()).config)).toBe(true), RELOAD_WAIT);
}

/** `alter role authenticator set pgrst.<name> = <value>` (or reset with null), then `NOTIFY pgrst, 'reload config'`. */
export async function setRoleConfig(t: TestServer, settings: Record<string, string | null>, seen: (c: RestConfig) => boolean): Promise<void> {
  const db = t.server.ctx.db.admin;
  for (const [name, value] of Object.entries(settings)) {
    if (!/^[a-z_]+$/.test(name)) throw new Error(`not a setting name: ${name}`);
    if (value === null) await db.query(`alter role authenticator reset pgrst.${name}`);
    else await db.query(`alter role authenticator set pgrst.${name} = '${value.replace(/'/g, "''")}'`);
  }
  await db.query(`notify pgrst, 'reload config'`);
  await untilConfig(t, seen);
}

/** A server with the fixture loaded (schema cache reloaded over it). */
export async function startConfigServer(): Promise<TestServer> {
  const t = await startTestServer({ seed: false });
  await t.server.ctx.db.admin.query(CONFIG_FIXTURE);
  await t.server.ctx.db.admin.query(`notify pgrst, 'reload schema'`);
  t.server.ctx.restSchema.invalidate(); // the NOTIFY is async: no request may see the snapshot from before
  await vi.waitFor(async () => expect((await t.server.ctx.restSchema.catalog()).tables.has('agg_orders')).toBe(true), RELOAD_WAIT);
  return t;
}
