import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppShell } from './app/AppShell.tsx';
import { matchPublicRoute, routeDataKey } from './public/routes/match.ts';
import { InitialStateProvider, readInitialState } from './public/ssr/initial-state.tsx';
import { languageBasename } from './lib/i18n/languages.ts';

const container = document.getElementById('root')!;
// A public page rendered by the server carries the data it was rendered with.
const state = readInitialState();
const { pathname, search } = window.location;
const route = state && !/^\/admin(\/|$)/.test(pathname) ? matchPublicRoute(pathname).route : undefined;
// The public site only: the admin is a build of its own (admin.html, src/admin/main.tsx) with
// the data router its editor needs, so visitors never download that router.
const app = (
  <StrictMode>
    <InitialStateProvider value={state}>
      {/* `/en/…`: the language's prefix is the router's basename (src/lib/i18n/languages.ts). */}
      <BrowserRouter basename={languageBasename(pathname)}>
        <AppShell />
      </BrowserRouter>
    </InitialStateProvider>
  </StrictMode>
);

if (route && routeDataKey(route, pathname, search) === state!.route.key && 'data' in state!.route) {
  // Hydrate as soon as the page's chunk is here (the HTML is already painted), so React adopts
  // the server's markup in one pass and clicks work from then on; as a transition, React works
  // in small slices and the page stays responsive meanwhile.
  void route
    .page()
    .catch(() => undefined)
    .then(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  // The plain shell (`npm run dev`), or a static host's page served for another
  // URL (404.html, a query the file was not rendered for): the browser renders by itself and
  // React's document metadata owns the head.
  for (const node of document.head.querySelectorAll('[data-head="server"], title')) node.remove();
  createRoot(container).render(app);
}
