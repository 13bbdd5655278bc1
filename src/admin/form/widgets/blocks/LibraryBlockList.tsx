/** The picker's "Kütüphane" tab: the active library blocks by name and block type; a click places one. */
import { BLOCK_TYPES } from '../../../../../generated/blocks.ts';
import { iconByName } from '../../../../lib/icons.ts';
import { useLibraryBlocks } from '../../../data/library-blocks-data.ts';

const TYPES = new Map<string, (typeof BLOCK_TYPES)[number]>(BLOCK_TYPES.map((t) => [t.type, t]));

export function LibraryBlockList({ onPick }: { onPick(id: string): void }) {
  const { blocks, loading, failed } = useLibraryBlocks();
  if (loading) return <p>Kütüphane yükleniyor...</p>;
  if (failed) return <p role="alert">Kütüphane yüklenemedi. Sayfayı yenileyip tekrar deneyin.</p>;
  const placeable = (blocks ?? []).filter((b) => b.active && TYPES.has(b.blockType));
  if (placeable.length === 0) return <p>Kütüphanede henüz blok yok. Bir bloğu "Kütüphaneye kaydet" ile ekleyebilirsiniz.</p>;
  return (
    <ul aria-label="Kütüphanedeki bloklar" css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' }}>
      {placeable.map((b) => {
        const type = TYPES.get(b.blockType)!;
        const Icon = iconByName(type.icon);
        return (
          <li key={b.id}>
            <button
              type="button"
              data-library-block={b.id}
              onClick={() => onPick(b.id)}
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
              <strong>{b.label}</strong>
              <span css={(theme) => ({ fontSize: '0.85rem', color: theme.color.textMuted })}>{type.name}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
