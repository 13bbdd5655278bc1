/**
 * An island: a part of a public page that needs JavaScript (a menu toggle, a form, a filter).
 * The rest of the page is server-rendered HTML that the browser never hydrates. A component
 * becomes an island where it is used, `const HeaderIsland = island('header', Header)` (islands/define.tsx): the
 * server renders it inside a `display: contents` element naming it and carrying its props as
 * JSON, and the islands runtime (islands/client.tsx, built with Preact by
 * vite.islands.config.ts) hydrates that element alone. Props are therefore plain data.
 *
 * The full React app (live preview, `npm run dev`, a page served for another URL) renders
 * the same wrapper, so both ways give the same markup.
 */
import { createContext, useContext } from 'react';

/** The element an island hydrates into, and its attributes. */
export const ISLAND_ATTR = 'data-island';
export const ISLAND_PROPS_ATTR = 'data-island-props';
export const ISLAND_ID_ATTR = 'data-island-id';
export const ISLAND_WHEN_ATTR = 'data-island-when';

/**
 * When an island hydrates: `idle` as soon as the page's first work is done (the header, the
 * consent banner), `visible` when it comes near the viewport (forms, a map, a video).
 */
export type IslandWhen = 'idle' | 'visible';

const IslandIdContext = createContext('');

/** Provides the island's id prefix to `useIslandId` (islands/client.tsx reads it from the element). */
export const IslandIdProvider = IslandIdContext.Provider;

/**
 * An id for an element inside an island, the same on the server and after hydration: the
 * island's prefix (React's useId on the server, read back from the element by the runtime)
 * and a name unique within the island. React's useId alone would not do: Preact numbers ids
 * its own way, and an element rendered after hydration would then point at an id that the
 * server's markup does not have.
 */
export function useIslandId(name: string): string {
  const prefix = useContext(IslandIdContext);
  return `${prefix || 'i'}-${name.replace(/[^\w-]/g, '')}`;
}
