/**
 * RJSF's (ajv's) validation errors in Turkish, next to each field: a field's own message for the
 * rule when its schema gives one (`errors` of the form field, in the uiSchema's options; a
 * property's own, else its object's), else the general one.
 */
import type { RJSFValidationError, UiSchema } from '@rjsf/utils';
import { blockEntryUiSchema } from './widgets/blocks/block-ui-schema.ts';

/**
 * The field's own message for the failed rule, from the uiSchema along the error's property path.
 * A page's blocks are typed by their entries' `type`: under the blocks field, an entry's uiSchema
 * is its type's form (generated/admin/blocks.ts), found from the form data.
 */
/** The blocks field: 'ui:widget' in the generated uiSchema, 'ui:field' once the form prepared it (registry.ts). */
const isBlocksField = (node: Record<string, unknown> | undefined) => node?.['ui:widget'] === 'blocks' || node?.['ui:field'] === 'blocks';

function ownMessage(e: Pick<RJSFValidationError, 'name' | 'property'>, uiSchema: UiSchema | undefined, formData: unknown): string | undefined {
  let node = uiSchema as Record<string, unknown> | undefined;
  let value = formData;
  let found: string | undefined;
  for (const step of (e.property ?? '').split('.').filter(Boolean)) {
    const index = /^\d+$/.test(step);
    const here = (value as Record<string, unknown> | null | undefined)?.[step];
    node = index && isBlocksField(node) ? blockEntryUiSchema(here) : (node?.[index ? 'items' : step] as Record<string, unknown> | undefined);
    value = here;
    if (!node) break;
    const own = ((node['ui:options'] as { errors?: Record<string, string> } | undefined)?.errors ?? {})[e.name ?? ''];
    if (own) found = own;
  }
  return found;
}

export function turkishMessage(e: Pick<RJSFValidationError, 'name' | 'params'>): string {
  const p = (e.params ?? {}) as Record<string, unknown>;
  switch (e.name) {
    case 'required':
      return 'Bu alan zorunludur';
    case 'minLength':
      return Number(p.limit) <= 1 ? 'Bu alan zorunludur' : `En az ${String(p.limit)} karakter olmalı`;
    case 'maxLength':
      return `En fazla ${String(p.limit)} karakter olabilir`;
    case 'pattern':
      // Site paths (redirects) start with '/'; the other patterns are slugs.
      if (String(p.pattern).startsWith('^/')) return '"/" ile başlayan bir site içi adres girin (ör. /blog/yazi)';
      return 'Yalnızca küçük harf, rakam ve tire (-) kullanın';
    case 'format':
      if (p.format === 'email') return 'Geçerli bir e-posta adresi girin';
      if (String(p.format).startsWith('uri')) return 'Geçerli bir bağlantı (URL) girin';
      if (p.format === 'date-time') return 'Geçerli bir tarih girin';
      return 'Geçersiz biçim';
    case 'minimum':
      return `En az ${String(p.limit)} olmalı`;
    case 'maximum':
      return `En fazla ${String(p.limit)} olabilir`;
    case 'minItems':
      return `En az ${String(p.limit)} öğe olmalı`;
    case 'maxItems':
      return `En fazla ${String(p.limit)} öğe olabilir`;
    case 'type':
      return 'Geçersiz değer';
    case 'enum':
    case 'const':
    case 'oneOf':
    case 'anyOf':
      return 'Listeden bir değer seçin';
    case 'additionalProperties':
      return `Bilinmeyen alan: ${String(p.additionalProperty)}`;
    default:
      return 'Geçersiz değer';
  }
}

/** `formData`: the values validated, for the uiSchema of a page's blocks (typed by their entries). */
export function transformErrors(errors: RJSFValidationError[], uiSchema?: UiSchema, formData?: unknown): RJSFValidationError[] {
  // One message per field and kind: oneOf produces a "const" error per option.
  // A failed `if`/`then` (typed block contents) only repeats the errors of its fields.
  const seen = new Set<string>();
  return errors
    .filter((e) => e.name !== 'if')
    .map((e) => {
      const message = ownMessage(e, uiSchema, formData) ?? turkishMessage(e);
      return { ...e, message, stack: `${e.property ?? ''} ${message}` };
    })
    .filter((e) => {
      const key = `${e.property}|${e.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
