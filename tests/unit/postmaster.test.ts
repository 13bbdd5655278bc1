/**
 * A PostgreSQL program that cannot be run is one clear error naming it and why, never an
 * unhandled 'error' event that ends the process with a stack trace.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startPostmaster, initCluster } from '../../server/platform/db/postmaster.ts';
import { withBackendMalloc } from '../../server/platform/db/backend-malloc.ts';
import type { PostgresBinaries } from '../../server/platform/db/postgres-binaries.ts';

describe('running PostgreSQL programs', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-programs-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  // A file without any execute bit: exec refuses it even to root.
  const notRunnable = path.join(dir, 'postgres');
  fs.writeFileSync(notRunnable, '#!/bin/sh\nexit 0\n', { mode: 0o644 });
  const binaries: PostgresBinaries = { dir, initdb: path.join(dir, 'initdb'), postgres: notRunnable, pgCtl: path.join(dir, 'pg_ctl') };

  it('a program without permission to run', async () => {
    await expect(startPostmaster({ binaries, dir: path.join(dir, 'cluster'), port: 1, runAs: undefined, flags: [], onLog: () => {} })).rejects.toThrow(
      `Could not run ${notRunnable}: permission denied (EACCES).`,
    );
  });

  it('a program that is missing', async () => {
    await expect(
      initCluster({ binaries, dir: path.join(dir, 'cluster'), user: 'postgres', password: 'x', runAs: undefined, flags: [] }),
    ).rejects.toThrow(`Could not run ${path.join(dir, 'initdb')}: the file does not exist (ENOENT).`);
  });

  it('the postmaster gets glibc malloc thresholds that keep its backends from trimming their heap every query', async () => {
    // A stand-in postmaster that prints the variables it was given, then says it is ready.
    const fake = path.join(dir, 'fake-postgres');
    fs.writeFileSync(
      fake,
      '#!/bin/sh\necho "trim=$MALLOC_TRIM_THRESHOLD_ mmap=$MALLOC_MMAP_THRESHOLD_"\necho "database system is ready to accept connections"\nexec sleep 60\n',
      { mode: 0o755 },
    );
    let output = '';
    const child = await startPostmaster({
      binaries: { ...binaries, postgres: fake },
      dir: path.join(dir, 'cluster'),
      port: 1,
      runAs: undefined,
      flags: [],
      onLog: (m) => (output += m),
    });
    child.kill('SIGKILL');
    expect(output).toContain(`trim=${2 * 1024 * 1024} mmap=${1024 * 1024}\n`);
  });
});

describe('malloc settings for PostgreSQL', () => {
  it('adds the thresholds, keeping everything else', () => {
    expect(withBackendMalloc({ PATH: '/bin' })).toEqual({ PATH: '/bin', MALLOC_TRIM_THRESHOLD_: '2097152', MALLOC_MMAP_THRESHOLD_: '1048576' });
  });

  it("keeps the operator's own values", () => {
    expect(withBackendMalloc({ MALLOC_TRIM_THRESHOLD_: '65536' })).toEqual({ MALLOC_TRIM_THRESHOLD_: '65536', MALLOC_MMAP_THRESHOLD_: '1048576' });
    const tuned = { GLIBC_TUNABLES: 'glibc.malloc.trim_threshold=0' };
    expect(withBackendMalloc(tuned)).toEqual(tuned);
  });
});
