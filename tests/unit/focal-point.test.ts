import { describe, expect, it } from 'vitest';
import { focalPointAt, focalPointInCrop, focalPointOf, objectPositionOf, storageObjectKey } from '../../src/lib/focal-point.ts';

describe('focal point', () => {
  it('gives object-position in percent, the middle without a point', () => {
    expect(objectPositionOf({ focal_x: 0.3, focal_y: 0.75 })).toBe('30% 75%');
    expect(objectPositionOf({ focal_x: 0, focal_y: 1 })).toBe('0% 100%');
    expect(objectPositionOf({ focal_x: 0.1234, focal_y: 0.5 })).toBe('12.3% 50%');
    expect(objectPositionOf({ focal_x: null, focal_y: 0.2 })).toBe('50% 50%');
    expect(objectPositionOf(null)).toBe('50% 50%');
  });
  it('turns a click into 0–1 coordinates of the box, clamped and rounded', () => {
    const box = { left: 100, top: 50, width: 400, height: 200 };
    expect(focalPointAt(box, 200, 200)).toEqual({ focal_x: 0.25, focal_y: 0.75 });
    expect(focalPointAt(box, 50, 400)).toEqual({ focal_x: 0, focal_y: 1 });
    expect(focalPointAt(box, 233.3333, 50)).toEqual({ focal_x: 0.333, focal_y: 0 });
    expect(focalPointAt({ left: 0, top: 0, width: 0, height: 0 }, 5, 5)).toEqual({ focal_x: 0.5, focal_y: 0.5 });
  });

  it('carries a focal point into a crop: the same spot of the picture, none when it falls outside', () => {
    const size = { width: 1600, height: 900 };
    // 0.5, 0.5 of 1600 × 900 is (800, 450); in the crop 700,100 500 × 500 that is (100, 350).
    expect(focalPointInCrop({ focal_x: 0.5, focal_y: 0.5 }, size, { x: 700, y: 100, width: 500, height: 500 })).toEqual({ focal_x: 0.2, focal_y: 0.7 });
    expect(focalPointInCrop({ focal_x: 0.25, focal_y: 0.5 }, size, { x: 0, y: 31, width: 1600, height: 838 })).toEqual({ focal_x: 0.25, focal_y: 0.5 });
    expect(focalPointInCrop({ focal_x: 0.1, focal_y: 0.5 }, size, { x: 700, y: 100, width: 500, height: 500 })).toEqual({ focal_x: null, focal_y: null });
    expect(focalPointInCrop({ focal_x: null, focal_y: 0.5 }, size, { x: 0, y: 0, width: 10, height: 10 })).toEqual({ focal_x: null, focal_y: null });
  });

  it('keys a page\'s focal points by the Storage object, stored relative or loaded absolute', () => {
    expect(storageObjectKey('/storage/v1/object/public/media/seed/blog-1.webp')).toBe('media/seed/blog-1.webp');
    expect(storageObjectKey('http://localhost:3000/storage/v1/object/public/media/seed/blog-1.webp?v=2')).toBe('media/seed/blog-1.webp');
    expect(storageObjectKey('https://cdn.example/a.webp')).toBeUndefined();
    const points = { 'media/seed/blog-1.webp': [0.3, 0.75] as [number, number] };
    expect(focalPointOf(points, 'http://localhost:3000/storage/v1/object/public/media/seed/blog-1.webp')).toEqual({ focal_x: 0.3, focal_y: 0.75 });
    expect(focalPointOf(points, '/storage/v1/object/public/media/seed/blog-2.webp')).toEqual({ focal_x: null, focal_y: null });
    expect(focalPointOf(undefined, undefined)).toEqual({ focal_x: null, focal_y: null });
  });
});
