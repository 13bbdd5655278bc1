/**
 * Benchmark: upload and read throughput through /storage/v1 with the objects on this server's
 * disk (the default) against an S3-compatible store (s3rver on this machine), same run, same
 * PostgreSQL: one server per store over one database. Small files (ops/s, 8 at a time) and large
 * files (MB/s, one at a time); prints the figures and the ratios S3/disk. s3rver keeps objects
 * as files in a temp folder, so the ratio shows what the S3 path itself costs (SDK, HTTP,
 * multipart), not a remote network's latency.
 *
 *   npm run bench:storage                              # 400 × 64 KB, 6 × 20 MB
 *   BENCH_SMALL=100 BENCH_LARGE=2 npm run bench:storage   # a quick run
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { loadConfig } from '../server/config.ts';
import { startServer, type RunningServer } from '../server/start.ts';
import { startS3Server } from '../tests/helpers/s3-server.ts';

const SMALL = Number(process.env.BENCH_SMALL ?? 400);
const SMALL_BYTES = 64 * 1024;
const LARGE = Number(process.env.BENCH_LARGE ?? 6);
const LARGE_BYTES = 20 * 1024 * 1024;
const PARALLEL = 8;
const MB = 1024 * 1024;

interface Figures {
  smallUploadOps: number;
  smallReadOps: number;
  largeUploadMBs: number;
  largeReadMBs: number;
}

async function startSite(dataDir: string, env: Record<string, string>): Promise<RunningServer> {
  return startServer(
    loadConfig({ PORT: '0', HOST: '127.0.0.1', PG_PORT: '0', DATA_DIR: dataDir, SEED: 'false', BACKUP_SCHEDULE: 'off', ADMIN_EMAIL: 'bench@example.com', ADMIN_PASSWORD: 'bench-password-123', ...env }),
    () => {},
  );
}

/** A PNG's first bytes (Storage checks content) followed by incompressible filler. */
async function body(size: number): Promise<Buffer> {
  const head = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2e7d32' } }).png().toBuffer();
  return Buffer.concat([head, crypto.randomBytes(size - head.length)]);
}

/** Runs `work(i)` for i in [0, n) with `parallel` at a time; returns the seconds taken. */
async function timed(n: number, parallel: number, work: (i: number) => Promise<void>): Promise<number> {
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(parallel, n) }, async () => {
      while (next < n) await work(next++);
    }),
  );
  return (performance.now() - t0) / 1000;
}

function client(server: RunningServer, label: string) {
  const url = `http://127.0.0.1:${server.port}/storage/v1/object`;
  const key = server.ctx.serviceRoleKey;
  const headers = { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'image/png' };
  async function upload(name: string, bytes: Buffer): Promise<void> {
    const res = await fetch(`${url}/media/${name}`, { method: 'POST', headers, body: new Uint8Array(bytes) });
    if (res.status !== 200) throw new Error(`${label}: upload ${name} answered ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  }
  async function read(name: string, size: number): Promise<void> {
    const res = await fetch(`${url}/public/media/${name}`);
    const got = (await res.arrayBuffer()).byteLength;
    if (res.status !== 200 || got !== size) throw new Error(`${label}: read ${name} answered ${res.status} with ${got} bytes`);
  }
  return { upload, read };
}

async function measureSmall(server: RunningServer, label: string, small: Buffer, n: number): Promise<void> {
  const { upload, read } = client(server, label);
  await timed(n, PARALLEL, (i) => upload(`bench-${label}/small-${i}.png`, small));
  await timed(n, PARALLEL, (i) => read(`bench-${label}/small-${i}.png`, small.length));
}

async function measure(server: RunningServer, label: string, small: Buffer, large: Buffer): Promise<Figures> {
  const { upload, read } = client(server, label);
  const smallUp = await timed(SMALL, PARALLEL, (i) => upload(`bench-${label}/small-${i}.png`, small));
  const smallRead = await timed(SMALL, PARALLEL, (i) => read(`bench-${label}/small-${i}.png`, small.length));
  const largeUp = await timed(LARGE, 1, (i) => upload(`bench-${label}/large-${i}.png`, large));
  const largeRead = await timed(LARGE, 1, (i) => read(`bench-${label}/large-${i}.png`, large.length));
  return {
    smallUploadOps: SMALL / smallUp,
    smallReadOps: SMALL / smallRead,
    largeUploadMBs: (LARGE * large.length) / MB / largeUp,
    largeReadMBs: (LARGE * large.length) / MB / largeRead,
  };
}

async function main(): Promise<void> {
  const s3 = await startS3Server('bench-media');
  const diskDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-bench-disk-'));
  const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-bench-s3-'));
  const disk = await startSite(diskDir, {});
  fs.copyFileSync(path.join(diskDir, 'secrets.json'), path.join(s3Dir, 'secrets.json'));
  const overS3 = await startSite(s3Dir, { ...s3.env, DATABASE_URL: disk.ctx.databaseUrl });
  try {
    const small = await body(SMALL_BYTES);
    const large = await body(LARGE_BYTES);
    // A warm-up on each, so neither pays the first connections and JIT alone.
    for (const [server, label] of [[disk, 'warm-disk'], [overS3, 'warm-s3']] as const) await measureSmall(server, label, small, 40);
    const diskFigures = await measure(disk, 'disk', small, large);
    const s3Figures = await measure(overS3, 's3', small, large);
    const rows: [string, keyof Figures, string][] = [
      [`upload ${SMALL} × ${SMALL_BYTES / 1024} KB, ${PARALLEL} at a time`, 'smallUploadOps', 'ops/s'],
      [`read   ${SMALL} × ${SMALL_BYTES / 1024} KB, ${PARALLEL} at a time`, 'smallReadOps', 'ops/s'],
      [`upload ${LARGE} × ${LARGE_BYTES / MB} MB, one at a time`, 'largeUploadMBs', 'MB/s'],
      [`read   ${LARGE} × ${LARGE_BYTES / MB} MB, one at a time`, 'largeReadMBs', 'MB/s'],
    ];
    console.log('\n/storage/v1 throughput: local disk vs S3-compatible store (s3rver), same run\n');
    console.log(`${'case'.padEnd(44)} ${'disk'.padStart(10)} ${'S3'.padStart(10)}  ratio S3/disk`);
    for (const [name, field, unit] of rows) {
      const d = diskFigures[field];
      const s = s3Figures[field];
      console.log(`${name.padEnd(44)} ${d.toFixed(1).padStart(10)} ${s.toFixed(1).padStart(10)}  ${(s / d).toFixed(2)}  (${unit})`);
    }
  } finally {
    await overS3.close();
    await disk.close();
    await s3.close();
    fs.rmSync(diskDir, { recursive: true, force: true });
    fs.rmSync(s3Dir, { recursive: true, force: true });
  }
}

main().then(
  // The S3 client's kept-alive sockets would hold the process open.
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
