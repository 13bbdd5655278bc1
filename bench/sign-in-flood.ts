/**
 * `npm run bench:signin`: the owner's password sign-in from their own browser (the device
 * cookie it got at an earlier sign-in) one at a time, alone, then while 30 clients flood
 * /auth/v1/token with sign-ins from unknown browsers, then alone again. The server sits behind a
 * reverse proxy as in production (TRUST_PROXY=1): every flood request names a fresh client
 * address in X-Forwarded-For, so no per-address limit applies, and a fresh unknown e-mail, so no
 * account limit does either: what is left is the password hashing they cost
 * (server/platform/auth/password-queue.ts). Each flooding client has one request in flight and
 * starts one at most every BENCH_FLOOD_INTERVAL_MS (default 250: 120 sign-ins a second, several
 * times what the CPUs hash; 0: as fast as answers come). The flood's HTTP client runs apart,
 * in a process at lower priority (nice 10): an attacker's clients are not on the server's CPUs.
 *
 * Prints the owner's p50/p90 per phase, the ratio of the flood's p50 to the quiet phases around
 * it (target <= 3x) and how the flood was answered.
 *
 *   npm run bench:signin                    # 10 s per phase
 *   BENCH_SECONDS=20 npm run bench:signin
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { loadConfig } from '../server/config.ts';
import { startServer } from '../server/start.ts';
import { passwordQueue } from '../server/platform/auth/password-queue.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = 30;
const FLOOD_INTERVAL_MS = Number(process.env.BENCH_FLOOD_INTERVAL_MS ?? 250);
const TARGET_RATIO = 3;
const OWNER = { email: 'owner@example.com', password: 'owner-password-123' };

// Plain JavaScript (a worker evaluated from a string needs no loader): CLIENTS loops, each one
// sign-in in flight, from a fresh address and for a fresh unknown e-mail every time.
const FLOOD_SOURCE = `
(async () => {
  const http = await import('node:http');
  const { port, anonKey, clients, intervalMs } = JSON.parse(process.argv[1]);
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const statuses = {};
  let stop = false;
  let n = 0;
  process.stdin.on('data', () => (stop = true));
  const octet = () => Math.floor(Math.random() * 254) + 1;
  const signIn = () => new Promise((resolve) => {
    const body = JSON.stringify({ email: 'flood-' + ++n + '-' + Math.random().toString(36).slice(2) + '@example.com', password: 'guess-' + n });
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/auth/v1/token?grant_type=password', agent, headers: {
      'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), apikey: anonKey, 'X-Supabase-Api-Version': '2024-01-01',
      'X-Forwarded-For': '10.' + octet() + '.' + octet() + '.' + octet(),
    } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', () => resolve('error'));
    req.end(body);
  });
  await Promise.all(Array.from({ length: clients }, async () => {
    while (!stop) {
      const started = Date.now();
      const status = await signIn();
      statuses[status] = (statuses[status] || 0) + 1;
      const rest = intervalMs - (Date.now() - started);
      if (!stop && rest > 0) await new Promise((r) => setTimeout(r, rest));
    }
  }));
  agent.destroy();
  process.stdout.write(JSON.stringify(statuses));
  process.exit(0);
})();
`;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-bench-signin-'));
  const server = await startServer(
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      PG_PORT: '0',
      DATA_DIR: dataDir,
      SEED: 'false',
      TRUST_PROXY: '1',
      SITE_URL: 'https://ajans.example',
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
    }),
    () => {},
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const signIn = (cookie?: string) =>
    new Promise<{ status: number; ms: number; setCookie?: string }>((resolve, reject) => {
      const body = JSON.stringify(OWNER);
      const start = performance.now();
      const req = http.request(
        {
          host: '127.0.0.1',
          port: server.port,
          method: 'POST',
          path: '/auth/v1/token?grant_type=password',
          agent,
          headers: {
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(body),
            apikey: server.ctx.anonKey,
            'X-Supabase-Api-Version': '2024-01-01',
            'X-Forwarded-For': '198.51.100.7',
            ...(cookie ? { Cookie: cookie } : {}),
          },
        },
        (res) => {
          res.resume();
          const setCookie = res.headers['set-cookie']?.[0];
          res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - start, setCookie }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  try {
    const { open, known } = passwordQueue.sizes;
    console.log(
      `Owner's sign-in (device cookie) against ${CLIENTS} clients flooding sign-ins from fresh X-Forwarded-For addresses` +
        ` (one request in flight each, at most one per ${FLOOD_INTERVAL_MS} ms), ${SECONDS} s per phase, ${os.cpus().length} CPUs;` +
        ` password queue: unknown callers ${open.slots} at once + ${open.waiting} waiting, known ${known.slots} + ${known.waiting}`,
    );
    const first = await signIn();
    if (first.status !== 200 || !first.setCookie) throw new Error(`the owner's first sign-in answered ${first.status}`);
    const cookie = first.setCookie.split(';')[0]!;

    async function phase(name: string, flood: boolean): Promise<number> {
      const settings = JSON.stringify({ port: server.port, anonKey: server.ctx.anonKey, clients: CLIENTS, intervalMs: FLOOD_INTERVAL_MS });
      const client = flood ? spawn('nice', ['-n', '10', process.execPath, '-e', FLOOD_SOURCE, settings], { stdio: ['pipe', 'pipe', 'inherit'] }) : undefined;
      const floodAnswers =
        client &&
        new Promise<Record<string, number>>((resolve, reject) => {
          let out = '';
          client.stdout!.on('data', (d) => (out += d));
          client.once('error', reject).once('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as Record<string, number>) : reject(new Error(`flood client exited ${code}`))));
        });
      // The flood under way before the owner's first sign-in is timed.
      if (client) await new Promise((r) => setTimeout(r, 1000));
      const latencies: number[] = [];
      const deadline = performance.now() + SECONDS * 1000;
      while (performance.now() < deadline) {
        const answer = await signIn(cookie);
        if (answer.status !== 200) throw new Error(`the owner's sign-in answered ${answer.status} during ${name}`);
        latencies.push(answer.ms);
      }
      let statuses = '';
      if (client) {
        client.stdin!.end('stop\n');
        const answers = await floodAnswers!;
        const total = Object.values(answers).reduce((a, b) => a + b, 0);
        statuses = `   flood: ${(total / (SECONDS + 1)).toFixed(0)} sign-ins/s answered ${Object.entries(answers).map(([s, n]) => `${s}: ${n}`).join(', ')}`;
      }
      latencies.sort((a, b) => a - b);
      const p50 = percentile(latencies, 50);
      console.log(`${name.padEnd(28)} p50 ${p50.toFixed(1)} ms   p90 ${percentile(latencies, 90).toFixed(1)} ms   (${latencies.length} sign-ins)${statuses}`);
      return p50;
    }

    await phase('warm-up, alone', false);
    const before = await phase('alone', false);
    const flooded = await phase(`with ${CLIENTS} flooding clients`, true);
    const after = await phase('alone', false);
    const ratio = flooded / ((before + after) / 2);
    console.log(`ratio of the owner's sign-in p50 under the flood to alone (the quiet phases around it): ${ratio.toFixed(2)}x (target <= ${TARGET_RATIO}x)`);
    if (ratio > TARGET_RATIO) process.exitCode = 1;
  } finally {
    agent.destroy();
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
