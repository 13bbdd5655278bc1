/**
 * A list reordered by drag or keyboard (dnd-kit): the grip handle takes Space, the arrows,
 * Space again, Escape cancels; screen readers hear each step in Turkish. Used by the card grid
 * of manually ordered resources (team) and by a page's blocks. `onMove` gets the indexes; the
 * caller applies them (arrayMove) to what it orders.
 */
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, type SortingStrategy } from '@dnd-kit/sortable';
import { GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';

export { arrayMove } from '@dnd-kit/sortable';

/** What a screen reader hears while an item is dragged with the keyboard (dnd-kit's own are English). */
function announcements(nameOf: (id: string) => string, positionOf: (id: string) => number): Announcements {
  return {
    onDragStart: ({ active }) => `${nameOf(String(active.id))} taşınmak için seçildi.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(String(active.id))}, ${positionOf(String(over.id))}. sıranın üzerinde.` : `${nameOf(String(active.id))} bir sıranın üzerinde değil.`),
    onDragEnd: ({ active, over }) => (over ? `${nameOf(String(active.id))} ${positionOf(String(over.id))}. sıraya bırakıldı.` : `${nameOf(String(active.id))} bırakıldı.`),
    onDragCancel: ({ active }) => `Taşıma iptal edildi; ${nameOf(String(active.id))} yerinde kaldı.`,
  };
}

const INSTRUCTIONS = 'Bir öğeyi taşımak için tutamacında boşluk tuşuna basın, ok tuşlarıyla yerini seçin, yeniden boşluk tuşuyla bırakın; Escape iptal eder.';

interface SortableListProps {
  ids: string[];
  strategy: SortingStrategy;
  /** The item's name as screen readers hear it (its label). */
  nameOf: (id: string) => string;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}

/** The drag context of one list: its items are SortableItems with the same ids. */
export function SortableList({ ids, strategy, nameOf, onMove, children }: SortableListProps) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const onDragEnd = (e: DragEndEvent) => {
    if (!e.over || e.active.id === e.over.id) return;
    onMove(ids.indexOf(String(e.active.id)), ids.indexOf(String(e.over.id)));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements: announcements(nameOf, (id) => ids.indexOf(id) + 1), screenReaderInstructions: { draggable: INSTRUCTIONS } }}>
      <SortableContext items={ids} strategy={strategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

interface SortableItemProps {
  id: string;
  /** The item's name in the handle's label ("Sürükleyerek taşı: …"). */
  label: string;
  /** Without it the item stays put and has no handle. */
  enabled?: boolean;
  /** Renders the item with the drag handle placed where it belongs. */
  children: (handle: ReactNode) => ReactNode;
}

/** One <li> of a SortableList. */
export function SortableItem({ id, label, enabled = true, children }: SortableItemProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id, disabled: !enabled });
  const style = { transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined, transition, zIndex: isDragging ? 2 : undefined, opacity: isDragging ? 0.85 : 1, position: 'relative' as const };
  const handle = enabled ? (
    <button type="button" aria-label={`Sürükleyerek taşı: ${label}`} {...attributes} {...listeners} css={(theme) => ({ all: 'unset', cursor: 'grab', color: theme.color.textMuted, display: 'inline-flex', padding: 4, borderRadius: 4, '&:focus-visible': { outline: `2px solid ${theme.color.primary}` } })}>
      <GripVertical size={18} aria-hidden />
    </button>
  ) : null;
  return (
    <li ref={setNodeRef} style={style} data-sortable-id={id}>
      {children(handle)}
    </li>
  );
}
