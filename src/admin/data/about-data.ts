/**
 * The about-page content block (content_blocks, slug 'about-page'): read whatever its
 * published state (staff may read drafts); saved by updating its content with the version it
 * was read at (an edit conflict otherwise, PT409) or, when there is none, inserted as the
 * published 'About Page' page block.
 */
import type { Json, Tables } from '../../../generated/database.types.ts';
import type { AdminClient } from '../../lib/admin-client.ts';
import { ABOUT_PAGE_TEXTS } from '../../../schema/content-blocks.ts';
import { toDataError, type DataResult } from './resource-data.ts';

export const ABOUT_SLUG = 'about-page';
export const BLOCKS_TABLE = 'content_blocks';

export type Block = Tables<'content_blocks'>;

export function aboutData(client: AdminClient) {
  const blocks = () => client.from('content_blocks');
  return {
    async get(): Promise<DataResult<Block | null>> {
      const r = await blocks().select('*').eq('slug', ABOUT_SLUG).order('created_at', { ascending: true }).limit(1).maybeSingle();
      return r.error ? { data: null, error: toDataError(r.error) } : { data: r.data, error: null };
    },
    /** `block`: the one read (its id and version), or null to create it. */
    async save(block: Block | null, content: Record<string, unknown>): Promise<DataResult<Block>> {
      const json = content as { [key: string]: Json | undefined };
      const r = block
        ? await blocks().update({ content: json, updated_at: block.updated_at }).eq('id', block.id).select().single()
        : await blocks().insert({ name: ABOUT_PAGE_TEXTS.blockName, slug: ABOUT_SLUG, type: 'page', template: 'default', content: json, published: true }).select().single();
      return r.error ? { data: null, error: toDataError(r.error) } : { data: r.data, error: null };
    },
  };
}
