/** The page's loaded collections (block-collections.ts), for the data-driven blocks that show them. */
import { createContext, useContext } from 'react';
import type { BlockCollection } from '../../../schema/block.ts';
import type { BlockCollections } from './block-collections.ts';

export const BlockCollectionsContext = createContext<BlockCollections>({});

/** The rows of a collection the block's type `uses`; undefined when they could not be loaded. */
export function useBlockCollection<C extends BlockCollection>(collection: C): BlockCollections[C] {
  return useContext(BlockCollectionsContext)[collection];
}
