/**
 * Edge Functions that declare who may call them (gateway.json beside index.ts,
 * server/platform/functions/function-callers.ts): the gateway refuses the anon key and every
 * other caller the function would refuse, with the function's own answer, before the function's
 * Deno process is called or started. The server runs over a copy of supabase/functions with,
 * beside each such function, `<name>-ungated`: the same index.ts without the declaration, whose
 * own answer the gateway's must equal. The mail workers call lead-notify and
 * newsletter-confirm at start, so their "not started" is shown on `<name>-gated` copies.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLER_FILE } from '../../server/platform/functions/function-callers.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const FUNCTIONS = path.resolve(import.meta.dirname, '../../supabase/functions');
const STAFF = ['staff-invite', 'staff-name'];
const SERVICE = ['lead-notify', 'newsletter-confirm'];

interface Answer {
  status: number;
  body: unknown;
  contentType: string | null;
  cacheControl: string | null;
}

describe('the functions gateway refuses callers a function does not accept', () => {
  let t: TestServer;
  let root: string;
  let adminToken: string;
  let editorToken: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-function-callers-'));
    const dir = path.join(root, 'functions');
    fs.cpSync(FUNCTIONS, dir, { recursive: true });
    fs.copyFileSync(path.join(FUNCTIONS, '..', 'config.toml'), path.join(root, 'config.toml'));
    for (const name of [...STAFF, ...SERVICE]) {
      fs.mkdirSync(path.join(dir, `${name}-ungated`));
      fs.copyFileSync(path.join(FUNCTIONS, name, 'index.ts'), path.join(dir, `${name}-ungated`, 'index.ts'));
    }
    for (const name of SERVICE) fs.cpSync(path.join(FUNCTIONS, name), path.join(dir, `${name}-gated`), { recursive: true });
    t = await startTestServer({ env: { FUNCTIONS_DIR: dir } });
    const created = await t.service().auth.admin.createUser({ email: 'editor@example.com', password: 'editor-password-1', email_confirm: true, app_metadata: { role: 'editor' } });
    expect(created.error).toBeNull();
    adminToken = (await (await t.signIn()).auth.getSession()).data.session!.access_token;
    editorToken = (await (await t.signIn('editor@example.com', 'editor-password-1')).auth.getSession()).data.session!.access_token;
  });
  afterAll(async () => {
    await t?.close();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  async function call(name: string, token: string, body: unknown = {}): Promise<Answer> {
    const res = await fetch(`${t.url}/functions/v1/${name}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, apikey: t.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json(), contentType: res.headers.get('content-type'), cacheControl: res.headers.get('cache-control') };
  }
  const counts = (name: string) => t.server.functions.counts(name);

  it('every function that needs a staff member or the service key declares it', () => {
    for (const name of [...STAFF, ...SERVICE]) expect(fs.existsSync(path.join(FUNCTIONS, name, CALLER_FILE))).toBe(true);
  });

  it('refuses the anon key with the answer the function gives, without starting or calling its Deno process', async () => {
    for (const name of [...STAFF, ...SERVICE.map((n) => `${n}-gated`)]) {
      const gated = await call(name, t.anonKey);
      expect(counts(name)).toEqual({ started: 0, proxied: 0 });
      const own = await call(`${name.replace(/-gated$/, '')}-ungated`, t.anonKey);
      expect(counts(`${name.replace(/-gated$/, '')}-ungated`)).toEqual({ started: 1, proxied: 1 });
      expect(gated).toEqual(own);
    }
    // The messages as the functions have them.
    expect((await call('staff-name', t.anonKey)).body).toEqual({ code: 'forbidden', message: 'Bu işlem için yönetici yetkisi gerekli' });
    for (const name of SERVICE) {
      const proxied = counts(name).proxied;
      expect(await call(name, t.anonKey)).toEqual({
        status: 403,
        body: { code: 'forbidden', message: 'Bu işlem yalnızca servis anahtarıyla yapılabilir' },
        contentType: 'application/json; charset=utf-8',
        cacheControl: 'no-store',
      });
      expect(counts(name).proxied).toBe(proxied);
    }
  });

  it('refuses the service key on the staff functions and a staff token on the mail functions the same way; lets the callers named through', async () => {
    for (const name of STAFF) expect(await call(name, t.serviceRoleKey)).toEqual(await call(`${name}-ungated`, t.serviceRoleKey));
    for (const name of SERVICE) expect(await call(`${name}-gated`, adminToken)).toEqual(await call(`${name}-ungated`, adminToken));
    expect(counts('staff-name')).toEqual({ started: 0, proxied: 0 });
    expect(counts('lead-notify-gated')).toEqual({ started: 0, proxied: 0 });

    // A signed-in editor passes the gateway: whether they are an admin, the function asks the database.
    const editor = await call('staff-name', editorToken, { id: 'not-a-uuid', name: 'x' });
    expect(editor).toEqual(await call('staff-name-ungated', editorToken, { id: 'not-a-uuid', name: 'x' }));
    expect(editor.status).toBe(403);
    expect(counts('staff-name')).toEqual({ started: 1, proxied: 1 });
    expect(await call('staff-name', adminToken, { id: 'not-a-uuid', name: 'x' })).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message: 'Geçerli bir kullanıcı kimliği gerekli' },
    });
    expect(await call('lead-notify-gated', t.serviceRoleKey)).toMatchObject({ status: 200, body: { result: 'empty', messages: 0 } });
    expect(counts('lead-notify-gated')).toEqual({ started: 1, proxied: 1 });
  });
});
