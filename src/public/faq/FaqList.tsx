/** Questions that open and close independently (native <details>: keyboard and screen-reader ready); the faq block (the FAQ and contact pages' questions). */
import { ChevronDown } from 'lucide-react';

/** A question and its answer. */
export interface FaqItem {
  q: string;
  a: string;
  /** The question's anchor (a search result links to it). */
  id?: string;
}

export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div css={{ display: 'grid', gap: '0.75rem' }}>
      {items.map((item, i) => (
        <details
          key={i}
          id={item.id}
          css={(theme) => ({
            borderRadius: theme.radius.md,
            border: `1px solid ${theme.color.border}`,
            background: '#fff',
            '&[open] .chevron': { transform: 'rotate(180deg)' },
          })}
        >
          <summary
            css={(theme) => ({
              cursor: 'pointer',
              listStyle: 'none',
              padding: '1rem 1.2rem',
              fontWeight: 600,
              display: 'flex',
              justifyContent: 'space-between',
              gap: '1rem',
              alignItems: 'center',
              '&::-webkit-details-marker': { display: 'none' },
              '&:focus-visible': { outline: `3px solid ${theme.color.primary}`, outlineOffset: 2, borderRadius: theme.radius.md },
            })}
          >
            {item.q}
            <ChevronDown className="chevron" size={20} aria-hidden css={{ flex: 'none', transition: 'transform 0.2s' }} />
          </summary>
          {/* pre-line: an answer written in a textarea (the faq block) keeps its line breaks. */}
          <p css={(theme) => ({ margin: 0, padding: '0 1.2rem 1.1rem', color: theme.color.textMuted, whiteSpace: 'pre-line' })}>{item.a}</p>
        </details>
      ))}
    </div>
  );
}
