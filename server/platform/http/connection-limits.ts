/**
 * Limits on connections, so a slow or greedy client cannot hold the server's sockets: the
 * headers and the whole request must arrive in time (Node answers 408 and closes; its defaults,
 * 60 s and 300 s checked every 30 s, let a slow body hold a socket for minutes), and one client
 * address (IPv6 per /64) may hold only so many connections at once. Not counted: connections
 * from trusted proxies (each carries many visitors, and the proxy limits them itself) and from
 * this machine's own address (the server calls its own APIs for renders, seeding and invites).
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { PlatformContext } from '../context.ts';
import { addressKey } from './address-key.ts';

/** How often Node looks for requests over their time (it reads the timeouts at each look). */
export const CONNECTION_CHECK_INTERVAL_MS = 1000;

/** This machine, exactly: the server's calls to itself, or a proxy beside it. */
const SELF = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const TOO_MANY =
  'HTTP/1.1 429 Too Many Requests\r\nContent-Type: text/plain; charset=utf-8\r\nRetry-After: 10\r\nConnection: close\r\nContent-Length: ';
const TOO_MANY_TEXT = 'Bu adresten çok fazla açık bağlantı var. Lütfen biraz sonra tekrar deneyin.';
const TOO_MANY_ANSWER = `${TOO_MANY}${Buffer.byteLength(TOO_MANY_TEXT)}\r\n\r\n${TOO_MANY_TEXT}`;

export function limitConnections(server: Server, ctx: PlatformContext): void {
  const limits = () => ctx.config.connections;
  server.headersTimeout = limits().headersTimeoutSeconds * 1000;
  server.requestTimeout = limits().requestTimeoutSeconds * 1000;

  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    if (SELF.has(socket.remoteAddress ?? '') || ctx.config.trustProxy.isProxy(socket.remoteAddress)) return;
    const key = addressKey(socket.remoteAddress ?? 'unknown');
    const count = (open.get(key) ?? 0) + 1;
    if (count > limits().maxPerAddress) {
      // Answered before any request is read: the client sees why, then the socket goes.
      socket.end(TOO_MANY_ANSWER);
      socket.once('finish', () => socket.destroy());
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
