/**
 * The audit trigger comes from schema/, not from a list: every table a schema file declares
 * gets `record_audit` unless its preset or `db.audit` says otherwise (a table added later,
 * such as a translations table, included), with its publication flag and its secret columns
 * (private columns, and names that say secret) as arguments.
 */
import { describe, expect, it } from 'vitest';
import { loadEntities, type Entity } from '../../scripts/codegen/entities.ts';
import { auditMode, auditTriggerSql } from '../../scripts/db/audit-sql.ts';

describe('audit trigger from schema/', () => {
  it('every schema/ table is audited but the trigger-written and heartbeat ones', async () => {
    const entities = await loadEntities();
    const off = entities.filter((e) => auditMode(e) === 'off').map((e) => e.resource.table);
    // preview_approvals: respond_to_preview writes its own entry (Müşteri onayı / yorumu), the client being no staff.
    expect(off.sort()).toEqual(['audit_log', 'content_revisions', 'edit_presence', 'preview_approvals', 'webhook_deliveries']);
    const inboxes = entities.filter((e) => e.resource.db.access.preset === 'publicInbox');
    expect(inboxes.length).toBeGreaterThan(0);
    for (const e of inboxes) expect(auditMode(e)).toBe('names');
    // A lead's notes are personal data that leave with the lead: only their field names are logged.
    expect(auditMode(entities.find((e) => e.resource.table === 'lead_notes')!)).toBe('names');
    // What only administrators read (webhook addresses are Slack's and Teams' credentials) keeps
    // only its field names in the log every staff member reads.
    for (const e of entities.filter((x) => x.resource.db.access.preset === 'adminOnly' && auditMode(x) !== 'off')) expect([e.resource.table, auditMode(e)]).toEqual([e.resource.table, 'names']);
    expect(auditMode(entities.find((e) => e.resource.table === 'webhook_endpoints')!)).toBe('names');
    const posts = entities.find((e) => e.resource.table === 'blog_posts')!;
    expect(auditTriggerSql(posts, ['id', 'title', 'published'])).toBe(
      `create trigger record_audit after insert or update or delete on public."blog_posts" for each row execute function private.record_audit('values', 'published');`,
    );
  });

  it('a table added later gets it, its secrets named', () => {
    const entity = {
      file: 'blog-post-translations.ts',
      module: {},
      resource: { table: 'blog_post_translations', db: { access: { preset: 'staffOnly' }, privateColumns: ['reviewer_note'] } },
    } as unknown as Entity;
    expect(auditTriggerSql(entity, ['id', 'title', 'api_token', 'reviewer_note'])).toBe(
      `create trigger record_audit after insert or update or delete on public."blog_post_translations" for each row execute function private.record_audit('values', '', 'api_token', 'reviewer_note');`,
    );
  });
});
