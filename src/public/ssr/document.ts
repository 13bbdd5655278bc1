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
}

const ROOT = /<div id="root"><\/div>/;

export function fillDocument(template: string, parts: DocumentParts): string {
  if (!ROOT.test(template)) throw new Error('index.html has no <div id="root"></div>');
  // Functions as replacements: `$` in content must not be read as a pattern.
  return template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<\/head>/i, () => `  ${parts.head}\n  </head>`)
    .replace(ROOT, () => `<div id="root">${parts.body}</div>${parts.afterRoot}`);
}
