/**
 * A page's metadata as HTML for the server-rendered document head: what crawlers that run no
 * JavaScript read. Tags carry data-head="server" so that once the page is hydrated React's own
 * metadata (HeadTags) replaces them without duplicates.
 */
import { headTags, jsonLdText, type PageMeta, type SiteMeta } from './page-meta.ts';

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const SERVER_HEAD_ATTR = 'data-head';

export interface HeadExtras {
  /** Google Search Console verification token (or the whole meta tag pasted by staff). */
  googleSiteVerification?: string | null;
}

/** Only the content of a pasted `<meta name="google-site-verification" content="…">`, or the token itself. */
export function verificationToken(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const m = /content\s*=\s*["']([^"']+)["']/i.exec(value);
  const token = (m ? m[1]! : value).trim();
  return /^[A-Za-z0-9_-]{10,100}$/.test(token) ? token : undefined;
}

export function renderHeadHtml(site: SiteMeta, meta: PageMeta, extras: HeadExtras = {}): string {
  const mark = `${SERVER_HEAD_ATTR}="server"`;
  const lines = [`<title ${mark}>${escapeText(meta.title)}</title>`];
  for (const { tag, attrs } of headTags(site, meta)) {
    const a = Object.entries(attrs).map(([k, v]) => `${k}="${escapeAttr(v)}"`).join(' ');
    lines.push(`<${tag} ${a} ${mark}>`);
  }
  const token = verificationToken(extras.googleSiteVerification);
  if (token) lines.push(`<meta name="google-site-verification" content="${escapeAttr(token)}" ${mark}>`);
  for (const data of meta.jsonLd) lines.push(`<script type="application/ld+json" ${mark}>${jsonLdText(data)}</script>`);
  return lines.join('\n    ');
}

/** The client config (API URL and anon key, both public) for the SPA, so it needs no extra request. */
export function runtimeConfigScript(config: { supabaseUrl: string; supabaseAnonKey: string }): string {
  return `<script type="application/json" id="runtime-config">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`;
}
