/**
 * First-start demo content. The SQL files in supabase/seed/ run once, in name order, in one
 * transaction, recorded in supabase_migrations.seed_files (as the Supabase CLI records its
 * seed), so later starts skip them. The demo images in supabase/seed-media/ are then
 * uploaded into the public `media` bucket through the Storage API, like any upload, each
 * once: one never uploaded (an interrupted first start) is uploaded on a later start, one
 * staff deleted stays deleted.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ServerContext } from '../context.ts';
import { PROJECT_ROOT } from '../platform/db/setup.ts';

export const SEED_DIR = path.join(PROJECT_ROOT, 'supabase', 'seed');
export const SEED_MEDIA_DIR = path.join(PROJECT_ROOT, 'supabase', 'seed-media');
/** Where the demo images live in the bucket; the seed SQL refers to them by this prefix. */
export const SEED_MEDIA_PREFIX = 'seed/';

function seedFiles(): string[] {
  if (!fs.existsSync(SEED_DIR)) return [];
  return fs.readdirSync(SEED_DIR).filter((f) => f.endsWith('.sql')).sort();
}

/** Runs the seed SQL unless a seed was applied before. Returns whether it ran. */
async function seedSql(ctx: ServerContext): Promise<boolean> {
  const files = seedFiles();
  if (files.length === 0) return false;
  const client = await ctx.db.admin.connect();
  try {
    await client.query(`create table if not exists supabase_migrations.seed_files (path text primary key, hash text not null)`);
    const { rowCount } = await client.query('select 1 from supabase_migrations.seed_files limit 1');
    if (rowCount) return false;
    await client.query('begin');
    try {
      for (const file of files) {
        const sql = fs.readFileSync(path.join(SEED_DIR, file), 'utf8');
        await client.query(sql);
        const hash = crypto.createHash('sha256').update(sql).digest('hex');
        await client.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [`seed/${file}`, hash]);
      }
      await client.query('commit');
    } catch (err) {
      await client.query('rollback');
      throw new Error(`The demo content could not be loaded: ${(err as Error).message}`);
    }
    return true;
  } finally {
    client.release();
  }
}

const MEDIA_TYPES: Record<string, string> = { '.webp': 'image/webp', '.png': 'image/png', '.jpg': 'image/jpeg' };

/**
 * Demo images uploaded once are recorded, so an image staff deleted never comes back; one
 * not recorded yet (a first start cut short) is uploaded on the next start.
 */
const SEED_MEDIA_RECORD = `
create table if not exists supabase_migrations.seed_media (name text primary key, uploaded_at timestamptz not null default now())`;

/** Uploads the demo images that were never uploaded. */
async function seedMedia(ctx: ServerContext, baseUrl: string): Promise<number> {
  if (!fs.existsSync(SEED_MEDIA_DIR)) return 0;
  const images = fs.readdirSync(SEED_MEDIA_DIR).filter((f) => MEDIA_TYPES[path.extname(f)]);
  const { rows: tables } = await ctx.db.admin.query<{ recorded: boolean }>(`select to_regclass('supabase_migrations.seed_media') is not null as recorded`);
  await ctx.db.admin.query(SEED_MEDIA_RECORD);
  const { rows } = await ctx.db.admin.query<{ name: string }>(`select name from storage.objects where bucket_id = 'media' and name like $1`, [`${SEED_MEDIA_PREFIX}%`]);
  const names = images.map((image) => SEED_MEDIA_PREFIX + image);
  if (!tables[0]!.recorded) {
    // A database from a release before this record: its starts uploaded every image, so
    // all count as uploaded once (one deleted since stays deleted).
    if (rows.length) await ctx.db.admin.query(`insert into supabase_migrations.seed_media (name) select unnest($1::text[]) on conflict do nothing`, [names]);
  } else {
    // Present in the bucket: recorded (uploaded by an earlier start that was cut short).
    await ctx.db.admin.query(`insert into supabase_migrations.seed_media (name) select unnest($1::text[]) on conflict do nothing`, [rows.map((r) => r.name)]);
  }
  const { rows: done } = await ctx.db.admin.query<{ name: string }>(`select name from supabase_migrations.seed_media`);
  const present = new Set(done.map((r) => r.name));
  let uploaded = 0;
  for (const image of images) {
    const name = SEED_MEDIA_PREFIX + image;
    if (present.has(name)) continue;
    const res = await fetch(`${baseUrl}/storage/v1/object/media/${name}`, {
      method: 'POST',
      headers: {
        apikey: ctx.serviceRoleKey,
        Authorization: `Bearer ${ctx.serviceRoleKey}`,
        'Content-Type': MEDIA_TYPES[path.extname(image)]!,
        'Cache-Control': 'max-age=31536000',
        'x-upsert': 'true',
      },
      body: fs.readFileSync(path.join(SEED_MEDIA_DIR, image)),
    });
    if (!res.ok) throw new Error(`Uploading the demo image ${image} failed: HTTP ${res.status} ${await res.text()}`);
    await ctx.db.admin.query(`insert into supabase_migrations.seed_media (name) values ($1) on conflict do nothing`, [name]);
    uploaded++;
  }
  return uploaded;
}

export async function seedOnce(ctx: ServerContext, baseUrl: string): Promise<boolean> {
  const ran = await seedSql(ctx);
  const { rowCount } = await ctx.db.admin.query('select 1 from supabase_migrations.seed_files limit 1').catch(() => ({ rowCount: 0 }));
  // Images only for a database that holds the demo content.
  const uploaded = rowCount ? await seedMedia(ctx, baseUrl) : 0;
  if (ran) ctx.log(`Seeded the demo content (${seedFiles().length} files, ${uploaded} images)`);
  return ran;
}
