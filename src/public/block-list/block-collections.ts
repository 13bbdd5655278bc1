/**
 * The site's content that data-driven block types show (`uses` in schema/blocks, carried into
 * the generated BLOCK_TYPES): how each collection is loaded, and which ones a page's visible
 * blocks need, so its loader asks for those and nothing else. Loaded with the page (on the
 * server for the first view), the rows travel with the page's data and the blocks hydrate
 * from them. This file imports no block component: the route loaders stay small.
 */
import { BLOCK_TYPES, type PageBlockEntry } from '../../../generated/blocks.ts';
import type { BlockCollection } from '../../../schema/block.ts';
import type { PublicClient } from '../../lib/public-client.ts';
import { latestTestimonials, listProjects, listServices, ratingSummary, teamMembers } from '../data/content.ts';

/** The most testimonials a block shows (schema/blocks/testimonials.ts: limit ≤ 12). */
const TESTIMONIALS_MAX = 12;

const LOADERS = {
  services: (db: PublicClient) => listServices(db),
  projects: (db: PublicClient) => listProjects(db),
  testimonials: async (db: PublicClient) => {
    const [rows, rating] = await Promise.all([latestTestimonials(db, TESTIMONIALS_MAX), ratingSummary(db)]);
    return { rows, rating };
  },
  team: (db: PublicClient) => teamMembers(db),
} satisfies Record<BlockCollection, (db: PublicClient) => Promise<unknown>>;

/** The loaded collections of a page; one that is absent was not needed or failed to load. */
export type BlockCollections = { [C in BlockCollection]?: Awaited<ReturnType<(typeof LOADERS)[C]>> };

const USES = new Map<string, BlockCollection | null>(BLOCK_TYPES.map((t) => [t.type, t.uses]));

/** The collections the visible blocks of a page show, each once. */
export function collectionsUsed(blocks: readonly PageBlockEntry[] | null | undefined): BlockCollection[] {
  const used = new Set<BlockCollection>();
  for (const b of blocks ?? []) {
    const c = !b.hidden && typeof b.type === 'string' ? USES.get(b.type) : undefined;
    if (c) used.add(c);
  }
  return [...used];
}

/** One collection's rows (throws when the query fails: the loader reports it and leaves it out). */
export function loadCollection<C extends BlockCollection>(db: PublicClient, collection: C): Promise<NonNullable<BlockCollections[C]>> {
  return LOADERS[collection](db) as Promise<NonNullable<BlockCollections[C]>>;
}
