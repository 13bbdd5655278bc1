/**
 * The media library's Storage policy: the file types the admin accepts (src/lib/sniff-content-type.ts,
 * the same check the browser makes before uploading) and the image variants the site asks for
 * (src/lib/image-variants.ts), and where an image's focal point is (media_library.focal_x /
 * focal_y, chosen in the media detail) for the share-image crop.
 */
import type { StoragePolicy } from '../platform/storage/storage-policy.ts';
import { sameType, SNIFF_BYTES, sniffContentType } from '../../src/lib/sniff-content-type.ts';
import { DEFAULT_RENDER_QUALITY, OPEN_GRAPH_CROP, RENDER_FORMATS, RENDER_QUALITY, RENDER_WIDTHS } from '../../src/lib/image-variants.ts';

export const MEDIA_STORAGE_POLICY: StoragePolicy = {
  sniffContentType,
  sameType,
  sniffBytes: SNIFF_BYTES,
  renderWidths: RENDER_WIDTHS,
  renderCrops: [OPEN_GRAPH_CROP],
  async focusOf(query, bucketId, name) {
    // The media library lists the `media` bucket's files by their object name (file_path).
    if (bucketId !== 'media') return null;
    const { rows } = await query('select focal_x, focal_y from public.media_library where file_path = $1 and focal_x is not null and focal_y is not null limit 1', [name]);
    const row = rows[0];
    return row ? { x: Number(row.focal_x), y: Number(row.focal_y) } : null;
  },
  renderFormats: RENDER_FORMATS,
  renderQuality: RENDER_QUALITY,
  defaultRenderQuality: DEFAULT_RENDER_QUALITY,
};
