/**
 * The media library's Storage policy: the file types the admin accepts (src/lib/sniff-content-type.ts,
 * the same check the browser makes before uploading) and the image variants the site asks for
 * (src/lib/image-variants.ts).
 */
import type { StoragePolicy } from '../platform/storage/storage-policy.ts';
import { sameType, SNIFF_BYTES, sniffContentType } from '../../src/lib/sniff-content-type.ts';
import { DEFAULT_RENDER_QUALITY, RENDER_FORMATS, RENDER_QUALITY, RENDER_WIDTHS } from '../../src/lib/image-variants.ts';

export const MEDIA_STORAGE_POLICY: StoragePolicy = {
  sniffContentType,
  sameType,
  sniffBytes: SNIFF_BYTES,
  renderWidths: RENDER_WIDTHS,
  renderFormats: RENDER_FORMATS,
  renderQuality: RENDER_QUALITY,
  defaultRenderQuality: DEFAULT_RENDER_QUALITY,
};
