/** The edits of a page's block list, as pure functions over its entries (schema/block.ts PageBlockEntry). */
import type { PageBlockEntry } from '../../../../../generated/blocks.ts';

/** An id unique within the page (the database refuses a repeated one); short, since it is stored in every entry. */
export function newBlockId(taken: readonly PageBlockEntry[]): string {
  for (;;) {
    const id = `b${Math.random().toString(36).slice(2, 10)}`;
    if (!taken.some((b) => b.id === id)) return id;
  }
}

export function addBlock(list: readonly PageBlockEntry[], type: string, data: Record<string, unknown>): PageBlockEntry[] {
  return [...list, { id: newBlockId(list), type, data: structuredClone(data) }];
}

/** A copy right after the original, with its own id. */
export function duplicateBlock(list: readonly PageBlockEntry[], index: number): PageBlockEntry[] {
  const original = list[index];
  if (!original) return [...list];
  const copy = { ...structuredClone(original), id: newBlockId(list) };
  return [...list.slice(0, index + 1), copy, ...list.slice(index + 1)];
}

export function removeBlock(list: readonly PageBlockEntry[], index: number): PageBlockEntry[] {
  return list.filter((_, i) => i !== index);
}

/** Hidden blocks stay on the page, out of the site; shown ones carry no `hidden` key. */
export function toggleHidden(list: readonly PageBlockEntry[], index: number): PageBlockEntry[] {
  return list.map((b, i) => {
    if (i !== index) return b;
    if (b.hidden) {
      const { hidden: _h, ...shown } = b;
      return shown;
    }
    return { ...b, hidden: true };
  });
}

/** A library block placed on the page: a reference, not a copy (schema/block.ts). */
export function addRef(list: readonly PageBlockEntry[], ref: string): PageBlockEntry[] {
  return [...list, { id: newBlockId(list), ref }];
}

/** The entry at `index` becomes a reference to the library block it was saved as (keeping its id and hidden). */
export function toRef(list: readonly PageBlockEntry[], index: number, ref: string): PageBlockEntry[] {
  return list.map((b, i) => (i === index ? { id: b.id, ref, ...(b.hidden ? { hidden: true } : {}) } : b));
}

/**
 * The entries as the database takes them: a reference is `{ id, ref, hidden? }` only. The form
 * library fills an empty `data` into every entry it loads (the entry's schema has an object
 * `data`), which the database refuses beside a ref (23514 "has the key data beside its ref").
 */
export function entriesForSave(list: readonly PageBlockEntry[]): PageBlockEntry[] {
  return list.map((b) => (typeof b.ref === 'string' ? { id: b.id, ref: b.ref, ...(b.hidden ? { hidden: true } : {}) } : b));
}

/** "Kopyaya çevir": the reference at `index` becomes the page's own copy of the library block's type and data. */
export function detachRef(list: readonly PageBlockEntry[], index: number, type: string, data: Record<string, unknown>): PageBlockEntry[] {
  return list.map((b, i) => (i === index ? { id: b.id, type, data: structuredClone(data), ...(b.hidden ? { hidden: true } : {}) } : b));
}
