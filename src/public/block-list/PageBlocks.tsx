/**
 * A page's body built from blocks: each visible block rendered by its type's component
 * (src/public/blocks/<PascalType>.tsx, found by name, so a new block type needs no edit here),
 * in the page's order, on the server like the rest of the page. Hidden blocks, references to
 * library blocks (not rendered yet) and types the site no longer has are left out.
 */
import type { ComponentType } from 'react';
import type { PageBlockEntry } from '../../../generated/blocks.ts';

type BlockComponent = ComponentType<{ data: never; first: boolean }>;

const MODULES = import.meta.glob<{ default: BlockComponent }>('../blocks/*.tsx', { eager: true });

/** 'image-text' → ../blocks/ImageText.tsx (scripts/codegen/blocks.ts names them the same way). */
export function blockComponent(type: string): BlockComponent | undefined {
  const name = type.replace(/(^|-)([a-z0-9])/g, (_m, _dash: string, c: string) => c.toUpperCase());
  return MODULES[`../blocks/${name}.tsx`]?.default;
}

/** The entries the site shows: own blocks of a known type that are not hidden. */
export function visibleBlocks(blocks: readonly PageBlockEntry[] | null | undefined): (PageBlockEntry & { type: string })[] {
  return (blocks ?? []).filter((b): b is PageBlockEntry & { type: string } => !b.hidden && typeof b.type === 'string' && !!b.data && !!blockComponent(b.type));
}

export function PageBlocks({ blocks }: { blocks: readonly PageBlockEntry[] | null | undefined }) {
  return (
    <>
      {visibleBlocks(blocks).map((b, i) => {
        const Block = blockComponent(b.type)!;
        return (
          <div key={b.id} data-block={b.type}>
            <Block data={b.data as never} first={i === 0} />
          </div>
        );
      })}
    </>
  );
}
