/**
 * Signed preview links, shared by the admin (makes them), the public site (reads the token)
 * and the server (never caches such a page). A link is the item's own public URL with the
 * token in `?onizleme=`: the page renders at its real address, with its real route, and the
 * token is bound in the database to that one row of that one table (`public.preview_row`).
 * Only the token's SHA-256 is stored, so the database never holds a usable link.
 */
import { PUBLIC_CONTENT_TABLES } from '../../generated/public-content.ts';

/** The query parameter that carries a preview token. */
export const PREVIEW_PARAM = 'onizleme';

/** Link lifetimes staff choose from, in days. */
export const PREVIEW_DAYS = [1, 3, 7, 14, 30] as const;
export const DEFAULT_PREVIEW_DAYS = 7;

/** The tables whose rows a preview link can open: the public content (generated from schema/). */
export const PREVIEW_TABLES: readonly string[] = PUBLIC_CONTENT_TABLES;

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** A new random token: 32 bytes, base64url (43 characters). */
export function newPreviewToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The SHA-256 of a token, lowercase hex, as `preview_links.token_hash` stores it. */
export async function previewTokenHash(token: string): Promise<string> {
  return hex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))));
}

/** The preview address of an item's public path ('/blog/taslak') on a site origin. */
export function previewUrl(origin: string, publicPath: string, token: string): string {
  const url = new URL(publicPath, origin);
  url.searchParams.set(PREVIEW_PARAM, token);
  return url.toString();
}
