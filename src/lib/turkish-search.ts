/**
 * Turkish-aware, accent-insensitive search matching for client-side filters.
 *
 * Both the query and the fields are folded the same way:
 * - `toLocaleLowerCase('tr-TR')`, so 'İ' → 'i' and 'I' → 'ı';
 * - dotless 'ı' is then folded into 'i', so 'Istanbul' (typed on an English
 *   keyboard) still finds 'İstanbul' and 'ışık' finds 'IŞIK';
 * - ç/ğ/ö/ş/ü (and â/î/û, é…) lose their marks via NFD, so 'cekim' finds 'Çekim'.
 */

const FOLD_MAP: Readonly<Record<string, string>> = {
  ı: 'i',
  ç: 'c',
  ğ: 'g',
  ö: 'o',
  ş: 's',
  ü: 'u',
};

export function normalizeForSearch(s: string): string {
  return s
    .toLocaleLowerCase('tr-TR')
    .replace(/[ıçğöşü]/g, (ch) => FOLD_MAP[ch] ?? ch)
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/**
 * True for an empty/whitespace-only query. Otherwise every whitespace-separated
 * term of the query must occur in at least one of the fields (terms are ANDed,
 * fields are ORed per term).
 */
export function matchesSearch(query: string, ...fields: (string | null | undefined)[]): boolean {
  const terms = normalizeForSearch(query).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return true;
  const haystacks = fields.filter((f): f is string => typeof f === 'string' && f !== '').map(normalizeForSearch);
  return terms.every((term) => haystacks.some((h) => h.includes(term)));
}
