/**
 * The link between a page's blocks field and the live preview beside it
 * (src/admin/editorial/LivePreview.tsx): a block clicked in the preview is `selected` (the
 * field scrolls to it, marks it and moves the focus there; `at` tells a repeated click on the
 * same block from the last one), and the block being edited in the form is reported with
 * `editing`, so the preview shows it. Without a provider (the modal form) neither happens.
 */
import { createContext, useContext } from 'react';

export interface SelectedBlock {
  id: string;
  at: number;
}

export interface BlockSelection {
  selected: SelectedBlock | null;
  editing(id: string): void;
}

export const BlockSelectionContext = createContext<BlockSelection | null>(null);

export function useBlockSelection(): BlockSelection | null {
  return useContext(BlockSelectionContext);
}
