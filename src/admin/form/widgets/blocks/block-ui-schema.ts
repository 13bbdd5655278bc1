/** The uiSchema of one entry of a page's blocks: its type's form (generated/admin/blocks.ts) under `data`, as BlocksField renders it. */
import { BLOCK_FORMS, type BlockForm } from '../../../../../generated/admin/blocks.ts';
import type { BlockType } from '../../../../../generated/blocks.ts';

export function blockEntryUiSchema(entry: unknown): Record<string, unknown> | undefined {
  const type = (entry as { type?: unknown } | null | undefined)?.type;
  const form = typeof type === 'string' ? (BLOCK_FORMS[type as BlockType] as BlockForm | undefined) : undefined;
  return form && { data: form.uiSchema };
}
