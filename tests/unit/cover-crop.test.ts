import { describe, expect, it } from 'vitest';
import { coverCrop } from '../../server/platform/storage/variant-size.ts';

const OG = { width: 1200, height: 630 };

describe('coverCrop (the share image around the focal point)', () => {
  it('takes the largest 1200:630 area, centred on the focus as far as the edges allow', () => {
    // 2000 × 630 is wider: the full height, 1200 wide; focus 0.35 → centre 700, left 100.
    expect(coverCrop({ width: 2000, height: 630 }, OG, { x: 0.35, y: 0.5 })).toEqual({ area: { left: 100, top: 0, width: 1200, height: 630 }, size: OG });
    // Near the edges it stops at them.
    expect(coverCrop({ width: 2000, height: 630 }, OG, { x: 0.05, y: 0.5 }).area.left).toBe(0);
    expect(coverCrop({ width: 2000, height: 630 }, OG, { x: 0.95, y: 0.5 }).area.left).toBe(800);
    // No focus: the middle.
    expect(coverCrop({ width: 2000, height: 630 }, OG, null).area.left).toBe(400);
  });

  it('crops a taller source in height and scales the area down to 1200 × 630', () => {
    // 1600 × 1600: 1600 × 840 (1600 / 1.905 = 840), focus at y 0.25 → centre 400, top 0 (clamped); 0.75 → 1200 - 420 = 780, at most 760.
    expect(coverCrop({ width: 1600, height: 1600 }, OG, { x: 0.5, y: 0.25 })).toEqual({ area: { left: 0, top: 0, width: 1600, height: 840 }, size: OG });
    expect(coverCrop({ width: 1600, height: 1600 }, OG, { x: 0.5, y: 0.75 }).area).toEqual({ left: 0, top: 760, width: 1600, height: 840 });
    expect(coverCrop({ width: 1600, height: 1600 }, OG, { x: 0.5, y: 0.6 }).area.top).toBe(540);
    // A seeded 1200 × 675 post image, focus 0.75 down: 1200 × 630 at top 45 (the bottom edge).
    expect(coverCrop({ width: 1200, height: 675 }, OG, { x: 0.3, y: 0.75 }).area).toEqual({ left: 0, top: 45, width: 1200, height: 630 });
  });

  it('never enlarges: a small source keeps its area as the output size', () => {
    expect(coverCrop({ width: 400, height: 400 }, OG, null)).toEqual({ area: { left: 0, top: 95, width: 400, height: 210 }, size: { width: 400, height: 210 } });
  });
});
