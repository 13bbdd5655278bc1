/**
 * Asks before unsaved changes are lost: in-app navigation and the back button (react-router's
 * blocker; the dialog is UnsavedChangesDialog), switching the editor's language, and closing
 * or reloading the tab (the browser's own question on `beforeunload`). A clean form leaves
 * silently.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { editorLanguage, LANGUAGE_PARAM } from './use-editor-language.ts';

/** Another page, or the same item in another language (the editor's language switch). */
function leavesEditor(current: { pathname: string; search: string }, next: { pathname: string; search: string }): boolean {
  const language = (search: string) => editorLanguage(new URLSearchParams(search).get(LANGUAGE_PARAM));
  return current.pathname !== next.pathname || language(current.search) !== language(next.search);
}

export function useUnsavedGuard(dirty: boolean, isDirty: () => boolean) {
  const latest = useRef(isDirty);
  latest.current = isDirty;
  // Set just before a navigation the editor makes itself (after a save, a delete, a confirmed discard).
  const allowed = useRef(false);
  const blocker = useBlocker(
    useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => !allowed.current && leavesEditor(currentLocation, nextLocation) && latest.current(), []),
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
