/**
 * Fault test: PostgreSQL is killed with SIGKILL under a running server. The server must not
 * crash, must answer the APIs with 503 in each service's shape and still serve the site,
 * must restart PostgreSQL itself, and every write it acknowledged must survive.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { until } from '../helpers/until.ts';
import { checkHealth } from '../../server/platform/http/health.ts';

const RECOVERY_LIMIT_MS = 30_000;

function postmasterPid(dataDir: string): number {
  return Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

/** Probes fail while PostgreSQL is away: that counts as "not yet". */
const probing = (timeoutMs: number) => ({ timeoutMs, intervalMs: 100, ignoreErrors: true });

describe('PostgreSQL killed under a running server', () => {
  let t: TestServer;
  let dist: string;
  const emails = Array.from({ length: 25 }, (_, i) => `abone${i}@example.com`);
  const acknowledged: string[] = [];

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Test</title><div id="root"></div>');
    t = await startTestServer({ env: { DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('reports a read-only database and a nearly full disk on /health', async () => {
    const admin = t.server.ctx.db.admin;
    const ok = await fetch(`${t.url}/health`);
    expect(ok.status).toBe(200);
    const report = (await ok.json()) as { disk_free_mb: number };
    expect(report).toEqual({ status: 'ok', database: 'ok', disk: 'ok', disk_free_mb: expect.any(Number) });
    expect(report.disk_free_mb).toBeGreaterThan(0);

    await admin.query('alter system set default_transaction_read_only = on');
    await admin.query('select pg_reload_conf()');
    try {
      // The reload reaches new transactions at once; a pooled session may lag a moment.
      const res = await until('the read-only state', async () => {
        const r = await fetch(`${t.url}/health`);
        const body = (await r.json()) as Record<string, unknown>;
        return body.database === 'read_only' ? { status: r.status, body } : undefined;
      }, probing(5000));
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: 'degraded', database: 'read_only', disk: 'ok' });
    } finally {
      await admin.query('alter system reset default_transaction_read_only');
      await admin.query('select pg_reload_conf()');
    }
    await until('the database to accept writes again', async () => ((await fetch(`${t.url}/health`)).status === 200 ? true : undefined), probing(5000));

    // Less free space than the threshold: the disk is reported low.
    const low = await checkHealth(admin, t.server.ctx.db.diskDirs, Number.MAX_SAFE_INTEGER);
    expect(low).toMatchObject({ status: 'degraded', database: 'ok', disk: 'low' });
  });

  it('answers 503 while it is down, restarts it, and keeps every acknowledged write', async () => {
    const service = t.service();
    for (const email of emails) {
      const { error } = await service.from('newsletter_subscribers').insert({ email });
      if (!error) acknowledged.push(email);
    }
    expect(acknowledged).toEqual(emails);
    const restUrl = `${t.url}/rest/v1/newsletter_subscribers?select=email`;
    const headers = { apikey: t.serviceRoleKey, Authorization: `Bearer ${t.serviceRoleKey}` };

    // A connection checked out and idle, and one running a query, when the database dies:
    // neither may raise an unhandled 'error' (that used to end the process).
    const held = await t.server.ctx.db.api.connect();
    const inFlight = t.server.ctx.db.admin.query('select pg_sleep(10)').then(
      () => 'finished',
      (err: Error) => err.message,
    );
    await new Promise((r) => setTimeout(r, 200));

    const pid = postmasterPid(t.dataDir);
    const killedAt = Date.now();
    process.kill(pid, 'SIGKILL');
    expect(await inFlight).toMatch(/terminating connection due to unexpected postmaster exit|Connection terminated unexpectedly/);
    held.release(true);

    // The first call after the kill reaches the REST handler itself.
    const first = await fetch(restUrl, { headers });
    expect(first.status).toBe(503);
    expect(await first.json()).toMatchObject({ code: 'PGRST000', hint: null, message: 'Database connection error. Retrying the connection.' });

    const health = await fetch(`${t.url}/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'degraded', database: 'unavailable', disk: 'ok' });

    const [rest, auth, storage, site] = await Promise.all([
      fetch(restUrl, { headers }),
      fetch(`${t.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: t.anonKey, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
        body: JSON.stringify({ email: 'staff@example.com', password: 'whatever-it-is' }),
      }),
      fetch(`${t.url}/storage/v1/object/list/media`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: '{"prefix":""}' }),
      fetch(`${t.url}/`),
    ]);
    expect(rest.status).toBe(503);
    expect(rest.headers.get('retry-after')).toBe('2');
    expect(await rest.json()).toEqual({ code: 'PGRST000', details: null, hint: null, message: 'Database connection error. Retrying the connection.' });
    expect(auth.status).toBe(503);
    expect(await auth.json()).toEqual({ code: 'unexpected_failure', message: 'Database connection error. Retrying the connection.' });
    expect(storage.status).toBe(503);
    expect(await storage.json()).toEqual({ statusCode: '503', error: 'DatabaseError', message: 'Database connection error. Retrying the connection.' });
    // The site itself still loads (without the page's metadata).
    expect(site.status).toBe(200);
    expect(await site.text()).toContain('<div id="root"></div>');

    // No restart of the server: PostgreSQL comes back on its own and the API with it.
    await until('the API to answer again', async () => ((await fetch(restUrl, { headers })).status === 200 ? true : undefined), probing(RECOVERY_LIMIT_MS));
    const recoveryMs = Date.now() - killedAt;
    console.log(`API recovered ${recoveryMs} ms after kill -9 of PostgreSQL (pid ${pid} → ${postmasterPid(t.dataDir)})`);
    expect(postmasterPid(t.dataDir)).not.toBe(pid);
    expect(recoveryMs).toBeLessThan(RECOVERY_LIMIT_MS);

    const { data, error } = await service.from('newsletter_subscribers').select('email').in('email', acknowledged).order('email');
    expect(error).toBeNull();
    expect(data!.map((r) => r.email)).toEqual([...acknowledged].sort());

    const healthAfter = await fetch(`${t.url}/health`);
    expect(healthAfter.status).toBe(200);
    expect(await healthAfter.json()).toMatchObject({ status: 'ok', database: 'ok', disk: 'ok' });

    // Sign-in works again through the restarted database.
    expect((await t.signIn()).auth).toBeDefined();
  });

  it('listens for content changes again after the database came back', async () => {
    const version = t.server.ctx.contentVersion;
    // Listening: reading the version does not move it.
    await until('the content listener to subscribe again', async () => (version.current() === version.current() ? true : undefined), probing(10_000));
    const before = version.current();
    await t.server.ctx.db.admin.query(`select pg_notify('content_changed', 'test')`);
    await until('the notification', async () => (version.current() !== before ? true : undefined), probing(5000));
    expect(version.current()).toBeGreaterThan(before);
  });
});
