/**
 * A lead's notes (schema/lead-notes.ts, supabase/schemas/18_leads.sql) through unmodified
 * supabase-js: visitors can neither write nor read them (42501), the author and time are the
 * signed-in staff member's whatever the client sends, editors add notes too, the staff are
 * offered as owners to any staff member, and the personal-data export carries a lead's notes
 * while the delete removes them.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_EMAIL, startTestServer, type TestServer } from '../helpers/server.ts';

const EDITOR_EMAIL = 'editor@example.com';
const EDITOR_PASSWORD = 'editor-password-1';
const SUBJECT = 'Deniz.Kaya@Example.com';
const OTHER = 'baska@example.com';

describe('lead notes', () => {
  let t: TestServer;
  let admin: SupabaseClient;
  let editor: SupabaseClient;
  let editorId: string;
  let adminId: string;
  let lead: string;
  let otherLead: string;
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);

  beforeAll(async () => {
    t = await startTestServer();
    const created = await t.service().auth.admin.createUser({ email: EDITOR_EMAIL, password: EDITOR_PASSWORD, email_confirm: true, app_metadata: { role: 'editor' } });
    expect(created.error).toBeNull();
    editorId = created.data.user!.id;
    admin = await t.signIn();
    editor = await t.signIn(EDITOR_EMAIL, EDITOR_PASSWORD);
    adminId = (await admin.auth.getUser()).data.user!.id;
    const rows = await sql<{ id: string }>(
      `insert into contact_messages (name, email, phone, message) values ('Deniz Kaya', 'deniz.kaya@example.com', '+90 555 111 22 33', 'Teklif istiyorum'), ('Başka Biri', $1, null, 'Merhaba') returning id`,
      [OTHER],
    );
    [lead, otherLead] = rows.map((r) => r.id) as [string, string];
  });
  afterAll(async () => {
    await t?.close();
  });

  it('anon may not write a note, nor read any (42501)', async () => {
    const write = await t.anon().from('lead_notes').insert({ lead_id: lead, body: 'Sahte not' });
    expect(write.status).toBe(401);
    expect(write.error?.code).toBe('42501');
    expect(write.error?.message).toBe('permission denied for table lead_notes');
    const read = await t.anon().from('lead_notes').select('id');
    expect(read.error?.code).toBe('42501');
    expect((await sql('select 1 from lead_notes')).length).toBe(0);
  });

  it('the author and time are the signed-in staff member, whatever the client sends', async () => {
    const forged = { lead_id: lead, body: 'Aradım, yarın teklif bekliyor', author_id: adminId, author_email: STAFF_EMAIL, created_at: '2020-01-01T00:00:00Z' };
    const { data, error } = await editor.from('lead_notes').insert(forged).select('body, author_id, author_email, created_at').single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ body: 'Aradım, yarın teklif bekliyor', author_id: editorId, author_email: EDITOR_EMAIL });
    expect(Date.now() - Date.parse(data!.created_at as string)).toBeLessThan(60_000);
    // An edit keeps the author: nobody rewrites a note into another's name.
    const edited = await admin.from('lead_notes').update({ body: 'Aradım; teklif yarın', author_id: adminId, author_email: STAFF_EMAIL }).eq('lead_id', lead).select('body, author_id, author_email').single();
    expect(edited.error).toBeNull();
    expect(edited.data).toEqual({ body: 'Aradım; teklif yarın', author_id: editorId, author_email: EDITOR_EMAIL });
  });

  it('a note needs visible text (23514)', async () => {
    const { error } = await admin.from('lead_notes').insert({ lead_id: lead, body: '   ' });
    expect(error?.code).toBe('23514');
  });

  it('any staff member is offered the staff as owners; anon is not', async () => {
    const { data, error } = await editor.rpc('lead_owner_choices');
    expect(error).toBeNull();
    expect((data as { email: string }[]).map((m) => m.email).sort()).toEqual([EDITOR_EMAIL, STAFF_EMAIL].sort());
    const refused = await t.anon().rpc('lead_owner_choices');
    expect(refused.error?.code).toBe('42501');
  });

  it('staff set a lead stage, owner and follow-up; the stage is a key the database checks', async () => {
    const followUp = new Date(Date.now() + 86_400_000).toISOString();
    const { error } = await editor.from('contact_messages').update({ stage: 'proposal', owner_id: editorId, follow_up_at: followUp }).eq('id', lead);
    expect(error).toBeNull();
    const bad = await editor.from('contact_messages').update({ stage: 'Teklif verildi' }).eq('id', lead);
    expect(bad.error?.code).toBe('23514');
    const mine = await editor.from('contact_messages').select('id, stage').eq('owner_id', editorId).not('follow_up_at', 'is', null);
    expect(mine.data).toEqual([{ id: lead, stage: 'proposal' }]);
  });

  it('the personal-data export carries the notes of the address’s leads, the delete removes them', async () => {
    await admin.from('lead_notes').insert({ lead_id: otherLead, body: 'Başka kişinin notu' });
    const exported = await admin.rpc('personal_data_export', { target_email: SUBJECT });
    expect(exported.error).toBeNull();
    const notes = (exported.data as { lead_notes: { lead_id: string; body: string; author_email: string }[] }).lead_notes;
    expect(notes.map((n) => [n.lead_id, n.body, n.author_email])).toEqual([[lead, 'Aradım; teklif yarın', EDITOR_EMAIL]]);
    const deleted = await admin.rpc('personal_data_delete', { target_email: SUBJECT });
    expect(deleted.error).toBeNull();
    expect(deleted.data).toEqual({ contact_messages: 1, lead_notes: 1, newsletter_subscribers: 0, form_submissions: 0 });
    expect(await sql('select body from lead_notes order by body')).toEqual([{ body: 'Başka kişinin notu' }]);
    const again = await admin.rpc('personal_data_export', { target_email: SUBJECT });
    expect(again.data).toMatchObject({ contact_messages: [], lead_notes: [] });
  });
});
