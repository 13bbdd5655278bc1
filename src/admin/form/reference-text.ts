/**
 * The default language's value of a field as plain text, shown beside the field while it is
 * translated: markup without its tags, a list or block contents as their texts joined. Empty
 * (nothing to show) when the value holds no text.
 */
import { htmlToPlainText } from '../../lib/plain-text.ts';

/** Block and object keys that hold codes, never text a translator reads. */
const CODE_KEYS = new Set(['id', 'type', 'key', 'anchor', 'icon', 'variant', 'style', 'layout', 'image', 'url', 'href', 'link', 'color']);
const CODE_TEXT = /^(https?:\/\/|\/|#)|^[0-9a-f]{8}-[0-9a-f]{4}-/i;

function texts(value: unknown, out: string[]): void {
  if (typeof value === 'string') {
    if (CODE_TEXT.test(value)) return;
    const text = /<[a-z][^>]*>/i.test(value) ? htmlToPlainText(value) : value;
    if (text.trim()) out.push(text.trim());
  } else if (Array.isArray(value)) for (const v of value) texts(v, out);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) if (!CODE_KEYS.has(k)) texts(v, out);
}

export function referenceText(value: unknown): string {
  const out: string[] = [];
  texts(value, out);
  return out.join(' · ');
}
