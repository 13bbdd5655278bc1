/**
 * URL slugs for content (services, posts, pages…).
 *
 * Product rule: Turkish letters are transliterated to their plain Latin
 * counterparts first, then the text is lower-cased and everything outside
 * `a-z`, `0-9`, whitespace and `-` is dropped; whitespace runs become single
 * hyphens and leading/trailing hyphens are trimmed.
 */

const TURKISH_MAP: Readonly<Record<string, string>> = {
  ç: 'c', Ç: 'c',
  ğ: 'g', Ğ: 'g',
  ı: 'i', İ: 'i',
  ö: 'o', Ö: 'o',
  ş: 's', Ş: 's',
  ü: 'u', Ü: 'u',
  â: 'a', Â: 'a',
  î: 'i', Î: 'i',
  û: 'u', Û: 'u',
};

const TURKISH_CHARS = /[çÇğĞıİöÖşŞüÜâÂîÎûÛ]/g;

/** A slug: lower-case ASCII letters/digits in groups separated by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function slugify(text: string): string {
  return (
    text
      // Turkish first, so that e.g. 'İ' never turns into 'i' + combining dot.
      .replace(TURKISH_CHARS, (ch) => TURKISH_MAP[ch] ?? ch)
      // Other accented letters: decompose and drop the combining marks (é → e).
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .replace(/-{2,}/g, '-')
      .replace(/^-+|-+$/g, '')
  );
}

export function isValidSlug(s: string): boolean {
  return SLUG_PATTERN.test(s);
}
