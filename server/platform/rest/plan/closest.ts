/** The known name nearest to a misspelt one, for PostgREST's "Perhaps you meant …" hints. */

export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length]!;
}

/** The nearest name within `maxDistance` edits (case-insensitive), excluding an exact match when asked. */
export function closest(name: string, names: Iterable<string>, opts: { maxDistance?: number; skipExact?: boolean } = {}): string | undefined {
  const max = opts.maxDistance ?? 3;
  let best: { name: string; distance: number } | undefined;
  for (const candidate of names) {
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (opts.skipExact && distance === 0) continue;
    if (distance <= max && (!best || distance < best.distance)) best = { name: candidate, distance };
  }
  return best?.name;
}
