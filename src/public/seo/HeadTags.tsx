/**
 * Renders a page's metadata with React 19's document metadata: <title>, <meta> and <link>
 * are hoisted into <head> wherever they appear in the tree. The server writes the first
 * view's metadata into <head> itself (data-head="server"), so these render only once the
 * page is hydrated, and the server's tags then give way to them.
 */
import { useLayoutEffect } from 'react';
import { headTags, jsonLdText, type PageMeta } from './page-meta.ts';
import { SERVER_HEAD_ATTR } from './head-html.ts';
import { useSite } from '../site-context.tsx';
import { useHydrated } from '../ssr/use-hydrated.ts';

function RenderedHeadTags({ meta }: { meta: PageMeta }) {
  const { meta: site } = useSite();
  useLayoutEffect(() => {
    for (const node of document.head.querySelectorAll(`[${SERVER_HEAD_ATTR}="server"]`)) node.remove();
  }, []);
  return (
    <>
      <title>{meta.title}</title>
      {headTags(site, meta).map(({ tag, attrs }) =>
        tag === 'link' ? <link key={`${attrs.rel} ${attrs.hreflang ?? ''}`} {...attrs} /> : <meta key={`${attrs.name ?? attrs.property} ${attrs.property === 'og:locale:alternate' ? attrs.content : ''}`} {...attrs} />,
      )}
      {meta.jsonLd.map((data, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
      ))}
    </>
  );
}

export function HeadTags({ meta }: { meta: PageMeta }) {
  return useHydrated() ? <RenderedHeadTags meta={meta} /> : null;
}
