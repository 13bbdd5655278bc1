/** Between a row and the form: the form's starting values, and the payload a save sends. */
import type { FormResource, Row } from '../resource/types.ts';
import { withoutEmptyRows } from './empty-rows.ts';
import { entriesForSave } from './widgets/blocks/block-list.ts';
import type { PageBlockEntry } from '../../../generated/blocks.ts';

type PropSchema = { type?: string | string[]; default?: unknown; items?: PropSchema; properties?: Record<string, PropSchema> };

function properties(resource: FormResource): Record<string, PropSchema> {
  return ((resource.formSchema?.properties ?? {}) as Record<string, PropSchema>) ?? {};
}

export function formFieldNames(resource: FormResource): string[] {
  return Object.keys(properties(resource));
}

const nullable = (p: PropSchema) => Array.isArray(p.type) && p.type.includes('null');

/** A new item's values: schema defaults, then the resource's defaults. */
export function initialValues(resource: FormResource, row: Row | null): Record<string, unknown> {
  const props = properties(resource);
  if (row) return Object.fromEntries(Object.keys(props).filter((k) => row[k] !== null && row[k] !== undefined).map((k) => [k, row[k]]));
  const values: Record<string, unknown> = {};
  for (const [k, p] of Object.entries(props)) if (p.default !== undefined) values[k] = p.default;
  for (const [k, v] of Object.entries(resource.defaults ?? {})) if (k in props && v !== null && v !== '') values[k] = v;
  return values;
}

/** Fields whose text is markup, sent as written (not trimmed). */
const MARKUP_WIDGETS = new Set(['richText', 'html']);

/**
 * Only the form's columns; cleared optional fields become null so an edit really clears them,
 * and list rows left empty are dropped.
 */
export function savePayload(resource: FormResource, formData: Record<string, unknown>): Record<string, unknown> {
  const markup = new Set((resource.form?.fields ?? []).filter((f) => f.widget && MARKUP_WIDGETS.has(f.widget)).map((f) => f.name as string));
  const blockLists = new Set((resource.form?.fields ?? []).filter((f) => f.widget === 'blocks').map((f) => f.name as string));
  const out: Record<string, unknown> = {};
  for (const [k, p] of Object.entries(properties(resource))) {
    const given = blockLists.has(k) && Array.isArray(formData[k]) ? entriesForSave(formData[k] as PageBlockEntry[]) : formData[k];
    const v = withoutEmptyRows(given, p);
    if (v === undefined || v === '') {
      if (nullable(p)) out[k] = null;
      else if (p.default !== undefined) out[k] = p.default;
      continue;
    }
    out[k] = typeof v === 'string' && !markup.has(k) ? v.trim() : v;
  }
  return out;
}
