/**
 * What the server remembers of each URL it has seen (its page key: matching a route is the
 * costly part of a cache hit), bounded by bytes rather than entries: URLs come from anyone,
 * and 9,000 of 14 KB each once held 146 MB. Oldest first out; a URL too long to be a real
 * page's is worked out each time instead of kept.
 */

/** Bytes of a JavaScript string (UTF-16) plus the map entry around it, roughly. */
const entryBytes = (key: string, valueBytes: number) => 2 * key.length + valueBytes + 80;

export class BoundedMemo<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private bytes = 0;

  constructor(
    readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  /** The remembered value of `key`, or `make(key)` (remembered when it is small enough). */
  get(key: string, make: () => V): V {
    const known = this.entries.get(key);
    if (known) return known.value;
    const value = make();
    const bytes = entryBytes(key, this.sizeOf(value));
    if (bytes > this.maxBytes / 64) return value;
    while (this.bytes + bytes > this.maxBytes) {
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.entries.delete(oldestKey);
      this.bytes -= oldest.bytes;
    }
    this.entries.set(key, { value, bytes });
    this.bytes += bytes;
    return value;
  }

  stats(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}
