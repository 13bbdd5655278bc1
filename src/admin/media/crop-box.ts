/**
 * The crop rectangle of the media detail, in the image's own pixels: the ratios offered, the
 * box a ratio starts with (the largest one centred in the image), and moving and resizing that
 * keep it inside the image, at its ratio and at least MIN_SIDE px. Whole pixels throughout, so
 * a 1:1 crop is exactly square.
 */

export interface CropBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CropRatio {
  key: string;
  label: string;
  /** width / height; null for a free rectangle. */
  value: number | null;
}

export const CROP_RATIOS: readonly CropRatio[] = [
  { key: 'free', label: 'Serbest', value: null },
  { key: '1:1', label: '1:1', value: 1 },
  { key: '4:3', label: '4:3', value: 4 / 3 },
  { key: '16:9', label: '16:9', value: 16 / 9 },
  { key: '3:2', label: '3:2', value: 3 / 2 },
  { key: 'og', label: 'Open Graph 1.91:1', value: 1.91 },
];

/** The smallest side a crop may have. */
export const MIN_SIDE = 16;

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/** The largest box of `ratio` centred in a `width` × `height` image (the whole image when free). */
export function initialBox(width: number, height: number, ratio: number | null): CropBox {
  if (ratio === null) return { x: 0, y: 0, width, height };
  let w = width;
  let h = Math.round(width / ratio);
  if (h > height) {
    h = height;
    w = Math.round(height * ratio);
  }
  w = Math.min(w, width);
  if (ratio === 1) h = w = Math.min(w, h);
  return { x: Math.floor((width - w) / 2), y: Math.floor((height - h) / 2), width: w, height: h };
}

/** The box moved by (dx, dy), stopping at the image's edges. */
export function moveBox(box: CropBox, dx: number, dy: number, imageWidth: number, imageHeight: number): CropBox {
  return { ...box, x: Math.round(clamp(box.x + dx, 0, imageWidth - box.width)), y: Math.round(clamp(box.y + dy, 0, imageHeight - box.height)) };
}

/**
 * The box with its bottom-right corner moved by (dw, dh), the top-left corner kept. With a
 * ratio the larger change leads and the other side follows it.
 */
export function resizeBox(box: CropBox, dw: number, dh: number, ratio: number | null, imageWidth: number, imageHeight: number): CropBox {
  const maxW = imageWidth - box.x;
  const maxH = imageHeight - box.y;
  if (ratio === null) {
    return { ...box, width: Math.round(clamp(box.width + dw, MIN_SIDE, maxW)), height: Math.round(clamp(box.height + dh, MIN_SIDE, maxH)) };
  }
  const wanted = Math.abs(dw) >= Math.abs(dh * ratio) ? box.width + dw : (box.height + dh) * ratio;
  const minW = ratio >= 1 ? MIN_SIDE * ratio : MIN_SIDE;
  let width = Math.floor(clamp(wanted, Math.min(minW, maxW), Math.min(maxW, maxH * ratio)));
  let height = Math.round(width / ratio);
  if (height > maxH) {
    height = maxH;
    width = Math.floor(height * ratio);
  }
  if (ratio === 1) height = width = Math.min(width, height);
  return { ...box, width, height };
}

/** What an arrow key does: moves the box, or with shift resizes it; null for any other key. */
export function boxAfterKey(box: CropBox, key: string, shift: boolean, ratio: number | null, imageWidth: number, imageHeight: number): CropBox | null {
  const step = Math.max(1, Math.round(Math.max(imageWidth, imageHeight) / 100));
  const deltas: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
  const delta = deltas[key];
  if (!delta) return null;
  return shift ? resizeBox(box, delta[0], delta[1], ratio, imageWidth, imageHeight) : moveBox(box, delta[0], delta[1], imageWidth, imageHeight);
}
