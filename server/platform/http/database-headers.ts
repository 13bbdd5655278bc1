/**
 * The request headers the database sees (`request.headers`). The public-form limits in the
 * database key on the client address from these headers (cf-connecting-ip, else the first
 * X-Forwarded-For hop, as on hosted Supabase), so here x-forwarded-for is exactly the address
 * this server trusts (clientAddress: the socket, or the X-Forwarded-For entry written by the
 * nearest untrusted hop with TRUST_PROXY), and a cf-connecting-ip sent by the client is dropped.
 */
import type { IncomingMessage } from 'node:http';
import { clientAddress } from './respond.ts';
import type { TrustedProxies } from './trusted-proxies.ts';

export function databaseHeaders(req: IncomingMessage, trustProxy: TrustedProxies): Record<string, string | string[] | undefined> {
  const { 'cf-connecting-ip': _forged, ...headers } = req.headers;
  return { ...headers, 'x-forwarded-for': clientAddress(req, trustProxy) };
}
