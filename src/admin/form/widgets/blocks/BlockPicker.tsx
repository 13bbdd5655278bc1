/** 'Blok Ekle': the block types of schema/blocks with their icon, name and description; a click adds one. */
import { BLOCK_TYPES } from '../../../../../generated/blocks.ts';
import { iconByName } from '../../../../lib/icons.ts';
import { Modal } from '../../../ui/Modal.tsx';

export interface BlockPickerProps {
  open: boolean;
  onClose(): void;
  onPick(type: string): void;
}

export function BlockPicker({ open, onClose, onPick }: BlockPickerProps) {
  return (
    <Modal open={open} onClose={onClose} title="Blok Ekle" size="lg">
      <BlockTypeList
        onPick={(type) => {
          onPick(type);
          onClose();
        }}
      />
    </Modal>
  );
}

export function BlockTypeList({ onPick }: { onPick(type: string): void }) {
  return (
    <ul aria-label="Blok türleri" css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' }}>
      {BLOCK_TYPES.map((t) => {
        const Icon = iconByName(t.icon);
        return (
          <li key={t.type}>
            <button
              type="button"
              data-block-type={t.type}
              onClick={() => onPick(t.type)}
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
              <strong>{t.name}</strong>
              <span css={(theme) => ({ fontSize: '0.85rem', color: theme.color.textMuted })}>{t.description}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
