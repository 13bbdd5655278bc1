/**
 * The crop rectangle drawn over an image: dragged to move, its corner handle dragged to resize,
 * and from the keyboard (arrows move, shift + arrows resize). The box is kept in the image's
 * own pixels (crop-box.ts); the screen only scales it.
 */
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { boxAfterKey, moveBox, resizeBox, type CropBox } from './crop-box.ts';

export const CROPPER_TEXTS = {
  box: 'Kırpma alanı: sürükleyerek taşıyın, köşesinden boyutlandırın (ok tuşları taşır, Shift ile ok tuşları boyutlandırır)',
  handle: 'Kırpma alanını boyutlandır',
} as const;

export interface ImageCropperProps {
  src: string;
  alt: string;
  /** The image's own size, in pixels. */
  imageWidth: number;
  imageHeight: number;
  ratio: number | null;
  box: CropBox;
  onChange: (box: CropBox) => void;
  onImageLoad: (width: number, height: number) => void;
}

const pct = (part: number, whole: number) => `${(part / whole) * 100}%`;

export function ImageCropper({ src, alt, imageWidth, imageHeight, ratio, box, onChange, onImageLoad }: ImageCropperProps) {
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ mode: 'move' | 'resize'; startX: number; startY: number; start: CropBox } | null>(null);

  const begin = (mode: 'move' | 'resize') => (e: PointerEvent<HTMLElement>) => {
    e.preventDefault();
    e.stopPropagation();
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { mode, startX: e.clientX, startY: e.clientY, start: box };
  };
  const follow = (e: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    const rect = frame.current?.getBoundingClientRect();
    if (!d || !rect?.width) return;
    // Screen pixels to image pixels.
    const scale = imageWidth / rect.width;
    const dx = (e.clientX - d.startX) * scale;
    const dy = (e.clientY - d.startY) * scale;
    onChange(d.mode === 'move' ? moveBox(d.start, dx, dy, imageWidth, imageHeight) : resizeBox(d.start, dx, dy, ratio, imageWidth, imageHeight));
  };
  const end = () => {
    drag.current = null;
  };
  const key = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = boxAfterKey(box, e.key, e.shiftKey, ratio, imageWidth, imageHeight);
    if (!next) return;
    e.preventDefault();
    onChange(next);
  };

  return (
    <div ref={frame} css={{ position: 'relative', display: 'inline-block', lineHeight: 0, userSelect: 'none', touchAction: 'none', overflow: 'hidden' }}>
      <img src={src} alt={alt} draggable={false} onLoad={(e) => onImageLoad(e.currentTarget.naturalWidth, e.currentTarget.naturalHeight)} css={{ maxWidth: '100%', maxHeight: 420, display: 'block' }} />
      {imageWidth > 0 && (
        <div
          role="group"
          tabIndex={0}
          aria-label={CROPPER_TEXTS.box}
          title={CROPPER_TEXTS.box}
          data-crop-box={`${box.x},${box.y},${box.width},${box.height}`}
          onKeyDown={key}
          onPointerDown={begin('move')}
          onPointerMove={follow}
          onPointerUp={end}
          onPointerCancel={end}
          css={(theme) => ({
            position: 'absolute',
            left: pct(box.x, imageWidth),
            top: pct(box.y, imageHeight),
            width: pct(box.width, imageWidth),
            height: pct(box.height, imageHeight),
            cursor: 'move',
            border: '2px solid #fff',
            // Everything outside the crop is dimmed.
            boxShadow: '0 0 0 1px rgba(0,0,0,0.6), 0 0 0 9999px rgba(0,0,0,0.5)',
            '&:focus-visible': { outline: `3px solid ${theme.color.accent}`, outlineOffset: 2 },
          })}
        >
          <span
            aria-label={CROPPER_TEXTS.handle}
            role="img"
            onPointerDown={begin('resize')}
            onPointerMove={follow}
            onPointerUp={end}
            onPointerCancel={end}
            css={{ position: 'absolute', right: 0, bottom: 0, width: 16, height: 16, background: '#fff', border: '2px solid rgba(0,0,0,0.6)', borderRadius: 3, cursor: 'nwse-resize' }}
          />
        </div>
      )}
    </div>
  );
}
