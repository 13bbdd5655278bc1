/**
 * `/backup/v1`: what the admin's "Yedekler" screen shows.
 *   GET /backup/v1/backups   the archives in BACKUP_DIR (name, size, time), newest first,
 *                            and the schedule and retention they follow
 * Administrators only (http/require-administrator.ts: backups hold the secrets); errors in
 * Supabase Auth's shape. Archives are not downloaded through the site: they are copied from
 * the server's disk (docs/operations.md, "Backups and restore").
 */
import type { RouteHandler } from '../../platform/http/route.ts';
import type { ServerContext } from '../../context.ts';
import { sendJson } from '../../platform/http/respond.ts';
import { requireAdministrator } from '../http/require-administrator.ts';
import { AuthError, notFound, sendAuthError, toAuthError } from '../../platform/auth/errors.ts';
import { listBackups } from './backup-schedule.ts';

const twoDigits = (n: number) => String(n).padStart(2, '0');

export function createBackupHandler(ctx: ServerContext): RouteHandler {
  return async (req, res, url, path) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') throw new AuthError(405, 'method_not_allowed', 'Only GET is supported');
      await requireAdministrator(ctx, req, url);
      if (path !== '/backups' && path !== '/backups/') throw notFound('not_found', 'Not found');
      const { schedule, keep, dir } = ctx.config.backup;
      sendJson(
        res,
        200,
        {
          // Backups copy the embedded cluster; a database of its own (DATABASE_URL) is backed up by its host.
          available: Boolean(ctx.db.clusterDir),
          schedule: schedule ? `${twoDigits(schedule.hour)}:${twoDigits(schedule.minute)}` : null,
          keep,
          dir,
          backups: listBackups(dir).map((b) => ({ name: b.name, bytes: b.bytes, created_at: b.createdAt })),
        },
        { 'Cache-Control': 'no-store' },
      );
    } catch (err) {
      const refusal = toAuthError(err);
      if (refusal) return sendAuthError(req, res, refusal);
      throw err;
    }
  };
}
