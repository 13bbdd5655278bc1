/**
 * The password queue's places and lanes (server/platform/auth/password-queue.ts), with jobs of
 * the test's own instead of hashes.
 */
import { describe, expect, it } from 'vitest';
import { AuthError } from '../../server/platform/auth/errors.ts';
import { PasswordQueue } from '../../server/platform/auth/password-queue.ts';

function gate(): { wait: Promise<void>; open: () => void } {
  let open!: () => void;
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}

const busy = expect.objectContaining({ status: 429, errorCode: 'over_request_rate_limit', message: 'Request rate limit reached', extra: { retryAfter: 1 } });

describe('password queue', () => {
  it('runs a lane`s slots at once, lets its wait queue wait in order and refuses one more with the 429', async () => {
    const q = new PasswordQueue({ open: { slots: 1, waiting: 2 }, known: { slots: 1, waiting: 0 } });
    const g = gate();
    const order: number[] = [];
    const places = [0, 1, 2].map(() => q.reserve('open'));
    const runs = places.map((p, i) =>
      p.run(async () => {
        order.push(i);
        if (i === 0) await g.wait;
      }),
    );
    await Promise.resolve();
    expect(q.load().open).toEqual({ places: 3, running: 1, waiting: 2 });
    expect(() => q.reserve('open')).toThrow(AuthError);
    expect(() => q.reserve('open')).toThrow(busy);
    g.open();
    await Promise.all(runs);
    expect(order).toEqual([0, 1, 2]);
    for (const p of places) {
      p.release();
      p.release(); // twice: nothing more
    }
    expect(q.load().open).toEqual({ places: 0, running: 0, waiting: 0 });
    await expect(places[0]!.run(async () => 1)).rejects.toThrow('after release');
  });

  it('gives a key one place of the known lane at a time, and sends the rest to the open lane', () => {
    const q = new PasswordQueue({ open: { slots: 1, waiting: 1 }, known: { slots: 1, waiting: 1 } });
    const first = q.reserve('known', 'user:a');
    expect(first.lane).toBe('known');
    expect(q.reserve('known', 'user:a').lane).toBe('open');
    expect(q.reserve('known', 'user:b').lane).toBe('known');
    // The known lane is full now: a third account goes to the open lane, which is full too.
    expect(q.reserve('known', 'user:c').lane).toBe('open');
    expect(() => q.reserve('known', 'user:d')).toThrow(busy);
    first.release();
    expect(q.reserve('known', 'user:a').lane).toBe('known');
  });

  it('lets known callers go first: while theirs run, one unknown caller fewer starts', async () => {
    const q = new PasswordQueue({ open: { slots: 1, waiting: 2 }, known: { slots: 1, waiting: 1 } });
    const known = gate();
    const order: string[] = [];
    const owner = q.within('known', 'user:a', (p) => p.run(async () => (order.push('known'), known.wait)));
    const stranger = q.within('open', undefined, (p) => p.run(async () => void order.push('open')));
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['known']);
    expect(q.load()).toEqual({ open: { places: 1, running: 0, waiting: 1 }, known: { places: 1, running: 1, waiting: 0 } });
    known.open();
    await Promise.all([owner, stranger]);
    expect(order).toEqual(['known', 'open']);
  });

  it('within() releases its place when the work fails', async () => {
    const q = new PasswordQueue({ open: { slots: 1, waiting: 0 }, known: { slots: 1, waiting: 0 } });
    await expect(q.within('open', undefined, (p) => p.run(async () => Promise.reject(new Error('boom'))))).rejects.toThrow('boom');
    expect(q.load().open).toEqual({ places: 0, running: 0, waiting: 0 });
    expect(await q.within('open', undefined, (p) => p.run(async () => 'ok'))).toBe('ok');
  });
});
