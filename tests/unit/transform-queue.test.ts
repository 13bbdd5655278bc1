/** The image transform queue: a bounded wait with a 503, background work only in idle time. */
import { describe, expect, it } from 'vitest';
import { createTransformQueue } from '../../server/platform/storage/transform-queue.ts';
import { StorageError } from '../../server/platform/storage/errors.ts';

/** A task that runs until `finish()` is called, recording when it started. */
function gate(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { task: async () => (log.push(name), await done, name), finish: () => finish() };
}

describe('transform queue', () => {
  it('runs `concurrency` tasks, queues `maxWaiting` more and refuses the next at once with a 503 and Retry-After', async () => {
    const queue = createTransformQueue({ concurrency: 1, maxWaiting: 2, maxBackground: 10 });
    const log: string[] = [];
    const [a, b, c] = [gate(log, 'a'), gate(log, 'b'), gate(log, 'c')];
    const running = [queue.run(a.task), queue.run(b.task), queue.run(c.task)];
    const refused = await queue.run(async () => 'd').catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(StorageError);
    expect(refused).toMatchObject({ statusCode: '503', error: 'SlowDown', httpStatus: 503, headers: { 'Retry-After': '5' } });
    expect(queue.load()).toEqual({ running: 1, backgroundRunning: 0, waiting: 2, background: 0 });
    a.finish();
    b.finish();
    c.finish();
    expect(await Promise.all(running)).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['a', 'b', 'c']);
    expect(queue.load()).toEqual({ running: 0, backgroundRunning: 0, waiting: 0, background: 0 });
  });

  it('gives a freed slot to a waiting visitor before background work, and background work never the last slot', async () => {
    const queue = createTransformQueue({ concurrency: 2, maxWaiting: 5, maxBackground: 1 });
    const log: string[] = [];
    const [v1, v2, v3, bg] = [gate(log, 'v1'), gate(log, 'v2'), gate(log, 'v3'), gate(log, 'bg')];
    const visitors = [queue.run(v1.task), queue.run(v2.task), queue.run(v3.task)];
    expect(queue.runInBackground(bg.task)).toBe(true);
    // Its own queue holds one: the next is dropped.
    expect(queue.runInBackground(async () => 'more')).toBe(false);
    v1.finish();
    await visitors[0];
    expect(log).toEqual(['v1', 'v2', 'v3']);
    v2.finish();
    await visitors[1];
    // One slot free, v3 running: background work may take one of the two slots.
    await Promise.resolve();
    expect(log).toEqual(['v1', 'v2', 'v3', 'bg']);
    expect(queue.load()).toEqual({ running: 2, backgroundRunning: 1, waiting: 0, background: 0 });
    // Both slots busy: a new visitor waits, and takes v3's slot when it is done.
    const [v4] = [gate(log, 'v4')];
    const fourth = queue.run(v4.task);
    expect(queue.load().waiting).toBe(1);
    v3.finish();
    await visitors[2];
    await Promise.resolve();
    expect(log.at(-1)).toBe('v4');
    v4.finish();
    bg.finish();
    await fourth;
  });
});
