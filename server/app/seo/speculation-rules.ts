/**
 * Prefetch of the next page: public pages are plain links (their interactive parts are
 * islands, src/public/islands/), so a page the visitor is about to open is fetched while the
 * pointer rests on its link (about 200 ms) or the finger touches it, and then opens at once.
 * The rules reach the browser through the `Speculation-Rules` header of each public page
 * (no inline script, so the Content-Security-Policy stays as it is); a browser without the
 * feature ignores it. Only same-origin page links: never the admin, the APIs, a link that opens
 * elsewhere or a download. Prefetch only fetches the HTML (no script runs, unlike prerender).
 */
export const SPECULATION_RULES_PATH = '/speculation-rules.json';

/** The header's value: a structured-header string naming the rules file. */
export const SPECULATION_RULES_HEADER = `"${SPECULATION_RULES_PATH}"`;

export const SPECULATION_RULES_TYPE = 'application/speculationrules+json';

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
