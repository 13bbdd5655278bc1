/** Block cta: a plain box (look 'box', ui/CtaBox.tsx) or the home page's closing band (ui/CtaBand.tsx) with a title (highlighted words), subtitle, one or two buttons and short notes with icons. */
import type { BlockDataByType } from '../../../generated/blocks.ts';
import { brandVar } from '../../lib/brand-theme.ts';
import { iconByName } from '../../lib/icons.ts';
import { highlightedWords } from '../block-list/highlight.tsx';
import { CtaBand, ctaTitleCss } from '../ui/CtaBand.tsx';
import { CtaBox } from '../ui/CtaBox.tsx';

export default function Cta({ data }: { data: BlockDataByType['cta'] }) {
  const secondary = data.secondary_text && data.secondary_url ? { text: data.secondary_text, url: data.secondary_url } : undefined;
  if (data.look === 'box') return <CtaBox title={data.title} subtitle={data.subtitle} primary={{ text: data.button_text, url: data.button_url }} secondary={secondary} />;
  const notes = data.notes ?? [];
  return (
    <CtaBand title={<h2 css={ctaTitleCss}>{highlightedWords(data.title)}</h2>} subtitle={data.subtitle} primary={{ text: data.button_text, url: data.button_url }} secondary={secondary}>
      {notes.length > 0 && (
        <ul css={{ listStyle: 'none', padding: 0, margin: '2.5rem 0 0', display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '1.5rem 2.5rem' }}>
          {notes.map((n, i) => {
            const Icon = iconByName(n.icon);
            return (
              <li key={`${i}-${n.title}`} css={{ display: 'flex', alignItems: 'center', gap: '0.6rem', textAlign: 'left' }}>
                <Icon size={22} aria-hidden css={{ color: brandVar('--brand-hero-accent') }} />
                <span>
                  <strong css={{ display: 'block' }}>{n.title}</strong>
                  {n.text && <span css={{ fontSize: '0.9rem', color: brandVar('--brand-hero-soft') }}>{n.text}</span>}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </CtaBand>
  );
}
