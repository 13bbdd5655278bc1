/**
 * Presence on an open item: while the editor shows it, this staff member's row in
 * edit_presence is upserted every PRESENCE_BEAT_MS (the database stamps `updated_at`), and the
 * others who were seen on the same item in the last PRESENCE_STALE_MS are listed. The row is
 * deleted when the editor unmounts, and on `pagehide` (a closed tab) by a keepalive request
 * that outlives the page. Times are compared in the server's clock (the offset comes from our
 * own upsert), so a staff member's wrong clock hides no one.
 */
import { useEffect, useState } from 'react';
import { loadRuntimeConfig } from '../../lib/runtime-config.ts';
import { presenceData } from '../data/presence-data.ts';
import { useAdminClient, useAuth } from '../auth/AuthProvider.tsx';
import { memberNameOf } from '../auth/member-name.ts';

export const PRESENCE_BEAT_MS = 5_000;
export const PRESENCE_STALE_MS = 30_000;

export interface PresentEditor {
  userId: string;
  name: string;
}

/** The name others see: the account's name when it has one, else its e-mail. */
function displayName(user: { email?: string; user_metadata?: Record<string, unknown> } | undefined): string {
  return (memberNameOf(user?.user_metadata) ?? user?.email ?? 'Bir personel').slice(0, 200);
}

export function useEditPresence(table: string, rowId: string | null): PresentEditor[] {
  const client = useAdminClient();
  const { session } = useAuth();
  const me = session?.user.id;
  const name = displayName(session?.user);
  const token = session?.access_token;
  const [others, setOthers] = useState<PresentEditor[]>([]);

  useEffect(() => {
    if (!rowId || !me) return;
    let live = true;
    let skew = 0;
    const presence = presenceData(client);
    const key = { table, rowId, userId: me };
    async function beat() {
      const at = await presence.beat(key, name);
      if (at !== null) skew = at - Date.now();
      const since = new Date(Date.now() + skew - PRESENCE_STALE_MS).toISOString();
      const data = await presence.others(key, since);
      if (live && data) setOthers(data.map((r) => ({ userId: r.user_id, name: r.name })));
    }
    void beat();
    const timer = setInterval(() => void beat(), PRESENCE_BEAT_MS);
    const filter = `table_name=eq.${encodeURIComponent(table)}&row_id=eq.${encodeURIComponent(rowId)}&user_id=eq.${encodeURIComponent(me)}`;
    // A closing tab runs no more effects: a request marked keepalive is still sent.
    let leaveUrl: { url: string; key: string } | undefined;
    void loadRuntimeConfig().then((c) => (leaveUrl = { url: `${c.supabaseUrl.replace(/\/$/, '')}/rest/v1/edit_presence?${filter}`, key: c.supabaseAnonKey }));
    const onPageHide = () => {
      if (!leaveUrl || !token) return;
      void fetch(leaveUrl.url, { method: 'DELETE', keepalive: true, headers: { apikey: leaveUrl.key, Authorization: `Bearer ${token}` } }).catch(() => undefined);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      live = false;
      clearInterval(timer);
      window.removeEventListener('pagehide', onPageHide);
      void presence.leave(key);
    };
  }, [client, table, rowId, me, name, token]);

  return others;
}
