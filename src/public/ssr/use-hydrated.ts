/**
 * False while React renders on the server and while the browser hydrates that markup, true
 * from then on: for things only the browser renders (React's document metadata, which the
 * server writes into <head> itself), without a hydration mismatch.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
