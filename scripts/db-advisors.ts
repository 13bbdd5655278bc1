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
  ['authenticated', STAFF_CLAIMS, `select * from public.media_library where file_type = 'image' order by created_at desc`],
  ['authenticated', STAFF_CLAIMS, `select * from public.contact_messages order by created_at desc`],
  ['authenticated', STAFF_CLAIMS, `select * from public.newsletter_subscribers order by subscribed_at desc`],
  // The dashboard's messages per landing page (one landing page, so the join runs).
  ['authenticated', STAFF_CLAIMS, `insert into public.pages (title, slug, content, landing_page) values ('Kampanya', 'kampanya', '<p>x</p>', true); select * from public.landing_page_leads()`],
  // The form's history panel and the trash screen (revisions).
  ['authenticated', STAFF_CLAIMS, `select * from public.content_revisions where table_name = 'blog_posts' and row_id = '00000000-0000-4000-8000-000000000001' order by changed_at desc limit 100`],
  ['authenticated', STAFF_CLAIMS, `select * from public.content_revisions where action = 'delete' and restored_at is null order by changed_at desc limit 500`],
  // A draft form's active preview links; a slug change moving the redirects that led to the old path.
  ['authenticated', STAFF_CLAIMS, `select id, created_at, expires_at from public.preview_links where table_name = 'blog_posts' and row_id = gen_random_uuid() and revoked_at is null and expires_at > now() order by created_at desc`],
  ['authenticated', STAFF_CLAIMS, `update public.redirects set to_path = '/blog/yeni' where to_path = '/blog/eski'`],
  // The drafts scheduler (apply_due_drafts, as the owner) looking for drafts whose time has come.
  ['none', '{}', `select * from public.content_drafts where publish_at <= now() order by publish_at for update skip locked`],
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
