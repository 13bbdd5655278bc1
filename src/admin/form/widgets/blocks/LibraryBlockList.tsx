/** The picker's "Kütüphane" tab: the active library blocks by name and block type; a click places one. */
import { BLOCK_TYPES } from '../../../../../generated/blocks.ts';
import { useLibraryBlocks } from '../../../data/library-blocks-data.ts';
import { PickerTiles } from './PickerTiles.tsx';

const TYPES = new Map<string, (typeof BLOCK_TYPES)[number]>(BLOCK_TYPES.map((t) => [t.type, t]));

export function LibraryBlockList({ onPick }: { onPick(id: string): void }) {
  const { blocks, loading, failed } = useLibraryBlocks();
  if (loading) return <p>Kütüphane yükleniyor...</p>;
  if (failed) return <p role="alert">Kütüphane yüklenemedi. Sayfayı yenileyip tekrar deneyin.</p>;
  const placeable = (blocks ?? []).filter((b) => b.active && TYPES.has(b.blockType));
  if (placeable.length === 0) return <p>Kütüphanede henüz blok yok. Bir bloğu "Kütüphaneye kaydet" ile ekleyebilirsiniz.</p>;
  const tiles = placeable.map((b) => {
    const type = TYPES.get(b.blockType)!;
    return { key: b.id, icon: type.icon, name: b.label, detail: type.name, data: { 'data-library-block': b.id } };
  });
  return <PickerTiles label="Kütüphanedeki bloklar" tiles={tiles} onPick={onPick} />;
}
