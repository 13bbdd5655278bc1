/**
 * The anchors of the blocks of the page being edited (issue 44: "Sayfadaki bölüm"): BlocksField
 * provides them from the form's current blocks, the link widget offers them as `#anchor`.
 */
import { createContext, useContext } from 'react';

export const PageAnchorsContext = createContext<readonly string[]>([]);

export function usePageAnchors(): readonly string[] {
  return useContext(PageAnchorsContext);
}

/** Each non-empty anchor once, in the page's order. */
export function anchorsOf(blocks: readonly { data?: unknown }[]): string[] {
  const out = new Set<string>();
  for (const b of blocks) {
    const anchor = (b.data as { anchor?: unknown } | null | undefined)?.anchor;
    if (typeof anchor === 'string' && anchor.trim()) out.add(anchor.trim());
  }
  return [...out];
}
