/**
 * The public page handler's side of visit counting: a page served (from the page cache or just
 * rendered) is counted when it is a page view (page-view.ts) answered 200, or 304 for that page
 * (a browser revalidating its copy is a visitor opening the page again); and a page opened from
 * a prefetch, when its beacon names a page the cache holds as 200 (so made-up paths count nothing).
 */
import type { IncomingMessage } from 'node:http';
import type { ServerContext } from '../../context.ts';
import { clientAddress } from '../../platform/http/respond.ts';
import { publicOrigin } from '../../platform/http/public-origin.ts';
import { isCountedRequest, pageViewOf } from './page-view.ts';

/** `beacon`: a page opened from a prefetch says so (its path in `url`); it was counted nowhere else. */
export type CountPageView = (req: IncomingMessage, url: URL, status: number, beacon?: boolean) => void;

export function countPageViews(ctx: ServerContext): CountPageView {
  if (!ctx.visits.counting) return () => {};
  let ownHost: string | undefined;
  return (req, url, status, beacon = false) => {
    if (status !== 200 || !isCountedRequest(req, beacon)) return;
    ownHost ??= new URL(publicOrigin(ctx.config)).hostname.toLowerCase().replace(/^www\./, '');
    const view = pageViewOf(req, url, ownHost, clientAddress(req, ctx.config.trustProxy));
    if (view) ctx.visits.record(view);
  };
}
