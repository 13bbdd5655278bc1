/**
 * A background job that runs on events and timers without piling up: run() starts it now, or
 * right after the running one (an event arrived meanwhile); a run answers when to look again,
 * if ever, and the earliest such time wins.
 */
export interface CoalescedJob {
  run(): void;
  /** Runs in `ms` unless something runs earlier. */
  schedule(ms: number): void;
  /** Stops the timers and waits for the running call. */
  close(): Promise<void>;
}

/** `task` resolves with the milliseconds until it wants to run again, or undefined. */
export function coalescedJob(task: () => Promise<number | undefined>): CoalescedJob {
  let timer: NodeJS.Timeout | undefined;
  let timerAt = Infinity;
  let closed = false;
  let running: Promise<void> | undefined;
  let again = false;

  function run(): void {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = task()
      .then((wait) => {
        if (wait !== undefined) schedule(wait);
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  }

  function schedule(ms: number): void {
    if (closed) return;
    const at = Date.now() + ms;
    if (timer && timerAt <= at) return;
    if (timer) clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(() => {
      timer = undefined;
      timerAt = Infinity;
      run();
    }, ms);
    timer.unref?.();
  }

  return {
    run,
    schedule,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
