/**
 * `/mail/v1`: the built-in mail catcher's API for the admin's "E-posta kutusu".
 *   GET /mail/v1/outbox        every message, newest first, without bodies
 *   GET /mail/v1/outbox/<id>   one message with its text and HTML
 *   GET /mail/v1/delivery      { delivery: 'smtp' | 'outbox' }: whether e-mail leaves this
 *                              machine at all, for anyone (the sign-in page's "Şifremi unuttum"
 *                              says so); nothing else about the settings
 *   POST /mail/v1/personal-data/export  { email }: the messages to or about the address, with
 *                              their bodies ({ messages }), for the KVKK export
 *   POST /mail/v1/personal-data/delete  { email }: deletes them ({ deleted }), with the rows
 * The outbox is for administrators only (see http/require-administrator.ts); errors in
 * Supabase Auth's shape.
 */
import type { RouteHandler } from '../../platform/http/route.ts';
import type { ServerContext } from '../../context.ts';
import { sendJson } from '../../platform/http/respond.ts';
import { AuthError, badRequest, notFound, sendAuthError, toAuthError } from '../../platform/auth/errors.ts';
import { readJsonObject } from '../../platform/auth/request-body.ts';
import { queryFault } from '../../platform/http/malformed-text.ts';
import { requireAdministrator } from '../http/require-administrator.ts';
import type { OutboxEntry } from './message.ts';

/** The listing: enough to show a row, not the bodies. */
function summary(e: OutboxEntry) {
  return {
    id: e.id,
    created_at: e.createdAt,
    to: e.message.to,
    subject: e.message.subject,
    kind: e.message.kind,
    delivery: e.delivery,
    status: e.status,
    attempts: e.attempts,
    last_error: e.lastError ?? null,
    next_attempt_at: e.nextAttemptAt ?? null,
    sent_at: e.sentAt ?? null,
  };
}

/** A message with its bodies. */
function full(e: OutboxEntry) {
  return { ...summary(e), text: e.message.text, html: e.message.html ?? null, reply_to: e.message.replyTo ?? null, headers: e.message.headers ?? {} };
}

/**
 * `{ email }` of a personal-data request, shaped as the database's functions accept it; read
 * as Auth reads its bodies, so text PostgreSQL cannot hold (U+0000, a lone surrogate, bytes
 * that are not UTF-8) is a 400 here, not a 500 from the query.
 */
async function requestedAddress(req: Parameters<RouteHandler>[0]): Promise<string> {
  const body = await readJsonObject(req);
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  if (!/^[^@\s]+@[^@\s]+$/.test(email) || email.length > 254) throw badRequest('validation_failed', 'Geçerli bir e-posta adresi girin');
  return email;
}

/** The id in the path; a malformed escape names no message (404, never a 500). */
function decodedId(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return '';
  }
}

export function createOutboxHandler(ctx: ServerContext): RouteHandler {
  return async (req, res, url, path) => {
    try {
      const headers = { 'Cache-Control': 'no-store' };
      if (queryFault(url.search)) throw badRequest('validation_failed', 'Invalid characters in the query string');
      const personal = /^\/personal-data\/(export|delete)$/.exec(path)?.[1];
      if (personal) {
        if (req.method !== 'POST') throw new AuthError(405, 'method_not_allowed', 'Only POST is supported');
        await requireAdministrator(ctx, req, url);
        const email = await requestedAddress(req);
        if (personal === 'export') sendJson(res, 200, { messages: (await ctx.mail.about(email)).map(full) }, headers);
        else sendJson(res, 200, { deleted: await ctx.mail.forget(email) }, headers);
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') throw new AuthError(405, 'method_not_allowed', 'Only GET is supported');
      if (path === '/delivery') {
        sendJson(res, 200, { delivery: await ctx.mail.delivery() }, headers);
        return;
      }
      await requireAdministrator(ctx, req, url);
      if (path === '/outbox' || path === '/outbox/') {
        const entries = await ctx.mail.list();
        sendJson(res, 200, { delivery: await ctx.mail.delivery(), messages: entries.map(summary) }, headers);
        return;
      }
      const m = /^\/outbox\/([^/]+)$/.exec(path);
      const entry = m ? await ctx.mail.get(decodedId(m[1]!)) : undefined;
      if (!entry) throw notFound(m ? 'message_not_found' : 'not_found', m ? 'Message not found' : 'Not found');
      sendJson(res, 200, full(entry), headers);
    } catch (err) {
      const refusal = toAuthError(err);
      if (refusal) return sendAuthError(req, res, refusal);
      throw err;
    }
  };
}
