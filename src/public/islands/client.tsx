/**
 * The islands runtime: what a server-rendered public page runs instead of the React app
 * (src/boot.ts chooses). Built with Preact in place of React (vite.islands.config.ts). It
 * hydrates each island of the page (islands/island.tsx) on its own, inside the providers its
 * components read (theme, site data, the page's initial state), while the browser is idle:
 * first the ones every view needs (the header, the consent banner), then the `visible` ones,
 * sooner when they come near the viewport. The rest of the page stays
 * the server's HTML. It also keeps where the visit came from, for the contact form.
 */
import { hydrate } from 'preact';
import type { ComponentType } from 'react';
import { rememberFirstTouch } from '../lead-source/lead-source.ts';
import { SiteProvider } from '../site-context.tsx';
import { InitialStateProvider, readInitialState } from '../ssr/initial-state.tsx';
import { ISLAND_ATTR, ISLAND_ID_ATTR, ISLAND_PROPS_ATTR, ISLAND_WHEN_ATTR, IslandIdProvider } from './island.tsx';
import { ISLANDS, type IslandName } from './registry.ts';

const state = readInitialState();
const seed = state && { rows: state.site, apiUrl: state.apiUrl, origin: state.origin, renderedAt: state.renderedAt };

async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTR) as IslandName;
  const load = ISLANDS[name];
  if (!load) return;
  const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTR) ?? '{}') as object;
  const Component = (await load()) as ComponentType<object>;
  // No theme and no style runtime: an island names the classes whose styles the server wrote (islands/define.tsx).
  const tree = (
    <InitialStateProvider value={state}>
      <SiteProvider seed={seed}>
        <IslandIdProvider value={element.getAttribute(ISLAND_ID_ATTR) ?? ''}>
          <Component {...props} />
        </IslandIdProvider>
      </SiteProvider>
    </InitialStateProvider>
  );
  // React's types for Preact's own hydrate: in this build `react` is preact/compat (vite.islands.config.ts).
  hydrate(tree as never, element);
}

const report = (error: unknown) => console.error(error);
const idle = (run: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 1000 }) : setTimeout(run, 1));

/**
 * The islands still to hydrate, in order: `idle` ones first, then `visible` ones (which jump
 * the queue when they come near the viewport). One per idle period, so no task grows long;
 * when none is left the page is marked <html data-hydrated> (as the React app does, for tests
 * and monitoring).
 */
const queue: HTMLElement[] = [];

function next(): void {
  const element = queue.shift();
  if (!element) {
    document.documentElement.dataset.hydrated = '';
    return;
  }
  hydrateIsland(element)
    .catch(report)
    .finally(() => idle(next));
}

const nearView = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      nearView.unobserve(entry.target);
      const element = entry.target.closest<HTMLElement>(`[${ISLAND_ATTR}]`)!;
      const at = queue.indexOf(element);
      if (at > 0) queue.unshift(...queue.splice(at, 1));
    }
  },
  { rootMargin: '200px' },
);

rememberFirstTouch();
const islands = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)].filter((element) => !element.parentElement?.closest(`[${ISLAND_ATTR}]`));
const later = (element: HTMLElement) => element.getAttribute(ISLAND_WHEN_ATTR) === 'visible';
queue.push(...islands.filter((element) => !later(element)), ...islands.filter(later));
for (const element of islands.filter(later)) {
  // The island's element has no box of its own (display: contents): its first child is watched.
  if (element.firstElementChild) nearView.observe(element.firstElementChild);
}
idle(next);
