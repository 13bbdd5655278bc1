/**
 * The site's content that data-driven block types show (`uses` in schema/blocks, carried into
 * the generated BLOCK_TYPES): how each collection is loaded, and which ones a page's visible
 * blocks need, so its loader asks for those and nothing else; each collection's loader gets
 * the data of the blocks that use it and loads the rows they show, in the page's language (the newest up to the largest
 * limit, the chosen slugs). Loaded with the page (on the server for the first view), the rows
 * travel with the page's data and the blocks hydrate from them. This file imports no block component: the route loaders stay small.
 */
import { BLOCK_TYPES, type PageBlockEntry } from '../../../generated/blocks.ts';
import type { BlockCollection } from '../../../schema/block.ts';
import type { PublicClient } from '../../lib/public-client.ts';
import type { LanguageCode } from '../../../schema/languages.ts';
import { latestTestimonials, listProjects, listServices, projectsBySlugs, ratingSummary, servicesBySlugs, teamMembers } from '../data/content.ts';
import { formsByIds } from '../data/forms.ts';
import { DEFAULT_ROW_LIMIT, rowsForChoices, type RowChoice } from './pick-rows.ts';

/** The data of the page's visible blocks that use a collection: each loader loads what they show. */
type Uses = readonly Record<string, unknown>[];

const LOADERS = {
  services: (db: PublicClient, lang: LanguageCode, uses: Uses) => rowsForChoices(uses as readonly RowChoice[], (n) => listServices(db, lang, n), (slugs) => servicesBySlugs(db, lang, slugs)),
  projects: (db: PublicClient, lang: LanguageCode, uses: Uses) => rowsForChoices(uses as readonly RowChoice[], (n) => listProjects(db, lang, n), (slugs) => projectsBySlugs(db, lang, slugs)),
  testimonials: async (db: PublicClient, lang: LanguageCode, uses: Uses) => {
    const limit = Math.max(...uses.map((d) => (typeof d.limit === 'number' ? d.limit : DEFAULT_ROW_LIMIT)));
    const [rows, rating] = await Promise.all([latestTestimonials(db, lang, limit), ratingSummary(db)]);
    return { rows, rating };
  },
  team: (db: PublicClient, lang: LanguageCode) => teamMembers(db, lang),
  forms: (db: PublicClient, _lang: LanguageCode, uses: Uses) => formsByIds(db, uses.map((d) => (typeof d.form_id === 'string' ? d.form_id : ''))),
} satisfies Record<BlockCollection, (db: PublicClient, lang: LanguageCode, uses: Uses) => Promise<unknown>>;

/** The loaded collections of a page; one that is absent was not needed or failed to load. */
export type BlockCollections = { [C in BlockCollection]?: Awaited<ReturnType<(typeof LOADERS)[C]>> };

const USES = new Map<string, BlockCollection | null>(BLOCK_TYPES.map((t) => [t.type, t.uses]));

/** The collections the visible blocks of a page show, each once, with the data of the blocks that show it. */
export function collectionsUsed(blocks: readonly PageBlockEntry[] | null | undefined): Map<BlockCollection, Record<string, unknown>[]> {
  const used = new Map<BlockCollection, Record<string, unknown>[]>();
  for (const b of blocks ?? []) {
    const c = !b.hidden && typeof b.type === 'string' ? USES.get(b.type) : undefined;
    if (c) used.set(c, [...(used.get(c) ?? []), b.data ?? {}]);
  }
  return used;
}

/** One collection's rows for the blocks that use it (throws when a query fails: the loader reports it and leaves it out). */
export function loadCollection<C extends BlockCollection>(db: PublicClient, lang: LanguageCode, collection: C, uses: Uses): Promise<NonNullable<BlockCollections[C]>> {
  return LOADERS[collection](db, lang, uses) as Promise<NonNullable<BlockCollections[C]>>;
}
