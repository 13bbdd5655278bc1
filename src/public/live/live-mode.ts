/**
 * Whether the page renders inside the admin's live preview (src/lib/live-preview.ts): only
 * then do blocks carry their id (`data-block-id`), so a click in the frame can select the
 * block in the editor, and the block being edited there is marked (`data-live-shown`).
 * Published pages never have either.
 */
import { createContext, useContext } from 'react';

export interface LiveMode {
  /** The id of the block being edited in the form, if any. */
  shownBlock: string | null;
}

export const LiveModeContext = createContext<LiveMode | null>(null);

export function useLiveMode(): LiveMode | null {
  return useContext(LiveModeContext);
}
