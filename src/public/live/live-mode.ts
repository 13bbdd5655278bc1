/**
 * Whether the page renders inside the admin's live preview (src/lib/live-preview.ts): only
 * then do blocks carry their id (`data-block-id`), so a click in the frame can select the
 * block in the editor. Published pages never have it.
 */
import { createContext, useContext } from 'react';

export const LiveModeContext = createContext(false);

export function useLiveMode(): boolean {
  return useContext(LiveModeContext);
}
