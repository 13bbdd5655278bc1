/** The picker's grid of tiles (block types, library blocks): an icon, a name and a line under it. */
import { iconByName } from '../../../../lib/icons.ts';

export interface PickerTile {
  key: string;
  /** A lucide icon name (src/lib/icons.ts). */
  icon: string;
  name: string;
  detail: string;
  /** Data attributes of the tile's button, e.g. `{ 'data-block-type': 'hero' }`. */
  data: Record<`data-${string}`, string>;
}

export function PickerTiles({ label, tiles, onPick }: { label: string; tiles: readonly PickerTile[]; onPick(key: string): void }) {
  return (
    <ul aria-label={label} css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' }}>
      {tiles.map((tile) => {
        const Icon = iconByName(tile.icon);
        return (
          <li key={tile.key}>
            <button
              type="button"
              {...tile.data}
              onClick={() => onPick(tile.key)}
              css={(theme) => ({
                all: 'unset',
                boxSizing: 'border-box',
                width: '100%',
                height: '100%',
                cursor: 'pointer',
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                gap: '0.4rem 0.75rem',
                padding: '0.9rem',
                borderRadius: theme.radius.md,
                border: `1px solid ${theme.color.border}`,
                background: theme.color.surface,
                '&:hover, &:focus-visible': { borderColor: theme.color.primary },
                '&:focus-visible': { outline: `2px solid ${theme.color.primary}` },
              })}
            >
              <Icon size={24} aria-hidden css={(theme) => ({ color: theme.color.primary, gridRow: 'span 2' })} />
              <strong>{tile.name}</strong>
              <span css={(theme) => ({ fontSize: '0.85rem', color: theme.color.textMuted })}>{tile.detail}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
