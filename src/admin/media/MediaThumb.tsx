/** The picture of a media item: the image itself (cropped around its focal point), or an icon for videos and documents. */
import { FileText, Film, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { objectPositionOf } from '../../lib/focal-point.ts';
import { mediaUrl } from '../../lib/media-url.ts';
import type { MediaRow } from './upload-media.ts';

export function MediaThumb({ row, apiUrl, fit = 'cover' }: { row: MediaRow; apiUrl: string; fit?: 'cover' | 'contain' }) {
  const [broken, setBroken] = useState(false);
  const Icon = row.file_type === 'video' ? Film : row.file_type === 'image' ? ImageOff : FileText;
  return (
    <div
      css={(theme) => ({
        aspectRatio: '1 / 1',
        width: '100%',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
        background: theme.color.surfaceAlt,
        color: theme.color.textMuted,
      })}
    >
      {row.file_type === 'image' && !broken ? (
        <img
          src={mediaUrl(row.file_url, apiUrl)}
          alt={row.alt_text ?? ''}
          loading="lazy"
          onError={() => setBroken(true)}
          css={{ width: '100%', height: '100%', objectFit: fit, objectPosition: objectPositionOf(row), display: 'block' }}
        />
      ) : (
        <Icon size={40} aria-hidden="true" />
      )}
    </div>
  );
}
