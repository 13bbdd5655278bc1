/**
 * Loads an export into a hosted-shaped database and checks what a hosted project needs: every
 * table holds the rows it held, the account's password verifies against the stored hash the
 * way Supabase Auth does it (bcrypt compare), the account has its 'email' identity and its
 * TOTP factors, Supabase Auth's string columns are not null, and every storage.objects row
 * has its file in the export with the size its metadata records.
 */
import fs from 'node:fs';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import pg from 'pg';
import type { ObjectEntry } from './storage-objects.ts';
import { qualified, tablesInDependencyOrder } from './table-data.ts';
import { PROJECT_SCHEMAS } from './export.ts';

export interface ImportCheck {
  /** Lines that describe what was checked, for a report. */
  lines: string[];
  /** What does not hold; empty when the import is complete. */
  problems: string[];
}

export async function loadExport(databaseUrl: string, exportDir: string): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    // As `psql -f data.sql` runs it: the file is one transaction of plain statements.
    await db.query(fs.readFileSync(path.join(exportDir, 'data.sql'), 'utf8'));
  } finally {
    await db.end();
  }
}

export async function checkImport(opts: {
  sourceUrl: string;
  importedUrl: string;
  exportDir: string;
  account: { email: string; password: string };
}): Promise<ImportCheck> {
  const lines: string[] = [];
  const problems: string[] = [];
  const source = new pg.Client({ connectionString: opts.sourceUrl });
  const imported = new pg.Client({ connectionString: opts.importedUrl });
  await source.connect();
  await imported.connect();
  try {
    const count = async (db: pg.Client, sql: string) => Number((await db.query<{ n: string }>(sql)).rows[0]!.n);
    let rows = 0;
    for (const t of await tablesInDependencyOrder(source, PROJECT_SCHEMAS)) {
      const [a, b] = [await count(source, `select count(*) as n from ${qualified(t)}`), await count(imported, `select count(*) as n from ${qualified(t)}`)];
      rows += a;
      if (a !== b) problems.push(`${t.schema}.${t.name}: ${a} rows exported, ${b} imported`);
    }
    lines.push(`tables: ${rows} rows compared`);

    const { rows: users } = await imported.query<Record<string, string | null>>(
      `select id::text, encrypted_password, confirmation_token, recovery_token, email_change_token_new, email_change, instance_id::text, aud
         from auth.users where email = $1`,
      [opts.account.email],
    );
    const user = users[0];
    if (!user) {
      problems.push(`no imported account ${opts.account.email}`);
    } else {
      const ok = await bcrypt.compare(opts.account.password, user.encrypted_password ?? '');
      const wrong = await bcrypt.compare(`${opts.account.password}x`, user.encrypted_password ?? '');
      lines.push(`password of ${opts.account.email}: bcrypt ${user.encrypted_password?.slice(0, 7)}… verifies=${ok}, wrong password verifies=${wrong}`);
      if (!ok || wrong) problems.push('the password does not verify against the imported hash');
      for (const c of ['confirmation_token', 'recovery_token', 'email_change_token_new', 'email_change']) {
        if (user[c] === null) problems.push(`auth.users.${c} is null (Supabase Auth cannot read it)`);
      }
      const { rows: ids } = await imported.query<{ provider: string; provider_id: string; identity_data: Record<string, unknown>; email: string }>(
        'select provider, provider_id, identity_data, email from auth.identities where user_id = $1',
        [user.id],
      );
      const identity = ids.find((i) => i.provider === 'email');
      lines.push(`identities: ${ids.map((i) => `${i.provider}:${i.provider_id === user.id ? 'user id' : i.provider_id} email=${i.email}`).join(', ') || 'none'}`);
      if (!identity || identity.provider_id !== user.id || identity.identity_data.sub !== user.id || identity.email !== opts.account.email) {
        problems.push('the account has no email identity as Supabase Auth writes it');
      }
      const [a, b] = [
        await count(source, `select count(*) as n from auth.mfa_factors where user_id = '${user.id}'`),
        await count(imported, `select count(*) as n from auth.mfa_factors where user_id = '${user.id}' and factor_type = 'totp' and secret is not null`),
      ];
      lines.push(`TOTP factors: ${a} exported, ${b} imported`);
      if (a !== b) problems.push('factors missing after the import');
    }

    const entries = JSON.parse(fs.readFileSync(path.join(opts.exportDir, 'objects.json'), 'utf8')) as ObjectEntry[];
    const { rows: objects } = await imported.query<{ bucket_id: string; name: string; size: string | null }>(
      `select bucket_id, name, metadata->>'size' as size from storage.objects order by bucket_id, name`,
    );
    const sourceObjects = await count(source, 'select count(*) as n from storage.objects');
    let files = 0;
    for (const o of objects) {
      const entry = entries.find((e) => e.bucket === o.bucket_id && e.name === o.name);
      const file = entry && path.join(opts.exportDir, ...entry.file.split('/'));
      if (!file || !fs.existsSync(file)) problems.push(`no file for ${o.bucket_id}/${o.name}`);
      else if (o.size !== null && fs.statSync(file).size !== Number(o.size)) problems.push(`${o.bucket_id}/${o.name}: file size differs from its row`);
      else files++;
    }
    lines.push(`storage.objects: ${sourceObjects} exported, ${objects.length} imported, ${files} files match their rows`);
    if (objects.length !== sourceObjects || files !== objects.length) problems.push('objects or their files missing');
  } finally {
    await source.end();
    await imported.end();
  }
  return { lines, problems };
}
