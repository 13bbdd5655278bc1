/**
 * Edge Functions as Supabase runs them: supabase/functions/staff-invite/index.ts runs in a Deno
 * process behind /functions/v1 (unmodified supabase-js `functions.invoke`), behind the
 * gateway's JWT check; a killed process comes back at the next call. A second server over a
 * folder of test functions covers the proxy itself (method, path, query, headers, streamed
 * body both ways, status), `verify_jwt = false` from config.toml, and a function that fails to
 * start.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STAFF_EMAIL, startTestServer, type TestServer } from '../helpers/server.ts';
import { DenoWorker, FunctionBootError } from '../../server/platform/functions/deno-worker.ts';

const NOT_ADMIN = 'Bu işlem için yönetici yetkisi gerekli';
const STAFF_INVITE = path.resolve(import.meta.dirname, '../../supabase/functions/staff-invite/index.ts');

/** The command line of a running process, as the kernel reports it. */
function commandLine(pid: number): string[] {
  return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
}

describe('Edge Functions run by Deno', () => {
  let t: TestServer;
  let admin: SupabaseClient;
  let editor: SupabaseClient;

  beforeAll(async () => {
    t = await startTestServer();
    const created = await t.service().auth.admin.createUser({
      email: 'editor@example.com',
      password: 'editor-password-1',
      email_confirm: true,
      app_metadata: { role: 'editor' },
    });
    expect(created.error).toBeNull();
    admin = await t.signIn();
    editor = await t.signIn('editor@example.com', 'editor-password-1');
  });
  afterAll(async () => {
    const pid = t?.server.functions.pid('staff-invite');
    await t?.close();
    // Closing the server ends its Deno processes.
    if (pid !== undefined) expect(() => process.kill(pid, 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }));
  });

  it('lists the function folders: the mail senders and the staff functions, not _shared', () => {
    expect(t.server.functions.names).toEqual(['lead-notify', 'newsletter-confirm', 'staff-invite', 'staff-name']);
  });

  it('functions.invoke(staff-invite) runs supabase/functions/staff-invite/index.ts in Deno, and the invitation lands in the outbox', async () => {
    expect(t.server.functions.pid('staff-invite')).toBeUndefined();
    const { data, error } = await admin.functions.invoke('staff-invite', { body: { email: 'Deno@Example.com', role: 'editor' } });
    expect(error).toBeNull();
    expect(data).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), email: 'deno@example.com', role: 'editor' });

    const pid = t.server.functions.pid('staff-invite')!;
    expect(pid).toBeGreaterThan(0);
    const cmd = commandLine(pid);
    expect(path.basename(cmd[0]!)).toBe('deno');
    expect(cmd).toContain(`file://${STAFF_INVITE}`);
    expect(cmd).toContain('--cached-only');
    expect(cmd.some((a) => a.startsWith('--allow-write') || a === '-A' || a === '--allow-all')).toBe(false);

    const mails = (await t.server.ctx.mail.list()).filter((m) => m.message.to === 'deno@example.com');
    expect(mails.map((m) => m.message.kind)).toEqual(['invite']);
    expect(mails[0]!.message.text).toContain(`${STAFF_EMAIL} sizi`);
    // No redirectTo given: SITE_URL (given to the function as a secret) + /admin/sifre-belirle.
    expect(mails[0]!.message.text).toContain(`redirect_to=${encodeURIComponent(`${t.url}/admin/sifre-belirle`)}`);
    const { rows } = await t.server.ctx.db.admin.query(`select raw_app_meta_data ->> 'role' as role, invited_at is not null as invited from auth.users where email = 'deno@example.com'`);
    expect(rows).toEqual([{ role: 'editor', invited: true }]);
  });

  it('an editor gets 403 forbidden from the function, as before', async () => {
    const { error } = await editor.functions.invoke('staff-invite', { body: { email: 'x@example.com' } });
    const response = (error as { context: Response }).context;
    expect(response.status).toBe(403);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // The function's own CORS answer (for a hosted project's cross-origin calls), not the front door's.
    expect(response.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(await response.json()).toEqual({ code: 'forbidden', message: NOT_ADMIN });
  });

  it('the gateway refuses a call without a valid JWT in Supabase’s shape, before the function runs', async () => {
    const call = (headers: Record<string, string>) =>
      fetch(`${t.url}/functions/v1/staff-invite`, { method: 'POST', headers: { apikey: t.anonKey, 'content-type': 'application/json', ...headers }, body: '{}' });
    const none = await call({});
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ code: 'UNAUTHORIZED_NO_AUTH_HEADER', message: 'Missing authorization header' });
    const garbage = await call({ authorization: 'Bearer not-a-jwt' });
    expect(garbage.status).toBe(401);
    expect(await garbage.json()).toEqual({ code: 'UNAUTHORIZED_INVALID_JWT_FORMAT', message: 'Invalid JWT' });
    // Well-formed, but the signature is not the project's.
    const [head, body] = t.anonKey.split('.');
    const forged = await call({ authorization: `Bearer ${head}.${body}.${'A'.repeat(86)}` });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ code: 401, message: 'Invalid JWT' });
  });

  it('a killed Deno process is started again at the next call', async () => {
    if (t.server.functions.pid('staff-invite') === undefined) await admin.functions.invoke('staff-invite', { body: { email: 'once@example.com' } });
    const before = t.server.functions.pid('staff-invite')!;
    process.kill(before, 'SIGKILL');
    await vi.waitFor(() => expect(t.server.functions.pid('staff-invite')).toBeUndefined(), { timeout: 30_000, interval: 20 });
    const { data, error } = await admin.functions.invoke('staff-invite', { body: { email: 'again@example.com', role: 'admin' } });
    expect(error).toBeNull();
    expect(data).toMatchObject({ email: 'again@example.com', role: 'admin' });
    const after = t.server.functions.pid('staff-invite')!;
    expect(after).toBeGreaterThan(0);
    expect(after).not.toBe(before);
  });
});

describe('the functions gateway and proxy', () => {
  let t: TestServer;
  let root: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-functions-'));
    const dir = path.join(root, 'functions');
    fs.mkdirSync(path.join(dir, 'echo'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'broken'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'off'), { recursive: true });
    // Answers what it got; streams its answer in two parts.
    fs.writeFileSync(
      path.join(dir, 'echo', 'index.ts'),
      `Deno.serve(async (req) => {
  const url = new URL(req.url);
  const seen = { method: req.method, path: url.pathname, query: url.search, authorization: req.headers.get('authorization'), apikey: req.headers.get('apikey'), custom: req.headers.get('x-custom'), gate: req.headers.get('x-functions-gate'), body: await req.text() };
  const parts = [JSON.stringify(seen), '\\n'];
  const stream = new ReadableStream({ pull(c) { const p = parts.shift(); if (p === undefined) c.close(); else c.enqueue(new TextEncoder().encode(p)); } });
  return new Response(stream, { status: 207, headers: { 'content-type': 'application/json', 'x-echo': 'yes' } });
});\n`,
    );
    fs.writeFileSync(path.join(dir, 'broken', 'index.ts'), `throw new Error('boom at load');\n`);
    fs.writeFileSync(path.join(dir, 'off', 'index.ts'), `Deno.serve(() => new Response('off'));\n`);
    fs.writeFileSync(path.join(root, 'config.toml'), `[functions.echo]\nverify_jwt = false # a public endpoint\n\n[functions.off]\nenabled = false\n`);
    t = await startTestServer({ env: { FUNCTIONS_DIR: dir } });
  });
  afterAll(async () => {
    await t?.close();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  it('passes method, path, query, headers and body, and streams status, headers and body back', async () => {
    expect(t.server.functions.names).toEqual(['broken', 'echo']);
    // verify_jwt = false: no Authorization needed.
    const res = await fetch(`${t.url}/functions/v1/echo/sub/path?a=1&b=%C3%A7`, {
      method: 'PUT',
      headers: { 'x-custom': 'value-1', 'x-functions-gate': 'forged', apikey: 'k' },
      body: 'gövde'.repeat(1000),
    });
    expect(res.status).toBe(207);
    expect(res.headers.get('x-echo')).toBe('yes');
    expect(await res.json()).toEqual({
      method: 'PUT',
      path: '/echo/sub/path',
      query: '?a=1&b=%C3%A7',
      authorization: null,
      apikey: 'k',
      custom: 'value-1',
      gate: null,
      body: 'gövde'.repeat(1000),
    });
  });

  it('a function that fails to start answers 503 BOOT_ERROR; a disabled one is not served', async () => {
    const res = await fetch(`${t.url}/functions/v1/broken`, { method: 'POST', headers: { authorization: `Bearer ${t.anonKey}`, apikey: t.anonKey } });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' });
    const off = await fetch(`${t.url}/functions/v1/off`, { method: 'POST', headers: { authorization: `Bearer ${t.anonKey}`, apikey: t.anonKey } });
    expect(off.status).toBe(404);
  });

  it('without Deno the start of a function fails with a clear error', async () => {
    const worker = new DenoWorker({
      name: 'echo',
      entry: path.join(root, 'functions', 'echo', 'index.ts'),
      functionsDir: path.join(root, 'functions'),
      projectDir: root,
      denoPath: path.join(root, 'no-such-deno'),
      env: () => ({}),
      netHosts: () => [],
      bootTimeoutMs: 60_000,
      log: () => undefined,
    });
    const failure = await worker.get().catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(FunctionBootError);
    expect((failure as Error).message).toBe(`could not run Deno (${path.join(root, 'no-such-deno')}): spawn ${path.join(root, 'no-such-deno')} ENOENT`);
  });
});
