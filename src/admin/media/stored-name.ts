/**
 * The stored object's name, made from the name the file had on the person's computer:
 * `Kampanya Afişi.png` is stored as `kampanya-afisi.png`. Turkish letters are transliterated,
 * everything is lower-cased, spaces (and underscores) become hyphens and other characters are
 * dropped (lib/slug.ts's rule). The extension always comes from the real content type. A name
 * already taken gets `-2`, `-3`… and, past those, a short random suffix.
 */
import { slugify } from '../../lib/slug.ts';

/** A base that is empty after cleaning (`!!!.png`, `çizim` in another script) is stored as this. */
export const FALLBACK_BASE = 'dosya';
/** Long names are cut (the column takes 255; a readable address needs far less). */
export const MAX_BASE_LENGTH = 80;
/** How many numbered names are tried before a random suffix. */
export const NUMBERED_TRIES = 9;

/** The cleaned base of a file name, without its extension. */
export function safeBaseName(originalName: string): string {
  const withoutExtension = originalName.replace(/\.[^.\s]{1,8}$/, '');
  const base = slugify(withoutExtension.replace(/[_.]+/g, ' ')).slice(0, MAX_BASE_LENGTH).replace(/-+$/, '');
  return base || FALLBACK_BASE;
}

/** The names to try in order: `base.ext`, `base-2.ext` … `base-9.ext`. */
export function numberedNames(base: string, extension: string): string[] {
  return Array.from({ length: NUMBERED_TRIES }, (_, i) => (i === 0 ? `${base}.${extension}` : `${base}-${i + 1}.${extension}`));
}

/** `base-k3x9qa.ext`: six random letters and digits, for when every numbered name is taken. */
export function randomName(base: string, extension: string, random: () => number = Math.random): string {
  const suffix = Array.from({ length: 6 }, () => '0123456789abcdefghijklmnopqrstuvwxyz'[Math.floor(random() * 36)]).join('');
  return `${base}-${suffix}.${extension}`;
}

/** The first name not in `taken`, from the original name and the real extension. */
export function freeStoredName(originalName: string, extension: string, taken: ReadonlySet<string>, random?: () => number): string {
  const base = safeBaseName(originalName);
  return numberedNames(base, extension).find((name) => !taken.has(name)) ?? randomName(base, extension, random);
}
