/** Choosing several files in the library (for bulk alt texts): on/off, and the chosen ids. */
import { useCallback, useState } from 'react';

export interface MediaSelection {
  active: boolean;
  ids: ReadonlySet<string>;
  toggle: (id: string) => void;
  start: () => void;
  /** Ends choosing and forgets the chosen files. */
  stop: () => void;
}

export function useMediaSelection(): MediaSelection {
  const [active, setActive] = useState(false);
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback((id: string) => {
    setIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const start = useCallback(() => setActive(true), []);
  const stop = useCallback(() => {
    setActive(false);
    setIds(new Set());
  }, []);
  return { active, ids, toggle, start, stop };
}
