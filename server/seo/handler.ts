/**
 * What search engines and link previews read without running JavaScript: every public URL
 * answers with index.html whose head already carries that page's title, description,
 * canonical, Open Graph / Twitter tags and JSON-LD (404 for unknown slugs), plus /robots.txt
 * and /sitemap.xml from the SEO settings and the published content. The data comes through
 * this server's own REST API as anon, with the same rules as the SPA (src/public/seo/), so
 * drafts never leak. Everything is computed per request, so an edit shows at once; responses
 * carry ETags so unchanged pages cost a 304. Built responses are cached until public content
 * or the settings change (ctx.contentVersion), so an edit shows at once.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '../../generated/database.types.ts';
import type { ServerContext } from '../context.ts';
import type { RouteHandler } from '../http/route.ts';
import { publicOrigin } from '../http/public-origin.ts';
import { injectHead, renderHeadHtml, runtimeConfigScript } from '../../src/public/seo/head-html.ts';
import { loadSiteMeta, resolvePageMeta } from '../../src/public/seo/resolve-page.ts';
import { buildRobotsTxt, buildSitemapXml, sitemapEntries } from '../../src/public/seo/sitemap.ts';

/** robots.txt and sitemap.xml may be cached a little; pages revalidate every time. */
const FEED_CACHE = 'public, max-age=300';

function acceptsEncoding(req: IncomingMessage, name: string): boolean {
  const header = req.headers['accept-encoding'];
  return typeof header === 'string' && header.split(',').some((e) => e.trim().split(';')[0] === name);
}

function send(req: IncomingMessage, res: ServerResponse, status: number, type: string, text: string, cacheControl: string): void {
  const etag = `"${crypto.createHash('sha1').update(text).digest('base64url')}"`;
  const headers: Record<string, string | number> = { 'Content-Type': type, 'Cache-Control': cacheControl, ETag: etag, Vary: 'Accept-Encoding' };
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers).end();
    return;
  }
  let body = Buffer.from(text);
  if (body.length > 1024 && acceptsEncoding(req, 'br')) {
    body = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    headers['Content-Encoding'] = 'br';
  } else if (body.length > 1024 && acceptsEncoding(req, 'gzip')) {
    body = zlib.gzipSync(body);
    headers['Content-Encoding'] = 'gzip';
  }
  headers['Content-Length'] = body.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

interface Built {
  status: number;
  type: string;
  text: string;
  cacheControl: string;
}

const CACHE_LIMIT = 2000;

/** Wraps the static handler: SPA routes get their metadata, files pass through. */
export function createSeoHandler(ctx: ServerContext, spa: RouteHandler): RouteHandler {
  const indexFile = path.join(path.resolve(ctx.config.distDir), 'index.html');
  let index: { mtimeMs: number; html: string } | undefined;
  let client: PostgrestClient<Database> | undefined;
  const cache = new Map<string, Built>();
  let cacheVersion = -1;

  /** The cached response for key, or a freshly built one (not cached when it failed). */
  async function cached(key: string, build: () => Promise<Built>): Promise<Built> {
    const version = ctx.contentVersion.current();
    if (version !== cacheVersion) {
      cache.clear();
      cacheVersion = version;
    }
    const hit = cache.get(key);
    if (hit) return hit;
    const built = await build();
    // Only keep it if nothing changed while it was being built.
    if (ctx.contentVersion.current() === version) {
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
      cache.set(key, built);
    }
    return built;
  }

  function indexHtml(): string | undefined {
    if (!fs.existsSync(indexFile)) return undefined;
    const mtimeMs = fs.statSync(indexFile).mtimeMs;
    if (!index || index.mtimeMs !== mtimeMs) index = { mtimeMs, html: fs.readFileSync(indexFile, 'utf8') };
    return index.html;
  }

  function db(): PostgrestClient<Database> {
    client ??= new PostgrestClient<Database>(`${ctx.internalUrl}/rest/v1`, {
      headers: { apikey: ctx.anonKey, Authorization: `Bearer ${ctx.anonKey}` },
    });
    return client;
  }

  return async (req, res, url, pathname) => {
    const method = req.method ?? 'GET';
    const readable = method === 'GET' || method === 'HEAD';
    if (!readable || !ctx.internalUrl) return spa(req, res, url, pathname);
    const origin = publicOrigin(req, ctx.config);

    const reply = (b: Built) => send(req, res, b.status, b.type, b.text, b.cacheControl);
    if (pathname === '/robots.txt') {
      reply(
        await cached(`${origin}/robots.txt`, async () => {
          const { rows } = await loadSiteMeta(db(), origin, origin);
          return { status: 200, type: 'text/plain; charset=utf-8', text: buildRobotsTxt(rows.seo, origin), cacheControl: FEED_CACHE };
        }),
      );
      return;
    }
    if (pathname === '/sitemap.xml') {
      reply(
        await cached(`${origin}/sitemap.xml`, async () => {
          const { rows } = await loadSiteMeta(db(), origin, origin);
          if (rows.seo && !rows.seo.sitemap_enabled) return { status: 404, type: 'text/plain; charset=utf-8', text: 'Not found\n', cacheControl: FEED_CACHE };
          return { status: 200, type: 'application/xml; charset=utf-8', text: buildSitemapXml(origin, await sitemapEntries(db())), cacheControl: FEED_CACHE };
        }),
      );
      return;
    }
    // Files (assets, favicon, index.html itself) are the static handler's.
    if (path.extname(pathname)) return spa(req, res, url, pathname);
    const html = indexHtml();
    if (!html) return spa(req, res, url, pathname);
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return spa(req, res, url, pathname);
    }
    try {
      reply(
        await cached(`${index!.mtimeMs}:${origin}${decoded}`, async () => {
          const { site, rows } = await loadSiteMeta(db(), origin, origin);
          const { meta, status } = await resolvePageMeta(db(), decoded, site);
          const head = `${runtimeConfigScript({ supabaseUrl: origin, supabaseAnonKey: ctx.anonKey })}\n    ${renderHeadHtml(site, meta, { googleSiteVerification: rows.seo?.google_search_console_id })}`;
          return { status, type: 'text/html; charset=utf-8', text: injectHead(html, head), cacheControl: 'no-cache' };
        }),
      );
    } catch (err) {
      // Metadata is a bonus: the page itself must still load.
      ctx.log(`Page metadata for ${pathname} failed: ${err instanceof Error ? err.message : String(err)}`);
      await spa(req, res, url, pathname);
    }
  };
}
