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

/** The part of a source a crop takes, in the source's pixels. */
export interface CropArea {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * A `target`-sized crop covering it (`resize=cover`): the largest area of the target's ratio
 * the source has, centred on the focus (0–1; none: the middle) as far as the edges allow, and
 * the output size: the target, or the area itself when the source is smaller (no enlarging).
 */
export function coverCrop(source: PixelSize, target: PixelSize, focus: { x: number; y: number } | null): { area: CropArea; size: PixelSize } {
  const ratio = target.width / target.height;
  const wide = source.width / source.height > ratio;
  const width = Math.max(1, Math.min(source.width, wide ? Math.round(source.height * ratio) : source.width));
  const height = Math.max(1, Math.min(source.height, wide ? source.height : Math.round(source.width / ratio)));
  const place = (at: number, side: number, whole: number) => Math.min(whole - side, Math.max(0, Math.round(at * whole - side / 2)));
  const area = { left: place(focus?.x ?? 0.5, width, source.width), top: place(focus?.y ?? 0.5, height, source.height), width, height };
  const scale = Math.min(1, target.width / width);
  return { area, size: { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) } };
}
