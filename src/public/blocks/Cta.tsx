/** Block cta: the home page's closing band (ui/CtaBand.tsx) with a title (highlighted words), subtitle and one or two buttons. */
import type { BlockDataByType } from '../../../generated/blocks.ts';
import { highlightedWords } from '../block-list/highlight.tsx';
import { CtaBand, ctaTitleCss } from '../ui/CtaBand.tsx';

export default function Cta({ data }: { data: BlockDataByType['cta'] }) {
  const secondary = data.secondary_text && data.secondary_url ? { text: data.secondary_text, url: data.secondary_url } : undefined;
  return <CtaBand title={<h2 css={ctaTitleCss}>{highlightedWords(data.title)}</h2>} subtitle={data.subtitle} primary={{ text: data.button_text, url: data.button_url }} secondary={secondary} />;
}
