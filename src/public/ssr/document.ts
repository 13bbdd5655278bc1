/**
 * The built index.html filled in for one page: its metadata, its critical styles, the client
 * config and the rendered markup with the data it was rendered from.
 */
export interface DocumentParts {
  /** Tags for <head> (metadata, styles, JSON blocks), replacing the template's <title>. */
  head: string;
  /** The rendered markup inside <div id="root">. */
  body: string;
  /** After the root (the initial-state JSON block). */
  afterRoot: string;
  /**
   * The page hydrates only its islands (src/public/islands/): the data key it was rendered
   * for, and the query parameters that key reads, so that src/boot.ts runs the islands only at
   * that URL. Absent: the browser runs the whole React app (the live preview).
   */
  islands?: { key: string; searchKeys: readonly string[] };
  /** The page's language: `<html lang>`. */
  lang?: string;
}

/** The islands runtime's address in the built index.html (vite.islands.config.ts writes it). */
const ISLANDS_META = /<meta name="islands-script" content="([^"]*)">/;
const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function islandsMeta(src: string, islands: DocumentParts['islands']): string {
  if (!islands) return '';
  return `<meta name="islands-script" content="${src}" data-key="${attr(islands.key)}" data-search-keys="${attr(islands.searchKeys.join(','))}">`;
}

const ROOT = /<div id="root"><\/div>/;
/** The resource hints React writes first when it renders into a container (preload() calls). */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/?>)+/;

/**
 * Moves the preloads React put at the start of the markup (the LCP image's, with its srcset)
 * to the top of the head, before the stylesheets and inline styles, so the browser requests
 * the image first. Hydration is unaffected: React skips such links in the root either way.
 */
export function hoistPreloads(body: string): { preloads: string; body: string } {
  const preloads = LEADING_PRELOADS.exec(body)?.[0] ?? '';
  return { preloads, body: body.slice(preloads.length) };
}

export function fillDocument(template: string, parts: DocumentParts): string {
  if (!ROOT.test(template)) throw new Error('index.html has no <div id="root"></div>');
  const { preloads, body } = hoistPreloads(parts.body);
  // Functions as replacements: `$` in content must not be read as a pattern.
  return template
    .replace(/<html lang="[^"]*"/i, (tag) => (parts.lang ? `<html lang="${attr(parts.lang)}"` : tag))
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/(<meta name="viewport"[^>]*>)/i, (viewport) => (preloads ? `${viewport}\n    ${preloads}` : viewport))
    .replace(ISLANDS_META, (_tag, src: string) => islandsMeta(src, parts.islands))
    .replace(/<\/head>/i, () => `  ${parts.head}\n  </head>`)
    .replace(ROOT, () => `<div id="root">${body}</div>${parts.afterRoot}`);
}
