/**
 * The server side of the public site, built by Vite in SSR mode (dist/server/entry-server.js)
 * and loaded by the embedded server and by `npm run prerender`; they never import src/. Given
 * a URL it loads the route's data as anon through the same queries the browser uses (so RLS
 * decides), renders the same React tree the browser hydrates, with Emotion's styles for that
 * markup in the head, and the data as a JSON block. Also robots.txt and sitemap.xml.
 */
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import createCache from '@emotion/cache';
import { SEARCH_STYLE_TAG } from './search/search-css.ts';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { PostgrestClient } from '@supabase/postgrest-js';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { Database } from '../../generated/database.types.ts';
import { AppShell } from '../app/AppShell.tsx';
import type { PublicClient } from '../lib/public-client.ts';
import { sanitizeHtml, setSanitizerWindow } from '../lib/sanitize-html.ts';
import { loadSiteRows } from './data/site-data.ts';
import { loadFocalPoints, storageUrlsIn } from './data/focal-points.ts';
import { matchPublicRoute, routeDataKey } from './routes/match.ts';
import { previewMeta } from './routes/preview.ts';
import { itemPublished } from './routes/item-published.ts';
import { SITEMAP_PART_ROWS, sitemapEntries, sitemapItemCounts, sitemapPartOf, sitemapPartPath, sitemapParts, type SitemapPart } from './routes/sitemap-entries.ts';
import { renderHeadHtml, runtimeConfigScript } from './seo/head-html.ts';
import { siteMeta } from './seo/page-meta.ts';
import { withAlternates } from './seo/alternates.ts';
import { languageBasename } from '../lib/i18n/languages.ts';
import { buildRobotsTxt, buildSitemapIndexXml, buildSitemapXml } from './seo/sitemap.ts';
import { fillDocument } from './ssr/document.ts';
import { initialStateScript, InitialStateProvider, SanitizedHtmlCollector, type InitialState } from './ssr/initial-state.tsx';
import { provideSanitizer } from './ui/sanitizer.ts';

export interface RendererOptions {
  /** The built index.html. */
  template: string;
  /** The Supabase API the data is read from (this server over loopback, or the hosted project). */
  restUrl: string;
  anonKey: string;
  /** The API URL the browser uses ('': wherever the page is opened); by default `origin`. */
  apiUrl?: string;
  log?: (message: string) => void;
  /** A DOM window (jsdom's) to sanitize stored HTML with, as the browser does. */
  window: Window;
}

export interface Rendered {
  status: number;
  html: string;
  /** False when part of the data failed to load: shown with fallbacks, but not worth keeping. */
  complete: boolean;
}

export interface TextFile {
  status: number;
  text: string;
  complete: boolean;
}

/** What a server needs to know of a URL before deciding to render it. */
export interface PageInfo {
  /** Which page it is, for caches: its path (no trailing slash) and the query parameters its route reads. */
  key: string;
  /** The path part of `key`. */
  path: string;
  /** The route's id in the table. */
  route: string;
  /** 'fixed': always a page; 'item': a page while its row is published (else its 404); 'missing': the 404 page. */
  kind: 'fixed' | 'item' | 'missing';
  /** The table a preview link opens here, if any. */
  previewTable?: string;
}

export interface PageRenderer {
  describe(url: URL): PageInfo;
  renderPage(url: URL, origin: string): Promise<Rendered>;
  robotsTxt(origin: string): Promise<TextFile>;
  /**
   * /sitemap.xml (no path) or a part of its index (/sitemap-pages.xml, /sitemap-<table>-<n>.xml).
   * `parts`: an index's part paths (prerender writes each).
   */
  sitemapXml(origin: string, pathname?: string): Promise<TextFile & { parts?: string[] }>;
  /** Every published URL path (the sitemap's, whether or not the sitemap is switched on). */
  publishedPaths(): Promise<string[]>;
  /** Whether an item URL's row is published (undefined: not an item route). */
  itemPublished(url: URL): Promise<boolean | undefined>;
}

export function createPageRenderer(options: RendererOptions): PageRenderer {
  setSanitizerWindow(options.window);
  provideSanitizer((html) => sanitizeHtml(html));
  const db: PublicClient = new PostgrestClient<Database>(`${options.restUrl.replace(/\/$/, '')}/rest/v1`, {
    headers: { apikey: options.anonKey, Authorization: `Bearer ${options.anonKey}` },
  });
  const log = options.log ?? ((m: string) => console.error(m));
  const apiUrlFor = (origin: string) => (options.apiUrl ?? origin).replace(/\/$/, '');
  const configScript = (origin: string) => runtimeConfigScript({ supabaseUrl: apiUrlFor(origin), supabaseAnonKey: options.anonKey });

  async function renderPage(url: URL, origin: string): Promise<Rendered> {
    const { route, params, lang } = matchPublicRoute(url.pathname);
    let complete = true;
    const onError = (error: unknown) => {
      complete = false;
      log(`Rendering ${url.pathname}: ${error instanceof Error ? error.message : String(error)}`);
    };
    const [site, data] = await Promise.all([loadSiteRows(db, lang), route.load({ db, lang, params, search: url.searchParams, onError })]);
    if (!site.complete) complete = false;
    const focal = await loadFocalPoints(db, storageUrlsIn(data, site.rows.settings, site.rows.seo));
    const apiUrl = apiUrlFor(origin);
    const meta = siteMeta(site.rows.settings, site.rows.seo, origin, apiUrl, lang);
    const routeHead = withAlternates(route, meta, data, url.pathname, route.head({ site: meta, data, pathname: url.pathname, params }));
    const head = { ...routeHead, meta: previewMeta(routeHead.meta, data) };
    const state: InitialState = {
      site: site.rows,
      apiUrl,
      origin: meta.origin,
      renderedAt: new Date().toISOString(),
      route: { key: routeDataKey(route, url.pathname, url.searchParams), data, ...(head.landing ? { landing: true } : {}), ...(head.meta.alternates ? { alternates: head.meta.alternates } : {}) },
      ...(Object.keys(focal).length ? { focal } : {}),
    };

    // A cache per render: Emotion collects exactly this page's styles.
    const cache = createCache({ key: 'css' });
    const emotion = createEmotionServer(cache);
    const sanitized = new Map<string, string>();
    const { prelude } = await prerenderToNodeStream(
      <InitialStateProvider value={state}>
        <SanitizedHtmlCollector value={sanitized}>
          <CacheProvider value={cache}>
            <StaticRouter basename={languageBasename(url.pathname)} location={url.pathname + url.search}>
              <AppShell />
            </StaticRouter>
          </CacheProvider>
        </SanitizedHtmlCollector>
      </InitialStateProvider>,
      // One complete document: no boundary may be sent later (that needs an inline script).
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const body = await text(prelude as Readable);
    if (sanitized.size) state.html = Object.fromEntries(sanitized);
    const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));
    const headHtml = [configScript(origin), renderHeadHtml(meta, head.meta, { googleSiteVerification: site.rows.seo?.google_search_console_id }), styles, SEARCH_STYLE_TAG].join('\n    ');
    const islands = route.app ? undefined : { key: state.route.key, searchKeys: route.searchKeys ?? [] };
    // On an islands page nothing reads the route's data or its sanitized HTML (the page is the
    // server's HTML; islands get their props): left out, the HTML is 1-5 KB lighter after compression.
    const sent: InitialState = islands ? { ...state, route: { key: state.route.key, landing: state.route.landing, alternates: state.route.alternates }, html: undefined } : state;
    return { status: head.status, html: fillDocument(options.template, { head: headHtml, body, afterRoot: initialStateScript(sent), islands, lang }), complete };
  }

  return {
    describe: (url) => {
      const { route } = matchPublicRoute(url.pathname);
      const key = routeDataKey(route, url.pathname, url.searchParams);
      const kind = route.path === '*' ? 'missing' : route.path.includes('/:') ? 'item' : 'fixed';
      return { key, path: routeDataKey(route, url.pathname, ''), route: route.id, kind, previewTable: route.previewTable };
    },
    renderPage,
    async robotsTxt(origin) {
      const site = await loadSiteRows(db);
      return { status: 200, text: buildRobotsTxt(site.rows.seo, origin), complete: site.complete };
    },
    async sitemapXml(origin, pathname = '/sitemap.xml') {
      const site = await loadSiteRows(db);
      const part = sitemapPartOf(pathname);
      if ((site.rows.seo && !site.rows.seo.sitemap_enabled) || part === null) return { status: 404, text: 'Not found\n', complete: site.complete };
      const urlset = async (p: SitemapPart) => buildSitemapXml(origin, (await sitemapEntries(db, p)).filter((e) => !e.noindex));
      if (part) return { status: 200, text: await urlset(part), complete: site.complete };
      // A small site keeps one sitemap; a larger one an index, so no response grows with the content.
      const counts = await sitemapItemCounts(db);
      if (Object.values(counts).reduce((a, b) => a + b, 0) <= SITEMAP_PART_ROWS) return { status: 200, text: await urlset(undefined), complete: site.complete };
      const parts = sitemapParts(counts).map(sitemapPartPath);
      return { status: 200, text: buildSitemapIndexXml(origin, parts), parts, complete: site.complete };
    },
    publishedPaths: async () => (await sitemapEntries(db)).map((e) => e.path),
    itemPublished: (url) => itemPublished(db, url.pathname),
  };
}
