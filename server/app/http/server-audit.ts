/**
 * An audit log entry for something the server does for a caller outside /rest/v1 (a backup
 * "Şimdi yedek al"): written by the database function private.audit_write with the caller's
 * claims and the request headers the database sees (so the address is the trusted one), as a
 * REST request's trigger would.
 */
import type { IncomingMessage } from 'node:http';
import type { ServerContext } from '../../context.ts';
import { databaseHeaders } from '../../platform/http/database-headers.ts';
import type { RequestAuth } from '../../platform/http/request-auth.ts';

export async function recordServerAudit(ctx: ServerContext, req: IncomingMessage, auth: RequestAuth, entry: { action: string; table: string; rowId?: string }): Promise<void> {
  const client = await ctx.db.admin.connect();
  try {
    await client.query('begin');
    await client.query(`select set_config('request.jwt.claims', $1, true), set_config('request.headers', $2, true)`, [
      JSON.stringify(auth.claims),
      JSON.stringify(databaseHeaders(req, ctx.config.trustProxy)),
    ]);
    await client.query(`select private.audit_write($1, $2, $3, '{}', null)`, [entry.action, entry.table, entry.rowId ?? null]);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => {});
    ctx.log(`İşlem kaydı yazılamadı (${entry.action}): ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    client.release();
  }
}
