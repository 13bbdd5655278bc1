/**
 * Shipped migrations stay as they shipped: an upgraded database never runs a migration twice,
 * so an edit would reach new databases only. The list is scripts/release/released-migrations.txt.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { changedReleased, markAllReleased, MIGRATIONS_DIR, readReleased } from '../../scripts/release/released-migrations.ts';

describe('released migrations', () => {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'released-'));
  afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

  it('every migration listed as shipped is still there, byte for byte', () => {
    expect(readReleased().size).toBeGreaterThanOrEqual(49);
    expect(changedReleased()).toEqual([]);
  });

  it('every listed file is a migration of this project, in order, and new ones come after the last shipped one', () => {
    const listed = [...readReleased().keys()];
    expect(listed).toEqual([...listed].sort());
    const files = fs.readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql'));
    for (const f of listed) expect(files).toContain(f);
    const lastShipped = listed.at(-1)!;
    for (const f of files.filter((x) => !listed.includes(x))) expect([f, f > lastShipped]).toEqual([f, true]);
  });

  it('finds an edited and a removed migration', () => {
    const dir = path.join(temp, 'migrations');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, '20990101000000_a.sql'), 'select 1;\n');
    fs.writeFileSync(path.join(dir, '20990101000001_b.sql'), 'select 2;\n');
    const list = path.join(temp, 'released.txt');
    expect(markAllReleased(dir, list)).toBe(2);
    expect(changedReleased(dir, list)).toEqual([]);
    fs.appendFileSync(path.join(dir, '20990101000000_a.sql'), 'select 3;\n');
    fs.rmSync(path.join(dir, '20990101000001_b.sql'));
    expect(changedReleased(dir, list)).toEqual([
      { file: '20990101000000_a.sql', problem: 'edited' },
      { file: '20990101000001_b.sql', problem: 'missing' },
    ]);
  });
});
