/** The response's media type from the `Accept` header (406 PGRST107 when none is offered). */
import { RestError } from '../errors.ts';

export const SINGULAR = 'application/vnd.pgrst.object+json';

export interface MediaType {
  /** `application/vnd.pgrst.object+json`: one object, 406 PGRST116 unless exactly one row. */
  singular: boolean;
}

export function chooseMediaType(accept: string | undefined): MediaType {
  if (!accept) return { singular: false };
  const types = accept.split(',').map((t) => t.split(';')[0]!.trim().toLowerCase());
  if (types.includes(SINGULAR)) return { singular: true };
  const supported = ['application/json', '*/*', 'application/*', 'application/geo+json'];
  if (types.some((t) => supported.includes(t))) return { singular: false };
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${types.join(', ')}`);
}
