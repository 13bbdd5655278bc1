/**
 * Who has an item open (edit_presence): a heartbeat upserts my row and answers the others
 * seen recently; leaving deletes my row. The server's clock decides "recently" (`skew`).
 */
import type { AdminClient } from '../../lib/admin-client.ts';

export interface PresenceKey {
  table: string;
  rowId: string;
  userId: string;
}

export function presenceData(client: AdminClient) {
  const presence = () => client.from('edit_presence');
  return {
    /** Writes my presence; answers the server's time of it (ms), or null when refused. */
    async beat(key: PresenceKey, name: string): Promise<number | null> {
      const mine = await presence().upsert({ table_name: key.table, row_id: key.rowId, user_id: key.userId, name }, { onConflict: 'table_name,row_id,user_id' }).select('updated_at').single();
      return mine.data ? Date.parse(mine.data.updated_at) : null;
    },
    /** The others present on the item since `since` (ISO, server time), or null when unreadable. */
    async others(key: PresenceKey, since: string): Promise<{ user_id: string; name: string }[] | null> {
      const { data } = await presence().select('user_id, name').eq('table_name', key.table).eq('row_id', key.rowId).neq('user_id', key.userId).gt('updated_at', since).order('created_at');
      return data;
    },
    async leave(key: PresenceKey): Promise<void> {
      await presence().delete().eq('table_name', key.table).eq('row_id', key.rowId).eq('user_id', key.userId);
    },
  };
}

/**
 * A staff member's name as they edit under it (their edit_presence rows), or null when they
 * have no item open: who saved the change another editor runs into (conflicts, drafts).
 */
export async function editorName(client: AdminClient, userId: string): Promise<string | null> {
  const named = await client.from('edit_presence').select('name').eq('user_id', userId).limit(1).maybeSingle();
  return named.data?.name ?? null;
}

/**
 * How the conflict panel names who saved the other version: "Ayşe Yılmaz (ayse@…)", the e-mail
 * alone when they have no item open, the name alone when no e-mail was recorded.
 */
export async function editorLabel(client: AdminClient, userId: string | null, email: string | null): Promise<string | null> {
  const name = userId ? await editorName(client, userId) : null;
  if (!name || name === email) return email ?? name;
  return email ? `${name} (${email})` : name;
}
