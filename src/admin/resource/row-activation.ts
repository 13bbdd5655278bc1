/**
 * A list row or card that opens its item: a click anywhere on it, or Enter / Space while it has
 * the focus. Clicks on its own controls (buttons, links, checkboxes) keep their own meaning.
 */
import type { KeyboardEvent, MouseEvent } from 'react';

const CONTROLS = 'button, a, input, select, textarea, label, [role="button"]';

export function rowActivation(open: () => void) {
  return {
    tabIndex: 0,
    onClick(e: MouseEvent<HTMLElement>) {
      if ((e.target as HTMLElement).closest(CONTROLS)) return;
      open();
    },
    onKeyDown(e: KeyboardEvent<HTMLElement>) {
      if (e.target !== e.currentTarget || (e.key !== 'Enter' && e.key !== ' ')) return;
      e.preventDefault();
      open();
    },
  };
}
