/**
 * Renders a page's metadata with React 19's document metadata: <title>, <meta> and <link>
 * are hoisted into <head> wherever they appear in the tree.
 */
import { headTags, jsonLdText, type PageMeta } from './page-meta.ts';
import { useSite } from '../site-context.tsx';

export function HeadTags({ meta }: { meta: PageMeta }) {
  const { meta: site } = useSite();
  return (
    <>
      <title>{meta.title}</title>
      {headTags(site, meta).map(({ tag, attrs }) =>
        tag === 'link' ? <link key={`${attrs.rel}`} {...attrs} /> : <meta key={attrs.name ?? attrs.property} {...attrs} />,
      )}
      {meta.jsonLd.map((data, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
      ))}
    </>
  );
}
