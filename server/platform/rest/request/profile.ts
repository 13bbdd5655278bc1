/**
 * Which exposed schema a request addresses (PostgREST's schema profiles): `Accept-Profile`
 * on GET/HEAD, `Content-Profile` on POST/PATCH/PUT/DELETE, the first of DB_SCHEMAS when
 * absent; any other schema is 406 PGRST106. With several schemas exposed the response names
 * the schema it came from in `Content-Profile`.
 */
import { RestError } from '../errors.ts';

export interface Profile {
  schema: string;
  /** Whether the response carries `Content-Profile` (several schemas exposed). */
  negotiated: boolean;
}

/** The request headers naming a profile (a request's `IncomingHttpHeaders` will do). */
export interface ProfileHeaders {
  'accept-profile'?: string | string[];
  'content-profile'?: string | string[];
  [other: string]: string | string[] | undefined;
}

const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

export function requestProfile(method: string, headers: ProfileHeaders, schemas: readonly string[]): Profile {
  const header = WRITE_METHODS.has(method) ? headers['content-profile'] : headers['accept-profile'];
  const asked = Array.isArray(header) ? header[0] : header;
  if (asked === undefined) return { schema: schemas[0]!, negotiated: schemas.length > 1 };
  if (!schemas.includes(asked)) {
    throw new RestError(406, 'PGRST106', `Invalid schema: ${asked}`, null, `Only the following schemas are exposed: ${schemas.join(', ')}`);
  }
  return { schema: asked, negotiated: true };
}

export function profileHeaders(profile: Profile): Record<string, string> {
  return profile.negotiated ? { 'Content-Profile': profile.schema } : {};
}
