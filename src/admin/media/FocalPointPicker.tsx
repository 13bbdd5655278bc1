/**
 * The image of the media detail as a focal-point chooser: a click (or the arrow keys) puts the
 * point where cropped views keep the image in sight; a marker shows it. The value is saved with
 * the detail's other fields. Crops to fixed ratios are made as new files ("Kırp", CropDialog.tsx).
 */
import type { KeyboardEvent, MouseEvent } from 'react';
import { focalPointAt, objectPositionOf, type FocalPoint } from '../../lib/focal-point.ts';

export const FOCAL_TEXTS = {
  label: 'Odak noktası: görselin kırpılınca görünür kalacak yerine tıklayın (ok tuşlarıyla da taşınır)',
  reset: 'Ortaya al',
} as const;

const STEP = 0.05;
const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-STEP, 0], ArrowRight: [STEP, 0], ArrowUp: [0, -STEP], ArrowDown: [0, STEP] };
const round = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 1000) / 1000;

export interface FocalPointPickerProps {
  src: string;
  alt: string;
  value: FocalPoint;
  onChange: (point: FocalPoint) => void;
}

export function FocalPointPicker({ src, alt, value, onChange }: FocalPointPickerProps) {
  const choose = (e: MouseEvent<HTMLButtonElement>) => onChange(focalPointAt(e.currentTarget.getBoundingClientRect(), e.clientX, e.clientY));
  const move = (e: KeyboardEvent<HTMLButtonElement>) => {
    const delta = ARROWS[e.key];
    if (!delta) return;
    e.preventDefault();
    onChange({ focal_x: round((value.focal_x ?? 0.5) + delta[0]), focal_y: round((value.focal_y ?? 0.5) + delta[1]) });
  };
  const [left, top] = objectPositionOf(value).split(' ');
  return (
    <button
      type="button"
      aria-label={FOCAL_TEXTS.label}
      title={FOCAL_TEXTS.label}
      onClick={choose}
      onKeyDown={move}
      css={(theme) => ({
        position: 'relative',
        display: 'inline-block',
        padding: 0,
        border: 0,
        background: 'none',
        cursor: 'crosshair',
        lineHeight: 0,
        '&:focus-visible': { outline: `2px solid ${theme.color.accent}`, outlineOffset: 2 },
      })}
    >
      <img src={src} alt={alt} css={{ maxWidth: '100%', maxHeight: 320, display: 'block' }} />
      <span
        data-focal-marker=""
        aria-hidden="true"
        css={{
          position: 'absolute',
          left,
          top,
          width: 22,
          height: 22,
          transform: 'translate(-50%, -50%)',
          borderRadius: '50%',
          border: '3px solid #fff',
          boxShadow: '0 0 0 2px rgba(0,0,0,0.6)',
          pointerEvents: 'none',
        }}
      />
    </button>
  );
}
