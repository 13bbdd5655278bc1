import { describe, expect, it } from 'vitest';
import { MAX_LONG_SIDE, prepareImage, scaledSize } from '../../src/admin/media/prepare-image.ts';

describe('image scaling before upload', () => {
  it('scales the long side down to 2560 px, keeping the ratio', () => {
    expect(MAX_LONG_SIDE).toBe(2560);
    expect(scaledSize(8000, 5000)).toEqual({ width: 2560, height: 1600 });
    expect(scaledSize(5000, 8000)).toEqual({ width: 1600, height: 2560 });
    expect(scaledSize(9000, 9000)).toEqual({ width: 2560, height: 2560 });
    expect(scaledSize(3000, 1)).toEqual({ width: 2560, height: 1 });
  });
  it('leaves images up to 2560 px alone', () => {
    expect(scaledSize(2560, 1440)).toBeNull();
    expect(scaledSize(1600, 900)).toBeNull();
  });
  it('passes videos and documents through untouched, without a pixel size', async () => {
    const file = new File(['%PDF-1.7\n'], 'teklif.pdf', { type: 'application/pdf' });
    expect(await prepareImage({ file, contentType: 'application/pdf' })).toEqual({ file, contentType: 'application/pdf', width: null, height: null, scaled: false });
  });
});
