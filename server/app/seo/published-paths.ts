/**
 * Whether an item URL (a post, a project, a service, a CMS page) is published, asked of the
 * renderer once per path and content version: a URL of an item route whose row is not
 * published is that route's 404 without a render. Each answer is one indexed read, so it costs
 * the same however many rows are published; the answers kept are bounded (a flood of made-up
 * slugs only fills and empties them). A failed read is not kept, and says nothing (the page is
 * rendered as before).
 */
import type { PageRenderer } from '../../../src/public/entry-server.tsx';
import type { ContentVersion } from './content-version.ts';

/** Paths whose answers are kept per content version. */
const MAX_KEPT = 5000;

export function createPublishedPaths(version: Pick<ContentVersion, 'current'>, log: (m: string) => void): (pages: Pick<PageRenderer, 'itemPublished'>, url: URL) => Promise<boolean | undefined> {
  let kept: { version: number; answers: Map<string, Promise<boolean | undefined>> } = { version: version.current(), answers: new Map() };
  return (pages, url) => {
    const current = version.current();
    if (kept.version !== current || kept.answers.size >= MAX_KEPT) kept = { version: current, answers: new Map() };
    const { answers } = kept;
    const known = answers.get(url.pathname);
    if (known) return known;
    const answer = pages.itemPublished(url).catch((err: unknown) => {
      log(`Reading whether ${url.pathname} is published failed: ${err instanceof Error ? err.message : String(err)}`);
      if (answers.get(url.pathname) === answer) answers.delete(url.pathname);
      return undefined;
    });
    answers.set(url.pathname, answer);
    return answer;
  };
}
