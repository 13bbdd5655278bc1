/**
 * What the server used to render a page, handed to the browser so it hydrates the same markup
 * without asking again: the site data (and, for the React app, the route's data), as JSON in a
 * <script type="application/json"> block (data, never executable; `<` escaped so content
 * cannot close the tag).
 */
import { createContext, useContext } from 'react';
import type { SiteRows } from '../data/site-data.ts';
import type { PageAlternates } from '../seo/alternates.ts';
import type { FocalPoints } from '../../lib/focal-point.ts';

export const INITIAL_STATE_ID = 'initial-state';

export interface InitialState {
  site: SiteRows;
  /** Base URL of the Supabase API the browser uses (for image URLs). */
  apiUrl: string;
  /** The site's origin, for canonical URLs and share links. */
  origin: string;
  /** When the page was rendered: anything time-dependent (the footer's year) uses it. */
  renderedAt: string;
  /**
   * `landing`: the page shows without the site's header and footer (RouteHead.landing).
   * `data`: what the route loaded, for the React app to hydrate with; absent on a page whose
   * islands hydrate instead (src/public/islands/), which read none of it.
   */
  route: { key: string; data?: unknown; landing?: boolean; alternates?: PageAlternates };
  /**
   * The stored HTML this page shows, as the server sanitized it (raw → clean): the browser
   * hydrates with it and needs no sanitizer of its own for the first view (ui/Html.tsx).
   */
  html?: Record<string, string>;
  /** The focal points of the library images the page shows (data/focal-points.ts); absent: none. */
  focal?: FocalPoints;
}

/** JSON safe inside an HTML element: no `<` (so no `</script>`), no line separators. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function initialStateScript(state: InitialState): string {
  return `<script type="application/json" id="${INITIAL_STATE_ID}">${jsonForHtml(state)}</script>`;
}

/** The state the server wrote into this page, if it was rendered on the server. */
export function readInitialState(): InitialState | undefined {
  const text = typeof document === 'undefined' ? undefined : document.getElementById(INITIAL_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as InitialState;
  } catch {
    return undefined;
  }
}

const InitialStateContext = createContext<InitialState | undefined>(undefined);

export const InitialStateProvider = InitialStateContext.Provider;

export function useInitialState(): InitialState | undefined {
  return useContext(InitialStateContext);
}

/** On the server: collects each piece of stored HTML the page sanitized, for `InitialState.html`. */
export const SanitizedHtmlCollector = createContext<Map<string, string> | undefined>(undefined);
