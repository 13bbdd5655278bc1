/**
 * Text PostgreSQL cannot hold, found before it reaches the database: bytes that are not UTF-8,
 * half a surrogate pair (JSON's `\ud800`, which JavaScript keeps but UTF-8 cannot encode:
 * PostgreSQL refuses it in jsonb with 22P05, node-postgres turns it into U+FFFD in text) and
 * U+0000 (22021 in text, 22P05 in jsonb). Each service refuses such input with a 400 in its
 * own shape (Auth's request-body.ts, REST's json-body.ts and handler, Storage, mail, the
 * functions) instead of a 500, or a silently changed value, from deeper down.
 */
import { isUtf8 } from 'node:buffer';

export type TextFault = 'not UTF-8' | 'lone surrogate' | 'NUL';

// A high surrogate not followed by a low one, or a low one not after a high one (code units).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with one string, if anything. */
export function stringFault(text: string): TextFault | undefined {
  if (text.includes('\u0000')) return 'NUL';
  return LONE_SURROGATE.test(text) ? 'lone surrogate' : undefined;
}

/** Whether bytes read as text are valid UTF-8 (one pass, no copy). */
export const isUtf8Text = (bytes: Buffer): boolean => isUtf8(bytes);

/**
 * The first string (object key or value) of a parsed JSON value that PostgreSQL cannot hold,
 * with the top-level key it sits under ('' for the value itself). Walked with a stack, not
 * recursion: a deep body must not exhaust it.
 */
export function findJsonFault(value: unknown): { key: string; fault: TextFault } | undefined {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length) {
    const [v, key] = pending.pop()!;
    if (typeof v === 'string') {
      const fault = stringFault(v);
      if (fault) return { key, fault };
    } else if (v !== null && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        const fault = stringFault(k);
        if (fault) return { key, fault }; // never echo the bad key itself
        pending.push([child, key || k]);
      }
    }
  }
  return undefined;
}

/**
 * A JSON text's fault, checked on the text first: a parsed value can hold a lone surrogate
 * or U+0000 only from a `\u` escape (JSON forbids raw control characters in strings, and
 * raw surrogate bytes are not UTF-8), so bodies without one are not walked at all.
 */
export function parsedJsonFault(text: string, value: unknown): { key: string; fault: TextFault } | undefined {
  return text.includes('\\u') ? findJsonFault(value) : undefined;
}

/**
 * What a query string's percent-escapes decode to when that is not text: bytes that are not
 * UTF-8 (a lone surrogate's `%ED%A0%80`, `%FF`; URLSearchParams would quietly make them
 * U+FFFD) or U+0000 (`%00`). `search` is `url.search`, already percent-encoded by URL parsing.
 */
// An escape of U+0000 or of a byte above ASCII: the only ones that can make a query not text.
const SUSPECT_ESCAPE = /%(?:00|[89a-fA-F][0-9a-fA-F])/;

export function queryFault(search: string): TextFault | undefined {
  // Most queries (every one the site and admin send but non-ASCII searches) stop here.
  if (!SUSPECT_ESCAPE.test(search)) return undefined;
  const buffer = percentDecoded(search);
  if (buffer.includes(0)) return 'NUL';
  return isUtf8(buffer) ? undefined : 'not UTF-8';
}

/** The bytes a percent-encoded text stands for (a `%` not followed by two hex digits stays). */
export function percentDecoded(search: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < search.length; i++) {
    const c = search.charCodeAt(i);
    if (c === 0x25 && /^[0-9a-fA-F]{2}$/.test(search.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(search.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(c & 0xff);
  }
  return Buffer.from(bytes);
}

/** PostgreSQL's words for the byte sequence at the first invalid UTF-8 in `bytes`, as in its 22021 message. */
export function invalidUtf8Sequence(bytes: Buffer): string {
  const nul = bytes.indexOf(0);
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (i === nul) return '0x00';
    if (b < 0x80) continue;
    const length = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc2 ? 2 : 1;
    const sequence = bytes.subarray(i, i + length);
    if (length === 1 || !isUtf8(sequence)) {
      return [...sequence].map((x) => `0x${x.toString(16).padStart(2, '0')}`).join(' ');
    }
    i += length - 1;
  }
  return '';
}
