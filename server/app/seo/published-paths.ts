/**
 * The published item URLs (a post, a project, a service, a CMS page), read once per content
 * version: a URL of an item route that is not among them is that route's 404 without a render.
 * A failed read is not kept, and says nothing (the page is rendered as before).
 */
import type { PageRenderer } from '../../../src/public/entry-server.tsx';
import type { ContentVersion } from './content-version.ts';

export function createPublishedPaths(version: ContentVersion, log: (m: string) => void): (pages: PageRenderer) => Promise<Set<string> | undefined> {
  let loaded: { version: number; paths: Promise<Set<string> | undefined> } | undefined;
  return (pages) => {
    const current = version.current();
    if (loaded?.version !== current) {
      const paths = pages.publishedPaths().then(
        (list) => new Set(list),
        (err: unknown) => {
          log(`Reading the published paths failed: ${err instanceof Error ? err.message : String(err)}`);
          if (loaded?.paths === paths) loaded = undefined;
          return undefined;
        },
      );
      loaded = { version: current, paths };
    }
    return loaded.paths;
  };
}
