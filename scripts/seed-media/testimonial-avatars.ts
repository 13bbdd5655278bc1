/**
 * Draws the demo testimonials' avatars (supabase/seed-media/testimonial-<n>.webp): a gradient
 * square with the person's initials, so each avatar carries the initials of the name it
 * belongs to in supabase/seed/08_people.sql. Deterministic: the same names give the same
 * files. Run: npx tsx scripts/seed-media/testimonial-avatars.ts
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';

/** In the order of the testimonials in the seed (testimonial-1 … testimonial-7). */
export const PEOPLE = ['Ayşe Demir', 'Burak Çelik', 'Selin Arslan', 'Emre Koç', 'Gizem Yılmaz', 'Ahmet Yılmaz', 'Kerem Aksoy'];
const GRADIENTS: [string, string][] = [
  ['#10b981', '#047857'], ['#3b82f6', '#1d4ed8'], ['#8b5cf6', '#6d28d9'], ['#f59e0b', '#d97706'],
  ['#ec4899', '#be185d'], ['#14b8a6', '#0f766e'], ['#f97316', '#c2410c'],
];

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toLocaleUpperCase('tr-TR'))
    .join('');
}

function svg(name: string, [from, to]: [string, string]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="200" height="200" fill="url(#g)"/>
  <circle cx="170" cy="30" r="55" fill="#ffffff" fill-opacity="0.12"/>
  <circle cx="20" cy="185" r="40" fill="#ffffff" fill-opacity="0.10"/>
  <text x="100" y="100" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="64" fill="#ffffff">${initials(name)}</text>
</svg>`;
}

async function main(): Promise<void> {
  const dir = path.join(import.meta.dirname, '../../supabase/seed-media');
  for (const [i, name] of PEOPLE.entries()) {
    const file = path.join(dir, `testimonial-${i + 1}.webp`);
    await sharp(Buffer.from(svg(name, GRADIENTS[i % GRADIENTS.length]!))).webp({ quality: 80, effort: 6 }).toFile(file);
    console.log(`${file}: ${initials(name)}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
