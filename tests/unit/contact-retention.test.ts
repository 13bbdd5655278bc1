/**
 * The contact-message retention job: it prunes at once when the server starts, then once per
 * interval; a failed run is logged and tried again at the next tick; close() stops it and
 * waits for a run in progress.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleContactRetention } from '../../server/app/privacy/contact-retention.ts';

describe('contact-message retention job', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('prunes at start and then once per interval, logging what it deleted', async () => {
    const results = [3, 0, 1];
    const prune = vi.fn(async () => results.shift() ?? 0);
    const log = vi.fn();
    const job = scheduleContactRetention({ prune, log, intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(prune).toHaveBeenCalledTimes(1);
    expect(log.mock.calls).toEqual([['Saklama süresi dolan 3 iletişim mesajı silindi']]);
    await vi.advanceTimersByTimeAsync(999);
    expect(prune).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(prune).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(prune).toHaveBeenCalledTimes(3);
    // Nothing deleted: nothing logged.
    expect(log.mock.calls).toEqual([['Saklama süresi dolan 3 iletişim mesajı silindi'], ['Saklama süresi dolan 1 iletişim mesajı silindi']]);
    await job.close();
    await vi.advanceTimersByTimeAsync(5000);
    expect(prune).toHaveBeenCalledTimes(3);
  });

  it('logs a failed run and tries again at the next tick', async () => {
    const prune = vi.fn<() => Promise<number>>().mockRejectedValueOnce(new Error('bağlantı koptu')).mockResolvedValue(2);
    const log = vi.fn();
    const job = scheduleContactRetention({ prune, log, intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(log.mock.calls).toEqual([['İletişim mesajı saklama süresi uygulanamadı: bağlantı koptu']]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(prune).toHaveBeenCalledTimes(2);
    expect(log.mock.calls.at(-1)).toEqual(['Saklama süresi dolan 2 iletişim mesajı silindi']);
    await job.close();
  });

  it('close() waits for a run in progress and schedules no other', async () => {
    let finish!: (n: number) => void;
    const prune = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    const job = scheduleContactRetention({ prune, log: () => {}, intervalMs: 1000 });
    let closed = false;
    const closing = job.close().then(() => (closed = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(closed).toBe(false);
    finish(0);
    await closing;
    expect(closed).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(prune).toHaveBeenCalledTimes(1);
  });
});
