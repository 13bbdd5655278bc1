/**
 * Staff roles through unmodified supabase-js against the real server and PostgreSQL: an
 * editor edits content but the database refuses it the settings (RLS from the schema's
 * `writers: 'admin'`) and the users functions; an admin lists, re-roles, disables, removes
 * and resets members; the last admin can be neither demoted, disabled nor removed; the
 * staff-invite function takes only a live admin's token, sets the role, and its e-mail names
 * the site, the role and the inviter.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_EMAIL, startTestServer, type TestServer } from '../helpers/server.ts';

const EDITOR_EMAIL = 'editor@example.com';
const EDITOR_PASSWORD = 'editor-password-1';
const LAST_ADMIN = 'Son yönetici kaldırılamaz, rolü değiştirilemez veya devre dışı bırakılamaz';
const NOT_ADMIN = 'Bu işlem için yönetici yetkisi gerekli';

describe('staff roles', () => {
  let t: TestServer;
  let admin: SupabaseClient;
  let editor: SupabaseClient;
  let adminId: string;
  let editorId: string;

  beforeAll(async () => {
    t = await startTestServer();
    const { data, error } = await t.service().auth.admin.createUser({
      email: EDITOR_EMAIL,
      password: EDITOR_PASSWORD,
      email_confirm: true,
      app_metadata: { role: 'editor' },
      user_metadata: { name: 'Elif Editör' },
    });
    expect(error).toBeNull();
    editorId = data.user!.id;
    admin = await t.signIn();
    editor = await t.signIn(EDITOR_EMAIL, EDITOR_PASSWORD);
    adminId = (await admin.auth.getUser()).data.user!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('an editor writes content', async () => {
    const { data, error, status } = await editor
      .from('testimonials')
      .insert({ name: 'Ayşe Yılmaz', position: 'Müdür', company: 'Örnek A.Ş.', content: 'Çok memnun kaldık.', rating: 5, published: true })
      .select('name')
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual({ name: 'Ayşe Yılmaz' });
    const read = await editor.from('contact_messages').select('id');
    expect(read.error).toBeNull();
  });

  it('the database refuses an editor the settings, and lets an admin write them', async () => {
    const refused = await editor.from('seo_settings').insert({ site_name: 'Editörün sitesi' });
    expect(refused.status).toBe(403);
    expect(refused.error?.code).toBe('42501');
    expect(refused.error?.message).toBe('new row violates row-level security policy for table "seo_settings"');

    const created = await admin.from('seo_settings').insert({ site_name: 'Ajans' }).select('id, site_name').single();
    expect(created.error).toBeNull();
    const id = created.data!.id as string;

    // RLS hides the row from an editor's update: no row changed, one-row answer PGRST116.
    const update = await editor.from('seo_settings').update({ site_name: 'Değişti' }).eq('id', id).select('site_name').single();
    expect(update.status).toBe(406);
    expect(update.error?.code).toBe('PGRST116');
    const del = await editor.from('seo_settings').delete().eq('id', id).select('id');
    expect(del.error).toBeNull();
    expect(del.data).toEqual([]);
    const still = await t.server.ctx.db.admin.query<{ site_name: string }>('select site_name from public.seo_settings');
    expect(still.rows).toEqual([{ site_name: 'Ajans' }]);

    const siteRefused = await editor.from('site_settings').insert({ site_name: 'X' });
    expect(siteRefused.error?.code).toBe('42501');
    // Everyone may still read the settings.
    const read = await editor.from('seo_settings').select('site_name');
    expect(read.data).toEqual([{ site_name: 'Ajans' }]);
  });

  it('the users functions refuse editors and visitors', async () => {
    for (const [fn, args] of [
      ['staff_list', {}],
      ['staff_set_role', { target: editorId, new_role: 'admin' }],
      ['staff_set_disabled', { target: adminId, disabled: true }],
      ['staff_remove', { target: adminId }],
      ['staff_reset_mfa', { target: adminId }],
    ] as const) {
      const { error, status } = await editor.rpc(fn, args);
      expect({ fn, status, code: error?.code, message: error?.message }).toEqual({ fn, status: 403, code: '42501', message: NOT_ADMIN });
    }
    const anon = await t.anon().rpc('staff_list');
    expect(anon.status).toBe(401);
    expect(anon.error?.code).toBe('42501');
    expect(anon.error?.message).toBe('permission denied for function staff_list');
    const { rows } = await t.server.ctx.db.admin.query(`select raw_app_meta_data ->> 'role' as role from auth.users where id = $1`, [editorId]);
    expect(rows).toEqual([{ role: 'editor' }]);
  });

  it('an admin lists the staff with role, state and two-step status', async () => {
    const { data, error } = await admin.rpc('staff_list');
    expect(error).toBeNull();
    const rows = (data as Record<string, unknown>[]).map(({ email, name, role, state, mfa_verified }) => ({ email, name, role, state, mfa_verified }));
    expect(rows).toEqual([
      { email: STAFF_EMAIL, name: null, role: 'admin', state: 'active', mfa_verified: false },
      { email: EDITOR_EMAIL, name: 'Elif Editör', role: 'editor', state: 'active', mfa_verified: false },
    ]);
    expect((data as { last_sign_in_at: string | null }[]).every((r) => typeof r.last_sign_in_at === 'string')).toBe(true);
  });

  it('the list shows full_name (where the server and Supabase\'s dashboard keep it) over an older name key', async () => {
    const { data: users } = await t.service().auth.admin.listUsers();
    const editor = users.users.find((u) => u.email === EDITOR_EMAIL)!;
    const { error } = await t.service().auth.admin.updateUserById(editor.id, { user_metadata: { name: 'Eski Ad', full_name: 'Elif Editör' } });
    expect(error).toBeNull();
    const { data } = await admin.rpc('staff_list');
    expect((data as { email: string; name: string | null }[]).find((r) => r.email === EDITOR_EMAIL)?.name).toBe('Elif Editör');
  });

  it('the last admin cannot be demoted, disabled or removed', async () => {
    for (const [fn, args] of [
      ['staff_set_role', { target: adminId, new_role: 'editor' }],
      ['staff_set_disabled', { target: adminId, disabled: true }],
      ['staff_remove', { target: adminId }],
    ] as const) {
      const { error, status } = await admin.rpc(fn, args);
      expect({ fn, status, code: error?.code, hint: error?.hint, message: error?.message }).toEqual({
        fn,
        status: 400,
        code: 'P0001',
        hint: 'last_admin',
        message: LAST_ADMIN,
      });
    }
    const bad = await admin.rpc('staff_set_role', { target: editorId, new_role: 'owner' });
    expect(bad.error?.code).toBe('22023');
    const unknown = await admin.rpc('staff_remove', { target: '00000000-0000-4000-8000-000000000000' });
    expect({ status: unknown.status, code: unknown.error?.code }).toEqual({ status: 404, code: 'PT404' });
    expect(unknown.error?.message).toBe('Kullanıcı bulunamadı');
    const { rows } = await t.server.ctx.db.admin.query(`select raw_app_meta_data ->> 'role' as role, banned_until from auth.users where id = $1`, [adminId]);
    expect(rows).toEqual([{ role: 'admin', banned_until: null }]);
  });

  it('a promoted editor is an admin at once; then the first admin may step down', async () => {
    expect((await admin.rpc('staff_set_role', { target: editorId, new_role: 'admin' })).error).toBeNull();
    // The editor's token issued before says editor; the database asks the stored role.
    const list = await editor.rpc('staff_list');
    expect(list.error).toBeNull();
    expect((await editor.rpc('staff_set_role', { target: adminId, new_role: 'editor' })).error).toBeNull();
    const refused = await admin.rpc('staff_list');
    expect(refused.error?.code).toBe('42501');
    // And now the former editor is the last admin.
    const last = await editor.rpc('staff_set_role', { target: editorId, new_role: 'editor' });
    expect(last.error?.hint).toBe('last_admin');
    // Back to the start for the tests below.
    expect((await editor.rpc('staff_set_role', { target: adminId, new_role: 'admin' })).error).toBeNull();
    expect((await admin.rpc('staff_set_role', { target: editorId, new_role: 'editor' })).error).toBeNull();
  });

  it('disabling ends the member’s rights and sessions; enabling lets them sign in again', async () => {
    const second = await t.signIn(EDITOR_EMAIL, EDITOR_PASSWORD);
    expect((await admin.rpc('staff_set_disabled', { target: editorId, disabled: true })).error).toBeNull();
    const write = await second.from('testimonials').insert({ name: 'B', position: 'C', company: 'D', content: 'E', rating: 4 });
    expect(write.error?.code).toBe('42501');
    const signIn = await t.anon().auth.signInWithPassword({ email: EDITOR_EMAIL, password: EDITOR_PASSWORD });
    expect(signIn.error?.code).toBe('user_banned');
    const { data } = await admin.rpc('staff_list');
    expect((data as { email: string; state: string }[]).find((r) => r.email === EDITOR_EMAIL)?.state).toBe('disabled');

    expect((await admin.rpc('staff_set_disabled', { target: editorId, disabled: false })).error).toBeNull();
    editor = await t.signIn(EDITOR_EMAIL, EDITOR_PASSWORD);
    expect((await editor.from('contact_messages').select('id')).error).toBeNull();
  });

  it('an admin resets a member’s two-step verification', async () => {
    await t.server.ctx.db.admin.query(`insert into auth.mfa_factors (user_id, factor_type, status, secret) values ($1, 'totp', 'verified', 'JBSWY3DPEHPK3PXP')`, [editorId]);
    const before = await admin.rpc('staff_list');
    expect((before.data as { email: string; mfa_verified: boolean }[]).find((r) => r.email === EDITOR_EMAIL)?.mfa_verified).toBe(true);
    const { data, error } = await admin.rpc('staff_reset_mfa', { target: editorId });
    expect(error).toBeNull();
    expect(data).toBe(1);
    const { rows } = await t.server.ctx.db.admin.query('select count(*)::int as n from auth.mfa_factors where user_id = $1', [editorId]);
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('staff-invite takes only a live admin’s token, and sets the role', async () => {
    const byEditor = await editor.functions.invoke('staff-invite', { body: { email: 'yeni@example.com', role: 'admin' } });
    expect(byEditor.error).not.toBeNull();
    const editorResponse = (byEditor.error as { context: Response }).context;
    expect(editorResponse.status).toBe(403);
    expect(await editorResponse.json()).toEqual({ code: 'forbidden', message: NOT_ADMIN });

    const byAnon = await t.anon().functions.invoke('staff-invite', { body: { email: 'yeni@example.com' } });
    expect((byAnon.error as { context: Response }).context.status).toBe(403);

    await t.server.ctx.db.admin.query(`insert into public.site_settings (site_name) values ('Yeşil Dijital')`);
    const { data, error } = await admin.functions.invoke('staff-invite', { body: { email: 'Yeni@Example.com', role: 'editor' } });
    expect(error).toBeNull();
    expect(data).toMatchObject({ email: 'yeni@example.com', role: 'editor' });
    const { rows } = await t.server.ctx.db.admin.query(
      `select raw_app_meta_data ->> 'role' as role, email_confirmed_at, invited_at is not null as invited from auth.users where email = 'yeni@example.com'`,
    );
    expect(rows).toEqual([{ role: 'editor', email_confirmed_at: null, invited: true }]);
    const list = await admin.rpc('staff_list');
    expect((list.data as { email: string; state: string }[]).find((r) => r.email === 'yeni@example.com')?.state).toBe('invited');
    const mails = (await t.server.ctx.mail.list()).filter((m) => m.message.to === 'yeni@example.com');
    // The invitation names the site, the role and who invited.
    expect(mails.map((m) => [m.message.kind, m.message.subject])).toEqual([['invite', 'Yeşil Dijital yönetim paneline davet edildiniz']]);
    expect(mails[0]!.message.text).toContain(`${STAFF_EMAIL} sizi Yeşil Dijital sitesinin yönetim paneline Editör olarak davet etti.`);
    expect(mails[0]!.message.text).toContain(`${t.url}/auth/v1/verify?token=`);
    expect(mails[0]!.message.text).toContain(`redirect_to=${encodeURIComponent(`${t.url}/admin/sifre-belirle`)}`);

    const again = await admin.functions.invoke('staff-invite', { body: { email: EDITOR_EMAIL } });
    expect((again.error as { context: Response }).context.status).toBe(422);
  });

  it('staff-name: only a live admin sets a member’s name (user_metadata.full_name); an invitation takes one', async () => {
    const byEditor = await editor.functions.invoke('staff-name', { body: { id: editorId, name: 'Başka Ad' } });
    const editorResponse = (byEditor.error as { context: Response }).context;
    expect(editorResponse.status).toBe(403);
    expect(await editorResponse.json()).toEqual({ code: 'forbidden', message: NOT_ADMIN });
    const byAnon = await t.anon().functions.invoke('staff-name', { body: { id: editorId, name: 'Başka Ad' } });
    expect((byAnon.error as { context: Response }).context.status).toBe(403);

    const invalid = await admin.functions.invoke('staff-name', { body: { id: editorId, name: 'x'.repeat(121) } });
    const invalidResponse = (invalid.error as { context: Response }).context;
    expect(invalidResponse.status).toBe(400);
    expect(await invalidResponse.json()).toEqual({ code: 'validation_failed', message: 'Ad en fazla 120 karakter olabilir' });
    const unknown = await admin.functions.invoke('staff-name', { body: { id: '00000000-0000-4000-8000-000000000000', name: 'Kimse' } });
    const unknownResponse = (unknown.error as { context: Response }).context;
    expect(unknownResponse.status).toBe(404);
    expect(await unknownResponse.json()).toEqual({ code: 'user_not_found', message: 'Kullanıcı bulunamadı' });

    // The older `name` key goes, so staff_list (which reads it first) shows the new name.
    const { data, error } = await admin.functions.invoke('staff-name', { body: { id: editorId, name: '  Elif   Yıldız ' } });
    expect(error).toBeNull();
    expect(data).toEqual({ id: editorId, name: 'Elif Yıldız' });
    const meta = async (email: string) =>
      (await t.server.ctx.db.admin.query(`select raw_user_meta_data as meta from auth.users where email = $1`, [email])).rows[0]?.meta as Record<string, unknown>;
    expect(await meta(EDITOR_EMAIL)).toEqual({ full_name: 'Elif Yıldız' });
    const list = async () => ((await admin.rpc('staff_list')).data as { email: string; name: string | null }[]).map(({ email, name }) => ({ email, name }));
    expect((await list()).find((r) => r.email === EDITOR_EMAIL)).toEqual({ email: EDITOR_EMAIL, name: 'Elif Yıldız' });

    const cleared = await admin.functions.invoke('staff-name', { body: { id: editorId, name: '' } });
    expect(cleared.data).toEqual({ id: editorId, name: null });
    expect(await meta(EDITOR_EMAIL)).toEqual({});

    const invited = await admin.functions.invoke('staff-invite', { body: { email: 'adli@example.com', role: 'editor', name: 'Deniz Davetli' } });
    expect(invited.error).toBeNull();
    expect(await meta('adli@example.com')).toMatchObject({ full_name: 'Deniz Davetli' });
    expect((await list()).find((r) => r.email === 'adli@example.com')).toEqual({ email: 'adli@example.com', name: 'Deniz Davetli' });
  });

  it('npm run user:add takes --role editor|admin|author (admin by default)', async () => {
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../../scripts/user-add.ts'), ...args], {
        env: { ...process.env, SUPABASE_URL: t.url, SUPABASE_SERVICE_ROLE_KEY: t.serviceRoleKey },
      });
    const out = await run('cli-editor@example.com', '--role', 'editor', '--password', 'cli-editor-password');
    expect(out.stdout).toContain('Staff account cli-editor@example.com (editor) created.');
    const signedIn = await t.anon().auth.signInWithPassword({ email: 'cli-editor@example.com', password: 'cli-editor-password' });
    expect(signedIn.data.user?.app_metadata.role).toBe('editor');
    const role = async () =>
      (await t.server.ctx.db.admin.query(`select raw_app_meta_data ->> 'role' as role from auth.users where email = 'cli-editor@example.com'`)).rows;
    // A new password keeps the role; --role changes it.
    expect((await run('cli-editor@example.com', '--password', 'cli-editor-password-2')).stdout).toContain('updated (new password).');
    expect(await role()).toEqual([{ role: 'editor' }]);
    expect((await run('cli-editor@example.com', '--password', 'cli-editor-password-3', '--role', 'admin')).stdout).toContain('updated (new password, admin role).');
    expect(await role()).toEqual([{ role: 'admin' }]);
    expect((await run('cli-author@example.com', '--role', 'author', '--password', 'cli-author-password')).stdout).toContain('Staff account cli-author@example.com (author) created.');
    const author = await t.anon().auth.signInWithPassword({ email: 'cli-author@example.com', password: 'cli-author-password' });
    expect(author.data.user?.app_metadata.role).toBe('author');
    await expect(run('x@example.com', '--role', 'owner')).rejects.toMatchObject({ stderr: expect.stringContaining('--role must be admin, editor or author, got "owner"') });
  });

  it('npm run user:add finds the running server by its data folder (no PORT), and says so when none runs there', async () => {
    const { SUPABASE_URL: _u, SUPABASE_SERVICE_ROLE_KEY: _k, PORT: _p, DATABASE_URL: _d, ...env } = process.env;
    const run = (dataDir: string, ...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../../scripts/user-add.ts'), ...args], {
        env: { ...env, DATA_DIR: dataDir },
      });
    // The test server listens on a random port, never 3000: only the lock file can name it.
    expect(t.url).not.toMatch(/:3000$/);
    const out = await run(t.dataDir, 'cli-by-folder@example.com', '--password', 'cli-by-folder-password');
    expect(out.stdout).toContain('Staff account cli-by-folder@example.com (admin) created.');
    const signedIn = await t.anon().auth.signInWithPassword({ email: 'cli-by-folder@example.com', password: 'cli-by-folder-password' });
    expect(signedIn.error).toBeNull();

    // The same data (secrets.json) without a running server: one clear line, exit code 1.
    const idle = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-user-add-'));
    try {
      fs.copyFileSync(path.join(t.dataDir, 'secrets.json'), path.join(idle, 'secrets.json'));
      await expect(run(idle, 'nobody@example.com')).rejects.toMatchObject({
        code: 1,
        stderr: `No server is running for the data folder ${idle}: start it with npm start (same DATA_DIR), then try again.\n`,
      });
    } finally {
      fs.rmSync(idle, { recursive: true, force: true });
    }
  });
});
