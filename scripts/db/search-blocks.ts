/**
 * The block types whose list items are site search results of their own (`search` in
 * schema/blocks/<type>.ts: the FAQ's questions), read once when the generators load, so
 * scripts/db/search-sql.ts stays synchronous as the other table generators are.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BlockConfig } from '../../schema/block.ts';

export interface SearchableBlock {
  type: string;
  items: string;
  title: string;
  text: string;
  label: string;
}

const BLOCKS_DIR = path.join(path.dirname(new URL(import.meta.url).pathname), '../../schema/blocks');

async function load(): Promise<SearchableBlock[]> {
  const files = fs.readdirSync(BLOCKS_DIR).filter((f) => f.endsWith('.ts')).sort();
  const found: SearchableBlock[] = [];
  for (const file of files) {
    const { block } = (await import(pathToFileURL(path.join(BLOCKS_DIR, file)).href)) as { block?: BlockConfig<Record<string, unknown>> };
    if (block?.search) found.push({ type: block.type, ...block.search });
  }
  return found;
}

export const SEARCHABLE_BLOCKS: readonly SearchableBlock[] = await load();
