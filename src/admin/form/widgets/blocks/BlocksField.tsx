/**
 * A page's blocks (widget 'blocks' in a schema form): the ordered list of blocks, each a card
 * with its type's name and its own fields, drawn by the form's own SchemaField from the block
 * type's generated schema (generated/admin/blocks.ts), so every widget and Turkish error of the
 * engine works inside a block. Blocks are added from the picker, reordered by drag or keyboard
 * (the handle: Space, arrows, Space; dnd-kit) or the up/down buttons, duplicated, hidden and
 * removed. Names no block type: the list comes from schema/blocks through codegen.
 */
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { toFieldPathId, type ErrorSchema, type FieldProps, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { ArrowDown, ArrowUp, Copy, Eye, EyeOff, GripVertical, Plus, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { BLOCK_FORMS } from '../../../../../generated/admin/blocks.ts';
import { BLOCK_TYPES, type BlockType, type PageBlockEntry } from '../../../../../generated/blocks.ts';
import { Button, IconButton } from '../../../ui/Button.tsx';
import { addBlock, duplicateBlock, moveBlock, removeBlock, toggleHidden } from './block-list.ts';
import { BlockPicker } from './BlockPicker.tsx';

const NAMES: Record<string, string> = Object.fromEntries(BLOCK_TYPES.map((t) => [t.type, t.name]));

/** What a screen reader hears while a block is dragged with the keyboard. */
function announcements(nameOf: (id: string) => string, positionOf: (id: string) => number): Announcements {
  return {
    onDragStart: ({ active }) => `${nameOf(String(active.id))} taşınmak için seçildi.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(String(active.id))}, ${positionOf(String(over.id))}. sıranın üzerinde.` : `${nameOf(String(active.id))} bir sıranın üzerinde değil.`),
    onDragEnd: ({ active, over }) => (over ? `${nameOf(String(active.id))} ${positionOf(String(over.id))}. sıraya bırakıldı.` : `${nameOf(String(active.id))} bırakıldı.`),
    onDragCancel: ({ active }) => `Taşıma iptal edildi; ${nameOf(String(active.id))} yerinde kaldı.`,
  };
}

const INSTRUCTIONS = 'Bir bloğu taşımak için tutamacında boşluk tuşuna basın, ok tuşlarıyla yerini seçin, yeniden boşluk tuşuyla bırakın; Escape iptal eder.';

function SortableBlock({ id, label, children }: { id: string; label: string; children: (handle: ReactNode) => ReactNode }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  const style = { transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined, transition, zIndex: isDragging ? 2 : undefined, position: 'relative' as const };
  const handle = (
    <button type="button" aria-label={`Sürükleyerek taşı: ${label}`} {...attributes} {...listeners} css={(theme) => ({ all: 'unset', cursor: 'grab', color: theme.color.textMuted, display: 'inline-flex', padding: 4, borderRadius: 4, '&:focus-visible': { outline: `2px solid ${theme.color.primary}` } })}>
      <GripVertical size={18} aria-hidden />
    </button>
  );
  return (
    <li ref={setNodeRef} style={style} data-block-id={id}>
      {children(handle)}
    </li>
  );
}

export function BlocksField(p: FieldProps) {
  const blocks = Array.isArray(p.formData) ? (p.formData as PageBlockEntry[]) : [];
  const [picking, setPicking] = useState(false);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const SchemaField = p.registry.fields.SchemaField!;
  const options = p.registry.globalFormOptions;
  const set = (next: PageBlockEntry[]) => p.onChange(next, p.fieldPathId.path);
  const ids = blocks.map((b) => b.id);
  const labelOf = (b: PageBlockEntry, i: number) => `${i + 1}. ${b.type ? (NAMES[b.type] ?? b.type) : 'Kütüphane bloğu'}`;
  const nameOf = (id: string) => {
    const i = ids.indexOf(id);
    return i < 0 ? 'Blok' : labelOf(blocks[i]!, i);
  };
  const onDragEnd = (e: DragEndEvent) => {
    if (!e.over || e.active.id === e.over.id) return;
    set(moveBlock(blocks, ids.indexOf(String(e.active.id)), ids.indexOf(String(e.over.id))));
  };
  const errors = p.errorSchema as Record<number, { data?: ErrorSchema } | undefined> | undefined;

  return (
    <fieldset css={{ gridColumn: '1 / -1', border: 0, padding: 0, margin: 0, display: 'grid', gap: '0.75rem', minWidth: 0 }}>
      <legend css={{ fontSize: '0.875rem', fontWeight: 600, padding: 0, marginBottom: '0.25rem' }}>{p.schema.title ?? p.name}</legend>
      {p.schema.description && <p css={(theme) => ({ margin: 0, fontSize: '0.85rem', color: theme.color.textMuted })}>{p.schema.description}</p>}
      {blocks.length === 0 && <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>Bu sayfada henüz blok yok. İçerik alanı gösterilir.</p>}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements: announcements(nameOf, (id) => ids.indexOf(id) + 1), screenReaderInstructions: { draggable: INSTRUCTIONS } }}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol aria-label="Sayfanın blokları" css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem' }}>
            {blocks.map((b, i) => {
              const label = labelOf(b, i);
              const form = b.type ? BLOCK_FORMS[b.type as BlockType] : undefined;
              const { title: _title, ...schema } = (form?.schema ?? {}) as RJSFSchema;
              const dataPath = toFieldPathId('data', options, toFieldPathId(i, options, p.fieldPathId));
              return (
                <SortableBlock key={b.id} id={b.id} label={label}>
                  {(handle) => (
                    <article aria-label={label} css={(theme) => ({ borderRadius: theme.radius.md, border: `1px solid ${theme.color.border}`, background: theme.color.surface, opacity: b.hidden ? 0.6 : 1 })}>
                      <header css={(theme) => ({ display: 'flex', alignItems: 'center', gap: '0.5rem', padding: '0.5rem 0.75rem', borderBottom: `1px solid ${theme.color.border}` })}>
                        {handle}
                        <h3 css={{ margin: 0, fontSize: '0.95rem', flex: 1 }}>
                          {label}
                          {b.hidden && <span css={(theme) => ({ marginLeft: '0.5rem', fontSize: '0.8rem', fontWeight: 400, color: theme.color.warning })}>(Gizli: sitede görünmez)</span>}
                        </h3>
                        <IconButton icon={ArrowUp} size="sm" label={`Yukarı taşı: ${label}`} disabled={i === 0} onClick={() => set(moveBlock(blocks, i, i - 1))} />
                        <IconButton icon={ArrowDown} size="sm" label={`Aşağı taşı: ${label}`} disabled={i === blocks.length - 1} onClick={() => set(moveBlock(blocks, i, i + 1))} />
                        <IconButton icon={Copy} size="sm" label={`Çoğalt: ${label}`} onClick={() => set(duplicateBlock(blocks, i))} />
                        <IconButton icon={b.hidden ? Eye : EyeOff} size="sm" label={`${b.hidden ? 'Göster' : 'Gizle'}: ${label}`} aria-pressed={Boolean(b.hidden)} onClick={() => set(toggleHidden(blocks, i))} />
                        <IconButton icon={Trash2} size="sm" variant="danger" label={`Kaldır: ${label}`} onClick={() => set(removeBlock(blocks, i))} />
                      </header>
                      <div css={{ padding: '0.75rem' }}>
                        {form ? (
                          <SchemaField
                            name="data"
                            required
                            schema={schema}
                            uiSchema={form.uiSchema as UiSchema}
                            errorSchema={errors?.[i]?.data}
                            fieldPathId={dataPath}
                            formData={b.data}
                            onChange={p.onChange}
                            onBlur={p.onBlur}
                            onFocus={p.onFocus}
                            registry={p.registry}
                            disabled={p.disabled}
                            readonly={p.readonly}
                          />
                        ) : (
                          <p css={{ margin: 0 }}>{b.ref ? 'İçerik Blokları kütüphanesinden gelen blok.' : 'Bu blok türü artık yok; siteye çıkmaz.'}</p>
                        )}
                      </div>
                    </article>
                  )}
                </SortableBlock>
              );
            })}
          </ol>
        </SortableContext>
      </DndContext>
      <div>
        <Button icon={Plus} onClick={() => setPicking(true)}>
          Blok Ekle
        </Button>
      </div>
      <BlockPicker open={picking} onClose={() => setPicking(false)} onPick={(type) => set(addBlock(blocks, type, BLOCK_FORMS[type as BlockType]?.initial ?? {}))} />
    </fieldset>
  );
}
