/**
 * The embedded server's own administrator APIs (/mail/v1, /backup/v1), read with the
 * signed-in administrator's access token. Hosted Supabase has none of them: they answer 404,
 * which the screens turn into a sentence.
 */
import type { AdminClient } from '../../lib/admin-client.ts';
import { loadRuntimeConfig } from '../../lib/runtime-config.ts';

/** The endpoint does not exist here (hosted Supabase). */
export class ServerApiMissingError extends Error {}

/** A refusal with the server's code (`error_code`), for screens that word some of them. */
export class ServerApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

/** The server's address as the browser reaches it, without a trailing slash. */
export async function serverBaseUrl(): Promise<string> {
  return (await loadRuntimeConfig()).supabaseUrl.replace(/\/$/, '');
}

async function callServer<T>(db: AdminClient, path: string, method: 'GET' | 'POST'): Promise<T> {
  const { supabaseAnonKey } = await loadRuntimeConfig();
  const { data } = await db.auth.getSession();
  const res = await fetch(`${await serverBaseUrl()}${path}`, {
    method,
    headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${data.session?.access_token ?? supabaseAnonKey}`, Accept: 'application/json' },
  });
  if (res.status === 404) {
    const body = (await res.clone().json().catch(() => ({}))) as { error_code?: string };
    // A route of ours answers its own 404s with a code; a missing route has none of ours.
    if (!body.error_code || body.error_code === 'not_found') throw new ServerApiMissingError(path);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { msg?: string; message?: string; error_code?: string };
    throw new ServerApiError(res.status, body.error_code, body.msg ?? body.message ?? `HTTP ${res.status}`);
  }
  return (await res.json()) as T;
}

export const getServerJson = <T>(db: AdminClient, path: string) => callServer<T>(db, path, 'GET');
export const postServerJson = <T>(db: AdminClient, path: string) => callServer<T>(db, path, 'POST');
