/**
 * Whether the page shown has the site's header and footer: a landing page (pages.landing_page,
 * RouteHead.landing) has neither. The layout holds the flag; the server's first view sets it
 * through the initial state, and each route page sets it once its data is known.
 */
import { createContext, useContext, useEffect } from 'react';

const SetLandingContext = createContext<(landing: boolean) => void>(() => {});

export const SiteChromeProvider = SetLandingContext.Provider;

/** Called by the page shown: `landing` hides the header and footer while it is shown. */
export function useLandingChrome(landing: boolean | undefined, active: boolean): void {
  const setLanding = useContext(SetLandingContext);
  useEffect(() => {
    if (active) setLanding(landing === true);
  }, [active, landing, setLanding]);
}
