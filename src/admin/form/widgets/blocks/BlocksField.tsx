/**
 * A page's blocks (widget 'blocks' in a schema form): the ordered list of blocks, each a card
 * with its type's name and its own fields, drawn by the form's own SchemaField from the block
 * type's generated schema (generated/admin/blocks.ts), so every widget and Turkish error of the
 * engine works inside a block. Blocks are added from the picker, reordered by drag or keyboard
 * (the handle: Space, arrows, Space; dnd-kit) or the up/down buttons, duplicated, hidden and
 * removed. Names no block type: the list comes from schema/blocks through codegen.
 * A block can be saved to the library ("Kütüphaneye kaydet": the entry becomes a reference,
 * `{ id, ref }`); a reference's card names the library block, links to it ("Kütüphanede
 * düzenle") and can become the page's own copy again ("Kopyaya çevir").
 */
import { toFieldPathId, type ErrorSchema, type FieldProps } from '@rjsf/utils';
import { verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { BLOCK_FORMS } from '../../../../../generated/admin/blocks.ts';
import { BLOCK_TYPES, type BlockType, type PageBlockEntry } from '../../../../../generated/blocks.ts';
import { Button } from '../../../ui/Button.tsx';
import { arrayMove, SortableItem, SortableList } from '../../../ui/SortableList.tsx';
import { useLibraryBlocks } from '../../../data/library-blocks-data.ts';
import { addBlock, addRef, detachRef, duplicateBlock, removeBlock, toggleHidden, toRef } from './block-list.ts';
import { BlockCard, type BlockCardActions } from './BlockCard.tsx';
import { BlockDataForm, blockFormOf } from './BlockDataForm.tsx';
import { BlockPicker } from './BlockPicker.tsx';
import { LibraryRefBody } from './LibraryRefBody.tsx';
import { SaveToLibraryDialog } from './SaveToLibraryDialog.tsx';
import { useChosenBlock } from './use-chosen-block.ts';
import { anchorsOf, PageAnchorsContext } from './page-anchors.tsx';

const NAMES: Record<string, string> = Object.fromEntries(BLOCK_TYPES.map((t) => [t.type, t.name]));
const typeName = (type: string) => NAMES[type] ?? type;

/** What block `i`'s buttons do to the list (`set` stores the new one). */
function blockActions(blocks: PageBlockEntry[], i: number, set: (next: PageBlockEntry[]) => void, saveToLibrary: (() => void) | undefined): BlockCardActions {
  return {
    move: (step) => set(arrayMove(blocks, i, i + step)),
    saveToLibrary,
    duplicate: () => set(duplicateBlock(blocks, i)),
    toggleHidden: () => set(toggleHidden(blocks, i)),
    remove: () => set(removeBlock(blocks, i)),
  };
}

export function BlocksField(p: FieldProps) {
  const blocks = Array.isArray(p.formData) ? (p.formData as PageBlockEntry[]) : [];
  const [picking, setPicking] = useState(false);
  const options = p.registry.globalFormOptions;
  const set = (next: PageBlockEntry[]) => p.onChange(next, p.fieldPathId.path);
  const ids = blocks.map((b) => b.id);
  const library = useLibraryBlocks();
  const libraryBlock = (ref: string) => library.blocks?.find((l) => l.id === ref);
  // Which block "Kütüphaneye kaydet" is asking a name for.
  const [saving, setSaving] = useState<number | null>(null);
  const labelOf = (b: PageBlockEntry, i: number) =>
    typeof b.ref === 'string' ? `${i + 1}. ${libraryBlock(b.ref)?.label ?? 'Kütüphane bloğu'}` : `${i + 1}. ${NAMES[b.type ?? ''] ?? b.type ?? 'Blok'}`;
  const nameOf = (id: string) => {
    const i = ids.indexOf(id);
    return i < 0 ? 'Blok' : labelOf(blocks[i]!, i);
  };
  const move = (from: number, to: number) => set(arrayMove(blocks, from, to));
  const errors = p.errorSchema as Record<number, { data?: ErrorSchema } | undefined> | undefined;
  const chosen = useChosenBlock();

  return (
    <PageAnchorsContext.Provider value={anchorsOf(blocks)}>
      <fieldset css={{ gridColumn: '1 / -1', border: 0, padding: 0, margin: 0, display: 'grid', gap: '0.75rem', minWidth: 0 }}>
        <legend css={{ fontSize: '0.875rem', fontWeight: 600, padding: 0, marginBottom: '0.25rem' }}>{p.schema.title ?? p.name}</legend>
        {p.schema.description && <p css={(theme) => ({ margin: 0, fontSize: '0.85rem', color: theme.color.textMuted })}>{p.schema.description}</p>}
        {blocks.length === 0 && <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>Bu sayfada henüz blok yok. İçerik alanı gösterilir.</p>}
        <SortableList ids={ids} strategy={verticalListSortingStrategy} nameOf={nameOf} onMove={move}>
          <ol aria-label="Sayfanın blokları" css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem' }}>
            {blocks.map((b, i) => {
              const label = labelOf(b, i);
              const ref = typeof b.ref === 'string' ? b.ref : null;
              const form = ref ? undefined : blockFormOf(b.type);
              return (
                <SortableItem key={b.id} id={b.id} label={label}>
                  {(handle) => (
                    <BlockCard block={b} label={label} handle={handle} chosen={chosen.isChosen(b.id)} first={i === 0} last={i === blocks.length - 1} actions={blockActions(blocks, i, set, !ref && form ? () => setSaving(i) : undefined)} onFocus={() => chosen.editing(b.id)} cardRef={chosen.cardRef(b.id)}>
                      {ref ? (
                        <LibraryRefBody refId={ref} linked={libraryBlock(ref)} loading={library.loading} typeName={typeName} onDetach={(linked) => set(detachRef(blocks, i, linked.blockType, linked.data))} />
                      ) : form ? (
                        <BlockDataForm form={form} field={p} data={b.data} fieldPathId={toFieldPathId('data', options, toFieldPathId(i, options, p.fieldPathId))} errorSchema={errors?.[i]?.data} />
                      ) : (
                        <p css={{ margin: 0 }}>Bu blok türü artık yok: sayfayı kaydetmek için bu bloğu kaldırın.</p>
                      )}
                    </BlockCard>
                  )}
                </SortableItem>
              );
            })}
          </ol>
        </SortableList>
        <div>
          <Button icon={Plus} onClick={() => setPicking(true)}>
            Blok Ekle
          </Button>
        </div>
        <BlockPicker
          open={picking}
          onClose={() => setPicking(false)}
          onPick={(type) => set(addBlock(blocks, type, BLOCK_FORMS[type as BlockType]?.initial ?? {}))}
          onPickLibrary={(id) => set(addRef(blocks, id))}
        />
        <SaveToLibraryDialog
          suggested={saving === null || !blocks[saving] ? null : (NAMES[blocks[saving].type ?? ''] ?? 'Blok')}
          onClose={() => setSaving(null)}
          onSave={async (name) => {
            const b = saving === null ? undefined : blocks[saving];
            if (!b?.type || saving === null) return 'Blok bulunamadı.';
            const made = await library.create(name, b.type, b.data ?? {});
            if (made.error) return `Blok kütüphaneye kaydedilemedi: ${made.error.message}`;
            set(toRef(blocks, saving, made.data.id));
            return null;
          }}
        />
      </fieldset>
    </PageAnchorsContext.Provider>
  );
}
