/**
 * Serves the built apps from `dist/`: files with their types, Vite's hashed assets (both apps'
 * in dist/assets/, the admin's in assets/admin/) cached for a year, everything else
 * revalidated; any other path without a file extension gets its app's HTML (history fallback)
 * so deep links work: /admin and below the admin's (dist/admin/index.html, its own build),
 * the rest index.html. Responses are compressed once and kept in memory: the build is small
 * and never changes while the server runs. dist/server/ (the server renderer) is not served.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerContext } from '../../context.ts';
import type { RouteHandler } from '../../platform/http/route.ts';
import { sendText } from '../../platform/http/respond.ts';
import { ADMIN_HTML, isAdminPath } from './admin-paths.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

interface Entry {
  body: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
}

function acceptsEncoding(req: IncomingMessage, name: string): boolean {
  const header = req.headers['accept-encoding'];
  return typeof header === 'string' && header.split(',').some((e) => e.trim().split(';')[0] === name);
}

export function createStaticHandler(ctx: ServerContext): RouteHandler {
  const root = path.resolve(ctx.config.distDir);
  const cache = new Map<string, Entry | null>();

  function load(rel: string): Entry | null {
    if (cache.has(rel)) return cache.get(rel)!;
    const file = path.join(root, rel);
    let entry: Entry | null = null;
    // Inside dist/ only, not the server renderer, and only regular files.
    if (file.startsWith(root + path.sep) && !file.startsWith(path.join(root, 'server') + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      const body = fs.readFileSync(file);
      const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      const compress = COMPRESSIBLE.test(type) && body.length > 1024;
      entry = {
        body,
        type,
        gzip: compress ? zlib.gzipSync(body, { level: 9 }) : undefined,
        brotli: compress ? zlib.brotliCompressSync(body) : undefined,
        etag: `"${body.length.toString(36)}-${fs.statSync(file).mtimeMs.toString(36)}"`,
        cacheControl: rel.startsWith('assets/') ? IMMUTABLE : REVALIDATE,
      };
    }
    cache.set(rel, entry);
    return entry;
  }

  function send(req: IncomingMessage, res: ServerResponse, entry: Entry): void {
    const headers: Record<string, string | number> = {
      'Content-Type': entry.type,
      'Cache-Control': entry.cacheControl,
      ETag: entry.etag,
      Vary: 'Accept-Encoding',
    };
    if (req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, headers).end();
      return;
    }
    let body = entry.body;
    if (entry.brotli && acceptsEncoding(req, 'br')) {
      body = entry.brotli;
      headers['Content-Encoding'] = 'br';
    } else if (entry.gzip && acceptsEncoding(req, 'gzip')) {
      body = entry.gzip;
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return async (req, res, _url, pathname) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method not allowed', 'text/plain; charset=utf-8', { Allow: 'GET, HEAD' });
      return;
    }
    let rel: string;
    try {
      rel = decodeURIComponent(pathname).replace(/^\/+/, '');
    } catch {
      sendText(res, 400, 'Bad request');
      return;
    }
    if (rel.includes('\0')) {
      sendText(res, 400, 'Bad request');
      return;
    }
    const file = rel && !rel.endsWith('/') ? load(path.normalize(rel)) : null;
    if (file) {
      send(req, res, file);
      return;
    }
    // A missing asset is a 404; a route of an app gets that app's HTML.
    if (path.extname(rel) && !rel.endsWith('.html')) {
      sendText(res, 404, 'Not found');
      return;
    }
    const index = load(isAdminPath(pathname) ? ADMIN_HTML : 'index.html');
    if (!index) {
      sendText(res, 503, 'The site is not built yet. Run `npm run build` (npm start does it for you).');
      return;
    }
    send(req, res, index);
  };
}
