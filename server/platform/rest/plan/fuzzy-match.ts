/**
 * The "Perhaps you meant …" lookup PostgREST does for functions (its `Fuzzy.getOne`, the
 * fuzzyset algorithm): names compared by their 3-grams (then 2-grams when none match) with
 * cosine similarity, the best candidates rescored by edit distance, and nothing below a
 * score of 0.33 — so a name too far from every known one gets no hint (`null`), as there.
 */
import { editDistance } from './closest.ts';

const MIN_SCORE = 0.33;
/** How many of the best cosine matches are rescored by edit distance. */
const RESCORED = 50;

/** Lower case, only letters, digits, spaces and commas (the algorithm's normal form). */
function simplify(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}, ]+/gu, '');
}

function gramCounts(text: string, size: number): Map<string, number> {
  let padded = `-${simplify(text)}-`;
  while (padded.length < size) padded += '-';
  const counts = new Map<string, number>();
  for (let i = 0; i + size <= padded.length; i++) {
    const gram = padded.slice(i, i + size);
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

function norm(counts: Map<string, number>): number {
  let sum = 0;
  for (const n of counts.values()) sum += n * n;
  return Math.sqrt(sum);
}

function matchesOfSize(query: string, names: string[], size: number): { name: string; score: number }[] {
  const wanted = gramCounts(query, size);
  const wantedNorm = norm(wanted);
  const scored: { name: string; score: number }[] = [];
  for (const name of names) {
    const grams = gramCounts(name, size);
    let dot = 0;
    for (const [gram, n] of wanted) dot += n * (grams.get(gram) ?? 0);
    if (dot > 0) scored.push({ name, score: dot / (wantedNorm * norm(grams)) });
  }
  scored.sort((a, b) => b.score - a.score);
  const q = query.toLowerCase();
  return scored
    .slice(0, RESCORED)
    .map(({ name }) => {
      const n = name.toLowerCase();
      return { name, score: 1 - editDistance(q, n) / Math.max(q.length, n.length, 1) };
    })
    .filter((m) => m.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score);
}

/** The known name most like `query`, or undefined when none is alike enough. */
export function fuzzyMatch(query: string, known: Iterable<string>): string | undefined {
  const names = [...new Set(known)];
  const exact = names.find((n) => n.toLowerCase() === query.toLowerCase());
  if (exact !== undefined) return exact;
  for (const size of [3, 2]) {
    const found = matchesOfSize(query, names, size);
    if (found.length) return found[0]!.name;
  }
  return undefined;
}
