/**
 * Writes the two Inter files the public site loads, cut from @fontsource-variable/inter with
 * HarfBuzz's subsetter (subset-font), both with the weights the site uses (400–900 of the
 * variable axis) and only the default OpenType features (Inter's stylistic sets and character
 * variants, which the site never turns on, are most of the size):
 * - src/fonts/inter-latin-core-wght-normal.woff2: the Latin file's characters (Latin-1 and
 *   punctuation), 48 KB → about 32 KB;
 * - src/fonts/inter-turkish-wght-normal.woff2: the few letters Turkish needs beyond Latin-1
 *   (Ğ ğ İ Ş ş, and ₺), 3 KB instead of the 85 KB Latin Extended file.
 * src/fonts.css declares them after Fontsource's faces, so they win for their characters. Run
 * again after updating @fontsource-variable/inter:
 *
 *   npx tsx scripts/fonts/subset-inter.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { PROJECT_ROOT } from '../../server/platform/db/setup.ts';

const FILES = path.join(PROJECT_ROOT, 'node_modules/@fontsource-variable/inter/files');
/** The site's lightest and boldest weights; keep in step with `font-weight` in src/fonts.css. */
const WEIGHTS = { min: 400, max: 900 };

/** The characters of a `unicode-range` list such as `U+0000-00FF, U+0131`. */
function charactersOf(unicodeRange: string): string {
  let text = '';
  for (const part of unicodeRange.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-') as [string, string?];
    for (let c = parseInt(from, 16); c <= parseInt(to, 16); c++) text += String.fromCodePoint(c);
  }
  return text;
}

/** Keep each range in step with the unicode-range of its face in src/fonts.css. */
const SUBSETS = [
  {
    source: 'inter-latin-wght-normal.woff2',
    target: 'inter-latin-core-wght-normal.woff2',
    range: 'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  },
  { source: 'inter-latin-ext-wght-normal.woff2', target: 'inter-turkish-wght-normal.woff2', range: 'U+011E-011F, U+0130, U+015E-015F, U+20BA' },
];

for (const { source, target, range } of SUBSETS) {
  const subset = await subsetFont(fs.readFileSync(path.join(FILES, source)), charactersOf(range), { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } });
  const file = path.join(PROJECT_ROOT, 'src/fonts', target);
  fs.writeFileSync(file, subset);
  console.log(`${path.relative(PROJECT_ROOT, file)}: ${subset.length} bytes`);
}
