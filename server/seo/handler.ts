/**
 * The public pages, rendered on the server: every public URL answers with the complete HTML
 * React renders for it (header, footer, content, its metadata and JSON-LD in the head, the
 * styles for that markup, the data it was rendered from for hydration), with status 404 for
 * unknown or unpublished items; plus /robots.txt and /sitemap.xml. The renderer is Vite's SSR
 * build of src/public/entry-server.tsx in dist/server/, which reads through this server's own
 * REST API as anon, so RLS decides and drafts never leak. Rendered responses are kept in a
 * byte-bounded cache until public content or the settings change (ctx.contentVersion), so an
 * edit shows on the next request; ETags make an unchanged page a 304. The admin is another
 * app, never rendered here: /admin and below go to the static handler (its own HTML), as does
 * any page when there is no server build (the plain shell).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { JSDOM } from 'jsdom';
import type { PageRenderer } from '../../src/public/entry-server.tsx';
import type { ServerContext } from '../context.ts';
import type { RouteHandler } from '../http/route.ts';
import { publicOrigin } from '../http/public-origin.ts';
import { inlineSmallStylesheets } from './inline-styles.ts';
import { PageCache, type CachedResponse } from './page-cache.ts';
import { createRedirectLookup, redirectLocation } from './redirects.ts';
import { PREVIEW_PARAM } from '../../src/lib/preview-link.ts';
import { isAdminPath } from '../static/admin-paths.ts';

/** robots.txt and sitemap.xml may be cached a little; pages revalidate every time. */
const FEED_CACHE = 'public, max-age=300';
const PAGE_CACHE_BYTES = 32 * 1024 * 1024;
const HTML = 'text/html; charset=utf-8';
/** The CMS page with slug 'home' is the home page: /home (and /home/) move to /. */
const HOME_ALIAS = /^\/home\/?$/;
/**
 * Browsers would keep a bare 301 forever; staff change redirects (and a slug renamed back
 * turns one around), so they ask again each time. Crawlers still see a permanent move.
 */
const REDIRECT_CACHE = 'no-cache';
/** A draft preview is for its link's holder only: never stored, never indexed. */
const PREVIEW_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };


function acceptsEncoding(req: IncomingMessage, name: string): boolean {
  const header = req.headers['accept-encoding'];
  return typeof header === 'string' && header.split(',').some((e) => e.trim().split(';')[0] === name);
}

/** A response ready to send many times: its ETag and compressed forms computed once. */
function prepare(status: number, type: string, text: string, cacheControl: string): CachedResponse {
  const body = Buffer.from(text);
  const large = body.length > 1024;
  return {
    status,
    type,
    cacheControl,
    etag: `"${crypto.createHash('sha1').update(body).digest('base64url')}"`,
    body,
    br: large ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : undefined,
    gzip: large ? zlib.gzipSync(body) : undefined,
  };
}

function send(req: IncomingMessage, res: ServerResponse, r: CachedResponse, cacheState: 'hit' | 'miss'): void {
  const headers: Record<string, string | number> = { 'Content-Type': r.type, 'Cache-Control': r.cacheControl, ETag: r.etag, Vary: 'Accept-Encoding', 'X-Page-Cache': cacheState };
  if (r.status === 200 && req.headers['if-none-match'] === r.etag) {
    res.writeHead(304, headers).end();
    return;
  }
  let body = r.body;
  if (r.br && acceptsEncoding(req, 'br')) {
    body = r.br;
    headers['Content-Encoding'] = 'br';
  } else if (r.gzip && acceptsEncoding(req, 'gzip')) {
    body = r.gzip;
    headers['Content-Encoding'] = 'gzip';
  }
  headers['Content-Length'] = body.length;
  res.writeHead(r.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

interface Built {
  response: CachedResponse;
  /** Part of the data failed: send it, but do not keep it. */
  complete: boolean;
}

/** Istanbul's year: the footer shows it, so a new year starts new pages. */
const YEAR = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Istanbul', year: 'numeric' });
const year = () => YEAR.format(Date.now());

/** How many URLs' page keys are remembered (matching a route is the costly part of a cache hit). */
const KEY_MEMO_SIZE = 10_000;

/** Wraps the static handler: public pages are rendered, files pass through. */
export function createSeoHandler(ctx: ServerContext, spa: RouteHandler): RouteHandler {
  const distDir = path.resolve(ctx.config.distDir);
  const cache = new PageCache(PAGE_CACHE_BYTES, () => ctx.contentVersion.current());
  /** Renders of the same key under way, so a burst of requests renders once. */
  const pending = new Map<string, Promise<Built>>();
  let renderer: Promise<PageRenderer | undefined> | undefined;
  const pageKeys = new Map<string, string>();
  const redirects = createRedirectLookup(ctx.db.admin, ctx.contentVersion, ctx.log);

  function pageKeyOf(pages: PageRenderer, pageUrl: URL): string {
    const raw = pageUrl.pathname + pageUrl.search;
    let key = pageKeys.get(raw);
    if (key === undefined) {
      if (pageKeys.size >= KEY_MEMO_SIZE) pageKeys.clear();
      key = pages.pageKey(pageUrl);
      pageKeys.set(raw, key);
    }
    return key;
  }

  /** The SSR build and the built index.html, loaded once; undefined when not built. */
  function loadRenderer(): Promise<PageRenderer | undefined> {
    renderer ??= (async () => {
      const entry = path.join(distDir, 'server', 'entry-server.js');
      const index = path.join(distDir, 'index.html');
      if (!fs.existsSync(entry) || !fs.existsSync(index) || !ctx.internalUrl) return undefined;
      const mod = (await import(pathToFileURL(entry).href)) as typeof import('../../src/public/entry-server.tsx');
      return mod.createPageRenderer({ template: inlineSmallStylesheets(fs.readFileSync(index, 'utf8'), distDir), restUrl: ctx.internalUrl, anonKey: ctx.anonKey, log: ctx.log, window: new JSDOM('').window as unknown as Window });
    })().catch((err: unknown) => {
      ctx.log(`The page renderer could not be loaded: ${err instanceof Error ? err.message : String(err)}`);
      return undefined;
    });
    return renderer;
  }

  async function cached(key: string, build: () => Promise<Built>): Promise<{ response: CachedResponse; state: 'hit' | 'miss' }> {
    const hit = cache.get(key);
    if (hit) return { response: hit, state: 'hit' };
    const version = cache.check();
    const pendingKey = `${version}|${key}`;
    let work = pending.get(pendingKey);
    if (!work) {
      work = build().finally(() => pending.delete(pendingKey));
      pending.set(pendingKey, work);
      const built = await work;
      if (built.complete) cache.set(key, built.response, version);
      return { response: built.response, state: 'miss' };
    }
    return { response: (await work).response, state: 'miss' };
  }

  return async (req, res, url, pathname) => {
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') return spa(req, res, url, pathname);
    // Files (assets, favicon, index.html itself) are the static handler's.
    if (path.extname(pathname) && pathname !== '/robots.txt' && pathname !== '/sitemap.xml') return spa(req, res, url, pathname);
    // The 'home' CMS page feeds / (its title and description); it has no URL of its own.
    if (HOME_ALIAS.test(pathname)) {
      res.writeHead(301, { Location: `/${url.search}`, 'Cache-Control': FEED_CACHE }).end();
      return;
    }
    // The admin renders in the browser (its own build, served by the static handler); its URLs never redirect.
    if (isAdminPath(pathname)) return spa(req, res, url, pathname);
    // An old URL (a renamed slug, a manual redirect) moves before anything is rendered or
    // cached; a preview link keeps its draft's path even if that path once redirected.
    if (pathname !== '/robots.txt' && pathname !== '/sitemap.xml' && !url.searchParams.has(PREVIEW_PARAM)) {
      const moved = await redirects.find(pathname).catch((err: unknown) => {
        ctx.log(`Reading the redirects failed: ${err instanceof Error ? err.message : String(err)}`);
        return undefined;
      });
      if (moved) {
        res.writeHead(301, { Location: redirectLocation(moved.to, url.search), 'Cache-Control': REDIRECT_CACHE }).end();
        redirects.hit(moved.from);
        return;
      }
    }
    const pages = await loadRenderer();
    if (!pages) return spa(req, res, url, pathname);
    const origin = publicOrigin(ctx.config);

    try {
      const pageUrl = new URL(url.pathname + url.search, origin);
      // A preview link renders its draft for this request only (see src/lib/preview-link.ts).
      if (url.searchParams.has(PREVIEW_PARAM)) {
        const page = await pages.renderPage(pageUrl, origin);
        const body = Buffer.from(page.html);
        res.writeHead(page.status, { 'Content-Type': HTML, 'Content-Length': body.length, ...PREVIEW_HEADERS });
        res.end(method === 'HEAD' ? undefined : body);
        return;
      }
      if (pathname === '/robots.txt' || pathname === '/sitemap.xml') {
        const { response, state } = await cached(`${origin}${pathname}`, async () => {
          const file = pathname === '/robots.txt' ? await pages.robotsTxt(origin) : await pages.sitemapXml(origin);
          const type = pathname === '/robots.txt' || file.status !== 200 ? 'text/plain; charset=utf-8' : 'application/xml; charset=utf-8';
          return { response: prepare(file.status, type, file.text, FEED_CACHE), complete: file.complete };
        });
        send(req, res, response, state);
        return;
      }
      const key = `${year()}|${origin}|${pageKeyOf(pages, pageUrl)}`;
      const { response, state } = await cached(key, async () => {
        const page = await pages.renderPage(pageUrl, origin);
        return { response: prepare(page.status, HTML, page.html, 'no-cache'), complete: page.complete };
      });
      send(req, res, response, state);
    } catch (err) {
      // The page must still load: the browser renders it by itself.
      ctx.log(`Rendering ${pathname} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      await spa(req, res, url, pathname);
    }
  };
}
