/**
 * `npm run user:add -- <email> [--password <password>] [--role admin|editor|author]`: adds a staff
 * account (the role in app_metadata, admin by default), or sets a new password (and the role,
 * when --role is given) when the account exists.
 *
 * Talks to the Auth admin API with the service-role key, so it works the same against the
 * embedded server (running; found by DATA_DIR, see running-server.ts) and a hosted project
 * (SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY set).
 * Without --password a strong one is generated and printed once.
 */
import crypto from 'node:crypto';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { createClient } from '@supabase/supabase-js';
import { findRunningServer } from './running-server.ts';

/** A hosted project by its settings, else the embedded server of DATA_DIR (running-server.ts). */
async function target(): Promise<{ url: string; serviceRoleKey: string }> {
  const { SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY } = process.env;
  if (SUPABASE_URL && SUPABASE_SERVICE_ROLE_KEY) return { url: SUPABASE_URL, serviceRoleKey: SUPABASE_SERVICE_ROLE_KEY };
  return findRunningServer('Run npm start first, or set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.');
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { password: { type: 'string' }, role: { type: 'string' } } });
  const email = positionals[0]?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new Error('Usage: npm run user:add -- <email> [--password <password>] [--role admin|editor|author]');
  }
  const role = values.role ?? 'admin';
  if (role !== 'admin' && role !== 'editor' && role !== 'author') throw new Error(`--role must be admin, editor or author, got "${role}"`);
  const password = values.password ?? crypto.randomBytes(12).toString('base64url');
  if (password.length < 8) throw new Error('The password must be at least 8 characters long.');

  const { url, serviceRoleKey } = await target();
  const supabase = createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as never },
  });
  const admin = supabase.auth.admin;
  const created = await admin.createUser({ email, password, email_confirm: true, app_metadata: { role } });
  let action = 'created';
  if (created.error) {
    if (created.error.code !== 'email_exists') throw new Error(`${url}: ${created.error.message}`);
    // Find the account (page by page) and update it instead.
    let id: string | undefined;
    for (let page = 1; !id; page++) {
      const { data, error } = await admin.listUsers({ page, perPage: 200 });
      if (error) throw new Error(`${url}: ${error.message}`);
      id = data.users.find((u) => u.email === email)?.id;
      if (data.users.length < 200) break;
    }
    if (!id) throw new Error(`${email} exists but could not be found in the user list.`);
    // An existing account keeps its role unless --role names one.
    const updated = await admin.updateUserById(id, { password, ...(values.role ? { app_metadata: { role } } : {}) });
    if (updated.error) throw new Error(`${url}: ${updated.error.message}`);
    action = values.role ? `updated (new password, ${role} role)` : 'updated (new password)';
  }
  console.log(`Staff account ${email} ${action === 'created' ? `(${role}) ` : ''}${action}.`);
  if (!values.password) console.log(`Password (shown once): ${password}`);
}

main().catch((err: unknown) => {
  const e = err as Error & { cause?: { code?: string } };
  if (e.cause?.code === 'ECONNREFUSED') console.error('The server is not running: start it with npm start, then try again.');
  else console.error(e.message);
  process.exit(1);
});
