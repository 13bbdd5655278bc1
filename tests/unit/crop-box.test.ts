import { describe, expect, it } from 'vitest';
import { boxAfterKey, initialBox, MIN_SIDE, moveBox, resizeBox } from '../../src/admin/media/crop-box.ts';

describe('crop box', () => {
  it('starts with the largest centred box of the ratio', () => {
    expect(initialBox(1600, 900, 1)).toEqual({ x: 350, y: 0, width: 900, height: 900 });
    expect(initialBox(1600, 900, 16 / 9)).toEqual({ x: 0, y: 0, width: 1600, height: 900 });
    expect(initialBox(1600, 900, 4 / 3)).toEqual({ x: 200, y: 0, width: 1200, height: 900 });
    expect(initialBox(900, 1600, 1.91)).toEqual({ x: 0, y: 564, width: 900, height: 471 });
    expect(initialBox(1600, 900, null)).toEqual({ x: 0, y: 0, width: 1600, height: 900 });
  });

  it('moves inside the image only', () => {
    const box = { x: 350, y: 0, width: 900, height: 900 };
    expect(moveBox(box, 1000, 50, 1600, 900)).toEqual({ x: 700, y: 0, width: 900, height: 900 });
    expect(moveBox(box, -1000, 0, 1600, 900)).toEqual({ x: 0, y: 0, width: 900, height: 900 });
  });

  it('resizes keeping the ratio, the image edge and the smallest side', () => {
    const box = { x: 350, y: 0, width: 900, height: 900 };
    expect(resizeBox(box, -100, 0, 1, 1600, 900)).toEqual({ x: 350, y: 0, width: 800, height: 800 });
    // Grows no further than the bottom edge allows.
    expect(resizeBox(box, 300, 0, 1, 1600, 900)).toEqual(box);
    expect(resizeBox(box, -5000, 0, 1, 1600, 900)).toEqual({ x: 350, y: 0, width: MIN_SIDE, height: MIN_SIDE });
    const og = resizeBox({ x: 0, y: 0, width: 191, height: 100 }, 191, 0, 1.91, 1600, 900);
    expect(og).toEqual({ x: 0, y: 0, width: 382, height: 200 });
    expect(resizeBox({ x: 0, y: 0, width: 100, height: 100 }, 50, -20, null, 1600, 900)).toEqual({ x: 0, y: 0, width: 150, height: 80 });
  });

  it('arrow keys move by one hundredth of the long side; shift resizes', () => {
    const box = { x: 350, y: 0, width: 900, height: 900 };
    expect(boxAfterKey(box, 'ArrowRight', false, 1, 1600, 900)).toEqual({ ...box, x: 366 });
    expect(boxAfterKey(box, 'ArrowLeft', true, 1, 1600, 900)).toEqual({ ...box, width: 884, height: 884 });
    expect(boxAfterKey(box, 'Enter', false, 1, 1600, 900)).toBeNull();
  });
});
