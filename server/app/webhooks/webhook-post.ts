/**
 * One webhook call: the endpoint's host resolved once and every address it resolves to checked
 * with the SMTP code's check (server/app/mail/smtp-target.ts: loopback, private networks,
 * link-local… refused unless WEBHOOK_ALLOW_PRIVATE_HOSTS), then the connection made to that
 * checked address (a DNS answer that changes in between cannot lead inside), no redirect
 * followed, a bounded wait, and at most a short excerpt of the answer read.
 */
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { smtpTarget, SmtpTargetError } from '../mail/smtp-target.ts';

/** How much of an answer the log keeps. */
export const RESPONSE_EXCERPT_CHARS = 500;

export type PostResult =
  | { kind: 'answered'; status: number; excerpt: string }
  /** No answer (refused connection, timeout, reset): worth another attempt. */
  | { kind: 'unreachable'; reason: string }
  /** The address may never be called (private target, not http(s)): no retry. */
  | { kind: 'refused'; reason: string };

export interface PostOptions {
  allowPrivate: boolean;
  timeoutMs: number;
  headers: Record<string, string>;
}

/** A resolver that answers every name with the checked address. */
function pinnedLookup(address: string, family: number): net.LookupFunction {
  return (_name, options, cb) => {
    if (options.all) (cb as unknown as (err: null, all: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else cb(null, address, family);
  };
}

export async function postWebhook(url: string, body: string, opts: PostOptions): Promise<PostResult> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return { kind: 'refused', reason: 'Adres geçerli bir URL değil.' };
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return { kind: 'refused', reason: 'Yalnızca http ve https adresleri çağrılır.' };
  if (target.username || target.password) return { kind: 'refused', reason: 'Adreste kullanıcı adı ve parola olamaz.' };
  let address: string;
  try {
    address = (await smtpTarget(target.hostname, { allowPrivate: opts.allowPrivate })).address;
  } catch (err) {
    if (err instanceof SmtpTargetError && err.code === 'EPRIVATE') return { kind: 'refused', reason: err.message };
    return { kind: 'unreachable', reason: err instanceof Error ? err.message : String(err) };
  }
  const family = net.isIP(address);
  const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<PostResult>((resolve) => {
    let settled = false;
    const finish = (r: PostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      resolve(r);
    };
    const req = client.request(
      target,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(Buffer.byteLength(body)), ...opts.headers },
        // Connect to the checked address, whatever the name resolves to now.
        lookup: pinnedLookup(address, family),
        ...(net.isIP(host) ? {} : { servername: host }),
        agent: false,
      },
      (res) => {
        let excerpt = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          excerpt += chunk;
          if (excerpt.length >= RESPONSE_EXCERPT_CHARS) finish({ kind: 'answered', status: res.statusCode ?? 0, excerpt: excerpt.slice(0, RESPONSE_EXCERPT_CHARS) });
        });
        res.on('end', () => finish({ kind: 'answered', status: res.statusCode ?? 0, excerpt }));
        res.on('error', () => finish({ kind: 'answered', status: res.statusCode ?? 0, excerpt }));
      },
    );
    const timer = setTimeout(() => finish({ kind: 'unreachable', reason: `Yanıt ${Math.round(opts.timeoutMs / 1000)} saniyede gelmedi.` }), opts.timeoutMs);
    req.on('error', (err: NodeJS.ErrnoException) => finish({ kind: 'unreachable', reason: `Bağlanılamadı (${err.code ?? err.message}).` }));
    req.end(body);
  });
}
