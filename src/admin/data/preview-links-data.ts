/**
 * An item's preview links (schema/preview-links.ts) and the answers clients gave through them
 * (schema/preview-approvals.ts, written only by `public.respond_to_preview`), and the slugs
 * of its translations (a link in another language opens the page at that language's address).
 */
import { isLocalizedTable, TRANSLATION_TABLES } from '../../../generated/localized-fields.ts';
import type { AdminClient } from '../../lib/admin-client.ts';
import { anyTable } from './any-table.ts';

export interface ActiveLink {
  id: string;
  name: string | null;
  locale: string;
  asks_approval: boolean;
  created_at: string;
  expires_at: string;
}

export interface PreviewAnswer {
  id: string;
  link_name: string | null;
  locale: string;
  approved: boolean;
  comment: string | null;
  created_at: string;
}

export interface NewLink {
  name: string | null;
  locale: string;
  asks_approval: boolean;
  token_hash: string;
  expires_at: string;
}

export function previewLinksData(client: AdminClient, table: string, rowId: string) {
  return {
    /** The links not revoked nor expired, newest first. */
    async active() {
      return anyTable(client, 'preview_links')
        .select('id, name, locale, asks_approval, created_at, expires_at')
        .eq('table_name', table)
        .eq('row_id', rowId)
        .is('revoked_at', null)
        .gt('expires_at', new Date().toISOString())
        .order('created_at', { ascending: false })
        .then((r) => ({ data: (r.data ?? []) as ActiveLink[], error: r.error }));
    },
    /** Every answer given on the item (through any of its links, live or not), newest first. */
    async answers() {
      return anyTable(client, 'preview_approvals')
        .select('id, link_name, locale, approved, comment, created_at')
        .eq('table_name', table)
        .eq('row_id', rowId)
        .order('created_at', { ascending: false })
        .then((r) => ({ data: (r.data ?? []) as PreviewAnswer[], error: r.error }));
    },
    async create(link: NewLink) {
      return anyTable(client, 'preview_links').insert({ table_name: table, row_id: rowId, ...link });
    },
    async revoke(id: string) {
      return anyTable(client, 'preview_links').update({ revoked_at: new Date().toISOString() }).eq('id', id);
    },
    /** The item's translations' slugs by language (a language without a slug is not offered). */
    async translationSlugs(): Promise<Record<string, string>> {
      if (!isLocalizedTable(table)) return {};
      const r = await anyTable(client, TRANSLATION_TABLES[table]).select('locale, slug').eq('item_id', rowId);
      const rows = (r.data ?? []) as { locale: string; slug: string | null }[];
      return Object.fromEntries(rows.filter((t) => t.slug).map((t) => [t.locale, t.slug!]));
    },
  };
}
