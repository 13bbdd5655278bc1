/**
 * A PostgreSQL program that cannot be run is one clear error naming it and why, never an
 * unhandled 'error' event that ends the process with a stack trace.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startPostmaster, initCluster } from '../../server/platform/db/postmaster.ts';
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
});
