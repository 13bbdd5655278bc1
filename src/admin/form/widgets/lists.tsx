/** Editors for lists: strings (features, tags, results), images (gallery); the row editor menu items use too. */
import type { WidgetProps } from '@rjsf/utils';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useRef, type ReactNode } from 'react';
import { inputCss, smallButtonCss } from '../../ui/input-style.ts';
import { SortableItem, SortableList } from '../../ui/SortableList.tsx';
import { useFocusNewRow } from '../use-focus-new-row.ts';
import { ImagePreview, PickImageButton } from './image.tsx';

function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

interface ListEditorProps<T> {
  items: T[];
  onChange(items: T[]): void;
  blank: T;
  render(item: T, set: (v: T) => void, index: number): ReactNode;
  addLabel: string;
  label: string;
  /** The row's number in the buttons' names ('2', or '2.1' in a nested list). */
  rowName?: (index: number) => string;
  /** The add button's accessible name, when several lists on one form share its text. */
  addName?: string;
  /**
   * Rows also dragged by a grip handle (ui/SortableList.tsx: keyboard too); the name the
   * handle and screen readers say for a row ('2. Hakkımızda').
   */
  dragName?: (index: number) => string;
}

/** A row's own buttons after its fields: up, down, remove. */
function RowButtons({ index, count, name, onMove, onRemove }: { index: number; count: number; name: string; onMove(to: number): void; onRemove(): void }) {
  return (
    <>
      <button type="button" aria-label={`Yukarı taşı (${name})`} disabled={index === 0} onClick={() => onMove(index - 1)} css={smallButtonCss}>
        <ArrowUp size={15} aria-hidden />
      </button>
      <button type="button" aria-label={`Aşağı taşı (${name})`} disabled={index === count - 1} onClick={() => onMove(index + 1)} css={smallButtonCss}>
        <ArrowDown size={15} aria-hidden />
      </button>
      <button type="button" aria-label={`Kaldır (${name})`} onClick={onRemove} css={smallButtonCss}>
        <Trash2 size={15} aria-hidden />
      </button>
    </>
  );
}

const ROW_CSS = { display: 'flex', gap: '0.4rem', alignItems: 'flex-start' } as const;

/** Rows of one list; rows left empty are dropped on save (see empty-rows.ts). */
export function ListEditor<T>({ items, onChange, blank, render, addLabel, label, rowName = (i) => String(i + 1), addName, dragName }: ListEditorProps<T>) {
  const list = useRef<HTMLUListElement>(null);
  const added = useFocusNewRow(list, items.length, ':scope > li');
  const row = (item: T, i: number, handle?: ReactNode) => (
    <>
      {handle}
      <div css={{ flex: 1, minWidth: 0 }}>{render(item, (v) => onChange(items.map((x, j) => (j === i ? v : x))), i)}</div>
      <RowButtons index={i} count={items.length} name={rowName(i)} onMove={(to) => onChange(move(items, i, to))} onRemove={() => onChange(items.filter((_, j) => j !== i))} />
    </>
  );
  const rows = (
    <ul ref={list} aria-label={label} css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' }}>
      {items.map((item, i) =>
        dragName ? (
          <SortableItem key={i} id={String(i)} label={dragName(i)}>
            {(handle) => <div css={ROW_CSS}>{row(item, i, handle)}</div>}
          </SortableItem>
        ) : (
          <li key={i} css={ROW_CSS}>
            {row(item, i)}
          </li>
        ),
      )}
    </ul>
  );
  return (
    <div css={{ display: 'grid', gap: '0.5rem' }}>
      {dragName ? (
        <SortableList ids={items.map((_, i) => String(i))} strategy={verticalListSortingStrategy} nameOf={(id) => dragName(Number(id))} onMove={(from, to) => onChange(move(items, from, to))}>
          {rows}
        </SortableList>
      ) : (
        rows
      )}
      <button
        type="button"
        aria-label={addName}
        onClick={() => {
          added();
          onChange([...items, blank]);
        }}
        css={(theme) => ({ ...smallButtonCss(theme), justifySelf: 'start' })}>
        <Plus size={15} aria-hidden /> {addLabel}
      </button>
    </div>
  );
}

export function StringListWidget(p: WidgetProps) {
  const items = Array.isArray(p.value) ? (p.value as string[]) : [];
  return (
    <ListEditor
      label={p.label}
      items={items}
      blank=""
      addLabel="Ekle"
      onChange={(v) => p.onChange(v)}
      render={(item, set, i) => <input aria-label={`${p.label} ${i + 1}`} value={item} onChange={(e) => set(e.target.value)} css={inputCss()} />}
    />
  );
}

export function ImageListWidget(p: WidgetProps) {
  const items = Array.isArray(p.value) ? (p.value as string[]) : [];
  return (
    <ListEditor
      label={p.label}
      items={items}
      blank=""
      addLabel="Görsel Ekle"
      onChange={(v) => p.onChange(v)}
      render={(item, set, i) => (
        <div css={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
          <ImagePreview url={item} size={40} />
          <input aria-label={`${p.label} ${i + 1}`} value={item} placeholder="https:// veya /storage/v1/..." onChange={(e) => set(e.target.value)} css={inputCss()} />
          <PickImageButton label={`${p.label} ${i + 1}`} onPick={set} />
        </div>
      )}
    />
  );
}
