/**
 * An author publishes and schedules nothing (the database refuses it, 42501): their form shows
 * the publication flag and time read-only, with a hint that an editor publishes after review.
 */
import type { UiSchema } from '@rjsf/utils';
import type { FormResource } from '../resource/types.ts';

export const AUTHOR_LOCK_HINT = 'Yazarlar yayınlayamaz; içerik incelemeden sonra bir editör tarafından yayınlanır.';

export function lockPublication(ui: UiSchema, resource: FormResource, author: boolean): UiSchema {
  const status = 'status' in resource ? resource.status : undefined;
  if (!author || !status) return ui;
  const out: Record<string, unknown> = { ...ui };
  for (const field of [status.field, status.schedule].filter((f): f is string => typeof f === 'string')) {
    out[field] = { ...((ui[field] as Record<string, unknown> | undefined) ?? {}), 'ui:disabled': true, 'ui:help': AUTHOR_LOCK_HINT };
  }
  return out as UiSchema;
}
