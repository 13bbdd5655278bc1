/**
 * After "+ Ekle" the cursor goes into the new row (issue 27: focus stayed on the button, so
 * staff typed nowhere and saved an empty row). Call `added()` from the add button; once the row
 * has rendered, the first field of the last row gets the focus.
 */
import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [contenteditable="true"], button:not([disabled])';

/** The first field of the last row under `container` (rows: the elements `rowSelector` names). */
export function firstFieldOfLastRow(container: Element, rowSelector: string): HTMLElement | null {
  const rows = container.querySelectorAll(rowSelector);
  const last = rows[rows.length - 1];
  return last?.querySelector<HTMLElement>(FOCUSABLE) ?? null;
}

export function useFocusNewRow(container: RefObject<HTMLElement | null>, count: number, rowSelector: string): () => void {
  const pending = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (pending.current === null || count <= pending.current) return;
    pending.current = null;
    if (container.current) firstFieldOfLastRow(container.current, rowSelector)?.focus();
  }, [count, container, rowSelector]);
  return useCallback(() => {
    pending.current = count;
  }, [count]);
}
