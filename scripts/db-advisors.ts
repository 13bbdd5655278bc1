/**
 * `npm run db:advisors`: migrates a fresh embedded database in a temporary directory and runs
 * the Supabase CLI's security and performance advisors against it (`supabase db advisors
 * --db-url`, no Docker needed). Any finding, at any level, fails the run.
 *
 * A fresh database has never used an index, so before the advisors run, the queries the
 * site and the admin make are run once as their callers (seq scans off, since the tables are
 * empty). An index none of them uses is then reported as unused, as it should be.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSecrets } from '../server/platform/secrets.ts';
import { PROJECT_ROOT, setupDatabase } from '../server/platform/db/setup.ts';

// Staff rights need a live session of a stored admin (private.is_staff), made in runWorkload.
const STAFF_USER_ID = '00000000-0000-4000-8000-00000000a11e';
const STAFF_SESSION_ID = '00000000-0000-4000-8000-000000005e55';
const STAFF_CLAIMS = JSON.stringify({
  role: 'authenticated',
  sub: STAFF_USER_ID,
  session_id: STAFF_SESSION_ID,
  aal: 'aal1',
  app_metadata: { role: 'admin' },
});

/** The app's characteristic queries, as [role, claims, SQL]. Inserts are rolled back. */
const WORKLOAD: [string, string, string][] = [
  ['anon', '{}', `select * from public.blog_posts where published = true order by created_at desc limit 12`],
  ['anon', '{}', `select * from public.blog_posts where category = 'Genel' and published = true and id <> gen_random_uuid() order by created_at desc limit 3`],
  ['anon', '{}', `select * from public.projects where published = true order by created_at desc limit 6`],
  ['anon', '{}', `select * from public.projects where category = 'Web' and published = true and id <> gen_random_uuid() order by created_at desc limit 3`],
  ['anon', '{}', `select * from public.services where published = true order by created_at desc limit 6`],
  ['anon', '{}', `select * from public.testimonials where published = true order by created_at desc limit 6`],
  ['anon', '{}', `select * from public.team_members where published = true order by sort_order, created_at`],
  // The site search (/arama): a word-for-word match, then a typo (the trigram pass).
  ['anon', '{}', `select * from public.search_site('instagram', 20)`],
  ['anon', '{}', `select * from public.search_site('instagarm', 20)`],
  // A common word (more head matches than search_matches ranks): its title matches' index too.
  ['none', '{}', `insert into public.blog_posts (title, slug, excerpt, content, published) select 'Kampanya ' || i, 'advisor-' || i, 'Özet', '<p>x</p>', true from generate_series(1, 1001) i; set local role anon; select * from public.search_site('kampanya', 20)`],
  // In English (/en/arama): the translations' documents, joined to the published translations.
  ['anon', '{}', `select * from public.search_site('local seo', 20, 'en')`],
  ['anon', '{}', `insert into public.contact_messages (name, email, message, status) values ('Ad', 'ad@example.com', 'Merhaba', 'new')`],
  // The flood limits compare hashes under the day's salt, which the first submission of a day
  // draws (rolled back above): a second one in the same transaction looks its sender and e-mail up.
  [
    'anon',
    '{}',
    `insert into public.contact_messages (name, email, message, status) values ('Ad', 'ad@example.com', 'Merhaba', 'new');
     insert into public.contact_messages (name, email, message, status) values ('Ad', 'ad@example.com', 'Yine merhaba', 'new')`,
  ],
  ['anon', '{}', `insert into public.newsletter_subscribers (email) values ('okur@example.com')`],
  // The admin's search box (Ctrl+K): every searched table's trigram index, a word inside and two letters at a word's start.
  ['authenticated', STAFF_CLAIMS, `select * from public.admin_search('İnstagram', 5)`],
  ['authenticated', STAFF_CLAIMS, `select * from public.admin_search('ah', 5)`],
  ['authenticated', STAFF_CLAIMS, `select * from public.media_library where file_type = 'image' order by created_at desc`],
  ['authenticated', STAFF_CLAIMS, `select * from public.contact_messages order by created_at desc`],
  // One form's answers, newest first (the inbox filtered by form; the foreign key's deletes).
  ['authenticated', STAFF_CLAIMS, `select * from public.contact_messages where form_id = '00000000-0000-4000-8000-0000000f0a11' order by created_at desc limit 20`],
  ['authenticated', STAFF_CLAIMS, `select * from public.newsletter_subscribers order by subscribed_at desc`],
  // The lead pipeline: the inbox's filters, an owner's follow-ups, a lead's notes.
  ['authenticated', STAFF_CLAIMS, `select * from public.contact_messages where stage = 'proposal' order by created_at desc limit 50`],
  ['authenticated', STAFF_CLAIMS, `select * from public.contact_messages where owner_id = gen_random_uuid() order by created_at desc limit 50`],
  ['authenticated', STAFF_CLAIMS, `select * from public.contact_messages where utm_campaign = 'kis' order by created_at desc limit 50`],
  ['authenticated', STAFF_CLAIMS, `select id from public.contact_messages where owner_id = '00000000-0000-4000-8000-000000000002' and follow_up_at is not null and stage not in ('won', 'lost') order by follow_up_at limit 10`],
  ['authenticated', STAFF_CLAIMS, `select * from public.lead_notes where lead_id = '00000000-0000-4000-8000-000000000003' order by created_at, id limit 200`],
  // The dashboard's messages per landing page (one landing page, so the join runs).
  ['authenticated', STAFF_CLAIMS, `insert into public.pages (title, slug, content, landing_page) values ('Kampanya', 'kampanya', '<p>x</p>', true); select * from public.landing_page_leads()`],
  // The dashboard's visits (20_visits.sql): a batch of counts as the server sends it (as the owner), then the report.
  ['none', '{}', `select private.record_page_views(array[current_date], array['/'], array[''], array[''], array[''], array[1::bigint], array[current_date], array['/'], array['\\x00'::bytea], array[1])`],
  ['authenticated', STAFF_CLAIMS, `insert into public.pages (title, slug, content, landing_page) values ('Kampanya', 'kampanya', '<p>x</p>', true); select public.visit_report(90)`],
  // The form's history panel and the trash screen (revisions).
  ['authenticated', STAFF_CLAIMS, `select * from public.content_revisions where table_name = 'blog_posts' and row_id = '00000000-0000-4000-8000-000000000001' order by changed_at desc limit 100`],
  ['authenticated', STAFF_CLAIMS, `select * from public.content_revisions where action = 'delete' and restored_at is null order by changed_at desc limit 500`],
  // The audit screen: newest first, by who, by table, by action (and the pruning by date).
  ['authenticated', STAFF_CLAIMS, `select * from public.audit_log order by created_at desc, id desc limit 50`],
  ['authenticated', STAFF_CLAIMS, `select * from public.audit_log where actor_email = 'staff@example.com' order by created_at desc limit 50`],
  ['authenticated', STAFF_CLAIMS, `select * from public.audit_log where table_name = 'site_settings' order by created_at desc limit 50`],
  ['authenticated', STAFF_CLAIMS, `select * from public.audit_log where action = 'auth.login_failed' order by created_at desc limit 50`],
  // A draft form's active preview links; a slug change moving the redirects that led to the old path.
  ['authenticated', STAFF_CLAIMS, `select id, name, locale, asks_approval, created_at, expires_at from public.preview_links where table_name = 'blog_posts' and row_id = gen_random_uuid() and revoked_at is null and expires_at > now() order by created_at desc`],
  ['authenticated', STAFF_CLAIMS, `update public.redirects set to_path = '/blog/yeni' where to_path = '/blog/eski'`],
  // The panel's clients' answers on an item, and a link's answers (what its delete cascades to).
  ['authenticated', STAFF_CLAIMS, `select id, link_name, locale, approved, comment, created_at from public.preview_approvals where table_name = 'blog_posts' and row_id = gen_random_uuid() order by created_at desc`],
  ['authenticated', STAFF_CLAIMS, `select id from public.preview_approvals where link_id = '00000000-0000-4000-8000-000000000004'`],
  // The drafts scheduler (apply_due_drafts, as the owner) looking for drafts whose time has come.
  ['none', '{}', `select * from public.content_drafts where publish_at <= now() order by publish_at for update skip locked`],
  // The dashboard's "İnceleme bekleyenler" (src/admin/data/reviews-data.ts).
  ['authenticated', STAFF_CLAIMS, `select * from public.content_reviews where status = 'pending' order by submitted_at limit 20`],
  // Webhooks (19_webhooks.sql): the delivery log newest first and per endpoint (its deletes),
  // a deleted lead's deliveries, and a server claiming a due delivery (as the owner).
  ['authenticated', STAFF_CLAIMS, `select * from public.webhook_deliveries order by created_at desc limit 50`],
  ['authenticated', STAFF_CLAIMS, `select * from public.webhook_deliveries where endpoint_id = '00000000-0000-4000-8000-000000000004' order by created_at limit 50`],
  ['none', '{}', `delete from public.webhook_deliveries where subject_table = 'contact_messages' and subject_id = '00000000-0000-4000-8000-000000000003'`],
  ['none', '{}', `select id from public.webhook_deliveries where status = 'pending' and next_attempt_at <= now() order by next_attempt_at, id limit 1 for update skip locked`],
  // The servers' announcement of content whose publication time came (as the owner).
  ['none', '{}', `select private.announce_due_publications()`],
  // The server's mailer (as the owner) looking for a due message in the shared outbox.
  ['none', '{}', `select id from private.mail_outbox where status = 'queued' and next_attempt_at <= now() order by next_attempt_at, id limit 1 for update skip locked`],
];

async function runWorkload(db: { admin: import('pg').Pool }): Promise<void> {
  const client = await db.admin.connect();
  try {
    await client.query(`insert into auth.users (id, email, raw_app_meta_data) values ($1, 'advisors@example.com', '{"role":"admin"}')`, [STAFF_USER_ID]);
    await client.query('insert into auth.sessions (id, user_id) values ($1, $2)', [STAFF_SESSION_ID, STAFF_USER_ID]);
    for (const [role, claims, sql] of WORKLOAD) {
      await client.query('begin');
      await client.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('enable_seqscan', 'off', true)`, [role, claims]);
      await client.query(sql);
      await client.query('rollback');
    }
    // Make the index usage visible to other sessions now, not at the next stats flush.
    await client.query('select pg_stat_force_next_flush()');
  } finally {
    client.release();
  }
}

interface Finding {
  name?: string;
  title?: string;
  level?: string;
  detail?: string;
  remediation?: string;
}

async function main(): Promise<number> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-advisors-'));
  const db = await setupDatabase({ dataDir, pgPort: 0, secrets: await loadSecrets(dataDir), log: () => {} });
  try {
    await runWorkload(db);
    // The embedded PostgreSQL listens on loopback without TLS.
    const url = `${db.url}${db.url.includes('?') ? '&' : '?'}sslmode=disable`;
    const cli = path.join(PROJECT_ROOT, 'node_modules', '.bin', 'supabase');
    const run = spawnSync(cli, ['db', 'advisors', '--db-url', url, '--type', 'all', '--level', 'info'], {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
      timeout: 120_000,
    });
    if (run.error || run.status !== 0) {
      console.error(`supabase db advisors failed (exit ${run.status}): ${run.error?.message ?? ''}\n${run.stderr}\n${run.stdout}`);
      return 1;
    }
    const text = run.stdout.trim();
    const parsed: unknown = text ? JSON.parse(text.slice(text.search(/[[{]/))) : [];
    const findings: Finding[] = Array.isArray(parsed) ? parsed : ((parsed as { lints?: Finding[] }).lints ?? []);
    if (findings.length === 0) {
      console.log('Database advisors: no findings (security and performance, all levels).');
      return 0;
    }
    console.error(`Database advisors: ${findings.length} finding(s):`);
    for (const f of findings) {
      console.error(`- [${f.level ?? '?'}] ${f.name ?? f.title ?? 'lint'}: ${f.detail ?? ''}${f.remediation ? `\n  ${f.remediation}` : ''}`);
    }
    return 1;
  } finally {
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`db:advisors: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
