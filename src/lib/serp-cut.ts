/**
 * Where Google cuts a result's title and description: by the width the text takes, not by its
 * number of characters (a title of wide letters is cut sooner). Google shows about 580 px of a
 * desktop title at Arial 20 px and about 920 px of a description at Arial 14 px (two lines),
 * and ends a cut text with "…". `measure` gives a text's width in pixels (a canvas's
 * measureText in the browser).
 */
export const SERP_TITLE = { maxPx: 580, font: '20px Arial' } as const;
export const SERP_DESCRIPTION = { maxPx: 920, font: '14px Arial' } as const;

const ELLIPSIS = '…';

export interface Cut {
  text: string;
  cut: boolean;
}

/** The longest start of `text` that fits in `maxPx` with "…" after it, cut after a word when one ends late enough. */
export function cutToWidth(text: string, maxPx: number, measure: (s: string) => number): Cut {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (measure(clean) <= maxPx) return { text: clean, cut: false };
  // Binary search the longest prefix (in characters) that fits with the ellipsis.
  let lo = 0;
  let hi = clean.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(clean.slice(0, mid).trimEnd() + ELLIPSIS) <= maxPx) lo = mid;
    else hi = mid - 1;
  }
  let end = lo;
  const space = clean.lastIndexOf(' ', end);
  // Google prefers a word boundary, unless it would drop much of the line.
  if (space > end * 0.7 && clean[end] !== ' ') end = space;
  return { text: clean.slice(0, end).trimEnd() + ELLIPSIS, cut: true };
}

/** A measure from a 2D canvas context (the browser), falling back to an average Arial width. */
export function canvasMeasure(font: string): (s: string) => number {
  const px = Number(/(\d+(?:\.\d+)?)px/.exec(font)?.[1] ?? 16);
  const context = typeof document !== 'undefined' ? document.createElement('canvas').getContext('2d') : null;
  if (!context) return (s) => s.length * px * 0.55;
  context.font = font;
  return (s) => context.measureText(s).width;
}
