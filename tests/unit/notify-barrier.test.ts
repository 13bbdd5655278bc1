/**
 * The content listener's barrier (server/app/seo/notify-barrier.ts): its token, heard back on
 * the channel, lets the wait go; another server's token and real changes are told apart; a
 * failed notify or a reconnect lets it go as "assume a change".
 */
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { BARRIER_PREFIX, notifyBarrier } from '../../server/app/seo/notify-barrier.ts';

function fakePool(fail = false) {
  const sent: unknown[][] = [];
  const pool = {
    query: async (_text: string, params: unknown[]) => {
      sent.push(params);
      if (fail) throw new Error('connection refused');
      return { rows: [] };
    },
  } as unknown as pg.Pool;
  return { pool, sent };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('notifyBarrier', () => {
  it('passes when its own token comes back, and tells tokens from changes', async () => {
    const { pool, sent } = fakePool();
    const barrier = notifyBarrier(pool, 'content_changed', () => {});
    let passed: boolean | undefined;
    const pass = barrier.pass().then((cameBack) => (passed = cameBack));
    await tick();
    const [channel, token] = sent[0] as [string, string];
    expect(channel).toBe('content_changed');
    expect(token.startsWith(BARRIER_PREFIX)).toBe(true);
    expect(barrier.heard('blog_posts')).toBe(false);
    expect(barrier.heard(`${BARRIER_PREFIX}another-server:1`)).toBe(true);
    await tick();
    expect(passed).toBeUndefined();
    expect(barrier.heard(token)).toBe(true);
    await pass;
    expect(passed).toBe(true);
  });

  it('lets the wait go as not heard when the notify fails or the listener reconnects', async () => {
    const failing = notifyBarrier(fakePool(true).pool, 'content_changed', () => {});
    expect(await failing.pass()).toBe(false);
    const barrier = notifyBarrier(fakePool().pool, 'content_changed', () => {});
    const pass = barrier.pass();
    barrier.releaseAll();
    expect(await pass).toBe(false);
  });
});
