/**
 * Where image transforms wait for the CPU. A fixed number run at once; visitors' transforms
 * wait in a short queue and, when it is full, are refused at once with a 503 and Retry-After
 * (Storage's `SlowDown`) instead of waiting without end behind a flood. Background work (the
 * variants of a new upload) has its own bounded queue, runs only while no visitor waits and
 * never takes the last free slot, so it cannot delay a page's images.
 */
import { StorageError } from './errors.ts';

export const RETRY_AFTER_SECONDS = 5;

export interface TransformQueueOptions {
  /** Transforms running at once. */
  concurrency: number;
  /** Visitors' transforms waiting at most; one more is refused. */
  maxWaiting: number;
  /** Background tasks waiting at most; more are dropped. */
  maxBackground: number;
}

export interface TransformQueue {
  /** Runs `task` when a slot is free; throws the 503 when `maxWaiting` tasks wait already. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Queues `task` to run when the CPU is otherwise idle; false when its queue is full. */
  runInBackground(task: () => Promise<unknown>): boolean;
  /** Tasks running (of which background), visitors' waiting, background waiting. */
  load(): { running: number; backgroundRunning: number; waiting: number; background: number };
}

export const transformsBusy = () =>
  new StorageError('503', 'SlowDown', 'Too many image transformations at the moment, please retry', 503, { 'Retry-After': String(RETRY_AFTER_SECONDS) });

export function createTransformQueue(options: TransformQueueOptions): TransformQueue {
  let running = 0;
  let backgroundRunning = 0;
  const waiting: (() => void)[] = [];
  const background: (() => Promise<unknown>)[] = [];
  // With one slot background work may use it when idle; with more it always leaves one free.
  const backgroundSlots = Math.max(1, options.concurrency - 1);

  function startBackground(): void {
    while (waiting.length === 0 && running < options.concurrency && backgroundRunning < backgroundSlots && background.length > 0) {
      const task = background.shift()!;
      running++;
      backgroundRunning++;
      void task()
        .catch(() => {})
        .finally(() => {
          backgroundRunning--;
          release();
        });
    }
  }

  function release(): void {
    // A finished task hands its slot straight to the next visitor, so none can slip in between.
    const next = waiting.shift();
    if (next) next();
    else {
      running--;
      startBackground();
    }
  }

  return {
    async run(task) {
      if (running >= options.concurrency) {
        if (waiting.length >= options.maxWaiting) throw transformsBusy();
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else running++;
      try {
        return await task();
      } finally {
        release();
      }
    },
    runInBackground(task) {
      if (background.length >= options.maxBackground) return false;
      background.push(task);
      startBackground();
      return true;
    },
    load: () => ({ running, backgroundRunning, waiting: waiting.length, background: background.length }),
  };
}
