/**
 * Which served requests are page views, and what of them is counted: the path, the referring
 * site's host and the URL's utm_source/utm_campaign. Left out: anything but GET (HEAD included),
 * bots (isbot's user-agent list, and requests without a user agent), and speculative loads (a
 * prefetch or prerender says so in Sec-Purpose, or the older Purpose / X-Purpose / X-Moz), which
 * may never be seen. The caller counts only pages answered 200 (or 304 for that same page).
 */
import type { IncomingMessage } from 'node:http';
import { isbot } from 'isbot';

export interface PageView {
  path: string;
  /** Another site's host ('' when direct or from this site). */
  referrerHost: string;
  utmSource: string;
  utmCampaign: string;
  /** Who is asking, only to tell visitors apart under the day's salt (visit-counter.ts). */
  visitor: string;
}

const PATH_LIMIT = 500;
const HOST_LIMIT = 253;
const UTM_LIMIT = 200;

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** A request the browser made on its own, before (or without) the visitor opening the page. */
export function isSpeculative(req: IncomingMessage): boolean {
  if (header(req, 'sec-purpose') !== undefined) return true;
  const purpose = header(req, 'purpose') ?? header(req, 'x-purpose') ?? header(req, 'x-moz');
  return purpose !== undefined && /prefetch|prerender|preview/i.test(purpose);
}

/** `beacon`: the POST a page opened from a prefetch sends (src/lib/count-prefetched-view.ts), instead of a GET. */
/** isbot's answer per user agent, remembered: a site sees few distinct ones, and its list is one large pattern. */
const botAnswers = new Map<string, boolean>();
const BOT_ANSWERS = 2000;

function isBotAgent(agent: string): boolean {
  let bot = botAnswers.get(agent);
  if (bot === undefined) {
    if (botAnswers.size >= BOT_ANSWERS) botAnswers.clear();
    bot = isbot(agent);
    botAnswers.set(agent, bot);
  }
  return bot;
}

export function isCountedRequest(req: IncomingMessage, beacon = false): boolean {
  if (req.method !== (beacon ? 'POST' : 'GET') || isSpeculative(req)) return false;
  const agent = header(req, 'user-agent');
  return !!agent && agent.length <= 1000 && !isBotAgent(agent);
}

/** The referrer's host when it is another site's: 'www.' dropped, so a site counts once. */
export function referrerHost(referrer: string | undefined, ownHost: string): string {
  if (!referrer) return '';
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    return host === ownHost || host.length > HOST_LIMIT ? '' : host;
  } catch {
    return '';
  }
}

const utm = (url: URL, name: string) => (url.searchParams.get(name) ?? '').trim().slice(0, UTM_LIMIT);

/** What a counted request adds; undefined for a path too long to be one of the site's pages. */
export function pageViewOf(req: IncomingMessage, url: URL, ownHost: string, address: string): PageView | undefined {
  if (url.pathname.length > PATH_LIMIT) return undefined;
  const hasQuery = url.search.length > 0;
  return {
    path: url.pathname,
    referrerHost: referrerHost(header(req, 'referer'), ownHost),
    utmSource: hasQuery ? utm(url, 'utm_source') : '',
    utmCampaign: hasQuery ? utm(url, 'utm_campaign') : '',
    visitor: `${address}\u0000${header(req, 'user-agent') ?? ''}`,
  };
}
