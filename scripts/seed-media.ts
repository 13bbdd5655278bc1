/**
 * `npm run seed:media`: uploads the demo images of supabase/seed-media to the `media` bucket
 * of a hosted Supabase project (SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY), under seed/, where
 * the demo content of supabase/seed/*.sql refers to them. Images already there are skipped.
 * The embedded server does the same by itself on its first start.
 */
import fs from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';
import { createClient } from '@supabase/supabase-js';
import { SEED_MEDIA_DIR, SEED_MEDIA_PREFIX } from '../server/app/seed.ts';

async function main(): Promise<void> {
  const { SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY } = process.env;
  if (!SUPABASE_URL || !SUPABASE_SERVICE_ROLE_KEY) throw new Error('Set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY of the project.');
  const supabase = createClient(SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as never },
  });
  const bucket = supabase.storage.from('media');
  const folder = SEED_MEDIA_PREFIX.replace(/\/$/, '');
  const { data: present, error } = await bucket.list(folder, { limit: 1000 });
  if (error) throw new Error(`Listing media/${folder}: ${error.message}`);
  const have = new Set(present.map((o) => o.name));
  const images = fs.readdirSync(SEED_MEDIA_DIR).filter((f) => f.endsWith('.webp'));
  let uploaded = 0;
  for (const image of images) {
    if (have.has(image)) continue;
    const body = fs.readFileSync(path.join(SEED_MEDIA_DIR, image));
    const { error: upErr } = await bucket.upload(`${folder}/${image}`, body, { contentType: 'image/webp', cacheControl: '31536000' });
    if (upErr) throw new Error(`Uploading ${image}: ${upErr.message}`);
    uploaded++;
  }
  console.log(`Demo images: ${uploaded} uploaded, ${images.length - uploaded} already there.`);
}

main().catch((err: unknown) => {
  console.error((err as Error).message);
  process.exit(1);
});
