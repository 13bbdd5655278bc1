/** Small helpers for answering HTTP requests with JSON and reading request bodies. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TrustedProxies } from './trusted-proxies.ts';

export type Headers = Record<string, string | number | string[]>;

/** Headers held back for the response's writeHead (see deferHeaders). */
const deferred = Symbol('deferred headers');
type Deferring = ServerResponse & { [deferred]?: readonly string[] };

/**
 * Headers every answer on `res` carries (as a flat name, value, … list made once), written
 * together with the handler's own by `writeHead` below in one call: `setHeader` for each
 * costs more than the rest of writing the answer (Node copies and checks every header
 * twice). Every answer on such a response must go through `writeHead`, `sendJson` or `sendText`.
 */
export function deferHeaders(res: ServerResponse, headers: readonly string[]): void {
  (res as Deferring)[deferred] = headers;
}

/** `res.writeHead` with the deferred headers first, if any. */
export function writeHead(res: ServerResponse, status: number, headers: Headers = {}): void {
  const base = (res as Deferring)[deferred];
  if (!base) {
    res.writeHead(status, headers);
    return;
  }
  if (res.getHeaderNames().length) {
    // Something set headers the slow way: join it.
    for (let i = 0; i < base.length; i += 2) if (!res.hasHeader(base[i]!)) res.setHeader(base[i]!, base[i + 1]!);
    res.writeHead(status, headers);
    return;
  }
  const all = base.slice();
  for (const name in headers) {
    const value = headers[name]!;
    if (Array.isArray(value)) for (const v of value) all.push(name, v);
    else all.push(name, String(value));
  }
  res.writeHead(status, all);
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Headers = {}): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  writeHead(res, status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

export function sendText(res: ServerResponse, status: number, text: string, contentType = 'text/plain; charset=utf-8', headers: Headers = {}): void {
  writeHead(res, status, { 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

/** Thrown when a body is larger than allowed; answered with 413 by the caller's error mapping. */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body larger than ${limit} bytes`);
  }
}

export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      req.resume();
      throw new BodyTooLargeError(limit);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The client address, for rate limits and sessions: the socket's, or behind trusted proxies
 * (TRUST_PROXY) the X-Forwarded-For entry the nearest untrusted hop wrote (trusted-proxies.ts).
 * Limits key on addressKey(clientAddress(…)), so an IPv6 network counts once.
 */
export function clientAddress(req: IncomingMessage, trustProxy: TrustedProxies): string {
  return trustProxy.clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for']);
}
