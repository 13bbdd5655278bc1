/**
 * PostgreSQL refuses to run as root. When the server runs as root, PostgreSQL's programs run
 * as the system user "postgres" (made on first use), and every folder they touch must be
 * reachable by that user.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

export interface SystemUser {
  name: string;
  uid: number;
  gid: number;
}

/** The system user PostgreSQL runs as when the server runs as root. */
export const POSTGRES_SYSTEM_USER = 'postgres';

export const runningAsRoot = (): boolean => process.getuid?.() === 0;

function passwdEntry(match: (fields: string[]) => boolean): SystemUser | undefined {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => match(l.split(':')));
  if (!line) return undefined;
  const [name, , uid, gid] = line.split(':');
  return { name: name!, uid: Number(uid), gid: Number(gid) };
}

export function systemUser(name: string): SystemUser | undefined {
  return passwdEntry((f) => f[0] === name);
}

export function systemUserById(uid: number): SystemUser | undefined {
  return passwdEntry((f) => f[2] === String(uid));
}

/** The "postgres" system user, created (with its own group) when it does not exist yet. */
export function ensurePostgresUser(): SystemUser {
  const existing = systemUser(POSTGRES_SYSTEM_USER);
  if (existing) return existing;
  try {
    const groupExists = fs.readFileSync('/etc/group', 'utf8').split('\n').some((l) => l.split(':')[0] === POSTGRES_SYSTEM_USER);
    if (!groupExists) execFileSync('groupadd', ['--system', POSTGRES_SYSTEM_USER], { stdio: 'pipe' });
    execFileSync('useradd', ['--system', '--gid', POSTGRES_SYSTEM_USER, '--no-create-home', '--shell', '/usr/sbin/nologin', POSTGRES_SYSTEM_USER], { stdio: 'pipe' });
  } catch (err) {
    const why = (err as { stderr?: Buffer }).stderr?.toString().trim() || (err as Error).message;
    throw new Error(`PostgreSQL cannot run as root, and the system user "${POSTGRES_SYSTEM_USER}" could not be created: ${why}`);
  }
  const made = systemUser(POSTGRES_SYSTEM_USER);
  if (!made) throw new Error(`The system user "${POSTGRES_SYSTEM_USER}" was created but cannot be found in /etc/passwd.`);
  return made;
}

/**
 * The first folder above `dir` that `user` cannot enter (no x permission), or undefined. A user that does not exist yet owns nothing: only the "other" bits count.
 */
export function firstUnreachableAncestor(dir: string, user: Pick<SystemUser, 'uid' | 'gid'> | undefined): string | undefined {
  const parts = path.resolve(dir).split(path.sep).filter(Boolean);
  let current: string = path.sep;
  for (let i = 0; i < parts.length; i++) {
    let st: fs.Stats;
    try {
      st = fs.statSync(current);
    } catch {
      return undefined; // created by us below this point, with the default (enterable) mode
    }
    const bit = user && st.uid === user.uid ? 0o100 : user && st.gid === user.gid ? 0o010 : 0o001;
    if (!(st.mode & bit)) return current;
    current = path.join(current, parts[i]!);
  }
  return undefined;
}

/** Where PostgreSQL's user can reach when the project's folders are out of its reach (root, /root). */
export const RELOCATED_ROOT = '/var/lib/ajans-cms';
