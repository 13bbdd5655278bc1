/**
 * Titles with highlighted words written without HTML: `Markanızı *dijitalde* büyütüyoruz`
 * shows "dijitalde" in the hero accent colour (the span the home hero styles). A lone `*`
 * stays as it is.
 */
import type { ReactNode } from 'react';

export function highlightedWords(text: string): ReactNode[] {
  return text.split(/(\*[^*]+\*)/g).flatMap((part, i): ReactNode[] => {
    if (!part) return [];
    return part.length > 2 && part.startsWith('*') && part.endsWith('*') ? [<span key={i}>{part.slice(1, -1)}</span>] : [part];
  });
}
