/**
 * What the editor sends to the live preview: the form's values as a save would send them,
 * over the stored row (its id, timestamps and columns the form does not edit), so the page
 * renders as it will once saved. Null when the resource has no page of its own on the site.
 * A translation previews its base item's page in its language, its values over the base row.
 */
import { DEFAULT_LANGUAGE } from '../../../schema/languages.ts';
import { livePreviewPath } from '../../lib/live-preview.ts';
import { PREVIEW_TABLES } from '../../lib/preview-link.ts';
import { languagePath } from '../form/translation-resource.ts';
import { savePayload } from '../form/form-data.ts';
import type { AnyResource, FormResource, Row } from '../resource/types.ts';

/**
 * The table whose live preview this resource's editor shows (schema/: a public page per slug).
 * A translation shows its base table's page, in its language.
 */
export function livePreviewTable(resource: AnyResource): string | undefined {
  const page = (resource.translation?.base ?? resource) as AnyResource;
  return page.publicPath?.includes('{slug}') && PREVIEW_TABLES.includes(page.table) ? page.table : undefined;
}

/** The frame's address: the table's live preview under the language's prefix (`/en/canli-onizleme/blog_posts`). */
export function livePreviewAddress(resource: FormResource, table: string): string {
  return languagePath(livePreviewPath(table), resource.translation?.locale ?? DEFAULT_LANGUAGE);
}

/** A translation's values go over the base item (its shared fields and identity), so the page is the item in that language. */
export function livePreviewValues(resource: FormResource, row: Row | null, values: Record<string, unknown>): Record<string, unknown> {
  const base = resource.translation ? { ...(resource.translation.baseRow ?? {}), ...translatedOnly(row, resource.translation.fields) } : (row ?? {});
  return { ...base, ...savePayload(resource, values) };
}

function translatedOnly(row: Row | null, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((f) => row && row[f] != null).map((f) => [f, row![f]]));
}
