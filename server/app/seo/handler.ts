/**
 * The public pages, rendered on the server: every public URL answers with the complete HTML
 * React renders for it (header, footer, content, its metadata and JSON-LD in the head, the
 * styles for that markup, the data it was rendered from for hydration), with status 404 for
 * unknown or unpublished items; plus /robots.txt and /sitemap.xml. The renderer is Vite's SSR
 * build of src/public/entry-server.tsx in dist/server/, which reads through this server's own
 * REST API as anon, so RLS decides and drafts never leak. Rendered responses are kept in a
 * byte-bounded cache until public content or the settings change (ctx.contentVersion), so an
 * edit shows on the next request; ETags make an unchanged page a 304. Renders are cheap or
 * refused: a preview token is checked before anything renders, unknown URLs get the 404 page
 * rendered once per route (not-found-page.ts) from a cache of their own, and a client's cache
 * misses are budgeted (render-budget.ts). The admin is another
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
import type { PageInfo, PageRenderer } from '../../../src/public/entry-server.tsx';
import type { ServerContext } from '../../context.ts';
import type { RouteHandler } from '../../platform/http/route.ts';
import { browserApiUrl, publicOrigin } from '../../platform/http/public-origin.ts';
import { inlineSmallStylesheets } from './inline-styles.ts';
import { createLaterCompression } from './compress-later.ts';
import { PageCache, type CachedResponse } from './page-cache.ts';
import { createRedirectLookup, redirectLocation } from './redirects.ts';
import { clientAddress, readBody } from '../../platform/http/respond.ts';
import { fillNotFound, isFillable, standInFor } from './not-found-page.ts';
import { BoundedMemo } from './page-key-memo.ts';
import { createPreviewCheck } from './preview-check.ts';
import { createPublishedPaths } from './published-paths.ts';
import { RenderBudget } from './render-budget.ts';
import { PREVIEW_PARAM } from '../../../src/lib/preview-link.ts';
import { isLivePreviewPath } from '../../../src/lib/live-preview.ts';
import { isAdminPath } from '../static/admin-paths.ts';
import { LIVE_PREVIEW_HEADERS } from '../http/security-headers.ts';
import { countPageViews } from '../visits/count-page-views.ts';
import { VIEW_BEACON_PATH } from '../../../src/lib/count-prefetched-view.ts';

/** robots.txt, sitemap.xml and its index's parts (the renderer answers a part it does not know with 404). */
const isSeoFile = (pathname: string) => pathname === '/robots.txt' || /^\/sitemap(-[a-z0-9_-]+)?\.xml$/.test(pathname);

/** robots.txt and sitemap.xml may be cached a little; pages revalidate every time. */
const FEED_CACHE = 'public, max-age=300';
const PAGE_CACHE_BYTES = 32 * 1024 * 1024;
/** The 404 pages (one per route and known section), apart: unknown URLs never push out a page. */
const NOT_FOUND_CACHE_BYTES = 2 * 1024 * 1024;
/** What the server remembers of the URLs it has seen (page-key-memo.ts). */
const PAGE_INFO_MEMO_BYTES = 4 * 1024 * 1024;
const HTML = 'text/html; charset=utf-8';
/** The CMS page with slug 'home' is the home page: /home (and /home/) move to /. */
const HOME_ALIAS = /^\/home\/?$/;
/**
 * Browsers would keep a bare 301 forever (a 302 they ask again anyway); staff change redirects (and a slug renamed back
 * turns one around), so they ask again each time. Crawlers still see a permanent move.
 */
const REDIRECT_CACHE = 'no-cache';
/**
 * A draft preview is for its link's holder only: never stored, never indexed, and its address
 * (the token) never sent on as a referrer, not even to the site itself.
 */
const PREVIEW_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' };


function acceptsEncoding(req: IncomingMessage, name: string): boolean {
  const header = req.headers['accept-encoding'];
  return typeof header === 'string' && header.split(',').some((e) => e.trim().split(';')[0] === name);
}

/**
 * A response ready to send many times: its ETag and compressed forms computed once (brotli at
 * a fast level; a page kept in the cache gets a smaller form a moment later, compress-later.ts).
 */
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

function send(req: IncomingMessage, res: ServerResponse, r: CachedResponse, cacheState: 'hit' | 'miss', extra: Record<string, string> = {}): void {
  const headers: Record<string, string | number> = { 'Content-Type': r.type, 'Cache-Control': r.cacheControl, ETag: r.etag, Vary: 'Accept-Encoding', 'X-Page-Cache': cacheState, ...extra };
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

/**
 * A response sent once (a 404 page filled in with the path asked for): compressed only in the
 * encoding the client takes, at the fastest level, so junk URLs cost little CPU each.
 */
function sendOnce(req: IncomingMessage, res: ServerResponse, status: number, text: string, cacheControl: string, cacheState: 'hit' | 'miss', extra: Record<string, string> = {}): void {
  const headers: Record<string, string | number> = { 'Content-Type': HTML, 'Cache-Control': cacheControl, Vary: 'Accept-Encoding', 'X-Page-Cache': cacheState, ...extra };
  let body = Buffer.from(text);
  if (body.length > 1024 && acceptsEncoding(req, 'br')) {
    body = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } });
    headers['Content-Encoding'] = 'br';
  } else if (body.length > 1024 && acceptsEncoding(req, 'gzip')) {
    body = zlib.gzipSync(body, { level: 1 });
    headers['Content-Encoding'] = 'gzip';
  }
  headers['Content-Length'] = body.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

interface Built {
  response: CachedResponse;
  /** Part of the data failed, or it is not the kind of response kept: send it, but do not keep it. */
  complete: boolean;
}

type Outcome = { response: CachedResponse; state: 'hit' | 'miss' } | { retryAfter: number };

/** Istanbul's year: the footer shows it, so a new year starts new pages. */
const YEAR = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Istanbul', year: 'numeric' });
const year = () => YEAR.format(Date.now());

/** A client past its render budget: a small page, no render. */
const TOO_MANY = Buffer.from(
  '<!doctype html>\n<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Çok fazla istek</title></head>' +
    '<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1.25rem; text-align: center"><h1>Çok fazla istek</h1><p>Kısa sürede çok fazla sayfa istendi. Lütfen biraz sonra yeniden deneyin.</p><p><a href="/">Ana Sayfaya Dön</a></p></body></html>\n',
);

function sendTooMany(req: IncomingMessage, res: ServerResponse, retryAfter: number): void {
  res.writeHead(429, { 'Content-Type': HTML, 'Content-Length': TOO_MANY.length, 'Cache-Control': 'no-store', 'Retry-After': String(retryAfter) });
  res.end(req.method === 'HEAD' ? undefined : TOO_MANY);
}

/** Wraps the static handler: public pages are rendered, files pass through. */
export function createSeoHandler(ctx: ServerContext, spa: RouteHandler): RouteHandler {
  const distDir = path.resolve(ctx.config.distDir);
  const cache = new PageCache(PAGE_CACHE_BYTES, () => ctx.contentVersion.current());
  const notFoundCache = new PageCache(NOT_FOUND_CACHE_BYTES, () => ctx.contentVersion.current());
  /** Renders of the same key under way, so a burst of requests renders once. */
  const pending = new Map<string, Promise<Built>>();
  let renderer: Promise<PageRenderer | undefined> | undefined;
  const pageInfos = new BoundedMemo<PageInfo>(PAGE_INFO_MEMO_BYTES, (i) => 2 * (i.key.length + i.path.length) + 120);
  const redirects = createRedirectLookup(ctx.db.admin, ctx.contentVersion, ctx.log);
  const budget = new RenderBudget(ctx.config.renderBudget);
  const compressLater = createLaterCompression(ctx.log);
  const previewOpens = createPreviewCheck(ctx.db.admin);
  const publishedPaths = createPublishedPaths(ctx.contentVersion, ctx.log);
  const countView = countPageViews(ctx);

  const describe = (pages: PageRenderer, pageUrl: URL) => pageInfos.get(pageUrl.pathname + pageUrl.search, () => pages.describe(pageUrl));

  /** The SSR build and the built index.html, loaded once; undefined when not built. */
  function loadRenderer(): Promise<PageRenderer | undefined> {
    renderer ??= (async () => {
      const entry = path.join(distDir, 'server', 'entry-server.js');
      const index = path.join(distDir, 'index.html');
      if (!fs.existsSync(entry) || !fs.existsSync(index) || !ctx.internalUrl) return undefined;
      const mod = (await import(pathToFileURL(entry).href)) as typeof import('../../../src/public/entry-server.tsx');
      return mod.createPageRenderer({ template: inlineSmallStylesheets(fs.readFileSync(index, 'utf8'), distDir), restUrl: ctx.internalUrl, anonKey: ctx.anonKey, apiUrl: browserApiUrl(ctx.config), log: ctx.log, window: new JSDOM('').window as unknown as Window });
    })().catch((err: unknown) => {
      ctx.log(`The page renderer could not be loaded: ${err instanceof Error ? err.message : String(err)}`);
      return undefined;
    });
    return renderer;
  }

  /** The client's next render, or the seconds until it has one. */
  const budgetOf = (req: IncomingMessage) => budget.take(clientAddress(req, ctx.config.trustProxy));

  /** From `store`, else built once (joining a build under way) if the client's budget allows. */
  async function cached(store: PageCache, key: string, req: IncomingMessage, build: () => Promise<Built>): Promise<Outcome> {
    const hit = store.get(key);
    if (hit) return { response: hit, state: 'hit' };
    const version = store.check();
    const pendingKey = `${store === cache ? 'page' : '404'}|${version}|${key}`;
    let work = pending.get(pendingKey);
    if (work) return { response: (await work).response, state: 'miss' };
    const retryAfter = budgetOf(req);
    if (retryAfter) return { retryAfter };
    work = build().finally(() => pending.delete(pendingKey));
    pending.set(pendingKey, work);
    const built = await work;
    if (built.complete) {
      const kept = built.response;
      store.set(key, kept, version);
      if (kept.br) compressLater(kept.body, () => store.keeps(key, kept), (br) => store.replaceBrotli(key, kept, br));
    }
    return { response: built.response, state: 'miss' };
  }

  function answer(req: IncomingMessage, res: ServerResponse, outcome: Outcome, extra?: Record<string, string>): void {
    if ('retryAfter' in outcome) sendTooMany(req, res, outcome.retryAfter);
    else send(req, res, outcome.response, outcome.state, extra);
  }

  /** A render for this request only (a preview), within the client's budget. */
  async function renderUncached(req: IncomingMessage, res: ServerResponse, pages: PageRenderer, pageUrl: URL, origin: string, headers: Record<string, string>): Promise<void> {
    const retryAfter = budgetOf(req);
    if (retryAfter) return sendTooMany(req, res, retryAfter);
    const page = await pages.renderPage(pageUrl, origin);
    const body = Buffer.from(page.html);
    res.writeHead(page.status, { 'Content-Type': HTML, 'Content-Length': body.length, ...headers });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** The route's 404 page for `info`'s path: its template from the not-found cache, filled in. */
  async function sendNotFound(req: IncomingMessage, res: ServerResponse, pages: PageRenderer, info: PageInfo, origin: string, extra?: Record<string, string>): Promise<void> {
    const standIn = standInFor(info.path, (segment) => describe(pages, new URL(`/${segment}`, origin)).kind === 'fixed');
    const standInUrl = new URL(standIn.path, origin);
    if (describe(pages, standInUrl).route !== info.route) {
      // No stand-in of the same route (not expected): this one is rendered as it is.
      const pageUrl = new URL(info.path, origin);
      return renderUncached(req, res, pages, pageUrl, origin, { 'Cache-Control': 'no-cache', 'X-Robots-Tag': 'noindex', ...extra });
    }
    const outcome = await cached(notFoundCache, `${year()}|${origin}|${standIn.path}`, req, async () => {
      const page = await pages.renderPage(standInUrl, origin);
      const template = { status: page.status, type: HTML, cacheControl: 'no-cache', etag: '', body: Buffer.from(page.html) };
      return { response: template, complete: page.complete && page.status === 404 && isFillable(page.html, standIn.path) };
    });
    if ('retryAfter' in outcome) return sendTooMany(req, res, outcome.retryAfter);
    const html = fillNotFound(outcome.response.body.toString(), standIn.path, info.path);
    sendOnce(req, res, outcome.response.status, html, extra?.['Cache-Control'] ?? 'no-cache', outcome.state, extra);
  }

  /** A page opened from a prefetch (src/lib/count-prefetched-view.ts): counted if the cache holds it as a page. */
  async function countBeacon(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const target = (await readBody(req, 1024).catch(() => undefined))?.toString('utf8') ?? '';
    const pages = target.startsWith('/') && !target.startsWith('//') ? await loadRenderer() : undefined;
    if (pages) {
      const origin = publicOrigin(ctx.config);
      const pageUrl = new URL(target, origin);
      const hit = pageUrl.origin === origin ? cache.get(`${year()}|${origin}|${describe(pages, pageUrl).key}`) : undefined;
      if (hit) countView(req, pageUrl, hit.status, true);
    }
    res.writeHead(204, { 'Cache-Control': 'no-store' }).end();
  }

  return async (req, res, url, pathname) => {
    const method = req.method ?? 'GET';
    if (method === 'POST' && pathname === VIEW_BEACON_PATH) return countBeacon(req, res);
    if (method !== 'GET' && method !== 'HEAD') return spa(req, res, url, pathname);
    // Files (assets, favicon, index.html itself) are the static handler's.
    if (path.extname(pathname) && !isSeoFile(pathname)) return spa(req, res, url, pathname);
    // The 'home' CMS page feeds / (its title and description); it has no URL of its own.
    if (HOME_ALIAS.test(pathname)) {
      res.writeHead(301, { Location: `/${url.search}`, 'Cache-Control': FEED_CACHE }).end();
      return;
    }
    // The admin renders in the browser (its own build, served by the static handler); its URLs never redirect.
    if (isAdminPath(pathname)) return spa(req, res, url, pathname);
    // An old URL (a renamed slug, a manual redirect) moves before anything is rendered or
    // cached; a preview link keeps its draft's path even if that path once redirected.
    if (!isSeoFile(pathname) && !url.searchParams.has(PREVIEW_PARAM)) {
      const moved = await redirects.find(pathname).catch((err: unknown) => {
        ctx.log(`Reading the redirects failed: ${err instanceof Error ? err.message : String(err)}`);
        return undefined;
      });
      if (moved) {
        res.writeHead(moved.status, { Location: redirectLocation(moved.to, url.search), 'Cache-Control': REDIRECT_CACHE }).end();
        redirects.hit(moved.from);
        return;
      }
    }
    const pages = await loadRenderer();
    if (!pages) return spa(req, res, url, pathname);
    const origin = publicOrigin(ctx.config);

    try {
      const pageUrl = new URL(url.pathname + url.search, origin);
      if (isSeoFile(pathname)) {
        const outcome = await cached(cache, `${origin}${pathname}`, req, async () => {
          const file = pathname === '/robots.txt' ? await pages.robotsTxt(origin) : await pages.sitemapXml(origin, pathname);
          const type = pathname === '/robots.txt' || file.status !== 200 ? 'text/plain; charset=utf-8' : 'application/xml; charset=utf-8';
          return { response: prepare(file.status, type, file.text, FEED_CACHE), complete: file.complete };
        });
        answer(req, res, outcome);
        return;
      }
      // The live preview's shell holds no content (the editor posts it): rendered each time, kept nowhere.
      if (isLivePreviewPath(pathname)) return await renderUncached(req, res, pages, new URL(pathname, origin), origin, LIVE_PREVIEW_HEADERS);
      const info = describe(pages, pageUrl);
      // A preview link renders its draft for this request only (see src/lib/preview-link.ts),
      // once the token is known to open a row of this route's table; any other token is the
      // normal 404, from its cache. Routes without drafts ignore the parameter.
      const token = url.searchParams.get(PREVIEW_PARAM);
      if (token !== null && info.previewTable) {
        if (await previewOpens(token, info.previewTable)) return await renderUncached(req, res, pages, pageUrl, origin, PREVIEW_HEADERS);
        return await sendNotFound(req, res, pages, info, origin, PREVIEW_HEADERS);
      }
      const key = `${year()}|${origin}|${info.key}`;
      const hit = cache.get(key);
      if (hit) {
        countView(req, url, hit.status);
        return send(req, res, hit, 'hit');
      }
      if (info.kind === 'missing') return await sendNotFound(req, res, pages, info, origin);
      if (info.kind === 'item' && (await publishedPaths(pages, pageUrl)) === false) return await sendNotFound(req, res, pages, info, origin);
      const outcome = await cached(cache, key, req, async () => {
        const page = await pages.renderPage(pageUrl, origin);
        // Only pages are kept here: a 404 (a row unpublished meanwhile) is not worth a place.
        return { response: prepare(page.status, HTML, page.html, 'no-cache'), complete: page.complete && page.status === 200 };
      });
      if (!('retryAfter' in outcome)) countView(req, url, outcome.response.status);
      answer(req, res, outcome);
    } catch (err) {
      // The page must still load: the browser renders it by itself.
      ctx.log(`Rendering ${pathname} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      await spa(req, res, url, pathname);
    }
  };
}
