/**
 * Staff data that must not leak or be forged, against the real server and PostgreSQL:
 *   - content_revisions: staff read it, nobody writes it through the API (42501), restore and
 *     purge go through their functions, purge only for a row in the trash;
 *   - media: visitors cannot list the bucket, and get alt texts only of files used by
 *     published content, never of an unpublished upload, whatever address they ask for;
 *   - the mail outbox: folder 0700, files 0600, the console line carries no link, and a
 *     malformed message id is 404 in Supabase Auth's shape.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { noteOutboxOnly } from '../../server/app/mail/transport.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

describe('staff data access', () => {
  let t: TestServer;
  let editor: SupabaseClient;

  beforeAll(async () => {
    t = await startTestServer();
    const { error } = await t.service().auth.admin.createUser({ email: 'editor@example.com', password: 'editor-password-1', email_confirm: true, app_metadata: { role: 'editor' } });
    expect(error).toBeNull();
    editor = await t.signIn('editor@example.com', 'editor-password-1');
  });
  afterAll(async () => {
    await t?.close();
  });

  async function newPost(slug: string, extra: Record<string, unknown> = {}): Promise<string> {
    const { data, error } = await t.service().from('blog_posts').insert({ title: slug, slug, excerpt: 'Özet', content: '<p>x</p>', ...extra }).select('id').single();
    expect(error).toBeNull();
    return data!.id as string;
  }

  describe('content_revisions', () => {
    it('an editor reads the history but cannot insert, rewrite or delete it (42501)', async () => {
      const postId = await newPost('gecmis-yazi');
      expect((await editor.from('blog_posts').update({ title: 'Değişti' }).eq('id', postId)).error).toBeNull();
      const { data: history, error } = await editor.from('content_revisions').select('id, action, changed_by_email').eq('row_id', postId);
      expect(error).toBeNull();
      expect(history).toEqual([{ id: expect.any(String), action: 'update', changed_by_email: 'editor@example.com' }]);
      const id = history![0]!.id as string;

      const forged = await editor.from('content_revisions').insert({ table_name: 'blog_posts', row_id: postId, data: { title: 'Sahte' }, action: 'update', changed_by_email: 'staff@example.com' });
      const rewritten = await editor.from('content_revisions').update({ changed_by_email: 'staff@example.com' }).eq('id', id).select('id');
      const erased = await editor.from('content_revisions').delete().eq('id', id).select('id');
      for (const r of [forged, rewritten, erased]) expect({ status: r.status, code: r.error?.code }).toEqual({ status: 403, code: '42501' });
      const { rows } = await t.server.ctx.db.admin.query('select action, changed_by_email from public.content_revisions where row_id = $1', [postId]);
      expect(rows).toEqual([{ action: 'update', changed_by_email: 'editor@example.com' }]);
    });

    it('purge_revisions removes the history of a trashed row only; visitors may not call it', async () => {
      const live = await newPost('canli-yazi');
      await editor.from('blog_posts').update({ title: 'Canlı değişti' }).eq('id', live);
      const notTrashed = await editor.rpc('purge_revisions', { target_table: 'blog_posts', target_row: live });
      expect({ code: notTrashed.error?.code, hint: notTrashed.error?.hint }).toEqual({ code: 'PT404', hint: 'not_in_trash' });

      const gone = await newPost('silinen-yazi');
      await editor.from('blog_posts').update({ title: 'Silinecek' }).eq('id', gone);
      expect((await editor.from('blog_posts').delete().eq('id', gone)).error).toBeNull();
      const anon = await t.anon().rpc('purge_revisions', { target_table: 'blog_posts', target_row: gone });
      expect(anon.error?.code).toBe('42501');
      expect(await editor.rpc('purge_revisions', { target_table: 'blog_posts', target_row: gone })).toMatchObject({ data: 2, error: null });
      const { rows } = await t.server.ctx.db.admin.query('select row_id from public.content_revisions where row_id = any($1)', [[live, gone]]);
      expect(rows).toEqual([{ row_id: live }]);
    });
  });

  describe('media for visitors', () => {
    const url = (name: string) => `http://127.0.0.1/storage/v1/object/public/media/uploads/${name}`;

    beforeAll(async () => {
      const files = ['yayinda.jpg', 'taslak.jpg', 'kullanilmayan.jpg'].map((name) => ({
        filename: name, original_name: name, file_path: `uploads/${name}`, file_url: url(name),
        file_type: 'image', mime_type: 'image/jpeg', file_size: 10, alt_text: `Alt: ${name}`,
      }));
      expect((await t.service().from('media_library').insert(files)).error).toBeNull();
      posts.published = await newPost('yayinda', { published: true, featured_image: url('yayinda.jpg') });
      posts.draft = await newPost('taslak', { published: false, content: `<p><img src="${url('taslak.jpg')}"></p>` });
    });
    const posts = { published: '', draft: '' };

    // Every address asked for, about the one row a page renders.
    const altTexts = async (client: SupabaseClient, row: string) => {
      const urls = [url('yayinda.jpg'), url('taslak.jpg'), url('kullanilmayan.jpg')];
      const { data, error } = await client.rpc('media_alt_texts', { urls, source_table: 'blog_posts', source_id: row });
      expect(error).toBeNull();
      return (data as { file_url: string; alt_text: string }[]).map((r) => r.alt_text).sort();
    };

    it('visitors get the alt texts of files that published content uses, and nothing else', async () => {
      expect(await altTexts(t.anon(), posts.published)).toEqual(['Alt: yayinda.jpg']);
      expect(await altTexts(t.anon(), posts.draft)).toEqual([]);
      // Staff read every row, drafts included, so they get the draft's image too.
      expect(await altTexts(editor, posts.draft)).toEqual(['Alt: taslak.jpg']);
      expect(await altTexts(editor, posts.published)).toEqual(['Alt: yayinda.jpg']);
    });

    it('visitors cannot list the bucket or read the library', async () => {
      expect(await t.anon().storage.from('media').list('uploads')).toEqual({ data: [], error: null });
      const library = await t.anon().from('media_library').select('filename');
      expect({ status: library.status, code: library.error?.code }).toEqual({ status: 401, code: '42501' });
    });
  });

  describe('mail outbox', () => {
    it('keeps messages in a table no API role can read, and nothing on disk', async () => {
      expect((await t.anon().auth.resetPasswordForEmail('editor@example.com')).error).toBeNull();
      await t.server.ctx.mail.idle();
      expect(fs.existsSync(path.join(t.dataDir, 'outbox'))).toBe(false);
      const { rows } = await t.server.ctx.db.admin.query<{ n: number; rls: boolean; granted: boolean }>(
        `select (select count(*)::int from private.mail_outbox) as n,
                (select relrowsecurity from pg_class where oid = 'private.mail_outbox'::regclass) as rls,
                (select bool_or(has_table_privilege(r, 'private.mail_outbox', 'select,insert,update,delete'))
                   from unnest(array['anon', 'authenticated']) r) as granted`,
      );
      expect(rows[0]!.n).toBeGreaterThan(0);
      expect({ rls: rows[0]!.rls, granted: rows[0]!.granted }).toEqual({ rls: true, granted: false });
    });

    it('the console line names the message, never a link', async () => {
      const lines: string[] = [];
      noteOutboxOnly({ to: 'a@example.com', subject: 'Şifre sıfırlama isteği', kind: 'recovery', text: 'Bağlantı: https://site.example/auth/v1/verify?token=secret-token&type=recovery' }, 'abc-01', (m) => lines.push(m));
      expect(lines).toEqual(['E-posta (outbox): a@example.com · Şifre sıfırlama isteği · metni ve bağlantıları: yönetim panelinde "E-posta kutusu" (ileti abc-01)']);
    });

    it('a malformed message id is 404, never a 500', async () => {
      const headers = { apikey: t.serviceRoleKey, Authorization: `Bearer ${t.serviceRoleKey}`, 'X-Supabase-Api-Version': '2024-01-01' };
      for (const id of ['%E0%A4%A', '%', '..%2F..%2Fsecrets', 'x'.repeat(5000)]) {
        const res = await fetch(`${t.url}/mail/v1/outbox/${id}`, { headers });
        expect({ id: id.slice(0, 20), status: res.status, body: await res.json() }).toEqual({
          id: id.slice(0, 20), status: 404, body: { code: 'message_not_found', message: 'Message not found' },
        });
      }
    });
  });
});
