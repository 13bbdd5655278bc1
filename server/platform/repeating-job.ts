/**
 * A job the server runs at start and then again `intervalMs` after each run ends (contact
 * retention, scheduled drafts). A failed run is logged and tried again at the next tick (the
 * database restarting, say); the timer does not keep the process alive; `close()` waits for a
 * run in progress. The jobs themselves are safe to run on several servers at once (each says
 * how), so every server runs its own timer.
 */
export interface RepeatingJob {
  /** One run now (what the timer does); the job's count (rows deleted, drafts published…). */
  runOnce(): Promise<number>;
  close(): Promise<void>;
}

export function repeatJob(opts: {
  run: () => Promise<number>;
  intervalMs: number;
  /** Logs the run's failure (in Turkish, naming the job). */
  onError: (err: unknown) => void;
}): RepeatingJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let closed = false;

  const tick = () => {
    if (closed) return;
    running = opts.run().catch((err: unknown) => {
      opts.onError(err);
      return 0;
    });
    void running.finally(() => {
      if (closed) return;
      timer = setTimeout(tick, opts.intervalMs);
      timer.unref?.();
    });
  };
  tick();

  return {
    runOnce: opts.run,
    async close() {
      closed = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** An error's message for a log line. */
export const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));
