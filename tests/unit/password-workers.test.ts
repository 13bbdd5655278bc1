import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/platform/db/setup.ts';
import { closeBcryptWorkers } from '../../server/platform/auth/bcrypt-workers.ts';
import { hashPassword, verifyPassword } from '../../server/platform/auth/password.ts';

afterAll(() => closeBcryptWorkers());

/** Counts event-loop turns (setImmediate callbacks) until `work` settles. */
async function turnsDuring<T>(work: Promise<T>): Promise<{ value: T; turns: number }> {
  let turns = 0;
  let done = false;
  const spin = () => {
    if (done) return;
    turns++;
    setImmediate(spin);
  };
  setImmediate(spin);
  try {
    return { value: await work, turns };
  } finally {
    done = true;
  }
}

describe('bcrypt off the main thread', () => {
  it('keeps the event loop turning while a password is compared and hashed', async () => {
    const stored = await hashPassword('doğru-parola');
    expect(stored).toMatch(/^\$2b\$10\$/);

    // bcryptjs on the main thread yields at most every 100 ms, i.e. a handful of turns
    // for a cost-10 compare; in a worker the loop turns freely all along.
    const compare = await turnsDuring(verifyPassword('doğru-parola', stored));
    expect(compare.value).toBe(true);
    expect(compare.turns).toBeGreaterThan(50);

    const hash = await turnsDuring(hashPassword('başka-parola'));
    expect(hash.value).toMatch(/^\$2b\$10\$/);
    expect(hash.turns).toBeGreaterThan(50);

    // Unknown user: the dummy compare runs off the thread too, and the answer stays false.
    const unknown = await turnsDuring(verifyPassword('doğru-parola', null));
    expect(unknown.value).toBe(false);
    expect(unknown.turns).toBeGreaterThan(50);
  });

  it('answers wrong passwords with false and runs again after the pool is closed', async () => {
    const stored = await hashPassword('parola-1');
    expect(await verifyPassword('parola-2', stored)).toBe(false);
    const inFlight = verifyPassword('parola-1', stored);
    await closeBcryptWorkers(); // lets the call in flight finish
    expect(await inFlight).toBe(true);
    expect(await verifyPassword('parola-1', stored)).toBe(true);
  });

  it('does not keep a script alive once its passwords are hashed (idle workers are unref\'d)', async () => {
    const script = `
      const { hashPassword, verifyPassword } = await import('./server/platform/auth/password.ts');
      const stored = await hashPassword('parola');
      console.log('ok', await verifyPassword('parola', stored), await verifyPassword('yanlış', null));
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: PROJECT_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    // A worker left ref'd would keep the process running until this generous limit.
    const killer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
    clearTimeout(killer);
    expect({ code, out: out.trim() }).toEqual({ code: 0, out: 'ok true false' });
  }, 120_000);
});
