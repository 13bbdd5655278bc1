/**
 * Asks before unsaved changes are lost: in-app navigation and the back button (react-router's
 * blocker; the dialog is UnsavedChangesDialog) and closing or reloading the tab (the
 * browser's own question on `beforeunload`). A clean form leaves silently.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';

export function useUnsavedGuard(dirty: boolean, isDirty: () => boolean) {
  const latest = useRef(isDirty);
  latest.current = isDirty;
  // Set just before a navigation the editor makes itself (after a save, a delete, a confirmed discard).
  const allowed = useRef(false);
  const blocker = useBlocker(
    useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => !allowed.current && currentLocation.pathname !== nextLocation.pathname && latest.current(), []),
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers ask only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return {
    blocker,
    /** Lets the next navigation through without asking. */
    allowLeaving() {
      allowed.current = true;
    },
  };
}
