/**
 * The Auth service's routes: a method and a path pattern (`/factors/:factor_id/verify`)
 * per handler. Path segments arrive percent-decoded in `params`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthApi } from './auth-api.ts';

export interface AuthRequest {
  api: AuthApi;
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: Record<string, string>;
}

export interface AuthRoute {
  method: string;
  path: string;
  /** Answered without the project API key (the JWKS, as Supabase serves it). */
  public?: boolean;
  handle(r: AuthRequest): Promise<void>;
}

export function matchRoute(routes: AuthRoute[], method: string, path: string): { route: AuthRoute; params: Record<string, string> } | undefined {
  // Throws URIError on a malformed escape; the handler answers that as not found.
  const parts = path.split('/').filter(Boolean).map((p) => decodeURIComponent(p));
  for (const route of routes) {
    if (route.method !== method) continue;
    const pattern = route.path.split('/').filter(Boolean);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const ok = pattern.every((seg, i) => {
      if (seg.startsWith(':')) {
        params[seg.slice(1)] = parts[i]!;
        return true;
      }
      return seg === parts[i];
    });
    if (ok) return { route, params };
  }
  return undefined;
}
