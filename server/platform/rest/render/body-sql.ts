/** The response body in the negotiated media type, as SQL over the result rows `_postgrest_t`. */
import type { MediaType } from '../plan/media-type.ts';

/**
 * The aggregate over the rows `_postgrest_t` that makes the body text. CSV is a header of
 * the first row's keys and one line per row in PostgreSQL's record text form (quoted as
 * CSV needs), as PostgREST writes it.
 */
export function bodySql(media: MediaType): string {
  switch (media.kind) {
    case 'json':
      return `coalesce(json_agg(_postgrest_t), '[]')::text`;
    case 'array-stripped':
      return `coalesce(json_strip_nulls(json_agg(_postgrest_t)), '[]')::text`;
    case 'singular': {
      const first = `json_agg(_postgrest_t)->0`;
      return `coalesce(${media.stripNulls ? `json_strip_nulls(${first})` : first}, 'null')::text`;
    }
    case 'plan':
      return bodySql(media.for);
    case 'csv':
      return (
        `coalesce((select string_agg(k, ',') from json_object_keys(json_agg(_postgrest_t)->0) k), '') || chr(10) || ` +
        `coalesce(string_agg(substring(_postgrest_t::text, 2, length(_postgrest_t::text) - 2), chr(10)), '')`
      );
  }
}
