/**
 * Writes src/fonts/inter-turkish-wght-normal.woff2: the few letters Turkish needs beyond
 * Latin-1 (Ğ ğ İ Ş ş, and ₺), cut from Inter's Latin Extended file with HarfBuzz's subsetter,
 * weights axis kept. Turkish text then loads this small file instead of the 85 KB Latin
 * Extended one (src/fonts.css). Run again after updating @fontsource-variable/inter:
 *
 *   npx tsx scripts/fonts/subset-inter.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { PROJECT_ROOT } from '../../server/db/setup.ts';

/** Keep in step with the unicode-range of the face in src/fonts.css. */
const TURKISH_LETTERS = 'ĞğİŞş₺';

const source = path.join(PROJECT_ROOT, 'node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2');
const target = path.join(PROJECT_ROOT, 'src/fonts/inter-turkish-wght-normal.woff2');

const subset = await subsetFont(fs.readFileSync(source), TURKISH_LETTERS, { targetFormat: 'woff2' });
fs.writeFileSync(target, subset);
console.log(`${path.relative(PROJECT_ROOT, target)}: ${subset.length} bytes`);
