/**
 * The embedded cluster's Unix socket, for the API pool: on one machine a Unix socket costs
 * PostgreSQL and Node less per message than loopback TCP (no TCP stack on either side), and
 * every /rest/v1 request writes to PostgreSQL. The folder is the one PostgreSQL reports
 * (unix_socket_directories, its build's default); without a socket there (another platform,
 * sockets switched off) the pool stays on TCP. A DATABASE_URL is always used as given.
 */
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

/** `url` pointed at the socket folder (the port names the socket file), or undefined. */
export async function localSocketUrl(client: pg.ClientBase, url: string): Promise<string | undefined> {
  if (process.platform === 'win32') return undefined;
  const { rows } = await client.query<{ dirs: string; port: string }>(
    `select current_setting('unix_socket_directories') as dirs, current_setting('port') as port`,
  );
  const port = rows[0]!.port;
  for (const entry of rows[0]!.dirs.split(',')) {
    const dir = entry.trim();
    // '@…' is an abstract socket, a relative entry is relative to the cluster folder: leave those to TCP.
    if (!dir.startsWith('/')) continue;
    if (!fs.existsSync(path.join(dir, `.s.PGSQL.${port}`))) continue;
    const u = new URL(url);
    u.hostname = encodeURIComponent(dir);
    return u.toString();
  }
  return undefined;
}
