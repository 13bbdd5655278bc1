/**
 * `island(name, Component, when, styles)`: what a page renders in an island's place (the
 * server, the full React app). It renders the component inside the element the islands
 * runtime hydrates (islands/island.tsx) and, when given, the island's styles as global
 * classes through Emotion's <Global>: the server writes them into the page's <style>, only on
 * pages that have the island. The islands runtime never imports this file, so it carries no
 * styling library: the components name these classes (src/public/islands/README.md).
 */
import { Global, type Theme } from '@emotion/react';
import type { CSSObject } from '@emotion/react';
import { useId, type ComponentProps, type ComponentType } from 'react';
import { IslandIdProvider, ISLAND_ATTR, ISLAND_ID_ATTR, ISLAND_PROPS_ATTR, ISLAND_WHEN_ATTR, type IslandWhen } from './island.tsx';
import type { IslandName } from './registry.ts';

/** An island's stylesheet: selectors (its class names) to styles, from the theme. */
export type IslandStyles = (theme: Theme) => CSSObject;

/** The island of a component: what a page renders in its place. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component; its props are checked where the island is used
export function island<C extends ComponentType<any>>(name: IslandName, Component: C, when: IslandWhen = 'idle', styles?: IslandStyles): ComponentType<ComponentProps<C>> {
  function Island(props: ComponentProps<C>) {
    const prefix = `is${useId().replace(/[^\w-]/g, '')}`;
    const json = Object.keys(props).length ? JSON.stringify(props) : undefined;
    return (
      <>
        {styles && <Global styles={styles} />}
        <div
          {...{ [ISLAND_ATTR]: name, [ISLAND_ID_ATTR]: prefix, [ISLAND_PROPS_ATTR]: json, [ISLAND_WHEN_ATTR]: when === 'idle' ? undefined : when }}
          style={{ display: 'contents' }}
        >
          <IslandIdProvider value={prefix}>
            <Component {...props} />
          </IslandIdProvider>
        </div>
      </>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
