/**
 * When scheduled content next goes live. Nothing in the database notifies at that instant
 * (RLS simply starts showing the row), so after every content change we ask
 * `public.next_publication_at()` (migration ..._next_publication_at.sql) and the content
 * version moves on the first read at or after that time: cached pages and the sitemap then
 * show the post from its minute on, with no job running and no write.
 */
export interface PublicationSchedule {
  /** Content changed: read the next publication time again (in the background). */
  refresh(): void;
  /** True once, when the known next publication time has come. */
  due(): boolean;
  /** The known next publication time (ms since the epoch), or null. */
  next(): number | null;
  /** Settles when no read is running (tests). */
  settled(): Promise<void>;
}

/** `read` answers the next publication time in milliseconds since the epoch, or null. */
export function publicationSchedule(read: () => Promise<number | null>, log: (m: string) => void, now: () => number = Date.now): PublicationSchedule {
  let next: number | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let failed = false;

  const run = async (): Promise<void> => {
    do {
      again = false;
      try {
        next = await read();
        failed = false;
      } catch (e) {
        // The database is away: the content version moves on every read meanwhile anyway.
        if (!failed) log(`Next publication time unavailable: ${(e as Error).message}`);
        failed = true;
      }
    } while (again);
    running = null;
  };

  return {
    refresh() {
      if (running) {
        again = true;
        return;
      }
      running = run();
    },
    due() {
      if (next === null || now() < next) return false;
      // A database clock slightly behind ours answers the same time again: due once more then.
      next = null;
      return true;
    },
    next: () => next,
    settled: async () => {
      while (running) await running;
    },
  };
}
