/**
 * One public route in the browser router: its data (the server's for the first view, loaded
 * on navigation after that), its metadata, and its lazily loaded page.
 */
import { lazy, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { publicClient } from '../../lib/public-client.ts';
import { HeadTags } from '../seo/HeadTags.tsx';
import { useSite } from '../site-context.tsx';
import { useInitialState } from '../ssr/initial-state.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { useIsFirstLocation } from './first-location.tsx';
import { routeDataKey } from './match.ts';
import { PreviewApprovalIsland } from '../islands/parts.tsx';
import { PreviewBanner } from './PreviewBanner.tsx';
import { useLandingChrome } from '../layout/site-chrome.tsx';
import { isPreviewData, previewMeta } from './preview.ts';
import type { PageProps, PublicRoute } from './route.ts';
import { useLanguage } from '../language/use-language.ts';
import { withAlternates } from '../seo/alternates.ts';
import { localizedPath } from '../../lib/i18n/languages.ts';

const pages = new Map<string, LazyExoticComponent<ComponentType<PageProps<unknown>>>>();

function pageOf(route: PublicRoute) {
  let page = pages.get(route.id);
  if (!page) pages.set(route.id, (page = lazy(route.page)));
  return page;
}

interface Loaded {
  key: string;
  pathname: string;
  data: unknown;
}

export function RoutePage({ route }: { route: PublicRoute }) {
  const location = useLocation();
  const params = useParams();
  const site = useSite();
  const lang = useLanguage();
  const initial = useInitialState();
  const first = useIsFirstLocation();
  // The router's pathname is under the language's basename; the data key names the whole address.
  const pathname = localizedPath(lang, location.pathname);
  const key = routeDataKey(route, pathname, location.search);
  const [loaded, setLoaded] = useState<Loaded | undefined>(() =>
    initial && initial.route.key === key && 'data' in initial.route && first ? { key, pathname, data: initial.route.data } : undefined,
  );

  useEffect(() => {
    if (loaded?.key === key) return;
    let current = true;
    publicClient()
      .then((db) => route.load({ db, lang, params, search: new URLSearchParams(location.search), onError: (e) => console.error(e) }))
      .then(
        (data) => current && setLoaded({ key, pathname, data }),
        (error: unknown) => console.error(error),
      );
    return () => {
      current = false;
    };
  }, [key]);

  // Another query of the same page (the next blog page) keeps showing the current one meanwhile.
  const shown = !!loaded && loaded.pathname === pathname;
  const head = shown ? withAlternates(route, site.meta, loaded.data, pathname, route.head({ site: site.meta, data: loaded.data, pathname, params })) : undefined;
  useEffect(() => {
    // The document's language follows client-side navigation between languages.
    document.documentElement.lang = lang;
  }, [lang]);
  useLandingChrome(head?.landing, shown);
  if (!loaded || !head) return <Spinner />;
  const Page = pageOf(route);
  const { meta } = head;
  return (
    <>
      <HeadTags meta={previewMeta(meta, loaded.data)} />
      {isPreviewData(loaded.data) && <PreviewBanner />}
      {isPreviewData(loaded.data) && <PreviewApprovalIsland />}
      <Page data={loaded.data} loading={loaded.key !== key} />
      <MarkHydrated />
    </>
  );
}

/**
 * Marks <html data-hydrated> once a page's own content is live: it commits with the lazy page
 * inside the same Suspense boundary, so not before the page hydrated. Tests (and monitoring)
 * wait for it instead of acting on server HTML the app has not taken over yet.
 */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
