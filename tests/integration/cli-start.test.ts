/**
 * `npm start` as a person runs it: the banner, a clean stop on SIGTERM, a second start that
 * changes nothing, and clear messages for bad configuration.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { startCli as start } from '../helpers/cli.ts';
import { PROJECT_ROOT } from '../../server/platform/db/setup.ts';

describe('npm start', () => {
  let dataDir: string;
  let distDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-cli-'));
    // A ready-made site, so this test does not depend on a Vite build.
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-dist-'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>test</title>');
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  const env = () => ({ PORT: '0', PG_PORT: '0', DATA_DIR: dataDir, DIST_DIR: distDir, SEED: 'false', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });

  it('starts, prints the URLs and a generated staff password once, and stops cleanly on SIGTERM', async () => {
    const run = start(env());
    const [, site] = await run.waitFor(/Site:\s+(http:\/\/\S+)\//);
    expect(run.output()).toMatch(/Admin:\s+http:\/\/\S+\/admin/);
    expect(run.output()).toMatch(/Database:\s+postgresql:\/\//);
    expect(run.output()).toMatch(/Staff account created: admin@example\.com/);
    expect(run.output()).toMatch(/Generated password/);
    const health = await fetch(`${site}/health`);
    expect(health.status).toBe(200);
    run.kill('SIGTERM');
    expect(await run.exit).toBe(0);
    expect(run.output()).toContain('PostgreSQL stopped cleanly.');
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  });

  it('a second start reuses the data and creates no account', async () => {
    const run = start(env());
    await run.waitFor(/Started in/);
    expect(run.output()).not.toMatch(/Staff account created/);
    expect(run.output()).not.toMatch(/Applied migration/);
    run.kill('SIGINT');
    expect(await run.exit).toBe(0);
  });

  it('recovers after the server process is killed without a chance to stop PostgreSQL', async () => {
    const first = start(env());
    await first.waitFor(/Started in/);
    first.kill('SIGKILL');
    await first.exit;
    const second = start(env());
    const [, site] = await second.waitFor(/Site:\s+(http:\/\/\S+)\//);
    await second.waitFor(/Started in/);
    expect((await fetch(`${site}/health`)).status).toBe(200);
    second.kill('SIGTERM');
    expect(await second.exit).toBe(0);
  });

  it('SIGTERM or SIGINT to the `npm start` process itself stops the server and PostgreSQL cleanly', async () => {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const child = spawn('npm', ['start', '--silent'], { cwd: PROJECT_ROOT, env: { ...process.env, ...env() }, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
      await new Promise<void>((resolve, reject) => {
        const check = () => (/Started in/.test(out) ? resolve() : child.exitCode !== null ? reject(new Error(out)) : undefined);
        child.stdout.on('data', check);
        child.on('close', check);
      });
      const postmaster = Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
      child.kill(signal);
      expect(await exited).toBe(0);
      expect(out).toContain(`${signal}: stopping…`);
      expect(out).toContain('PostgreSQL stopped cleanly.');
      // Nothing is left running: neither PostgreSQL nor the server behind npm.
      expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
      expect(() => process.kill(postmaster, 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }));
      expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    }
  });

  it('refuses invalid settings with a message, not a stack trace', async () => {
    const run = start({ ...env(), PORT: 'eighty' });
    expect(await run.exit).toBe(2);
    expect(run.output()).toContain('Configuration error: PORT must be a whole number, got "eighty"');
    expect(run.output()).not.toMatch(/\n\s+at /);
  });

  it('refuses TRUST_PROXY without SITE_URL in one line: links never come from the Host header', async () => {
    const run = start({ ...env(), TRUST_PROXY: '1', SITE_URL: '' });
    expect(await run.exit).toBe(2);
    expect(run.output().trim()).toBe(
      'Configuration error: TRUST_PROXY is set, so SITE_URL must be set too (the public address, e.g. https://ajans.com.tr): links are never taken from the Host header',
    );
  });
});
