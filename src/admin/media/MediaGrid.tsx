/**
 * Media items as a grid of buttons (thumbnail, name, file and pixel size). `columns` sets the
 * grid per breakpoint: the library fills the width, the picker uses 2 / 4 / 6 columns as the
 * spec says. The picker also says whether each image has its alt text (a missing one is
 * what publish readiness warns about later).
 */
import type { Theme } from '@emotion/react';
import { formatFileSize } from '../../lib/format-file-size.ts';
import { MediaThumb } from './MediaThumb.tsx';
import { sizeSummary } from './pixel-size.ts';
import type { MediaRow } from './upload-media.ts';

export type GridColumns = 'library' | 'picker';

const gridStyles = (columns: GridColumns) => (theme: Theme) =>
  columns === 'picker'
    ? {
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        [theme.mq.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
        [theme.mq.lg]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
      }
    : { gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' };

export interface MediaGridProps {
  rows: MediaRow[];
  apiUrl: string;
  onOpen: (row: MediaRow) => void;
  columns?: GridColumns;
  label: string;
  /** Say under each picture whether it has an alt text (the picker). */
  altStatus?: boolean;
  /** While choosing several files: the chosen ids (each button then toggles, aria-pressed). */
  selected?: ReadonlySet<string>;
}

export const ALT_STATUS_TEXTS = { present: 'Alternatif metin var', missing: 'Alternatif metin yok' } as const;

export function MediaGrid({ rows, apiUrl, onOpen, columns = 'library', label, altStatus = false, selected }: MediaGridProps) {
  return (
    <ul aria-label={label} css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem', ...gridStyles(columns)(theme) })}>
      {rows.map((row) => (
        <li key={row.id} css={{ minWidth: 0 }}>
          <button
            type="button"
            onClick={() => onOpen(row)}
            title={row.original_name}
            aria-pressed={selected ? selected.has(row.id) : undefined}
            css={(theme) => ({
              position: 'relative',
              display: 'block',
              width: '100%',
              padding: 0,
              textAlign: 'left',
              font: 'inherit',
              color: theme.color.text,
              background: theme.color.surface,
              border: selected?.has(row.id) ? `3px solid ${theme.color.primary}` : `1px solid ${theme.color.border}`,
              borderRadius: theme.radius.md,
              overflow: 'hidden',
              cursor: 'pointer',
              transition: 'border-color 120ms',
              '&:hover': { borderColor: theme.color.primary },
              '&:focus-visible': { outline: `2px solid ${theme.color.accent}`, outlineOffset: 2 },
            })}
          >
            <MediaThumb row={row} apiUrl={apiUrl} />
            <span css={{ display: 'grid', gap: '0.15rem', padding: '0.5rem 0.65rem' }}>
              <span css={{ fontSize: '0.85rem', fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{row.original_name}</span>
              <span css={(theme) => ({ fontSize: '0.75rem', color: theme.color.textMuted })}>{sizeSummary(formatFileSize(row.file_size), row)}</span>
              {altStatus && (
                <span css={(theme) => ({ fontSize: '0.75rem', color: row.alt_text?.trim() ? theme.color.textMuted : theme.color.danger })}>
                  {row.alt_text?.trim() ? ALT_STATUS_TEXTS.present : ALT_STATUS_TEXTS.missing}
                </span>
              )}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
