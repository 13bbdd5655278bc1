/**
 * bcrypt off the main thread. bcryptjs is pure JavaScript: one hash or compare at cost 10 keeps
 * the event loop busy for tens of milliseconds, so every sign-in would stall every other
 * request. A small pool of worker threads runs it instead: as many as password-queue.ts lets
 * run at once (one per CPU but one, at most four, for callers nobody knows yet, plus one kept
 * for those who proved who they are), so every hash that runs has a thread of its own.
 *
 * The workers start with the first call and are unref'd while idle (they never keep a process
 * alive); `closeBcryptWorkers` lets the calls in flight finish and then ends them. A later call
 * starts a fresh pool.
 *
 * The worker is plain JavaScript evaluated from a string, so it runs the same under tsx, under
 * vitest and from a build, and loads bcryptjs through a require rooted at this file.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';

// Dynamic imports only: the same text runs whether Node evaluates it as a script or as a
// module (a parent started with --input-type=module makes eval'd workers modules).
const WORKER_SOURCE = `
(async () => {
  const { parentPort, workerData } = await import('node:worker_threads');
  const { createRequire } = await import('node:module');
  const bcrypt = createRequire(workerData.base)('bcryptjs');
  parentPort.on('message', ({ id, op, password, arg }) => {
    try {
      const result = op === 'hash' ? bcrypt.hashSync(password, arg) : bcrypt.compareSync(password, arg);
      parentPort.postMessage({ id, result });
    } catch (error) {
      parentPort.postMessage({ id, error: String((error && error.message) || error) });
    }
  });
})();
`;

type Job = { resolve: (value: never) => void; reject: (error: Error) => void };
type Reply = { id: number; result?: string | boolean; error?: string };

class BcryptWorker {
  readonly worker: Worker;
  readonly pending = new Map<number, Job>();
  private idle?: () => void;

  constructor(onGone: (w: BcryptWorker) => void) {
    // No execArgv: the worker is plain JavaScript and needs none of the parent's loaders (tsx).
    this.worker = new Worker(WORKER_SOURCE, { eval: true, execArgv: [], workerData: { base: import.meta.url } });
    this.worker.on('message', (reply: Reply) => {
      const job = this.pending.get(reply.id);
      if (!job) return;
      this.pending.delete(reply.id);
      if (reply.error !== undefined) job.reject(new Error(reply.error));
      else job.resolve(reply.result as never);
      this.settled();
    });
    const fail = (error: Error) => {
      onGone(this);
      for (const job of this.pending.values()) job.reject(error);
      this.pending.clear();
      this.settled();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`bcrypt worker exited (${code})`)));
    // After the listeners: adding a 'message' listener refs the worker's port again.
    this.worker.unref();
  }

  run<T>(id: number, op: 'hash' | 'compare', password: string, arg: string | number): Promise<T> {
    // Kept alive only while it owes an answer.
    if (this.pending.size === 0) this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: never) => void, reject });
      this.worker.postMessage({ id, op, password, arg });
    });
  }

  /** Resolves once no call is in flight. */
  drained(): Promise<void> {
    if (this.pending.size === 0) return Promise.resolve();
    return new Promise((resolve) => (this.idle = resolve));
  }

  private settled() {
    if (this.pending.size > 0) return;
    this.worker.unref();
    this.idle?.();
    this.idle = undefined;
  }
}

/** Worker threads at most: one per CPU, at least two (the queue's two lanes), at most five. */
export const BCRYPT_THREADS = Math.max(2, Math.min(5, os.availableParallelism()));

let pool: BcryptWorker[] = [];
let nextId = 0;

function leastBusy(): BcryptWorker {
  while (pool.length < BCRYPT_THREADS) {
    pool.push(new BcryptWorker((gone) => (pool = pool.filter((w) => w !== gone))));
  }
  return pool.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
}

export function bcryptHash(password: string, cost: number): Promise<string> {
  return leastBusy().run<string>(++nextId, 'hash', password, cost);
}

export function bcryptCompare(password: string, hash: string): Promise<boolean> {
  return leastBusy().run<boolean>(++nextId, 'compare', password, hash);
}

/** Ends the workers once their calls in flight are answered; new calls start a new pool. */
export async function closeBcryptWorkers(): Promise<void> {
  const closing = pool;
  pool = [];
  await Promise.all(
    closing.map(async (w) => {
      await w.drained();
      await w.worker.terminate();
    }),
  );
}
