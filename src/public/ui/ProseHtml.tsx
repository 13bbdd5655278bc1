/** Stored HTML as running text (a CMS page's content, the rich-text block): readable size, spaced headings, links in the brand colour. */
import { Html } from './Html.tsx';

export function ProseHtml({ html }: { html: string | null | undefined }) {
  return <Html html={html} css={(theme) => ({ fontSize: '1.05rem', lineHeight: 1.8, 'h2, h3': { marginTop: '1.8rem' }, a: { color: theme.color.primaryDark } })} />;
}
