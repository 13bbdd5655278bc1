/**
 * False while React renders on the server and while the browser hydrates that markup, true
 * from then on: for things only the browser renders (React's document metadata, which the
 * server writes into <head> itself; a form's submit button enabled), without a hydration
 * mismatch. It flips in an effect, after hydration, so the change is a real render: Preact
 * (the islands, islands/client.tsx) keeps the server's attributes while it hydrates, and a
 * value already true then would never reach the page.
 */
import { useEffect, useState } from 'react';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
