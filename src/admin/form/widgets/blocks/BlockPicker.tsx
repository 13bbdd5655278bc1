/**
 * 'Blok Ekle': two tabs. "Blok türleri": the block types of schema/blocks with their icon, name
 * and description; a click adds a new block of that type. "Kütüphane": the library blocks; a
 * click places one as a reference (the page shows the library's block, edited there).
 */
import { useState } from 'react';
import { BLOCK_TYPES } from '../../../../../generated/blocks.ts';
import { PickerTiles } from './PickerTiles.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { LibraryBlockList } from './LibraryBlockList.tsx';

export interface BlockPickerProps {
  open: boolean;
  onClose(): void;
  onPick(type: string): void;
  /** A library block chosen: place it by reference. */
  onPickLibrary(id: string): void;
}

export function BlockPicker({ open, onClose, onPick, onPickLibrary }: BlockPickerProps) {
  const [tab, setTab] = useState<'types' | 'library'>('types');
  const tabs = [
    { key: 'types', label: 'Blok türleri' },
    { key: 'library', label: 'Kütüphane' },
  ] as const;
  return (
    <Modal open={open} onClose={onClose} title="Blok Ekle" size="lg">
      <div role="tablist" aria-label="Blok kaynağı" css={{ display: 'flex', gap: '0.5rem', marginBottom: '0.75rem' }}>
        {tabs.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            aria-selected={tab === t.key}
            onClick={() => setTab(t.key)}
            css={(theme) => ({
              all: 'unset',
              cursor: 'pointer',
              padding: '0.4rem 0.8rem',
              borderBottom: `2px solid ${tab === t.key ? theme.color.primary : 'transparent'}`,
              fontWeight: tab === t.key ? 600 : 400,
              '&:focus-visible': { outline: `2px solid ${theme.color.primary}` },
            })}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === 'types' ? (
          <BlockTypeList
            onPick={(type) => {
              onPick(type);
              onClose();
            }}
          />
        ) : (
          <LibraryBlockList
            onPick={(id) => {
              onPickLibrary(id);
              onClose();
            }}
          />
        )}
      </div>
    </Modal>
  );
}

/** Every block type of the registry, in its order, as the picker's tiles. */
const TYPE_TILES = BLOCK_TYPES.map((t) => ({ key: t.type, icon: t.icon, name: t.name, detail: t.description, data: { 'data-block-type': t.type } }));

export function BlockTypeList({ onPick }: { onPick(type: string): void }) {
  return <PickerTiles label="Blok türleri" tiles={TYPE_TILES} onPick={onPick} />;
}
