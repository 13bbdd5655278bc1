/**
 * What Storage accepts and renders is the app's decision, handed to the platform at start
 * (server/app/storage-policy.ts): which file types an upload may be (by its first bytes, not
 * its name) and which image variants the render endpoint makes, so the site's `srcset` and
 * the server cannot drift apart.
 */

export type RenderFormat = 'origin' | 'webp' | 'avif';

export interface StoragePolicy {
  /** What a file is from its first bytes; undefined: a type uploads may not have. */
  sniffContentType(bytes: Uint8Array): string | undefined;
  /** Whether a declared Content-Type names the sniffed type (aliases included). */
  sameType(declared: string, sniffed: string): boolean;
  /** How many leading bytes `sniffContentType` needs. */
  sniffBytes: number;
  /** The only widths rendered; every other width is refused. */
  renderWidths: readonly number[];
  /** `format=` values. */
  renderFormats: readonly RenderFormat[];
  /** The one encoder quality per output format. */
  renderQuality: Readonly<{ jpeg: number; webp: number; avif: number }>;
  /** The one `quality=` a request may name. */
  defaultRenderQuality: number;
}
