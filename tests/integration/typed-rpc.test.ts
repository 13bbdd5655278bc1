/**
 * `Database['public']['Functions']` is generated from the functions PostgreSQL reports
 * (scripts/db/api-functions.ts → scripts/codegen/function-types.ts), so supabase-js's `rpc()`
 * is typed with no cast: the calls below compile only with the right names and arguments
 * (`npm run typecheck` checks the `expectTypeOf` and `@ts-expect-error` lines), and answer
 * what their types say. The generated types are also compared with the migrated database.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { Database } from '../../generated/database.types.ts';
import { readApiFunctions } from '../../scripts/db/api-functions.ts';
import { functionTypes } from '../../scripts/codegen/function-types.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const typedClient = (url: string, key: string) =>
  createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as never },
  });

describe('typed RPC functions', () => {
  let t: TestServer;
  let postId = '';
  const fileUrl = (name: string) => `http://127.0.0.1/storage/v1/object/public/media/uploads/${name}`;

  beforeAll(async () => {
    t = await startTestServer({ seed: false });
    const service = typedClient(t.url, t.serviceRoleKey);
    const file = { filename: 'kapak.jpg', original_name: 'kapak.jpg', file_path: 'uploads/kapak.jpg', file_url: fileUrl('kapak.jpg'), file_type: 'image' as const, mime_type: 'image/jpeg', file_size: 10, alt_text: 'Kapak görseli' };
    expect((await service.from('media_library').insert(file)).error).toBeNull();
    const post = { title: 'Tipli', slug: 'tipli', excerpt: 'Özet', content: '<p>x</p>', published: true, featured_image: fileUrl('kapak.jpg') };
    const inserted = await service.from('blog_posts').insert(post).select('id').single();
    expect(inserted.error).toBeNull();
    postId = inserted.data!.id;
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  it('media_alt_texts: typed arguments and rows, no cast, and the real answer', async () => {
    const anon = typedClient(t.url, t.anonKey);
    const { data, error } = await anon.rpc('media_alt_texts', { urls: [fileUrl('kapak.jpg'), fileUrl('yok.jpg')], source_table: 'blog_posts', source_id: postId });
    expectTypeOf(data).toEqualTypeOf<{ file_url: string; alt_text: string }[] | null>();
    expect(error).toBeNull();
    expect(data).toEqual([{ file_url: fileUrl('kapak.jpg'), alt_text: 'Kapak görseli' }]);
    // Wrong names and types do not compile (never called: the type is what is checked).
    const wrong = [
      // @ts-expect-error the argument is `urls`
      () => anon.rpc('media_alt_texts', { url: [], source_table: 'blog_posts', source_id: postId }),
      // @ts-expect-error `urls` is a list of strings
      () => anon.rpc('media_alt_texts', { urls: 'tek', source_table: 'blog_posts', source_id: postId }),
      // @ts-expect-error no such function
      () => anon.rpc('olmayan_fonksiyon'),
    ];
    expect(wrong).toHaveLength(3);
  });

  it('media_usages: an optional argument, and a scalar answer typed as its SQL type', async () => {
    const service = typedClient(t.url, t.serviceRoleKey);
    const all = await service.rpc('media_usages');
    expectTypeOf(all.data).toEqualTypeOf<{ file_url: string; table_name: string; row_id: string; field: string; title: string }[] | null>();
    expect(all.error).toBeNull();
    expect(all.data?.map((u) => [u.table_name, u.field])).toEqual([['blog_posts', 'featured_image']]);
    const purged = await service.rpc('purge_revisions', { target_table: 'blog_posts', target_row: '00000000-0000-4000-8000-000000000000' });
    expectTypeOf(purged.data).toEqualTypeOf<number | null>();
    expect({ code: purged.error?.code, hint: purged.error?.hint }).toEqual({ code: 'PT404', hint: 'not_in_trash' });
  });

  it('the generated Functions are what the migrated database reports', async () => {
    const functions = await readApiFunctions(t.server.ctx.db.admin);
    const alt = functions.find((f) => f.name === 'media_alt_texts');
    expect(alt).toEqual({
      name: 'media_alt_texts',
      args: [{ name: 'urls', type: 'text[]', optional: false }, { name: 'source_table', type: 'text', optional: false }, { name: 'source_id', type: 'uuid', optional: false }, { name: 'language', type: 'text', optional: true }],
      returns: { kind: 'columns', columns: [{ name: 'file_url', type: 'text' }, { name: 'alt_text', type: 'text' }] },
      setof: true,
    });
    expect(functions.find((f) => f.name === 'media_usages')?.args).toEqual([{ name: 'file_urls', type: 'text[]', optional: true }]);
    expect(functions.some((f) => f.name === 'record_revision' || f.name.startsWith('guard_'))).toBe(false);
    const generated = fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'generated', 'database.types.ts'), 'utf8');
    expect(generated).toContain(`    Functions: ${functionTypes(functions, '      ')};\n`);
  });
});
