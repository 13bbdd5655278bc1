/**
 * Renders are cheap or refused: unknown URLs get their route's 404 page from a cache of its
 * own (rendered once, filled in per path), a made-up preview token is that 404 and no render,
 * junk URLs leave the cached pages in place, a client past its render budget gets 429 with
 * Retry-After while cached pages still answer; redirects match in any spelling of their path,
 * refuse loops that only close once paths are normalised, and send an ASCII Location.
 */
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSpaBuilt } from '../../server/app/build-spa.ts';
import { PROJECT_ROOT } from '../../server/platform/db/setup.ts';
import { newPreviewToken, PREVIEW_PARAM } from '../../src/lib/preview-link.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const BURST = 25;
/** The machine is shared and loaded: a render can take seconds. */
const SLOW = { timeout: 300_000 };

interface Page {
  status: number;
  cache: string | null;
  headers: Headers;
  h1: string | undefined;
  canonical: string | undefined;
  key: string | undefined;
  html: string;
}

describe('render budget and the 404 cache', SLOW, () => {
  let t: TestServer;

  async function page(p: string): Promise<Page> {
    const res = await fetch(t.url + p, { redirect: 'manual' });
    const html = await res.text();
    const doc = new JSDOM(html).window.document;
    const state = JSON.parse(doc.getElementById('initial-state')?.textContent ?? 'null') as { route: { key: string } } | null;
    return {
      status: res.status,
      cache: res.headers.get('x-page-cache'),
      headers: res.headers,
      h1: doc.querySelector('main h1')?.textContent?.trim(),
      canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? undefined,
      key: state?.route.key,
      html,
    };
  }

  beforeAll(async () => {
    await ensureSpaBuilt(path.join(PROJECT_ROOT, 'dist'), () => {});
    t = await startTestServer({ seed: true, env: { RENDER_BUDGET_BURST: String(BURST), RENDER_BUDGET_PER_MINUTE: '1' } });
  }, SLOW.timeout);
  afterAll(async () => {
    await t?.close();
  });

  it('renders the 404 page once per route and fills in each unknown path, from its own cache', async () => {
    const cases: [string, string, string][] = [
      ['/kariyer-ilani', '/basvuru-formu', 'Sayfa bulunamadı'],
      ['/blog/olmayan-yazi', '/blog/baska-olmayan-yazi/', 'Blog yazısı bulunamadı'],
      ['/a/b/c', '/x/y/z/w', 'Sayfa bulunamadı'],
    ];
    for (const [first, second, h1] of cases) {
      await page(first);
      const again = await page(second);
      expect([again.status, again.cache, again.h1], second).toEqual([404, 'hit', h1]);
      const normal = second.replace(/\/$/, '');
      expect(again.canonical).toBe(`${t.url}${normal}`);
      expect(again.key).toBe(normal);
      expect(again.html).not.toContain('/x/nf');
    }
    // Characters that mean something in HTML reach the page only percent-encoded.
    const odd = await page("/a&b'c");
    expect([odd.status, odd.cache, odd.canonical]).toEqual([404, 'hit', `${t.url}/a%26b%27c`]);
  });

  it('answers a made-up preview token with the 404 page from its cache, never a render', async () => {
    for (const token of [newPreviewToken(), 'kisa']) {
      const p = await page(`/blog/instagram-algoritmasi-2026?${PREVIEW_PARAM}=${token}`);
      expect([p.status, p.cache, p.h1], token).toEqual([404, 'hit', 'Blog yazısı bulunamadı']);
      expect(p.headers.get('cache-control')).toBe('private, no-store');
      expect(p.key).toBe('/blog/instagram-algoritmasi-2026');
      // The 404 page's state carries the route's key only, none of a post's data.
      expect(p.html).not.toContain('"data":');
    }
    // A route without drafts ignores the parameter: the normal page.
    await page('/faq');
    const faq = await page(`/faq?${PREVIEW_PARAM}=${newPreviewToken()}`);
    expect([faq.status, faq.cache]).toEqual([200, 'hit']);
  });

  it('keeps a cached page through 800 junk URLs, which cost no render', async () => {
    await page('/services');
    expect((await page('/services')).cache).toBe('hit');
    const junk = Array.from({ length: 800 }, (_, i) => [`/cop-${i}`, `/blog/cop-${i}`, `/a/b/cop-${i}`, `/services?cop=${i}`][i % 4]!);
    const answers: [number, string | null][] = [];
    for (let i = 0; i < junk.length; i += 20) {
      const batch = await Promise.all(junk.slice(i, i + 20).map((p) => fetch(t.url + p).then(async (r) => [r.status, r.headers.get('x-page-cache'), await r.arrayBuffer()] as const)));
      answers.push(...batch.map(([s, c]) => [s, c] as [number, string | null]));
    }
    expect(answers.filter(([s, c]) => c !== 'hit' || (s !== 404 && s !== 200))).toEqual([]);
    const after = await page('/services');
    expect([after.status, after.cache]).toEqual([200, 'hit']);
  });

  it('refuses a client past its render budget with 429 and Retry-After, while cached pages still answer', async () => {
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < BURST + 5 && !refused; i++) {
      const res = await fetch(`${t.url}/blog?kategori=butce-${i}`);
      statuses.push(res.status);
      if (res.status === 429) refused = res;
      else await res.arrayBuffer();
    }
    expect(refused, statuses.join(',')).toBeDefined();
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused!.headers.get('cache-control')).toBe('no-store');
    expect(await refused!.text()).toContain('Çok fazla istek');
    const cached = await page('/services');
    expect([cached.status, cached.cache]).toEqual([200, 'hit']);
    // Still no render for a junk URL: its 404 comes from the cache.
    expect((await page('/blog/butce-disi')).status).toBe(404);
  });
});

describe('redirect paths in any spelling', SLOW, () => {
  let t: TestServer;
  const get = (p: string) => fetch(t.url + p, { redirect: 'manual' });

  async function addRedirect(from: string, to: string): Promise<void> {
    const { error } = await t.service().from('redirects').insert({ from_path: from, to_path: to, source: 'manual' });
    expect(error).toBeNull();
  }

  beforeAll(async () => {
    await ensureSpaBuilt(path.join(PROJECT_ROOT, 'dist'), () => {});
    t = await startTestServer({ seed: true });
  }, SLOW.timeout);
  afterAll(async () => {
    await t?.close();
  });

  it('sends a Turkish-letter target percent-encoded, the query kept, whatever spelling the request used', async () => {
    await addRedirect('/eski-çekim', '/hizmetler/çekim-öğreti');
    for (const p of ['/eski-çekim?x=1', '/eski-%c3%a7ekim?x=1', '/eski-%C3%A7ekim/?x=1']) {
      const res = await get(p);
      expect(res.status, p).toBe(301);
      expect(res.headers.get('location'), p).toBe('/hizmetler/%C3%A7ekim-%C3%B6%C4%9Freti?x=1');
    }
  });

  it('does not follow redirects that loop once a trailing slash or the case of an escape is ignored', async () => {
    await addRedirect('/dongu-a', '/dongu-b/');
    await addRedirect('/dongu-b', '/dongu-a');
    await addRedirect('/%C3%A7ember', '/%c3%a7ember/');
    // As a browser follows them: each ends at a page (here the 404) within a hop, never in a loop.
    const follow = async (start: string) => {
      const seen: [string, number][] = [];
      let at = start;
      for (let hop = 0; hop < 6; hop++) {
        const res = await get(at);
        await res.arrayBuffer();
        seen.push([at, res.status]);
        if (res.status !== 301) break;
        at = res.headers.get('location')!;
      }
      return seen;
    };
    expect(await follow('/dongu-a')).toEqual([['/dongu-a', 301], ['/dongu-b', 404]]);
    expect(await follow('/dongu-b/')).toEqual([['/dongu-b/', 404]]);
    expect(await follow('/%C3%A7ember')).toEqual([['/%C3%A7ember', 404]]);
    expect(await follow('/%c3%a7ember/')).toEqual([['/%c3%a7ember/', 404]]);
    // A redirect that only looks like its target stays.
    await addRedirect('/dongu-c', '/dongu-d');
    expect((await get('/dongu-c/')).headers.get('location')).toBe('/dongu-d');
  });
});
