/**
 * Hands a /functions/v1/<name> request to the function's Deno process and its answer back:
 * method, headers (Authorization and apikey included) and body streamed both ways. The
 * function sees the path Supabase gives it, `/<name>/…?query`.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { RunningWorker } from './deno-worker.ts';

// Hop-by-hop headers (RFC 9110 7.6.1) stay on their own connection.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authorization', 'proxy-authenticate', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host']);
const GATE_HEADER = 'x-functions-gate';

/** The worker did not answer (it died mid-call or refused the connection). */
export class WorkerUnreachableError extends Error {}

function forwardable(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = {};
  for (const [key, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(key) && key !== GATE_HEADER) out[key] = value;
  }
  return out;
}

export function proxyToWorker(worker: RunningWorker, agent: http.Agent, req: IncomingMessage, res: ServerResponse, pathAndQuery: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const upstream = http.request({
      host: '127.0.0.1',
      port: worker.port,
      method: req.method,
      path: pathAndQuery,
      headers: { ...forwardable(req.headers), [GATE_HEADER]: worker.gate },
      agent,
    });
    upstream.on('response', (answer) => {
      const headers = forwardable(answer.headers);
      res.writeHead(answer.statusCode ?? 502, headers);
      answer.pipe(res);
      answer.on('end', () => resolve());
      answer.on('error', () => {
        res.destroy();
        resolve();
      });
    });
    upstream.on('error', (err) => {
      if (res.headersSent || res.destroyed) {
        res.destroy();
        resolve();
      } else {
        reject(new WorkerUnreachableError(err.message));
      }
    });
    // The caller went away: so does the call to the function.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });
}
