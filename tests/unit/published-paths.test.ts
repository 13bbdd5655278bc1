/**
 * Whether an item URL is published is asked of the renderer once per path and content
 * version; a new version asks again, a failed read is not kept (and says nothing).
 */
import { describe, expect, it } from 'vitest';
import { createPublishedPaths } from '../../server/app/seo/published-paths.ts';

function setup(answer: (path: string) => Promise<boolean | undefined>) {
  let version = 1;
  const asked: string[] = [];
  const logs: string[] = [];
  const pages = {
    itemPublished: (url: URL) => {
      asked.push(url.pathname);
      return answer(url.pathname);
    },
  };
  const published = createPublishedPaths({ current: () => version }, (m) => logs.push(m));
  const ask = (p: string) => published(pages, new URL(p, 'http://site.test'));
  return { ask, asked, logs, move: () => version++ };
}

describe('published item paths', () => {
  it('asks once per path and content version', async () => {
    const s = setup(async (p) => p === '/blog/var');
    expect(await s.ask('/blog/var')).toBe(true);
    expect(await s.ask('/blog/var')).toBe(true);
    expect(await s.ask('/blog/yok')).toBe(false);
    expect(s.asked).toEqual(['/blog/var', '/blog/yok']);
    s.move();
    expect(await s.ask('/blog/var')).toBe(true);
    expect(s.asked).toEqual(['/blog/var', '/blog/yok', '/blog/var']);
  });

  it('keeps no failed answer: it says nothing, and the next request asks again', async () => {
    let fail = true;
    const s = setup(async () => {
      if (fail) throw new Error('bağlantı koptu');
      return true;
    });
    expect(await s.ask('/blog/var')).toBeUndefined();
    expect(s.logs).toEqual(['Reading whether /blog/var is published failed: bağlantı koptu']);
    fail = false;
    expect(await s.ask('/blog/var')).toBe(true);
    expect(s.asked).toEqual(['/blog/var', '/blog/var']);
  });
});
