/**
 * `npm run bench:passwords`: the time one sign-in spends checking a password, with the bcrypt
 * hash (cost 10, as Supabase Auth) against the scrypt hash of earlier releases (N=2^15, r=8,
 * p=1), in the same run, interleaved so machine load hits both alike. Also the hashing time.
 */
import crypto from 'node:crypto';
import { hashPassword, verifyPassword } from '../server/platform/auth/password.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const password = 'correct-horse-battery-staple';

function scryptHash(pw: string): string {
  const salt = crypto.randomBytes(16);
  const hash = crypto.scryptSync(pw.normalize('NFKC'), salt, 32, { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', 1 << 15, 8, 1, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await work();
  return performance.now() - t;
}

async function main(): Promise<void> {
  const bcryptHash = await hashPassword(password);
  const oldHash = scryptHash(password);
  const b: number[] = [], s: number[] = [], h: number[] = [], sh: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    b.push(await timed(() => verifyPassword(password, bcryptHash)));
    s.push(await timed(() => verifyPassword(password, oldHash)));
    h.push(await timed(() => hashPassword(password)));
    sh.push(await timed(async () => scryptHash(password)));
  }
  const [mb, ms, mh, msh] = [median(b), median(s), median(h), median(sh)];
  console.log(`verify (one sign-in): bcrypt cost 10 ${mb.toFixed(1)} ms, scrypt ${ms.toFixed(1)} ms: bcrypt/scrypt ${(mb / ms).toFixed(2)}x (median of ${ROUNDS})`);
  console.log(`hash:                 bcrypt cost 10 ${mh.toFixed(1)} ms, scrypt ${msh.toFixed(1)} ms: bcrypt/scrypt ${(mh / msh).toFixed(2)}x`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
