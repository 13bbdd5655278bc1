/**
 * Prefetch of the next page: public pages are plain links (their interactive parts are
 * islands, src/public/islands/), so a page the visitor is about to open is fetched while the
 * pointer rests on its link (about 200 ms) or the finger touches it, and then opens at once.
 * The rules are inline in every public page (`<script type="speculationrules">`, put into
 * index.html by the build, vite.config.ts), allowed by their SHA-256 in the CSP like the head's
 * script. Inline, not named by a `Speculation-Rules` header: a file of its own is one more
 * request before the largest paint. A browser without the feature ignores the script.
 * Only same-origin page links: never the admin, the APIs, a link that opens elsewhere or a
 * download. Prefetch only fetches the HTML (no script runs, unlike prerender).
 */
const NOT_PAGES = ['/admin{/*}?', '/rest/*', '/auth/*', '/storage/*', '/functions/*', '/mail/*', '/canli-onizleme/*'];

export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          ...NOT_PAGES.map((pattern) => ({ not: { href_matches: pattern } })),
          { not: { selector_matches: '[target="_blank"], [download], [rel~="nofollow"]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
});
