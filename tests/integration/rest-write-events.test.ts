/**
 * The platform's committed-write hook (server/platform/events.ts): /rest/v1 announces each
 * committed write, and nothing else, so the app's page cache (subscribed in server/start.ts)
 * needs no call from the REST handler. Its own table, so it does not depend on the content model.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RestWriteCommitted } from '../../server/platform/events.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const FIXTURE = `
  create table public.event_items (id bigint primary key, name text not null unique);
  grant all on public.event_items to service_role;
  create function public.event_items_count() returns bigint language sql stable as 'select count(*) from public.event_items';
  grant execute on function public.event_items_count() to service_role;
  create function public.event_items_add(item_id bigint, item_name text) returns void language sql volatile
    as 'insert into public.event_items (id, name) values (item_id, item_name)';
  grant execute on function public.event_items_add(bigint, text) to service_role;
`;

describe('committed REST writes as a platform event', () => {
  let t: TestServer;
  let service: SupabaseClient;
  const heard: RestWriteCommitted[] = [];
  let unsubscribe: () => void;

  beforeAll(async () => {
    t = await startTestServer({ seed: false });
    await t.server.ctx.db.admin.query(FIXTURE);
    service = t.service();
    unsubscribe = t.server.ctx.events.onRestWriteCommitted((write) => void heard.push(write));
  });
  afterAll(async () => {
    unsubscribe?.();
    await t?.close();
  });

  it('an insert, an update and a delete are each heard once, with schema and table; a volatile function as a function', async () => {
    heard.length = 0;
    expect((await service.from('event_items').insert({ id: 1, name: 'bir' })).status).toBe(201);
    expect((await service.from('event_items').update({ name: 'iki' }).eq('id', 1)).status).toBe(204);
    expect((await service.from('event_items').delete().eq('id', 1)).status).toBe(204);
    expect((await service.rpc('event_items_add', { item_id: 6, item_name: 'altı' })).status).toBe(204);
    expect((await service.from('event_items').delete().eq('id', 6)).status).toBe(204);
    expect(heard).toEqual([
      { schema: 'public', kind: 'table', target: 'event_items' },
      { schema: 'public', kind: 'table', target: 'event_items' },
      { schema: 'public', kind: 'table', target: 'event_items' },
      { schema: 'public', kind: 'function', target: 'event_items_add' },
      { schema: 'public', kind: 'table', target: 'event_items' },
    ]);
  });

  it('reads, a stable function called by POST, a refused write and a rolled-back write are not heard', async () => {
    heard.length = 0;
    expect((await service.from('event_items').select('*')).status).toBe(200);
    const call = await service.rpc('event_items_count');
    expect([call.status, call.data]).toEqual([200, 0]);
    const duplicate = await service.from('event_items').insert([{ id: 2, name: 'aynı' }, { id: 3, name: 'aynı' }]);
    expect([duplicate.status, duplicate.error?.code]).toEqual([409, '23505']);
    const rolledBack = await fetch(`${t.url}/rest/v1/event_items`, {
      method: 'POST',
      headers: { apikey: t.serviceRoleKey, Authorization: `Bearer ${t.serviceRoleKey}`, 'Content-Type': 'application/json', Prefer: 'tx=rollback' },
      body: JSON.stringify({ id: 4, name: 'geri' }),
    });
    expect(rolledBack.status).toBe(201);
    expect(heard).toEqual([]);
  });

  it('a subscriber error does not fail the write, nor keep the others from hearing it', async () => {
    heard.length = 0;
    const stop = t.server.ctx.events.onRestWriteCommitted(() => {
      throw new Error('a broken listener');
    });
    const stopAsync = t.server.ctx.events.onRestWriteCommitted(() => Promise.reject(new Error('a broken async listener')));
    try {
      expect((await service.from('event_items').insert({ id: 5, name: 'beş' })).status).toBe(201);
    } finally {
      stop();
      stopAsync();
    }
    expect(heard).toEqual([{ schema: 'public', kind: 'table', target: 'event_items' }]);
  });

  it("the response waits for a listener's promise", async () => {
    let release = () => {};
    let answered = false;
    let called = () => {};
    const listenerCalled = new Promise<void>((resolve) => (called = resolve));
    const stop = t.server.ctx.events.onRestWriteCommitted(() => {
      called();
      return new Promise<void>((resolve) => (release = resolve));
    });
    try {
      const write = service
        .from('event_items')
        .insert({ id: 7, name: 'yedi' })
        .then((r) => {
          answered = true;
          return r.status;
        });
      // The listener was called (the write committed) and holds the answer back.
      await listenerCalled;
      expect(answered).toBe(false);
      release();
      expect(await write).toBe(201);
    } finally {
      stop();
    }
  });
});
