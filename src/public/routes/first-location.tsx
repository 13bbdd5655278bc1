/**
 * Which router location the page was loaded at: only it may show the server's data (the
 * initial state). It is the location of the app's first render, whatever its key: React Router
 * names a first visit 'default', but a reload of an entry reached by client-side navigation
 * keeps that entry's key in history.state. Comparing with 'default' made such a reload render
 * a spinner over the server's markup (React hydration error #418).
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

const FirstLocationContext = createContext<string | undefined>(undefined);

/** Remembers the key of the location it first rendered at; mount it once, above the routes. */
export function FirstLocationProvider({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  const [first] = useState(key);
  return <FirstLocationContext.Provider value={first}>{children}</FirstLocationContext.Provider>;
}

/** True while the router shows the location the document was loaded at (also after going back to it). */
export function useIsFirstLocation(): boolean {
  const first = useContext(FirstLocationContext);
  return useLocation().key === first;
}
