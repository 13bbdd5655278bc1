/** The `Range` request header (PostgREST reads `items` ranges): `0-9` → offset 0, limit 10. */
import { RestError } from '../errors.ts';

export interface RangeHeader {
  offset: number;
  limit?: number;
}

/** Undefined when absent or not a range PostgREST reads (then the header is ignored, as there). */
export function parseRange(header: string | undefined): RangeHeader | undefined {
  if (!header) return undefined;
  const m = /^(?:items=)?\s*(\d+)-(\d*)\s*$/.exec(header);
  if (!m) return undefined;
  const from = Number(m[1]);
  const to = m[2] === '' ? undefined : Number(m[2]);
  if (!Number.isSafeInteger(from) || (to !== undefined && !Number.isSafeInteger(to))) {
    throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', 'The Range header holds numbers too large to be a row position.');
  }
  if (to === undefined) return { offset: from };
  if (to < from) throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', `The lower boundary must be lower than or equal to the upper boundary in the Range header.`);
  return { offset: from, limit: to - from + 1 };
}
