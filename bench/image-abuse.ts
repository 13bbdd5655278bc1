/**
 * Benchmark of image transformations under abuse, against a baseline measured in the same run:
 * a normal image the site shows (already in the render cache) is fetched one request at a time,
 * first alone, then while 50 anonymous clients keep asking for transforms of a large upload,
 * each with one request in flight and at most one a second (50 requests in flight: a flood of
 * transform work, not of connections — the rate of plain requests is the HTTP layer's limit):
 * (1) with random parameters (any width, height, quality, format: what used to make every
 * request a new render) and (2) with random *allowed* variants of several large uploads (every
 * one a real render until cached, so the bounded queue is what protects the rest). Prints the
 * cached image's p50/p90 in each phase, the ratio to the quiet phases around it (target <= 2x) and how
 * the attackers' requests were answered (no 5xx other than the queue's 503).
 *
 *   npm run bench:images                  # 10 s per phase
 *   BENCH_SECONDS=20 npm run bench:images
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { RENDER_FORMATS, RENDER_WIDTHS } from '../src/lib/image-variants.ts';
import { loadConfig } from '../server/config.ts';
import { startServer } from '../server/start.ts';
import { imageRendererOf } from '../server/platform/storage/render-image.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ATTACKERS = 50;
/** Each attacker starts a request at most this often (it waits for the answer first). */
const ATTACK_INTERVAL_MS = 1000;
const TARGET_RATIO = 2;
const WEBP_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

interface Answer {
  status: number;
  ms: number;
}

/** A photo-like JPEG (noise, so the encoders have real work). */
async function photo(width: number, height: number, seed: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + (i >> 5) * 104729 + seed * 31) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-bench-images-'));
  const server = await startServer(loadConfig({ PORT: '0', HOST: '127.0.0.1', PG_PORT: '0', DATA_DIR: dataDir, SEED: 'false', ADMIN_EMAIL: 'bench@example.com', ADMIN_PASSWORD: 'bench-password-123' }), () => {});
  const agent = new http.Agent({ keepAlive: true, maxSockets: ATTACKERS + 4 });
  const get = (p: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const start = performance.now();
      const req = http.get({ host: '127.0.0.1', port: server.port, path: p, agent, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - start }));
      });
      req.on('error', reject);
    });
  const upload = async (name: string, bytes: Buffer) => {
    const res = await fetch(`${server.url}/storage/v1/object/media/${name}`, {
      method: 'POST',
      headers: { apikey: server.ctx.serviceRoleKey, Authorization: `Bearer ${server.ctx.serviceRoleKey}`, 'Content-Type': 'image/jpeg' },
      body: new Uint8Array(bytes),
    });
    if (!res.ok) throw new Error(`upload ${name}: ${res.status} ${await res.text()}`);
  };
  const renderer = imageRendererOf(server.ctx)!;
  try {
    console.log(`Image transforms under abuse: ${ATTACKERS} attackers (one request a second each at most), ${SECONDS} s per phase, ${os.cpus().length} CPUs, transforms at once ${server.ctx.config.imageTransforms.concurrency}, queue ${server.ctx.config.imageTransforms.queue}`);
    await upload('bench/normal.jpg', await photo(1200, 800, 1));
    const large = ['bench/large-1.jpg', 'bench/large-2.jpg', 'bench/large-3.jpg'];
    for (const [i, name] of large.entries()) await upload(name, await photo(4800, 3600, i + 2));
    // Uploads with the service key are not pre-rendered (only staff's are): every allowed variant
    // the attack asks for is a real render until cached. Anything in the background done first.
    while (!renderer.backgroundIdle()) await new Promise((r) => setTimeout(r, 100));
    const normal = '/storage/v1/render/image/public/media/bench/normal.jpg?width=640';
    const first = await get(normal, { Accept: WEBP_ACCEPT });
    if (first.status !== 200) throw new Error(`normal image answered ${first.status}`);

    /** The normal image one request at a time for SECONDS, while `attack` runs (if any). */
    async function phase(name: string, attack?: () => string): Promise<{ p50: number; p90: number }> {
      const answers = new Map<number, number>();
      let stop = false;
      const attackers = attack
        ? Array.from({ length: ATTACKERS }, async () => {
            while (!stop) {
              const { status, ms } = await get(attack(), pick<Record<string, string>>([{ Accept: WEBP_ACCEPT }, {}]));
              answers.set(status, (answers.get(status) ?? 0) + 1);
              if (!stop && ms < ATTACK_INTERVAL_MS) await new Promise((r) => setTimeout(r, ATTACK_INTERVAL_MS - ms));
            }
          })
        : [];
      const latencies: number[] = [];
      const deadline = performance.now() + SECONDS * 1000;
      while (performance.now() < deadline) {
        const answer = await get(normal, { Accept: WEBP_ACCEPT });
        if (answer.status !== 200) throw new Error(`normal image answered ${answer.status} during ${name}`);
        latencies.push(answer.ms);
      }
      stop = true;
      await Promise.all(attackers);
      latencies.sort((a, b) => a - b);
      const result = { p50: percentile(latencies, 50), p90: percentile(latencies, 90) };
      const statuses = [...answers].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`).join(', ');
      console.log(`${name.padEnd(40)} p50 ${result.p50.toFixed(2)} ms   p90 ${result.p90.toFixed(2)} ms   (${latencies.length} requests)${attack ? `   attackers' answers ${statuses}` : ''}`);
      const errors = [...answers.keys()].filter((s) => s >= 500 && s !== 503);
      if (errors.length) throw new Error(`attackers got ${errors.join(', ')}`);
      return result;
    }

    const randomParameters = () =>
      `/storage/v1/render/image/public/media/${pick(large)}?width=${randomInt(1, 2500)}&quality=${randomInt(20, 100)}` +
      `${Math.random() < 0.3 ? `&height=${randomInt(1, 2500)}` : ''}&format=${pick(['avif', 'webp', 'origin'])}`;
    const allowedVariants = () => `/storage/v1/render/image/public/media/${pick(large)}?width=${pick(RENDER_WIDTHS)}&format=${pick(RENDER_FORMATS)}`;

    await phase('warm-up, alone');
    // Quiet phases around each attack: the machine's drift (other load, JIT) is in both sides.
    const before = await phase('alone');
    const random = await phase('with random parameters', randomParameters);
    const middle = await phase('alone');
    const allowed = await phase('with random allowed variants', allowedVariants);
    const after = await phase('alone');
    const ratio = (attacked: { p50: number }, a: { p50: number }, b: { p50: number }) => attacked.p50 / ((a.p50 + b.p50) / 2);
    const randomRatio = ratio(random, before, middle);
    const allowedRatio = ratio(allowed, middle, after);
    console.log(
      `ratio of the cached image's p50 under attack to alone (the quiet phases around it): random parameters ${randomRatio.toFixed(2)}x, ` +
        `random allowed variants ${allowedRatio.toFixed(2)}x (target <= ${TARGET_RATIO}x); transforms run: ${renderer.stats.transforms}`,
    );
    if (randomRatio > TARGET_RATIO || allowedRatio > TARGET_RATIO) process.exitCode = 1;
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
