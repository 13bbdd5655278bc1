/** A block chosen in the live preview: its card is brought into view and focused, and marked while chosen; focusing a card tells the preview which block is edited. */
import { useEffect, useRef } from 'react';
import { useBlockSelection } from './block-selection.ts';

export function useChosenBlock() {
  const selection = useBlockSelection();
  const selected = selection?.selected;
  const cards = useRef(new Map<string, HTMLElement>());
  useEffect(() => {
    const card = selected && cards.current.get(selected.id);
    if (!card) return;
    card.scrollIntoView({ block: 'start', behavior: 'smooth' });
    card.focus({ preventScroll: true });
  }, [selected]);
  return {
    isChosen: (id: string) => selected?.id === id,
    editing: (id: string) => selection?.editing(id),
    /** The ref callback of block `id`'s card. */
    cardRef: (id: string) => (el: HTMLElement | null) => {
      if (el) cards.current.set(id, el);
      else cards.current.delete(id);
    },
  };
}
