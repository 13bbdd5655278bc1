/**
 * A media image's focal point (media_library.focal_x / focal_y, 0–1 from the left/top edge):
 * the spot a cropped view (`object-fit: cover` cards, thumbnails) keeps in sight. Shared so
 * that every place that crops an image positions it the same way; no point means the middle.
 */
export interface FocalPoint {
  focal_x: number | null;
  focal_y: number | null;
}

const percent = (value: number) => `${Math.round(Math.min(1, Math.max(0, value)) * 1000) / 10}%`;

/** The CSS `object-position` for an image's focal point: `30% 70%`, or `50% 50%` without one. */
export function objectPositionOf(point: Partial<FocalPoint> | null | undefined): string {
  const x = point?.focal_x;
  const y = point?.focal_y;
  return x == null || y == null ? '50% 50%' : `${percent(x)} ${percent(y)}`;
}

/** The point clicked inside a box, as 0–1 coordinates rounded to three decimals (clamped to the box). */
export function focalPointAt(box: { left: number; top: number; width: number; height: number }, clientX: number, clientY: number): { focal_x: number; focal_y: number } {
  const axis = (offset: number, size: number) => (size > 0 ? Math.round(Math.min(1, Math.max(0, offset / size)) * 1000) / 1000 : 0.5);
  return { focal_x: axis(clientX - box.left, box.width), focal_y: axis(clientY - box.top, box.height) };
}

/**
 * An image's focal point carried into a crop of it (`box` in the image's pixels, `size` the
 * image's): the same spot of the picture, as 0–1 of the crop. A point outside the crop, or
 * none, gives none (the crop's middle).
 */
export function focalPointInCrop(
  point: Partial<FocalPoint> | null | undefined,
  size: { width: number; height: number },
  box: { x: number; y: number; width: number; height: number },
): FocalPoint {
  const none = { focal_x: null, focal_y: null };
  if (point?.focal_x == null || point.focal_y == null || box.width <= 0 || box.height <= 0) return none;
  const x = (point.focal_x * size.width - box.x) / box.width;
  const y = (point.focal_y * size.height - box.y) / box.height;
  if (x < 0 || x > 1 || y < 0 || y > 1) return none;
  const round = (v: number) => Math.round(v * 1000) / 1000;
  return { focal_x: round(x), focal_y: round(y) };
}

const OBJECT_PATH = '/storage/v1/object/public/';

/**
 * The Storage object an image address names (`media/afis.png`), whether stored site-relative
 * or absolute, or undefined for any other address: how a page's focal points are keyed, so a
 * stored address and the URL the browser loads find the same point.
 */
export function storageObjectKey(url: string | null | undefined): string | undefined {
  const at = url?.indexOf(OBJECT_PATH) ?? -1;
  return url && at >= 0 ? url.slice(at + OBJECT_PATH.length).split('?', 1)[0] : undefined;
}

/** A page's images' focal points by storageObjectKey: [x, y], 0–1. */
export type FocalPoints = Record<string, [number, number]>;

/** The focal point of an image address among a page's, as FocalPoint (none: the middle). */
export function focalPointOf(points: FocalPoints | undefined, url: string | null | undefined): FocalPoint {
  const key = storageObjectKey(url);
  const point = key === undefined ? undefined : points?.[key];
  return point ? { focal_x: point[0], focal_y: point[1] } : { focal_x: null, focal_y: null };
}
