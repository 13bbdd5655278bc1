/** Waiting in tests for something another process or a background step does. */

export interface UntilOptions {
  /** Generous by default: the machine running the tests is often loaded. */
  timeoutMs?: number;
  /** How often `probe` is asked. */
  intervalMs?: number;
  /** A probe that throws counts as "not yet" (e.g. while the database restarts). */
  ignoreErrors?: boolean;
}

/** Resolves with the first value `probe` gives that is not undefined; throws after `timeoutMs`. */
export async function until<T>(what: string, probe: () => Promise<T | undefined>, options: UntilOptions = {}): Promise<T> {
  const { timeoutMs = 30_000, intervalMs = 50, ignoreErrors = false } = options;
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = ignoreErrors ? await probe().catch(() => undefined) : await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`Timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
