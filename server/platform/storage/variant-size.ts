/**
 * The pixel size of a rendered variant, worked out from the source's size before any pixel is
 * decoded: the requested width, never more than the source (no enlarging, as imgproxy) and
 * never taller than MAX_OUTPUT_HEIGHT (a very tall source fits inside width × that height).
 * The cache key names this size, not the request's width, so the widths above a small source
 * share one entry and one render.
 */
export const MAX_OUTPUT_HEIGHT = 2500;

export interface PixelSize {
  width: number;
  height: number;
}

/** The size a source shows at: EXIF orientations 5–8 turn it a quarter. */
export function orientedSize(width: number, height: number, orientation: number | undefined): PixelSize {
  return (orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

export function variantSize(source: PixelSize, width: number): PixelSize {
  const scale = Math.min(width / source.width, MAX_OUTPUT_HEIGHT / source.height, 1);
  return { width: Math.max(1, Math.round(source.width * scale)), height: Math.max(1, Math.round(source.height * scale)) };
}
