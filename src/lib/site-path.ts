/**
 * Paths on this site, as links and redirects use them. One rule for "is this a site path": a
 * browser reads `\` as `/` and drops tabs and newlines, so `/\evil.example`, `\\evil.example`
 * and `/\t/evil.example` all mean `//evil.example`, another host. One spelling of a path for
 * comparing and matching (redirects): no trailing slash, percent-escapes decoded where that
 * changes nothing (`%C3%A7` is `ç`, `%2F` stays), the rest in upper case. And one way to write
 * a path into a header (`Location`): every character outside URL syntax percent-encoded.
 */

/** Characters a browser removes from a URL before reading it. */
const IGNORED = /[\t\n\r]/g;

/** True for `/…` on this site; false for `//host`, `/\host`, `\\host` and anything else. */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])/.test(value.replace(IGNORED, ''));
}

/** True when a browser would read the link as protocol-relative (`//host`, `\\host`, `/\host`). */
export function isProtocolRelative(value: string): boolean {
  return /^[/\\]{2}/.test(value.replace(IGNORED, '').trim());
}

function decodeEscapes(path: string): string {
  // Runs of escapes, so a multi-byte letter decodes whole; a run that is not UTF-8 stays escaped.
  const decoded = path.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURI(run);
    } catch {
      return run;
    }
  });
  // decodeURI keeps reserved ones (%2F, %3F…) as written: one case for them.
  return decoded.replace(/%[0-9a-f]{2}/gi, (e) => e.toUpperCase());
}

/**
 * The one spelling of a site path (its query and fragment, if any, kept as they are):
 * `/Blog/%c3%a7ay/` and `/Blog/çay` are both `/Blog/çay`. Case of the path itself counts.
 */
export function normalizeSitePath(value: string): string {
  const cut = value.search(/[?#]/);
  const path = cut < 0 ? value : value.slice(0, cut);
  const rest = cut < 0 ? '' : value.slice(cut);
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  return decodeEscapes(trimmed) + rest;
}

/** A path (with query) safe for a header: letters outside ASCII and spaces percent-encoded, escapes kept. */
export function encodeSitePath(value: string): string {
  return value
    .replace(/%(?![0-9A-Fa-f]{2})/g, '%25')
    .replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/?#%]/gu, (c) => {
      try {
        return encodeURIComponent(c);
      } catch {
        // A lone surrogate: not a character at all.
        return '%EF%BF%BD';
      }
    });
}
