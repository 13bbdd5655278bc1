/**
 * Keeps a form's unsaved values in localStorage (per resource and item, half a second after
 * the last change), so a reload or a crashed tab loses nothing. A draft found when the form
 * opens is only offered, never put in silently: `offer` holds it until the user restores or
 * discards it. `serverChanged` says the item was saved elsewhere since the draft was made.
 */
import { useEffect, useState } from 'react';
import type { Row } from '../resource/types.ts';
import { sameValues } from './same-values.ts';

type Values = Record<string, unknown>;

export interface LocalDraft {
  values: Values;
  /** When it was written (ISO). */
  savedAt: string;
  /** The item's updated_at the edits started from (null while creating). */
  base: string | null;
}

const DELAY_MS = 500;

export function draftKey(route: string, id: string | null): string {
  return `ajans-cms:taslak:${route}:${id ?? 'yeni'}`;
}

function read(key: string): LocalDraft | null {
  try {
    const raw = localStorage.getItem(key);
    const d = raw ? (JSON.parse(raw) as LocalDraft) : null;
    return d && typeof d.values === 'object' && d.values !== null ? d : null;
  } catch {
    return null;
  }
}

function remove(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage unavailable (private mode): nothing was kept either.
  }
}

export function useLocalDraft(route: string, row: Row | null, formData: Values, dirty: boolean, initial: Values) {
  const key = draftKey(route, row?.id ?? null);
  const base = (row?.updated_at as string | undefined) ?? null;
  const [offer, setOffer] = useState<LocalDraft | null>(() => {
    const d = read(key);
    return d && !sameValues(d.values, initial) ? d : null;
  });

  useEffect(() => {
    // While a found draft waits for an answer it stays as it was.
    if (offer) return;
    if (!dirty) {
      remove(key);
      return;
    }
    const timer = setTimeout(() => {
      try {
        localStorage.setItem(key, JSON.stringify({ values: formData, savedAt: new Date().toISOString(), base } satisfies LocalDraft));
      } catch {
        // Full or unavailable storage: the form still works, only without the safety copy.
      }
    }, DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, formData, dirty, offer, base]);

  return {
    offer,
    serverChanged: offer !== null && row !== null && offer.base !== base,
    /** The offered draft's values, no longer offered (the caller puts them in the form). */
    takeOffer(): Values | null {
      const d = offer;
      setOffer(null);
      return d?.values ?? null;
    },
    /** Forgets the draft (after a save, or when the user discards it). */
    clear() {
      setOffer(null);
      remove(key);
    },
  };
}
