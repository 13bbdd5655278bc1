/**
 * Which block of a page the editor points at from outside the blocks field: a click on a
 * block in the live preview (src/admin/editorial/LivePreview.tsx). The field scrolls to that
 * block, marks it and moves the focus there. `at` tells a repeated click on the same block
 * from the last one. Without a provider (the modal form) nothing is ever selected.
 */
import { createContext, useContext } from 'react';

export interface SelectedBlock {
  id: string;
  at: number;
}

export const BlockSelectionContext = createContext<SelectedBlock | null>(null);

export function useSelectedBlock(): SelectedBlock | null {
  return useContext(BlockSelectionContext);
}
