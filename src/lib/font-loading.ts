/**
 * When the public site's text is set in Inter. The first page a visitor opens is painted in
 * 'Inter Fallback' (src/fonts.css: Arial scaled to Inter's widths) and stays so: Inter's files
 * are fetched only once that page and its main image are on screen (src/boot.ts calls
 * fetchFonts), so on a phone they never share the bandwidth with what the visitor waits for,
 * and no text is re-laid out under the visitor's eyes (a swap could re-wrap a line and move
 * the page). From then on Inter is used: the next page shown by the app (showInter, from the public layout),
 * and every page loaded later, through a tiny script in the head (FONTS_EARLY_SCRIPT, allowed
 * by its hash in the page's CSP) that sets FONTS_CLASS before the first paint.
 *
 * Shared by the browser (boot.ts, the public layout), the build (vite.config.ts puts the
 * script in index.html) and the server (its hash in the Content-Security-Policy).
 */

/** On <html>: the site's text is set in Inter (PublicSite's global styles). */
export const FONTS_CLASS = 'fonts';

/** localStorage key: Inter's files were fetched, so the browser has them cached. */
export const FONTS_CACHED_KEY = 'fonts-cached';

/** Runs in the head, before the first paint: no request, a few bytes. */
export const FONTS_EARLY_SCRIPT = `try{if(localStorage.getItem('${FONTS_CACHED_KEY}'))document.documentElement.classList.add('${FONTS_CLASS}')}catch(e){}`;

function remember(): void {
  try {
    localStorage.setItem(FONTS_CACHED_KEY, '1');
  } catch {
    // Storage may be off (private modes): pages then start in the fallback.
  }
}

/**
 * Whether the page sets any text in Inter: the public site's fonts are the site settings'
 * choice (src/lib/brand-theme.ts writes them as variables); a page without them (the admin)
 * uses Inter.
 */
function usesInter(): boolean {
  const style = getComputedStyle(document.documentElement);
  const fonts = ['--font-body-loaded', '--font-heading-loaded'].map((name) => style.getPropertyValue(name));
  return fonts.every((f) => !f.trim()) || fonts.some((f) => f.includes('Inter Variable'));
}

/**
 * Fetches Inter's files (the URLs of src/fonts.css's Latin and Turkish faces) into the
 * browser's cache without using them on this page, and notes that they are there.
 */
export function fetchFonts(urls: readonly string[]): void {
  if (document.documentElement.classList.contains(FONTS_CLASS) || typeof FontFace === 'undefined' || !usesInter()) return;
  Promise.all(urls.map((url) => new FontFace('Inter Variable Fetch', `url(${url})`).load()))
    .then(remember)
    .catch(() => undefined);
}

/** Sets the text in Inter: called when the app shows another page (the whole page changes then anyway). */
export function showInter(): void {
  document.documentElement.classList.add(FONTS_CLASS);
}
