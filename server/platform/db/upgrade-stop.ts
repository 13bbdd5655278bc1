/**
 * What an operator reads when an upgrade stops: every refusing constraint at once with its
 * rows and a fix, the true state of the database, how to correct the rows with only
 * PostgreSQL running (`npm start -- --database-only`) and how to return to the previous
 * release (this release's `npm run restore` of the backup taken before the upgrade).
 * The backup of a stopped upgrade is taken once: later starts of the same upgrade name it
 * again instead of writing one per start (DATA_DIR/upgrade-backup.json remembers it).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PreflightReport, RefusedRows } from './migration-preflight.ts';

export interface UpgradeBackup {
  /** The newest migration the database had, and the newest of the release it was upgraded to. */
  from: string | null;
  to: string;
  file: string;
  createdAt: string;
}

const MARKER = 'upgrade-backup.json';

/** The backup a stopped start of the same upgrade took, if its archive is still there. */
export function earlierUpgradeBackup(dataDir: string, upgrade: { from: string | null; to: string }): UpgradeBackup | undefined {
  try {
    const b = JSON.parse(fs.readFileSync(path.join(dataDir, MARKER), 'utf8')) as UpgradeBackup;
    return b.from === upgrade.from && b.to === upgrade.to && fs.existsSync(b.file) ? b : undefined;
  } catch {
    return undefined;
  }
}

export function rememberUpgradeBackup(dataDir: string, backup: UpgradeBackup): void {
  fs.writeFileSync(path.join(dataDir, MARKER), JSON.stringify(backup, null, 1) + '\n', { mode: 0o600 });
}

/** The upgrade is done: the next stopped upgrade takes its own backup. */
export function forgetUpgradeBackup(dataDir: string): void {
  fs.rmSync(path.join(dataDir, MARKER), { force: true });
}

function rowsOf(r: RefusedRows): string {
  if (r.total === undefined) return 'rows';
  const more = r.total > r.ids.length ? `, … (${r.total - r.ids.length} more)` : '';
  const ids = r.ids.length > 0 ? `, id ${r.ids.join(', ')}${more}` : '';
  return `${r.total} ${r.total === 1 ? 'row' : 'rows'}${ids}`;
}

function what(r: RefusedRows): string {
  if (r.kind === 'not-null') return `NOT NULL on ${r.constraint}`;
  if (r.kind === 'unique') return `unique constraint ${r.constraint}`;
  if (r.kind === 'foreign-key') return `foreign key ${r.constraint}`;
  return r.constraint ? `constraint ${r.constraint}` : 'a statement';
}

function describeRefused(r: RefusedRows, n: number): string[] {
  const lines = [`${n}. Table ${r.table || '?'}, ${what(r)} (${r.file}): ${rowsOf(r)} break it.`];
  if (r.kind === 'other') lines.push(`   PostgreSQL: ${r.message}`);
  if (r.allowed) lines.push(`   Allowed values of ${r.allowed.column}: ${r.allowed.values.join(', ')}.`);
  if (r.show) lines.push(`   See them: ${r.show}`);
  if (r.fixes.length > 0) lines.push(`   Correct them (adapt), e.g.: ${r.fixes.join('  or  ')}`);
  return lines;
}

export function describeUpgradeStop(
  report: PreflightReport,
  state: { newest: string | null; pending: number; embedded: boolean; backup?: UpgradeBackup & { reused: boolean } },
): string {
  const count = report.refused.length;
  const head =
    count > 0
      ? `The upgrade stopped before changing anything: rows of this database break ${count === 1 ? 'a constraint' : `${count} constraints`} of the ${state.pending} new ${state.pending === 1 ? 'migration' : 'migrations'}.`
      : 'The upgrade stopped before changing anything: a new migration fails.';
  const lines = [head, `Nothing was applied: the database is as it was before this start (newest migration: ${state.newest ?? 'none'}).`, ''];
  report.refused.forEach((r, i) => lines.push(...describeRefused(r, i + 1)));
  if (report.stopped) {
    if (count > 0) lines.push('');
    lines.push(count > 0 ? `The migrations after this one were not checked yet: ${report.stopped}` : report.stopped);
  }
  lines.push('');
  if (state.embedded) {
    lines.push(
      'To correct the rows: npm start -- --database-only (starts only the PostgreSQL of this DATA_DIR and prints its connection string for psql; no migration, no site), correct them, Ctrl+C, then npm start again.',
    );
  } else {
    lines.push('To correct the rows: run the statements above on DATABASE_URL (e.g. with psql), then start again.');
  }
  if (state.backup) {
    const when = state.backup.reused ? `taken by the first start of this upgrade, ${state.backup.createdAt}` : `taken now, ${state.backup.createdAt}`;
    lines.push(
      `To return to the previous release instead: the backup of this database before the upgrade is ${state.backup.file} (${when}). ` +
        `Restore it into a new folder with this release's restore: npm run restore -- ${state.backup.file} --data-dir <new folder>; ` +
        'then start the previous release with DATA_DIR=<new folder>.',
    );
  }
  return lines.join('\n');
}
