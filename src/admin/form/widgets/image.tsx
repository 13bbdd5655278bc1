/** An image URL with its preview (the media library picker joins it when available). */
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { ImagePlus } from 'lucide-react';
import { MediaPicker } from '../../media/MediaPicker.tsx';
import { mediaUrl } from '../../../lib/media-url.ts';
import { useApiUrl } from '../../ui/ImageUrlField.tsx';
import { inputCss, smallButtonCss } from '../../ui/input-style.ts';

/** 'Medyadan Seç': choose (or upload) an image in the media library. */
export function PickImageButton({ label, onPick }: { label: string; onPick(url: string): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-label={`${label}: Medyadan Seç`} onClick={() => setOpen(true)} css={(theme) => ({ ...smallButtonCss(theme), whiteSpace: 'nowrap', padding: '0.55rem 0.7rem' })}>
        <ImagePlus size={16} aria-hidden /> Medyadan Seç
      </button>
      <MediaPicker open={open} onClose={() => setOpen(false)} onSelect={(url) => { onPick(url); setOpen(false); }} />
    </>
  );
}

export function ImagePreview({ url, size = 96 }: { url: string | null | undefined; size?: number }) {
  const apiUrl = useApiUrl();
  const [broken, setBroken] = useState<string | null>(null);
  const src = mediaUrl(url?.trim(), apiUrl);
  if (!src || broken === src) return <span aria-hidden="true" css={(theme) => ({ width: size, height: size * 0.66, flex: 'none', borderRadius: 6, background: theme.color.surfaceAlt })} />;
  return <img src={src} alt="" onError={() => setBroken(src)} css={(theme) => ({ width: size, height: size * 0.66, flex: 'none', objectFit: 'cover', borderRadius: 6, border: `1px solid ${theme.color.border}` })} />;
}

export function ImageWidget(p: WidgetProps) {
  return (
    <div css={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
      <ImagePreview url={p.value as string | undefined} />
      <input
        id={p.id}
        value={(p.value as string | undefined) ?? ''}
        placeholder="https:// veya /storage/v1/..."
        disabled={p.disabled || p.readonly}
        aria-invalid={p.rawErrors?.length ? true : undefined}
        aria-describedby={p.rawErrors?.length ? `${p.id}__error` : undefined}
        onChange={(e) => p.onChange(e.target.value === '' ? p.options.emptyValue : e.target.value)}
        onBlur={(e) => p.onBlur(p.id, e.target.value)}
        onFocus={(e) => p.onFocus(p.id, e.target.value)}
        css={inputCss(Boolean(p.rawErrors?.length))}
      />
      <PickImageButton label={p.label} onPick={(url) => p.onChange(url)} />
    </div>
  );
}
