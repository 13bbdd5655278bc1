/** Block cta: a plain box (look 'box', ui/CtaBox.tsx) or the home page's closing band (ui/CtaBand.tsx) with a title (highlighted words), subtitle, one or two buttons and short notes with icons; an empty part is left out. */
import { brandVar } from '../../lib/brand-theme.ts';
import { iconByName } from '../../lib/icons.ts';
import { listOf, type BlockData } from '../block-list/block-data.ts';
import { highlightedWords } from '../block-list/highlight.tsx';
import { CtaBand, ctaTitleCss } from '../ui/CtaBand.tsx';
import { CtaBox, type CtaLink } from '../ui/CtaBox.tsx';

/** A button: its text and address, or nothing while either is empty. */
function linkOf(text: string | null | undefined, url: string | null | undefined): CtaLink | undefined {
  return text && url ? { text, url } : undefined;
}

export default function Cta({ data }: { data: BlockData<'cta'> }) {
  const primary = linkOf(data.button_text, data.button_url);
  const secondary = linkOf(data.secondary_text, data.secondary_url);
  const subtitle = data.subtitle || undefined;
  if (data.look === 'box') return <CtaBox title={data.title || undefined} subtitle={subtitle} primary={primary} secondary={secondary} />;
  const notes = listOf(data.notes).filter((n) => n.title || n.text);
  return (
    <CtaBand title={data.title ? <h2 css={ctaTitleCss}>{highlightedWords(data.title)}</h2> : null} subtitle={subtitle} primary={primary} secondary={secondary}>
      {notes.length > 0 && (
        <ul css={{ listStyle: 'none', padding: 0, margin: '2.5rem 0 0', display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '1.5rem 2.5rem' }}>
          {notes.map((n, i) => {
            const Icon = iconByName(n.icon);
            return (
              <li key={`${i}-${n.title ?? ''}`} css={{ display: 'flex', alignItems: 'center', gap: '0.6rem', textAlign: 'left' }}>
                <Icon size={22} aria-hidden css={{ color: brandVar('--brand-hero-accent') }} />
                <span>
                  {n.title && <strong css={{ display: 'block' }}>{n.title}</strong>}
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
