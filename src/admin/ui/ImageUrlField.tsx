/**
 * An image field: the URL as text with a preview, and a 'Medyadan Seç' button that opens the
 * media library picker (a screen may pass its own `action` instead). Stored paths like
 * /storage/v1/... preview through the API host.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { ImagePlus } from 'lucide-react';
import { mediaUrl } from '../../lib/media-url.ts';
import { MediaPicker } from '../media/MediaPicker.tsx';
import { useApiUrl } from '../media/use-api-url.ts';
import { Button } from './Button.tsx';
import { TextField } from './TextField.tsx';

export { useApiUrl };

export interface ImageUrlFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: string;
  /** A picker button or similar, shown next to the field. */
  action?: ReactNode;
}

export function ImageUrlField({ label, value, onChange, hint, error, action }: ImageUrlFieldProps) {
  const apiUrl = useApiUrl();
  const [broken, setBroken] = useState(false);
  const [picking, setPicking] = useState(false);
  const preview = mediaUrl(value.trim(), apiUrl);
  useEffect(() => {
    setBroken(false);
  }, [preview]);
  return (
    <div css={{ display: 'grid', gap: '0.5rem' }}>
      <div css={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-end' }}>
        <div css={{ flex: 1 }}>
          <TextField label={label} value={value} onChange={(e) => onChange(e.target.value)} hint={hint} error={error} placeholder="https:// veya /storage/v1/..." inputMode="url" />
        </div>
        {action ?? (
          <Button icon={ImagePlus} onClick={() => setPicking(true)} aria-label={`${label}: Medyadan Seç`}>
            Medyadan Seç
          </Button>
        )}
      </div>
      {preview && !broken && (
        <img
          src={preview}
          alt={`${label} önizlemesi`}
          onError={() => setBroken(true)}
          css={(theme) => ({ maxWidth: 240, maxHeight: 130, objectFit: 'contain', borderRadius: theme.radius.sm, border: `1px solid ${theme.color.border}`, background: theme.color.surfaceAlt })}
        />
      )}
      {preview && broken && <p css={(theme) => ({ margin: 0, fontSize: '0.8rem', color: theme.color.warning })}>Görsel yüklenemedi; adresi kontrol edin.</p>}
      {action === undefined && <MediaPicker open={picking} onClose={() => setPicking(false)} onSelect={onChange} />}
    </div>
  );
}
