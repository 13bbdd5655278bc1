/**
 * A library block's content (`{ block_type, data }`, schema/block.ts LibraryBlockContent) in
 * the content blocks form: its block type chosen from the types' Turkish names and its data
 * edited by that type's own form (BlockDataForm, as on a page), never as JSON. A new type
 * starts from that type's initial values (the database checks the data against the type).
 */
import { toFieldPathId, type ErrorSchema, type FieldProps, type RJSFSchema } from '@rjsf/utils';
import { useEffect } from 'react';
import type { FormContext } from '../../fields.tsx';
import { BlockDataForm, blockFormOf } from './BlockDataForm.tsx';

/** Whether a resolved schema is a library block's content (codegen's libraryBlockFormSchema). */
export function isLibraryBlockSchema(schema: RJSFSchema): boolean {
  const props = schema.properties as Record<string, RJSFSchema> | undefined;
  return Boolean(props?.block_type?.oneOf && props.data);
}

export function LibraryBlockField(p: FieldProps) {
  const SchemaField = p.registry.fields.SchemaField!;
  const options = p.registry.globalFormOptions;
  const value = (p.formData ?? {}) as { block_type?: unknown; data?: unknown };
  const form = blockFormOf(value.block_type);
  const typeSchema = (p.schema.properties as Record<string, RJSFSchema>).block_type!;
  const errors = p.errorSchema as { block_type?: ErrorSchema; data?: ErrorSchema } | undefined;
  const ctx = p.registry.formContext as FormContext;
  // Text typed into the JSON editor before the type became 'block' no longer blocks saving.
  useEffect(() => {
    ctx.setJsonInvalid?.(p.name, false);
  }, [ctx, p.name]);
  return (
    <div css={{ gridColumn: '1 / -1', display: 'grid', gap: '0.75rem' }}>
      <SchemaField
        name="block_type"
        required
        schema={typeSchema}
        uiSchema={{ 'ui:widget': 'select', 'ui:placeholder': 'Blok türü seçin' }}
        errorSchema={errors?.block_type}
        fieldPathId={toFieldPathId('block_type', options, p.fieldPathId)}
        formData={value.block_type}
        // Another type: its own data, from that type's initial values.
        onChange={(type: unknown) => {
          if (type === value.block_type) return;
          p.onChange({ block_type: type, data: structuredClone(blockFormOf(type)?.initial ?? {}) }, p.fieldPathId.path);
        }}
        onBlur={p.onBlur}
        onFocus={p.onFocus}
        registry={p.registry}
        disabled={p.disabled}
        readonly={p.readonly}
      />
      {form ? (
        <fieldset css={(theme) => ({ border: `1px solid ${theme.color.border}`, borderRadius: theme.radius.md, padding: '0.75rem', margin: 0, minWidth: 0 })}>
          <legend css={{ fontSize: '0.875rem', fontWeight: 600, padding: '0 0.3rem' }}>{p.schema.title ?? 'İçerik'}</legend>
          <BlockDataForm form={form} field={p} data={value.data} fieldPathId={toFieldPathId('data', options, p.fieldPathId)} errorSchema={errors?.data} />
        </fieldset>
      ) : (
        <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>Bloğun alanları, türü seçilince burada görünür.</p>
      )}
    </div>
  );
}
