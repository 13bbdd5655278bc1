/**
 * Requests made to hurt the server are answered in the service's own shape and let go of:
 * bodies nested thousands of levels deep (400, not a 500 from a recursive walk), slow headers
 * and slow bodies (408 within the configured time, not held for minutes), more connections
 * from one address than allowed (429), and password recovery, whose answer must not wait for
 * the work done only for a known address.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const DEEP = `{"email":"derin@example.com","password":"x","token":"x","type":"recovery","data":${'['.repeat(5000)}${']'.repeat(5000)}}`;

/** Everything the server writes on a raw connection until it closes it, and how long that took. */
function untilClosed(socket: net.Socket): Promise<{ text: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (c: string) => (text += c));
    socket.on('error', reject);
    socket.on('close', () => resolve({ text, ms: Date.now() - started }));
  });
}

function connect(port: number, localAddress = '127.0.0.1'): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress }, () => resolve(socket));
    socket.once('error', reject);
  });
}

describe('hostile requests', () => {
  let t: TestServer;
  let port: number;

  beforeAll(async () => {
    t = await startTestServer();
    port = t.server.port;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a body nested 5,000 levels is 400 bad_json on /recover, /token and /verify, never a 500', async () => {
    for (const path of ['/recover', '/token?grant_type=password', '/token?grant_type=refresh_token', '/verify', '/signup']) {
      const res = await fetch(`${t.url}/auth/v1${path}`, { method: 'POST', headers: { apikey: t.anonKey, 'Content-Type': 'application/json' }, body: DEEP });
      expect({ path, status: res.status, body: await res.json() }).toEqual({
        path,
        status: 400,
        body: { code: 400, error_code: 'bad_json', msg: 'Could not parse request body as JSON: nested deeper than 64 levels' },
      });
    }
    // 64 levels of metadata are still fine.
    const ok = `{"email":"derin@example.com","data":{"x":${'['.repeat(60)}${']'.repeat(60)}}}`;
    const recover = await fetch(`${t.url}/auth/v1/recover`, { method: 'POST', headers: { apikey: t.anonKey, 'Content-Type': 'application/json' }, body: ok });
    expect(recover.status).toBe(200);
  });

  it('a deep body is 400 in PostgREST’s shape on /rest/v1 too', async () => {
    const res = await fetch(`${t.url}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: { apikey: t.anonKey, 'Content-Type': 'application/json' },
      body: `{"name":"a","message":${'['.repeat(5000)}${']'.repeat(5000)}}`,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'PGRST102', message: 'Empty or invalid json' });
  });

  it('/recover answers without waiting for the work done only for a known address', async () => {
    const email = 'bilinen@example.com';
    const created = await t.service().auth.admin.createUser({ email, password: 'old-password-1', email_confirm: true });
    expect(created.error).toBeNull();
    // Hold the account's row: the known-address work (the token, recovery_sent_at) must wait.
    const lock = await t.server.ctx.db.admin.connect();
    try {
      await lock.query('begin');
      await lock.query('select 1 from auth.users where email = $1 for update', [email]);
      await lock.query('lock table auth.one_time_tokens in exclusive mode');
      const answer = fetch(`${t.url}/auth/v1/recover`, { method: 'POST', headers: { apikey: t.anonKey, 'Content-Type': 'application/json' }, body: JSON.stringify({ email }) });
      let timer: NodeJS.Timeout | undefined;
      const held = new Promise<'held'>((resolve) => (timer = setTimeout(() => resolve('held'), 30_000)));
      const res = await Promise.race([answer, held]);
      clearTimeout(timer);
      expect(res).not.toBe('held');
      expect((res as Response).status).toBe(200);
      expect(await (res as Response).json()).toEqual({});
    } finally {
      await lock.query('rollback');
      lock.release();
    }
    // Once the row is free the mail goes out as before.
    await t.server.ctx.mail.idle();
    const mails = (await t.server.ctx.mail.list()).filter((m) => m.message.to === email && m.message.kind === 'recovery');
    expect(mails).toHaveLength(1);
  });

  it('slow headers and slow bodies are answered 408 and closed within the configured time', async () => {
    const http = t.server.http;
    const saved = { headers: http.headersTimeout, request: http.requestTimeout };
    http.headersTimeout = 2000;
    http.requestTimeout = 3000;
    try {
      const slowHeaders = await connect(port);
      const headersClosed = untilClosed(slowHeaders);
      slowHeaders.write('GET /health HTTP/1.1\r\nHost: localhost\r\n');
      const slowBody = await connect(port);
      const bodyClosed = untilClosed(slowBody);
      slowBody.write(`POST /auth/v1/recover HTTP/1.1\r\nHost: localhost\r\napikey: ${t.anonKey}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":`);
      const [h, b] = await Promise.all([headersClosed, bodyClosed]);
      expect(h.text).toMatch(/^HTTP\/1\.1 408 /);
      expect(b.text).toMatch(/^HTTP\/1\.1 408 /);
      // Node's own defaults would hold them 60 s and 300 s.
      expect(h.ms).toBeLessThan(30_000);
      expect(b.ms).toBeLessThan(30_000);
    } finally {
      http.headersTimeout = saved.headers;
      http.requestTimeout = saved.request;
    }
  });

  it('one address may hold only MAX_CONNECTIONS_PER_ADDRESS connections; the next is told 429', async () => {
    const limits = t.server.ctx.config.connections;
    const saved = limits.maxPerAddress;
    limits.maxPerAddress = 3;
    const held: net.Socket[] = [];
    try {
      // 127.0.0.2: another client on this machine (the server's own address is not counted).
      for (let i = 0; i < 3; i++) held.push(await connect(port, '127.0.0.2'));
      const extra = await connect(port, '127.0.0.2');
      const refused = await untilClosed(extra);
      expect(refused.text).toMatch(/^HTTP\/1\.1 429 Too Many Requests\r\n/);
      expect(refused.text).toContain('Retry-After: 10');
      expect(refused.text).toContain('Bu adresten çok fazla açık bağlantı var.');
      // Another address is not affected, and a freed slot is usable again.
      const other = await connect(port, '127.0.0.3');
      const otherAnswer = untilClosed(other);
      other.write('GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
      expect((await otherAnswer).text).toMatch(/^HTTP\/1\.1 200 /);
      // A closed connection frees its slot (the server hears of the close a moment later).
      held.shift()!.destroy();
      let answer = '';
      for (let attempt = 0; attempt < 100 && !answer.startsWith('HTTP/1.1 200 '); attempt++) {
        const again = await connect(port, '127.0.0.2');
        const closed = untilClosed(again);
        again.write('GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
        answer = (await closed).text;
      }
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    } finally {
      for (const s of held) s.destroy();
      limits.maxPerAddress = saved;
    }
  });
});
