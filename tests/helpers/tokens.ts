/**
 * Clients for callers the sign-in flow cannot easily produce: a token minted with the
 * server's own key for a given user, role claim and assurance level.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { TestServer } from './server.ts';

export async function createAuthUser(t: TestServer, email: string, appMetadata: Record<string, unknown> = {}): Promise<string> {
  const { rows } = await t.server.ctx.db.admin.query<{ id: string }>(
    `insert into auth.users (email, raw_app_meta_data, email_confirmed_at) values ($1, $2, now()) returning id`,
    [email, { provider: 'email', providers: ['email'], ...appMetadata }],
  );
  return rows[0]!.id;
}

/** An access token for the user with a live session row (staff rights need one: private.is_staff checks auth.sessions). */
export async function mintToken(
  t: TestServer,
  claims: { sub: string; app_metadata?: Record<string, unknown>; aal?: 'aal1' | 'aal2' },
): Promise<string> {
  const { rows } = await t.server.ctx.db.admin.query<{ id: string }>(
    `insert into auth.sessions (user_id, aal) values ($1, $2) returning id`,
    [claims.sub, claims.aal ?? 'aal1'],
  );
  return t.server.ctx.jwt.sign(
    {
      role: 'authenticated',
      aud: 'authenticated',
      session_id: rows[0]!.id,
      aal: claims.aal ?? 'aal1',
      app_metadata: claims.app_metadata ?? {},
      user_metadata: {},
      sub: claims.sub,
    },
    3600,
  );
}

export async function clientAs(
  t: TestServer,
  claims: { sub: string; app_metadata?: Record<string, unknown>; aal?: 'aal1' | 'aal2' },
): Promise<SupabaseClient> {
  const token = await mintToken(t, claims);
  return createClient(t.url, t.anonKey, {
    global: { headers: { Authorization: `Bearer ${token}` } },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as never },
  });
}
