/** Which rows of a read or function result the answer holds, and how they are counted. */
import type { Query } from '../request/query.ts';
import type { Preferences } from '../request/prefer.ts';
import type { RangeHeader } from '../request/range.ts';
import type { MediaType } from './media-type.ts';

/** As `max_rows` in supabase/config.toml: the most rows one request returns. */
export const MAX_ROWS = 1000;

export type CountMethod = NonNullable<Preferences['count']>;

export interface Page {
  offset: number;
  limit?: number;
}

/** A read's page, count and media type: what its SQL is rendered for and its answer shaped by. */
export interface ReadOptions {
  page: Page;
  count?: CountMethod;
  media: MediaType;
  /** max-rows: the page size limit, and where `count=estimated` stops counting exactly. */
  maxRows: number;
}

/** `limit`/`offset` in the query win over the `Range` header; never more than max-rows. */
function pageOf(query: Query, range: RangeHeader | undefined, maxRows: number): { offset: number; limit: number } {
  const offset = query.offset ?? range?.offset ?? 0;
  const limits = [maxRows, query.limit, range?.limit].filter((l): l is number => l !== undefined);
  return { offset, limit: Math.min(...limits) };
}

/** `maxRows`: db-max-rows (the authenticator's `pgrst.db_max_rows`), else Supabase's 1000. */
export function readOptions(query: Query, range: RangeHeader | undefined, count: CountMethod | undefined, media: MediaType, maxRows = MAX_ROWS): ReadOptions {
  return { page: pageOf(query, range, maxRows), count, media, maxRows };
}
