/**
 * Library blocks (content_blocks rows of type 'block', content = { block_type, data }): the
 * ones a page's blocks field lists in its picker and names on its ref cards, and "Kütüphaneye
 * kaydet", which creates one from a page's own block. Rows come out in the blocks field's own
 * words (LibraryBlock), so the generic form names no table or column.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Json } from '../../../generated/database.types.ts';
import type { AdminClient } from '../../lib/admin-client.ts';
import { slugify } from '../../lib/slug.ts';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { dataKeys } from './query-keys.ts';
import { toDataError, type DataResult } from './resource-data.ts';

const TABLE = 'content_blocks';
const LIBRARY_TYPE = 'block';

export interface LibraryBlock {
  id: string;
  /** The name staff gave it. */
  label: string;
  blockType: string;
  data: Record<string, unknown>;
  /** Inactive ones render nothing on the site and cannot be placed anew. */
  active: boolean;
}

/** The admin screen of a library block (the generic content blocks screen). */
export function libraryBlockPath(id: string): string {
  return `/admin/content-blocks/${id}`;
}

function toLibraryBlock(row: { id: string; name: string; content: Json; published: boolean }): LibraryBlock {
  const content = (row.content ?? {}) as { block_type?: string; data?: Record<string, unknown> };
  return { id: row.id, label: row.name, blockType: content.block_type ?? '', data: content.data ?? {}, active: row.published };
}

export function libraryBlocksData(client: AdminClient) {
  return {
    async list(): Promise<DataResult<LibraryBlock[]>> {
      const r = await client.from(TABLE).select('id, name, content, published').eq('type', LIBRARY_TYPE).order('name');
      return r.error ? { data: null, error: toDataError(r.error) } : { data: r.data.map(toLibraryBlock), error: null };
    },
    /** A new active library block holding this block; its slug is the name's plus a short suffix (unique). */
    async create(label: string, blockType: string, data: Record<string, unknown>): Promise<DataResult<LibraryBlock>> {
      const slug = `${slugify(label).slice(0, 180) || 'blok'}-${Math.random().toString(36).slice(2, 8)}`;
      const content = { block_type: blockType, data } as { [key: string]: Json | undefined };
      const r = await client.from(TABLE).insert({ name: label, slug, type: LIBRARY_TYPE, template: 'default', content, published: true }).select('id, name, content, published').single();
      return r.error ? { data: null, error: toDataError(r.error) } : { data: toLibraryBlock(r.data), error: null };
    },
  };
}

/** The library's blocks (cached with the table, so a write anywhere to content_blocks refreshes them) and a way to add one. */
export function useLibraryBlocks() {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const data = libraryBlocksData(client);
  const query = useQuery({
    queryKey: dataKeys.list(TABLE, 'library'),
    queryFn: async () => {
      const r = await data.list();
      if (r.error) throw new Error(r.error.message);
      return r.data;
    },
  });
  return {
    blocks: query.data,
    loading: query.isPending,
    failed: query.isError,
    async create(label: string, blockType: string, blockData: Record<string, unknown>) {
      const r = await data.create(label, blockType, blockData);
      if (!r.error) await queryClient.invalidateQueries({ queryKey: dataKeys.table(TABLE) });
      return r;
    },
  };
}
