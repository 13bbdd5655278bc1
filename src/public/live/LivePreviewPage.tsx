/**
 * The page in the admin's live-preview frame, at /canli-onizleme/<table>: the real page of
 * the route that shows that table's rows, rendered from the editor's unsaved values (posted
 * by the parent window, src/lib/live-preview.ts) with the rest of its data loaded as usual.
 * Until values arrive (and on the server) it shows a short note. Links and forms do nothing
 * here, so the frame stays on the preview; a row another URL shows (the page 'home' is /) is
 * drawn by that URL's route; a click on a block tells the editor which one, and
 * the block being edited there is brought into view and outlined. The site's header and footer
 * show as the page's own URL shows them: a landing page (the form's switch) has neither.
 */
import { DEFAULT_LANGUAGE } from '../../../schema/languages.ts';
import { Global } from '@emotion/react';
import { lazy, startTransition, useEffect, useMemo, useRef, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { trustedLiveMessage, type LiveFrameMessage } from '../../lib/live-preview.ts';
import { publicClient } from '../../lib/public-client.ts';
import type { PageProps, PublicRoute } from '../routes/route.ts';
import { PUBLIC_ROUTES } from '../routes/table.ts';
import { useLandingChrome } from '../layout/site-chrome.tsx';
import { useSite } from '../site-context.tsx';
import { Container } from '../ui/Container.tsx';
import NotFoundPage from '../pages/NotFoundPage.tsx';
import { LiveModeContext } from './live-mode.ts';
import { liveRow } from './live-row.ts';

/** A route that draws some rows of `table` as another URL shows them (`liveTable`, `liveWhen`): the page 'home' as /. */
function liveRouteOf(table: string | undefined, row: Record<string, unknown>): PublicRoute | undefined {
  return PUBLIC_ROUTES.find((r) => r.liveData && r.liveTable === table && r.liveWhen?.(row));
}

const pages = new Map<string, LazyExoticComponent<ComponentType<PageProps<unknown>>>>();

function pageOf(route: PublicRoute) {
  let page = pages.get(route.id);
  if (!page) pages.set(route.id, (page = lazy(route.page)));
  return page;
}

function post(message: LiveFrameMessage) {
  window.parent.postMessage(message, location.origin);
}

export default function LivePreviewPage() {
  const params = useParams();
  const { table } = params;
  const { pathname } = useLocation();
  const site = useSite();
  const route = PUBLIC_ROUTES.find((r) => r.liveData && r.previewTable === table);
  // The route that draws this row: the table's own, or one that shows some of its rows elsewhere.
  const [data, setData] = useState<{ route: PublicRoute; value: unknown } | undefined>();
  const [shownBlock, setShownBlock] = useState<string | null>(null);
  const mode = useMemo(() => ({ shownBlock }), [shownBlock]);
  const latest = useRef(0);

  useEffect(() => {
    if (!route || window.parent === window) return;
    const onMessage = (event: MessageEvent) => {
      const message = trustedLiveMessage(event, location.origin, window.parent);
      if (message?.type === 'canli-onizleme:goster') setShownBlock(message.id);
      if (message?.type !== 'canli-onizleme:degerler') return;
      // Only the newest values are shown, whichever load finishes first.
      const turn = ++latest.current;
      const row = liveRow(message.values, new Date());
      const drawing = liveRouteOf(table, row) ?? route;
      publicClient()
        .then((db) => drawing.liveData!({ db, lang: DEFAULT_LANGUAGE, params: {}, search: new URLSearchParams(), onError: (e) => console.error(e) }, row))
        .then(
          (value) => turn === latest.current && startTransition(() => setData({ route: drawing, value })),
          (error: unknown) => console.error(error),
        );
    };
    window.addEventListener('message', onMessage);
    post({ type: 'canli-onizleme:hazir' });
    return () => window.removeEventListener('message', onMessage);
  }, [route, table]);

  useEffect(() => {
    if (!route) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('a[href]')) event.preventDefault();
      const block = target?.closest<HTMLElement>('[data-block-id]');
      if (block?.dataset.blockId) post({ type: 'canli-onizleme:blok', id: block.dataset.blockId });
    };
    const onSubmit = (event: SubmitEvent) => event.preventDefault();
    document.addEventListener('click', onClick, true);
    document.addEventListener('submit', onSubmit, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
    };
  }, [route]);

  // The block being edited, brought into view once it is drawn (and when it changes).
  const shownDrawn = Boolean(data) && shownBlock;
  useEffect(() => {
    if (!shownDrawn) return;
    document.querySelector(`[data-block-id="${CSS.escape(shownDrawn)}"]`)?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [shownDrawn]);

  // The page's route says whether it is a landing page (RouteHead.landing), as for its own URL.
  const landing = data ? data.route.head({ site: site.meta, data: data.value, pathname, params }).landing : undefined;
  useLandingChrome(landing, Boolean(data));

  if (!route) return <NotFoundPage />;
  if (!data) {
    return (
      <Container css={(theme) => ({ padding: '4rem 1.25rem', textAlign: 'center', color: theme.color.textMuted })}>
        <p data-live-preview-waiting>Önizleme, düzenleyicideki değerlerle burada gösterilir.</p>
      </Container>
    );
  }
  const Page = pageOf(data.route);
  return (
    <LiveModeContext.Provider value={mode}>
      <Global styles={(theme) => ({ '[data-live-shown]': { outline: `3px solid ${theme.color.primary}`, outlineOffset: '-3px' } })} />
      <div data-live-preview>
        <Page data={data.value} loading={false} />
      </div>
    </LiveModeContext.Provider>
  );
}
