/**
 * Where password hashing (bcrypt, password.ts) waits for a worker thread. A hash is the one
 * expensive step of a sign-in: without a bound, a flood of sign-ins from many addresses (each
 * under its own limit, sign-in-throttle.ts) queues behind the workers and every sign-in, the
 * owner's too, waits its turn.
 *
 * Two lanes, each a fixed number of hashes running plus a short wait, and past that an
 * immediate 429 with Retry-After in Supabase Auth's shape (`over_request_rate_limit`):
 *   - `open`: callers nobody knows yet: sign-ins from a browser without a valid device cookie
 *     for the account, sign-ups. Every worker thread but one.
 *   - `known`: callers who proved who they are: a sign-in with the account's device cookie
 *     (device-cookie.ts), a signed-in user setting a password, the service role's admin API.
 *     The remaining thread, and they go first: while one of theirs runs or waits, one unknown
 *     caller fewer starts, so hashing never takes more CPUs than the open lane's slots and the
 *     owner signs in at the usual speed while unknown browsers flood. One place per key (the
 *     account) at a time: a second one, or any once the lane is full, goes to the open lane,
 *     so no one account fills it (with one open slot, a steady stream of known callers from
 *     many accounts would hold unknown ones back: they need as many successful sign-ins).
 *
 * A caller reserves a place first (a sign-in before any database work, so a refused one costs
 * next to nothing), runs its hashes in it and releases it.
 */
import { BCRYPT_THREADS } from './bcrypt-workers.ts';
import { AuthError } from './errors.ts';

export type PasswordLane = 'open' | 'known';

/** Hashes take tens of milliseconds: the wait ahead is short. */
export const RETRY_AFTER_SECONDS = 1;

export interface LaneSize {
  /** Hashes running at once. */
  slots: number;
  /** Places waiting for a slot at most; one more is refused. */
  waiting: number;
}

export interface PasswordPlace {
  readonly lane: PasswordLane;
  /** Runs `job` once one of the lane's slots is free (first come, first served). */
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Gives the place back (again: nothing); call it once its jobs are done. */
  release(): void;
}

export interface LaneLoad {
  /** Places held: running, waiting, or reserved and not yet asking for a slot. */
  places: number;
  running: number;
  waiting: number;
}

export const passwordsBusy = () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached', { retryAfter: RETRY_AFTER_SECONDS });

class Lane {
  places = 0;
  running = 0;
  readonly queue: (() => void)[] = [];
  readonly keys = new Set<string>();

  /** `limit`: the slots free to this lane now; `onFree`: a slot was given back. */
  constructor(
    readonly size: LaneSize,
    private readonly limit: () => number = () => size.slots,
    private readonly onFree: () => void = () => {},
  ) {}

  get full(): boolean {
    return this.places >= this.size.slots + this.size.waiting;
  }

  get busy(): number {
    return this.running + this.queue.length;
  }

  async slot(): Promise<void> {
    if (this.queue.length === 0 && this.running < this.limit()) this.running++;
    else await new Promise<void>((resolve) => this.queue.push(resolve));
  }

  freeSlot(): void {
    this.running--;
    this.pump();
    this.onFree();
  }

  /** Hands free slots to those in line, first come first served (synchronously: no newcomer slips in). */
  pump(): void {
    while (this.queue.length > 0 && this.running < this.limit()) {
      this.running++;
      this.queue.shift()!();
    }
  }
}

export class PasswordQueue {
  private readonly lanes: Record<PasswordLane, Lane>;

  constructor(readonly sizes: Readonly<Record<PasswordLane, LaneSize>>) {
    // Known callers go first: while theirs run or wait, as many fewer unknown ones start, so
    // hashing never takes more CPUs than the open lane's slots (one is left for the rest).
    const known: Lane = new Lane(sizes.known, undefined, () => open.pump());
    const open: Lane = new Lane(sizes.open, () => sizes.open.slots - Math.min(sizes.open.slots, known.busy));
    this.lanes = { open, known };
  }

  /** A place in `lane` (see above for when `known` becomes `open`); throws the 429 when full. */
  reserve(lane: PasswordLane, key?: string): PasswordPlace {
    const known = this.lanes.known;
    const name: PasswordLane = lane === 'known' && !known.full && (key === undefined || !known.keys.has(key)) ? 'known' : 'open';
    const chosen = this.lanes[name];
    if (chosen.full) throw passwordsBusy();
    chosen.places++;
    const heldKey = name === 'known' ? key : undefined;
    if (heldKey !== undefined) chosen.keys.add(heldKey);
    let released = false;
    return {
      lane: name,
      async run(job) {
        if (released) throw new Error('password queue place used after release');
        await chosen.slot();
        try {
          return await job();
        } finally {
          chosen.freeSlot();
        }
      },
      release() {
        if (released) return;
        released = true;
        chosen.places--;
        if (heldKey !== undefined) chosen.keys.delete(heldKey);
      },
    };
  }

  /** Runs `work` in a place of `lane`, released after it. */
  async within<T>(lane: PasswordLane, key: string | undefined, work: (place: PasswordPlace) => Promise<T>): Promise<T> {
    const place = this.reserve(lane, key);
    try {
      return await work(place);
    } finally {
      place.release();
    }
  }

  load(): Record<PasswordLane, LaneLoad> {
    const of = (l: Lane): LaneLoad => ({ places: l.places, running: l.running, waiting: l.queue.length });
    return { open: of(this.lanes.open), known: of(this.lanes.known) };
  }
}

const openSlots = BCRYPT_THREADS - 1;

/** The process's queue: its worker threads are the process's (bcrypt-workers.ts). */
export const passwordQueue = new PasswordQueue({
  open: { slots: openSlots, waiting: 4 * openSlots },
  known: { slots: 1, waiting: 4 },
});
