/**
 * A page's references to library blocks (`{ id, ref }`, content_blocks rows of type 'block')
 * become ordinary blocks before the page renders: the server reads all the page's refs in one
 * query, and each entry takes its library block's type and data (keeping its own id, hidden
 * and `ref`). A ref whose block is missing, inactive or malformed is left out: it renders nothing.
 */
import type { PageBlockEntry } from '../../../generated/blocks.ts';

/** The distinct library block ids the entries name. */
export function refsOf(blocks: readonly PageBlockEntry[]): string[] {
  return [...new Set(blocks.flatMap((b) => (typeof b.ref === 'string' ? [b.ref] : [])))];
}

/** The entries with each ref replaced by its library block (`library`: content by id), or dropped. */
export function resolveRefs(blocks: readonly PageBlockEntry[], library: Record<string, unknown>): PageBlockEntry[] {
  return blocks.flatMap((b) => {
    if (typeof b.ref !== 'string') return [b];
    const content = library[b.ref] as { block_type?: unknown; data?: unknown } | undefined;
    if (!content || typeof content.block_type !== 'string' || !content.data || typeof content.data !== 'object') return [];
    return [{ ...b, type: content.block_type, data: content.data as Record<string, unknown> }];
  });
}
