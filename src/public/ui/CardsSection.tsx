/**
 * A section of cards with the texts staff give a card block (eyebrow, title, intro and
 * an optional button under the cards): what the services and projects blocks share. An empty
 * text is left out. The block's anchor is drawn by PageBlocks.
 */
import type { ReactNode } from 'react';
import { ButtonLink } from './ButtonLink.tsx';
import { CardGrid } from './CardGrid.tsx';
import { Section } from './Section.tsx';

export interface CardsSectionTexts {
  eyebrow?: string | null;
  title?: string | null;
  intro?: string | null;
  button_text?: string | null;
  button_url?: string | null;
}

export function CardsSection<Item extends { id: string }>({ texts, items, card, tone }: { texts: CardsSectionTexts; items: readonly Item[]; card: (item: Item) => ReactNode; tone?: 'plain' | 'tint' }) {
  return (
    <Section eyebrow={texts.eyebrow || undefined} title={texts.title || undefined} intro={texts.intro || undefined} tone={tone}>
      <CardGrid>
        {items.map((item) => (
          <li key={item.id}>{card(item)}</li>
        ))}
      </CardGrid>
      {texts.button_text && texts.button_url && (
        <div css={{ textAlign: 'center', marginTop: '2.5rem' }}>
          <ButtonLink to={texts.button_url} tone="outline">
            {texts.button_text}
          </ButtonLink>
        </div>
      )}
    </Section>
  );
}
