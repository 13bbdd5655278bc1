/**
 * What Storage accepts and renders is the app's decision, handed to the platform at start
 * (server/app/storage-policy.ts): which file types an upload may be (by its first bytes, not
 * its name) and which image variants the render endpoint makes, so the site's `srcset` and
 * the server cannot drift apart.
 */

export type RenderFormat = 'origin' | 'webp' | 'avif';

/** A fixed-size variant (`width` and `height` with `resize=cover`), e.g. the 1200 × 630 share image. */
export interface RenderCrop {
  width: number;
  height: number;
}

/** Where an image's subject is, 0–1 from the left and top edge. */
export interface ImageFocus {
  x: number;
  y: number;
}

/** Runs one read as the server (the platform's admin pool). */
export type PolicyQuery = (sql: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export interface StoragePolicy {
  /** What a file is from its first bytes; undefined: a type uploads may not have. */
  sniffContentType(bytes: Uint8Array): string | undefined;
  /** Whether a declared Content-Type names the sniffed type (aliases included). */
  sameType(declared: string, sniffed: string): boolean;
  /** How many leading bytes `sniffContentType` needs. */
  sniffBytes: number;
  /** The only widths rendered; every other width is refused. */
  renderWidths: readonly number[];
  /** The only width × height pairs rendered (cropped to cover); any other height is refused. */
  renderCrops: readonly RenderCrop[];
  /** Where the app keeps a stored image's subject: a crop is cut around it (none: the middle). */
  focusOf?(query: PolicyQuery, bucketId: string, name: string): Promise<ImageFocus | null>;
  /** `format=` values. */
  renderFormats: readonly RenderFormat[];
  /** The one encoder quality per output format. */
  renderQuality: Readonly<{ jpeg: number; webp: number; avif: number }>;
  /** The one `quality=` a request may name. */
  defaultRenderQuality: number;
}
