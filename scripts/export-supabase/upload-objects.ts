/**
 * `npm run export:supabase:upload -- <export folder>`: uploads the objects of an export
 * (objects.json, files/) to the hosted project (SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY)
 * through its Storage API, as `npm run seed:media` does, with their content type and cache
 * time. Their rows came with data.sql; the upload (upsert) puts the bytes behind them.
 */
import fs from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';
import { createClient } from '@supabase/supabase-js';
import type { ObjectEntry } from './storage-objects.ts';

async function main(): Promise<void> {
  const folder = process.argv[2];
  const { SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY } = process.env;
  if (!folder) throw new Error('Usage: npm run export:supabase:upload -- <export folder>');
  if (!SUPABASE_URL || !SUPABASE_SERVICE_ROLE_KEY) throw new Error('Set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY of the project.');
  const supabase = createClient(SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as never },
  });
  const entries = JSON.parse(fs.readFileSync(path.join(folder, 'objects.json'), 'utf8')) as ObjectEntry[];
  let done = 0;
  for (const e of entries) {
    const body = fs.readFileSync(path.join(folder, ...e.file.split('/')));
    const { error } = await supabase.storage.from(e.bucket).upload(e.name, body, { contentType: e.contentType, cacheControl: e.cacheControl, upsert: true });
    if (error) throw new Error(`Uploading ${e.bucket}/${e.name}: ${error.message}`);
    done++;
  }
  console.log(`Objects: ${done} uploaded.`);
}

main().catch((err: unknown) => {
  console.error((err as Error).message);
  process.exit(1);
});
