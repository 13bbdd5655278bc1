/**
 * Downloading an archive through the site, streamed from BACKUP_DIR. The browser cannot add an
 * Authorization header to a plain download, so an administrator first asks for a link: a token
 * signed with the project's key, naming one archive and living two minutes (as Storage's
 * signed URLs do). It has no `role` and no `sub`, so no API accepts it as a session.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { JwtKeys } from '../../platform/jwt.ts';
import { forbidden, notFound } from '../../platform/auth/errors.ts';
import { ARCHIVE_PREFIX, ARCHIVE_SUFFIX } from './create-backup.ts';
import { listBackups } from './backup-schedule.ts';

const PURPOSE = 'backup_download';
export const DOWNLOAD_LINK_SECONDS = 120;

/** The archive `name` names in `dir`, or a 404: only names the listing shows, never a path. */
export function archiveIn(dir: string, name: string): string {
  const plain = name.startsWith(ARCHIVE_PREFIX) && name.endsWith(ARCHIVE_SUFFIX) && /^[A-Za-z0-9._-]+$/.test(name);
  if (!plain || !listBackups(dir).some((b) => b.name === name)) throw notFound('backup_not_found', 'No such backup');
  return path.join(dir, name);
}

export function downloadToken(jwt: JwtKeys, name: string): Promise<string> {
  return jwt.sign({ purpose: PURPOSE, backup: name }, DOWNLOAD_LINK_SECONDS);
}

/** Whether `token` is a live download link for `name`. */
export async function validDownloadToken(jwt: JwtKeys, token: string, name: string): Promise<boolean> {
  const claims = await jwt.verify(token).catch(() => undefined);
  return claims?.purpose === PURPOSE && claims.backup === name && claims.role === undefined;
}

export async function assertDownloadToken(jwt: JwtKeys, token: string, name: string): Promise<void> {
  if (!(await validDownloadToken(jwt, token, name))) throw forbidden('bad_download_link', 'The download link is invalid or has expired');
}

/** Streams the archive; a client that goes away midway just ends the stream. */
export async function sendArchive(req: IncomingMessage, res: ServerResponse, file: string): Promise<void> {
  const size = (await fs.promises.stat(file)).size;
  res.writeHead(200, {
    'Content-Type': 'application/gzip',
    'Content-Length': String(size),
    'Content-Disposition': `attachment; filename="${path.basename(file)}"`,
    'Cache-Control': 'no-store',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await pipeline(fs.createReadStream(file), res).catch(() => res.destroy());
}
