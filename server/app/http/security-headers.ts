/**
 * The browser security headers of every response, in one place: a strict Content-Security-Policy
 * for the site and the admin (no eval, no inline script; the admin form uses precompiled
 * validators so it needs no `new Function`), a Permissions-Policy that denies powerful features,
 * nosniff, the referrer policy and no framing. The same page headers are written to
 * `dist/_headers` for static hosts (see vite.config.ts).
 */
import { createHash } from 'node:crypto';
import { EARLY_HEAD_SCRIPT } from '../../../src/lib/head-script.ts';
import { SPECULATION_RULES } from '../../../src/lib/speculation-rules.ts';
import type { ServerResponse } from 'node:http';
import { API_HEADERS, COMMON_HEADERS } from '../../platform/http/api-headers.ts';
import { isLivePreviewPath, LIVE_PREVIEW_PREFIX } from '../../../src/lib/live-preview.ts';

/**
 * Where the API lives on the embedded server: these answers get the API headers (the
 * platform's front door sets them for its services, this policy for the app's own answers).
 */
const API_PATHS = ['/rest/v1', '/auth/v1', '/storage/v1', '/functions/v1', '/mail/v1', '/backup/v1', '/health', '/runtime-config.json'];

/** Map iframes the contact page may show (src/lib/map-embed.ts decides which URLs are used). */
const MAP_FRAME_HOSTS = [
  'https://www.google.com',
  'https://google.com',
  'https://maps.google.com',
  'https://www.google.com.tr',
  'https://google.com.tr',
  'https://maps.google.com.tr',
  'https://www.openstreetmap.org',
  'https://openstreetmap.org',
  'https://yandex.com',
  'https://yandex.com.tr',
  'https://yandex.ru',
  'https://www.bing.com',
  'https://bing.com',
];

/** The privacy-enhanced video players the video block inserts on a click (src/public/ui/video-embed.ts). */
const VIDEO_FRAME_HOSTS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/** Google Analytics and the Facebook Pixel, loaded only when set in the SEO settings (src/public/seo/Analytics.tsx). */
const ANALYTICS_SCRIPT_HOSTS = ['https://www.googletagmanager.com', 'https://connect.facebook.net'];
const ANALYTICS_CONNECT_HOSTS = [
  'https://www.googletagmanager.com',
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://connect.facebook.net',
  'https://www.facebook.com',
];

/** Features no page of the site uses: denied to the page and to every iframe in it. */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

export interface PagePolicyOptions {
  /** The Supabase URL the browser talks to when it is not this origin (a hosted project). */
  supabaseUrl?: string;
}

/** The origin of a configured API URL, and its WebSocket twin for Realtime; none when unset or invalid. */
function apiOrigins(url: string | undefined): string[] {
  if (!url) return [];
  try {
    const { origin, protocol, host } = new URL(url);
    if (protocol !== 'https:' && protocol !== 'http:') return [];
    return [origin, `${protocol === 'https:' ? 'wss' : 'ws'}://${host}`];
  } catch {
    return [];
  }
}

/** The public page's inline scripts (vite.config.ts puts them in index.html), allowed by their SHA-256. */
const INLINE_SCRIPT_HASHES = [EARLY_HEAD_SCRIPT, SPECULATION_RULES].map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);

/** The Content-Security-Policy of every HTML page (public site, admin, 404); `framedBySelf`: the live preview. */
export function pageContentSecurityPolicy(options: PagePolicyOptions = {}, framedBySelf = false): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // The two inline scripts by their hashes: the head's (src/lib/head-script.ts) and the prefetch rules (src/lib/speculation-rules.ts).
    ['script-src', ["'self'", ...INLINE_SCRIPT_HASHES, ...ANALYTICS_SCRIPT_HOSTS]],
    // Emotion inserts <style> tags at runtime; styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Content images may be external URLs; upload previews are blob:, QR codes data:.
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['media-src', ["'self'", 'blob:', 'https:']],
    ['connect-src', ["'self'", ...apiOrigins(options.supabaseUrl), ...ANALYTICS_CONNECT_HOSTS]],
    // 'self': the admin's live preview frames the site (src/lib/live-preview.ts).
    ['frame-src', ["'self'", ...MAP_FRAME_HOSTS, ...VIDEO_FRAME_HOSTS]],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', [framedBySelf ? "'self'" : "'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`).join('; ');
}

export const PERMISSIONS_POLICY = DENIED_FEATURES.map((f) => `${f}=()`).join(', ');


/** Headers of the site's pages and files (the SPA, its assets, robots.txt, sitemap.xml). */
export function pageHeaders(options: PagePolicyOptions = {}, framedBySelf = false): Record<string, string> {
  const headers = { ...COMMON_HEADERS, 'Content-Security-Policy': pageContentSecurityPolicy(options, framedBySelf), 'Permissions-Policy': PERMISSIONS_POLICY };
  return framedBySelf ? { ...headers, 'X-Frame-Options': 'SAMEORIGIN' } : headers;
}

export function isApiPath(path: string): boolean {
  return API_PATHS.some((p) => path === p || path.startsWith(p + '/'));
}

/** The admin's live preview (src/lib/live-preview.ts) is a shell the editor fills in: never stored, never indexed. */
export const LIVE_PREVIEW_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } as const;

/** The headers a static host's `_headers` rule sets, one indented line each. */
const ruleLines = (headers: Record<string, string>) => Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`);

/**
 * `dist/_headers` in the Netlify / Cloudflare Pages format: the page headers for every path, then
 * the live preview's own rule (framed by this origin only, never stored or indexed), as the
 * embedded server answers it. Both hosts apply every matching rule: Netlify lets the later rule's
 * value of a header win; Cloudflare Pages joins the values, so the `! Name` lines first detach the
 * site-wide framing headers there (two policies would both apply and forbid the frame).
 */
export function staticHostHeadersFile(options: PagePolicyOptions = {}): string {
  const site = pageHeaders(options);
  const live: Record<string, string> = { ...pageHeaders(options, true), ...LIVE_PREVIEW_HEADERS };
  const changed = Object.keys(live).filter((name) => name in site && site[name] !== live[name]);
  const added = Object.fromEntries(Object.entries(live).filter(([name]) => site[name] !== live[name]));
  return [
    '/*',
    ...ruleLines(site),
    '',
    `${LIVE_PREVIEW_PREFIX}*`,
    ...changed.map((name) => `  ! ${name}`),
    ...ruleLines(added),
    '',
  ].join('\n');
}

/**
 * Sets the headers for a request path before any handler answers (handlers' own headers in
 * writeHead add to these). A SPA built for another Supabase URL (VITE_SUPABASE_URL) may call it.
 */
let pageHeadersCache: { supabaseUrl: string | undefined; headers: Record<string, string>; live: Record<string, string> } | undefined;

export function applySecurityHeaders(res: ServerResponse, path: string): void {
  const supabaseUrl = process.env.VITE_SUPABASE_URL;
  if (!pageHeadersCache || pageHeadersCache.supabaseUrl !== supabaseUrl) pageHeadersCache = { supabaseUrl, headers: pageHeaders({ supabaseUrl }), live: pageHeaders({ supabaseUrl }, true) };
  // The live preview is framed by the admin, on this origin only; every other page by nobody.
  const headers = isApiPath(path) ? API_HEADERS : isLivePreviewPath(path) ? pageHeadersCache.live : pageHeadersCache.headers;
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
}
