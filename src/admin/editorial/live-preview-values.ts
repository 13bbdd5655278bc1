/**
 * What the editor sends to the live preview: the form's values as a save would send them,
 * over the stored row (its id, timestamps and columns the form does not edit), so the page
 * renders as it will once saved. Null when the resource has no page of its own on the site.
 */
import { PREVIEW_TABLES } from '../../lib/preview-link.ts';
import { savePayload } from '../form/form-data.ts';
import type { AnyResource, FormResource, Row } from '../resource/types.ts';

/** The table whose live preview this resource's editor shows (schema/: a public page per slug). */
export function livePreviewTable(resource: AnyResource): string | undefined {
  return resource.publicPath?.includes('{slug}') && PREVIEW_TABLES.includes(resource.table) ? resource.table : undefined;
}

export function livePreviewValues(resource: FormResource, row: Row | null, values: Record<string, unknown>): Record<string, unknown> {
  return { ...(row ?? {}), ...savePayload(resource, values) };
}
