/**
 * Whether a preview token (`?onizleme=`) opens a row of a table right now, asked before
 * anything renders: made-up tokens cost one indexed read, not a page render. The same
 * conditions as `public.preview_row` (not revoked, not expired, bound to that table).
 */
import crypto from 'node:crypto';
import type pg from 'pg';

/** What the loaders accept as a token (src/public/routes/preview.ts); anything else is not looked up. */
const TOKEN = /^[A-Za-z0-9_-]{32,128}$/;

export type PreviewCheck = (token: string, table: string) => Promise<boolean>;

export function createPreviewCheck(pool: pg.Pool): PreviewCheck {
  return async (token, table) => {
    if (!TOKEN.test(token)) return false;
    const hash = crypto.createHash('sha256').update(token, 'utf8').digest('hex');
    const { rowCount } = await pool.query(
      'select 1 from public.preview_links where token_hash = $1 and table_name = $2 and revoked_at is null and expires_at > now()',
      [hash, table],
    );
    return (rowCount ?? 0) > 0;
  };
}
