/**
 * A page's body built from blocks: each visible block rendered by its type's component
 * (src/public/blocks/<component>.tsx, named in the generated BLOCK_TYPES, so a new block type
 * needs no edit here), in the page's order, on the server like the rest of the page. Hidden
 * blocks and types the site no longer has are not shown (hidden is not secret: anyone may read
 * a published page's blocks through the API). In the live preview each block has its own
 * error boundary (PreviewBlockBoundary.tsx).
 */
import type { ComponentType } from 'react';
import { BLOCK_TYPES, type PageBlockEntry } from '../../../generated/blocks.ts';
import { useLiveMode } from '../live/live-mode.ts';
import { PreviewBlockBoundary } from './PreviewBlockBoundary.tsx';

/** `blockId`: the entry's id, for anchors inside a block (an FAQ question's, the site search links to it). */
type BlockComponent = ComponentType<{ data: never; first: boolean; blockId: string }>;

const MODULES = import.meta.glob<{ default: BlockComponent }>('../blocks/*.tsx', { eager: true });

const TYPES = new Map<string, (typeof BLOCK_TYPES)[number]>(BLOCK_TYPES.map((t) => [t.type, t]));

export function blockComponent(type: string): BlockComponent | undefined {
  const t = TYPES.get(type);
  return t && MODULES[`../blocks/${t.component}.tsx`]?.default;
}

/** First on a page, a block of this type shows the page's title band itself (schema/blocks: providesTitle). */
export function providesTitle(type: string): boolean {
  return TYPES.get(type)?.providesTitle ?? false;
}

export type VisibleBlock = PageBlockEntry & { type: string; data: Record<string, unknown> };

/** The entries the site shows: blocks of a known type that are not hidden. */
export function visibleBlocks(blocks: readonly PageBlockEntry[] | null | undefined): VisibleBlock[] {
  return (blocks ?? []).filter((b): b is VisibleBlock => !b.hidden && typeof b.type === 'string' && !!b.data && !!blockComponent(b.type));
}

/** `blocks` from visibleBlocks; `offset`: how many of the page's visible blocks come before them. */
export function PageBlocks({ blocks, offset = 0 }: { blocks: readonly VisibleBlock[]; offset?: number }) {
  // In the admin's live preview only: the id a click there selects in the editor.
  const live = useLiveMode();
  return (
    <>
      {blocks.map((b, i) => {
        const Block = blockComponent(b.type)!;
        const block = <Block data={b.data as never} first={offset + i === 0} blockId={b.id} />;
        // Every type's anchor (schema/common/block-anchor.ts) is drawn here, once, never by a block itself.
        const anchor = typeof b.data.anchor === 'string' && b.data.anchor ? b.data.anchor : undefined;
        return (
          <div key={b.id} id={anchor} data-block={b.type} data-block-id={live ? b.id : undefined} data-live-shown={live?.shownBlock === b.id ? '' : undefined}>
            {/* The live preview draws half-filled blocks: one that fails shows a note, never a blank frame. */}
            {live ? <PreviewBlockBoundary data={b.data}>{block}</PreviewBlockBoundary> : block}
          </div>
        );
      })}
    </>
  );
}
