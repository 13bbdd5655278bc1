/**
 * A block's data as its component gets it: any field may be missing or null, in list items
 * too. The database keeps only complete blocks, but the live preview draws the form's
 * half-filled ones (a block just added, a title not typed yet), so every block component
 * treats an empty field as "not shown" and never assumes one is there.
 */
import type { BlockDataByType, BlockType } from '../../../generated/blocks.ts';

export type LooseData<T> = T extends readonly (infer I)[] ? readonly LooseData<I>[] : T extends object ? { [K in keyof T]?: LooseData<T[K]> | null } : T;

/** The data of a block of type `T`, as a block component may get it. */
export type BlockData<T extends BlockType> = LooseData<BlockDataByType[T]>;

/** A list of the data, [] when it is missing. */
export function listOf<T>(items: readonly T[] | null | undefined): readonly T[] {
  return Array.isArray(items) ? items : [];
}
