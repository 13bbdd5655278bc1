/** Ctrl+S (Cmd+S on a Mac) saves the open form instead of opening the browser's "save page" dialog. */
import { useEffect, useRef } from 'react';

export function useSaveShortcut(save: () => void, enabled = true) {
  const latest = useRef(save);
  latest.current = save;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 's') {
        e.preventDefault();
        latest.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
