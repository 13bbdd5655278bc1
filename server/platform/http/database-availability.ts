/**
 * Whether the database can be reached right now. Set down by the first sign of a lost
 * connection (a pool or client error, the embedded postmaster exiting), set up again by a
 * probe that keeps trying a fresh connection, so API calls in between answer 503 at once
 * instead of piling up on a dead pool.
 */
/** Errors that mean "no database right now", not "this request is wrong". */
export function isConnectionFailure(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: string }).code ?? '';
  if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH'].includes(code)) return true;
  // admin_shutdown, crash_shutdown, cannot_connect_now; class 08: connection exceptions.
  if (['57P01', '57P02', '57P03'].includes(code) || code.startsWith('08')) return true;
  return /Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect|Connection ended unexpectedly/i.test(err.message);
}

export class DatabaseAvailability {
  private up = true;
  private probing: NodeJS.Timeout | undefined;
  private closed = false;
  private downSince = 0;

  constructor(
    /** One round trip on a fresh or pooled connection; rejects while the database is away. */
    private readonly probeDatabase: () => Promise<unknown>,
    private readonly log: (m: string) => void,
    private readonly probeMs = 250,
  ) {}

  get available(): boolean {
    return this.up;
  }

  /** Marks the database unreachable and probes until it answers again. */
  markDown(reason: string): void {
    if (this.closed) return;
    if (this.up) {
      this.up = false;
      this.downSince = Date.now();
      this.log(`Database unavailable (${reason}); API calls answer 503 until it is back.`);
    }
    this.probing ??= setTimeout(() => void this.probe(), this.probeMs);
  }

  /** Marks down when err is a connection failure; returns whether it was one. */
  observe(err: unknown): boolean {
    if (!isConnectionFailure(err)) return false;
    this.markDown((err as Error).message);
    return true;
  }

  private async probe(): Promise<void> {
    this.probing = undefined;
    if (this.closed) return;
    try {
      await this.probeDatabase();
      if (!this.up) this.log(`Database available again after ${((Date.now() - this.downSince) / 1000).toFixed(1)} s.`);
      this.up = true;
    } catch {
      this.probing = setTimeout(() => void this.probe(), this.probeMs);
    }
  }

  close(): void {
    this.closed = true;
    if (this.probing) clearTimeout(this.probing);
    this.probing = undefined;
  }
}
