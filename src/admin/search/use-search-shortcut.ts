/** Ctrl+K (⌘K on a Mac) anywhere in the admin opens the search box, even from inside a field. */
import { useEffect } from 'react';

export function useSearchShortcut(open: () => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        // The browser's own Ctrl+K (its search bar) would take the focus away.
        e.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
}
