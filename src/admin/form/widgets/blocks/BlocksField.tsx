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
import { ArrowDown, ArrowUp, BookmarkPlus, Copy, Eye, EyeOff, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { BLOCK_FORMS } from '../../../../../generated/admin/blocks.ts';
import { BLOCK_TYPES, type BlockType, type PageBlockEntry } from '../../../../../generated/blocks.ts';
import { Button, IconButton } from '../../../ui/Button.tsx';
import { arrayMove, SortableItem, SortableList } from '../../../ui/SortableList.tsx';
import { useLibraryBlocks, libraryBlockPath } from '../../../data/library-blocks-data.ts';
import { addBlock, addRef, detachRef, duplicateBlock, removeBlock, toggleHidden, toRef } from './block-list.ts';
import { BlockDataForm, blockFormOf } from './BlockDataForm.tsx';
import { BlockPicker } from './BlockPicker.tsx';
import { useBlockSelection } from './block-selection.ts';
import { SaveToLibraryDialog } from './SaveToLibraryDialog.tsx';

const NAMES: Record<string, string> = Object.fromEntries(BLOCK_TYPES.map((t) => [t.type, t.name]));

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
  // A block chosen in the live preview: brought into view and focused, marked while chosen.
  const selection = useBlockSelection();
  const selected = selection?.selected;
  const cards = useRef(new Map<string, HTMLElement>());
  useEffect(() => {
    const card = selected && cards.current.get(selected.id);
    if (!card) return;
    card.scrollIntoView({ block: 'start', behavior: 'smooth' });
    card.focus({ preventScroll: true });
  }, [selected]);

  return (
    <fieldset css={{ gridColumn: '1 / -1', border: 0, padding: 0, margin: 0, display: 'grid', gap: '0.75rem', minWidth: 0 }}>
      <legend css={{ fontSize: '0.875rem', fontWeight: 600, padding: 0, marginBottom: '0.25rem' }}>{p.schema.title ?? p.name}</legend>
      {p.schema.description && <p css={(theme) => ({ margin: 0, fontSize: '0.85rem', color: theme.color.textMuted })}>{p.schema.description}</p>}
      {blocks.length === 0 && <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>Bu sayfada henüz blok yok. İçerik alanı gösterilir.</p>}
      <SortableList ids={ids} strategy={verticalListSortingStrategy} nameOf={nameOf} onMove={move}>
          <ol aria-label="Sayfanın blokları" css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem' }}>
            {blocks.map((b, i) => {
              const label = labelOf(b, i);
              const ref = typeof b.ref === 'string' ? b.ref : null;
              const linked = ref ? libraryBlock(ref) : undefined;
              const form = ref ? undefined : blockFormOf(b.type);
              const dataPath = toFieldPathId('data', options, toFieldPathId(i, options, p.fieldPathId));
              return (
                <SortableItem key={b.id} id={b.id} label={label}>
                  {(handle) => (
                    <article
                      aria-label={label}
                      aria-current={selected?.id === b.id ? 'true' : undefined}
                      tabIndex={-1}
                      onFocus={() => selection?.editing(b.id)}
                      ref={(el) => {
                        if (el) cards.current.set(b.id, el);
                        else cards.current.delete(b.id);
                      }}
                      css={(theme) => ({
                        borderRadius: theme.radius.md,
                        border: `1px solid ${theme.color.border}`,
                        background: theme.color.surface,
                        opacity: b.hidden ? 0.6 : 1,
                        scrollMarginTop: '5rem',
                        '&[aria-current="true"]': { borderColor: theme.color.primary, boxShadow: `0 0 0 2px ${theme.color.primary}` },
                      })}
                    >
                      <header css={(theme) => ({ display: 'flex', alignItems: 'center', gap: '0.5rem', padding: '0.5rem 0.75rem', borderBottom: `1px solid ${theme.color.border}` })}>
                        {handle}
                        <h3 css={{ margin: 0, fontSize: '0.95rem', flex: 1 }}>
                          {label}
                          {b.hidden && <span css={(theme) => ({ marginLeft: '0.5rem', fontSize: '0.8rem', fontWeight: 400, color: theme.color.warning })}>(Gizli: sitede görünmez)</span>}
                        </h3>
                        <IconButton icon={ArrowUp} size="sm" label={`Yukarı taşı: ${label}`} disabled={i === 0} onClick={() => move(i, i - 1)} />
                        <IconButton icon={ArrowDown} size="sm" label={`Aşağı taşı: ${label}`} disabled={i === blocks.length - 1} onClick={() => move(i, i + 1)} />
                        {!ref && form && <IconButton icon={BookmarkPlus} size="sm" label={`Kütüphaneye kaydet: ${label}`} onClick={() => setSaving(i)} />}
                        <IconButton icon={Copy} size="sm" label={`Çoğalt: ${label}`} onClick={() => set(duplicateBlock(blocks, i))} />
                        <IconButton icon={b.hidden ? Eye : EyeOff} size="sm" label={`${b.hidden ? 'Göster' : 'Gizle'}: ${label}`} aria-pressed={Boolean(b.hidden)} onClick={() => set(toggleHidden(blocks, i))} />
                        <IconButton icon={Trash2} size="sm" variant="danger" label={`Kaldır: ${label}`} onClick={() => set(removeBlock(blocks, i))} />
                      </header>
                      <div css={{ padding: '0.75rem' }}>
                        {ref ? (
                          <div data-library-ref={ref} css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem' }}>
                            <p css={{ margin: 0, flex: '1 1 16rem' }}>
                              {linked
                                ? `Kütüphane bloğu: ${linked.label} (${NAMES[linked.blockType] ?? linked.blockType})${linked.active ? '' : ' — pasif: sitede görünmez'}`
                                : library.loading
                                  ? 'Kütüphane bloğu yükleniyor...'
                                  : 'Bu kütüphane bloğu bulunamadı: sitede görünmez.'}
                            </p>
                            <a href={libraryBlockPath(ref)} target="_blank" rel="noopener" css={(theme) => ({ color: theme.color.primary, fontSize: '0.9rem' })}>
                              Kütüphanede düzenle
                            </a>
                            <Button size="sm" disabled={!linked} onClick={() => linked && set(detachRef(blocks, i, linked.blockType, linked.data))}>
                              Kopyaya çevir
                            </Button>
                          </div>
                        ) : form ? (
                          <BlockDataForm form={form} field={p} data={b.data} fieldPathId={dataPath} errorSchema={errors?.[i]?.data} />
                        ) : (
                          <p css={{ margin: 0 }}>Bu blok türü artık yok: sayfayı kaydetmek için bu bloğu kaldırın.</p>
                        )}
                      </div>
                    </article>
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
  );
}
