/**
 * When the public site's text is set in Inter. The first page a visitor opens is painted in
 * 'Inter Fallback' (src/fonts.css: Arial scaled to Inter's widths) and downloads no font at all
 * (issue 46: a first view weighs what WordPress's does): Inter's files are fetched when the
 * visitor points at or focuses a link of that page, or else on the next page of the visit once it
 * and its main image are on screen (src/boot.ts calls fetchFontsWhenWanted), so on a phone
 * they never share the bandwidth with what the visitor waits for, and the largest paint never
 * waits for a font. When they are in, that page's headings turn to Inter
 * (HEADINGS_CLASS): Chrome does not report a new largest paint for text whose font changes,
 * and a heading's line boxes keep their height (its line-height is a number), while its text
 * re-wraps at most where a line ends within the small width difference of the metric twin.
 * Running text stays in the twin on that page: paragraphs re-wrapping under the visitor's eyes
 * would move the page. From then on everything is in Inter: the next page shown by the app
 * (showInter, from the public layout), and every page loaded later, through a tiny script in the head
 * (FONTS_EARLY_SCRIPT, allowed by its hash in the page's CSP) that sets FONTS_CLASS before the
 * first paint.
 *
 * Shared by the browser (boot.ts, the public layout), the build (vite.config.ts puts the
 * script in index.html) and the server (its hash in the Content-Security-Policy).
 */

/** On <html>: the site's text is set in Inter (PublicSite's global styles). */
export const FONTS_CLASS = 'fonts';

/** On <html>: the headings are set in Inter (the first page, once Inter's files are in). */
export const HEADINGS_CLASS = 'fonts-headings';

/** localStorage key: Inter's files were fetched, so the browser has them cached. */
export const FONTS_CACHED_KEY = 'fonts-cached';

/** localStorage key: this browser has shown a page of the site before (its fonts may follow). */
export const VISITED_KEY = 'visited';

/** What tells that the visitor is about to open another page: a link pointed at, touched or focused. */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

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
 * browser's cache, notes that they are there, and sets this page's headings in Inter.
 */
export function fetchFonts(urls: readonly string[]): void {
  if (document.documentElement.classList.contains(FONTS_CLASS) || typeof FontFace === 'undefined' || !usesInter()) return;
  // display: 'swap' as src/fonts.css's faces have (FontFace's default, 'auto', fails Lighthouse's font-display audit).
  Promise.all(urls.map((url) => new FontFace('Inter Variable Fetch', `url(${url})`, { display: 'swap' }).load()))
    .then(() => {
      remember();
      document.documentElement.classList.add(HEADINGS_CLASS);
    })
    .catch(() => undefined);
}

/** Sets the text in Inter: called when the app shows another page (the whole page changes then anyway). */
export function showInter(): void {
  document.documentElement.classList.add(FONTS_CLASS);
}

/** Whether an earlier page of the site was shown in this browser; notes that this one was. */
function visitedBefore(): boolean {
  try {
    const visited = localStorage.getItem(VISITED_KEY) !== null;
    localStorage.setItem(VISITED_KEY, '1');
    return visited;
  } catch {
    return true;
  }
}

/**
 * Inter for the pages after the first: fetched now on a later page of the visit, on the first
 * page only when the visitor reaches for a link (the next page then opens in Inter).
 */
export function fetchFontsWhenWanted(urls: readonly string[]): void {
  if (visitedBefore()) return fetchFonts(urls);
  const onIntent = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest('a[href]')) return;
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
    fetchFonts(urls);
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
}
