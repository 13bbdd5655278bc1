/**
 * `/backup/v1`: what the admin's "Yedekler" screen uses.
 *   GET  /backup/v1/backups              the archives in BACKUP_DIR (name, size, time), newest
 *                                        first; the schedule and retention they follow; the
 *                                        backup being written now with its progress
 *   POST /backup/v1/backups              "Şimdi yedek al": starts one (202), 409 while one runs
 *   POST /backup/v1/backups/<name>/link  a download link for one archive, valid two minutes
 *   GET  /backup/v1/backups/<name>       the archive, streamed (with an administrator's token,
 *                                        or the link's `token`)
 * Administrators only (http/require-administrator.ts: backups hold the secrets); errors in
 * Supabase Auth's shape. No server path is answered: archives are named by file name only.
 */
import type { IncomingMessage } from 'node:http';
import type { RouteHandler } from '../../platform/http/route.ts';
import type { ServerContext } from '../../context.ts';
import { sendJson } from '../../platform/http/respond.ts';
import { requireAdministrator } from '../http/require-administrator.ts';
import { recordServerAudit } from '../http/server-audit.ts';
import { AuthError, notFound, sendAuthError, toAuthError } from '../../platform/auth/errors.ts';
import { listBackups } from './backup-schedule.ts';
import { archiveIn, assertDownloadToken, DOWNLOAD_LINK_SECONDS, downloadToken, sendArchive } from './backup-download.ts';
import { manualBackups, type ManualBackups } from './manual-backup.ts';

const twoDigits = (n: number) => String(n).padStart(2, '0');
const ARCHIVE_PATH = /^\/backups\/([^/]+)(\/link)?\/?$/;

function allow(req: IncomingMessage, ...methods: string[]): void {
  if (!methods.includes(req.method ?? '')) throw new AuthError(405, 'method_not_allowed', `Only ${methods.join(', ')} is supported`);
}

function decoded(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw notFound('backup_not_found', 'No such backup');
  }
}

export function createBackupHandler(ctx: ServerContext): RouteHandler {
  const { schedule, keep, dir } = ctx.config.backup;
  // Backups copy the embedded cluster; a database of its own (DATABASE_URL) is backed up by its host.
  const manual: ManualBackups | undefined = ctx.db.clusterDir
    ? manualBackups({ pool: ctx.db.admin, clusterDir: ctx.db.clusterDir, dataDir: ctx.config.dataDir, backupDir: dir, log: ctx.log })
    : undefined;

  const listing = () => ({
    available: Boolean(manual),
    schedule: schedule ? `${twoDigits(schedule.hour)}:${twoDigits(schedule.minute)}` : null,
    keep,
    running: manual?.running() ?? null,
    last_failure: manual?.lastFailure() ?? null,
    backups: listBackups(dir).map((b) => ({ name: b.name, bytes: b.bytes, created_at: b.createdAt })),
  });

  return async (req, res, url, path) => {
    try {
      const archive = ARCHIVE_PATH.exec(path);
      if (archive && !archive[2] && (req.method === 'GET' || req.method === 'HEAD') && url.searchParams.has('token')) {
        // A download link: the token stands for the administrator who asked for it.
        const name = decoded(archive[1]!);
        await assertDownloadToken(ctx.jwt, url.searchParams.get('token')!, name);
        return await sendArchive(req, res, archiveIn(dir, name));
      }
      const auth = await requireAdministrator(ctx, req, url);
      if (path === '/backups' || path === '/backups/') {
        allow(req, 'GET', 'HEAD', 'POST');
        if (req.method === 'POST') {
          if (!manual) throw new AuthError(409, 'backup_unavailable', 'Backups are taken by the database host here');
          if ((await manual.start()) === 'busy') throw new AuthError(409, 'backup_running', 'A backup is being written already');
          await recordServerAudit(ctx, req, auth, { action: 'backup', table: 'backups' });
          return sendJson(res, 202, listing(), { 'Cache-Control': 'no-store' });
        }
        return sendJson(res, 200, listing(), { 'Cache-Control': 'no-store' });
      }
      if (!archive) throw notFound('not_found', 'Not found');
      const name = decoded(archive[1]!);
      if (archive[2]) {
        allow(req, 'POST');
        archiveIn(dir, name);
        const token = await downloadToken(ctx.jwt, name);
        return sendJson(res, 200, { path: `/backup/v1/backups/${encodeURIComponent(name)}?token=${token}`, expires_in: DOWNLOAD_LINK_SECONDS }, { 'Cache-Control': 'no-store' });
      }
      allow(req, 'GET', 'HEAD');
      return await sendArchive(req, res, archiveIn(dir, name));
    } catch (err) {
      const refusal = toAuthError(err);
      if (refusal) return sendAuthError(req, res, refusal);
      throw err;
    }
  };
}
