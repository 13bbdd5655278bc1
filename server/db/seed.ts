/**
 * First-start demo content. Runs supabase/seed.sql once and records it in
 * supabase_migrations.seed_files, as the Supabase CLI does, so later starts skip it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ServerContext } from '../context.ts';
import { PROJECT_ROOT } from './setup.ts';

export const SEED_FILE = path.join(PROJECT_ROOT, 'supabase', 'seed.sql');

export async function seedOnce(ctx: ServerContext, _baseUrl: string): Promise<boolean> {
  if (!fs.existsSync(SEED_FILE)) return false;
  const sql = fs.readFileSync(SEED_FILE, 'utf8');
  const client = await ctx.db.admin.connect();
  try {
    await client.query(`create table if not exists supabase_migrations.seed_files (path text primary key, hash text not null)`);
    const rel = path.relative(path.join(PROJECT_ROOT, 'supabase'), SEED_FILE);
    const { rowCount } = await client.query('select 1 from supabase_migrations.seed_files where path = $1', [rel]);
    if (rowCount) return false;
    await client.query('begin');
    try {
      await client.query(sql);
      const hash = crypto.createHash('sha256').update(sql).digest('hex');
      await client.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [rel, hash]);
      await client.query('commit');
    } catch (err) {
      await client.query('rollback');
      throw err;
    }
    ctx.log('Seeded the demo content');
    return true;
  } finally {
    client.release();
  }
}
