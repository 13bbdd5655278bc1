/**
 * One block's own fields, drawn by the form's SchemaField from its type's generated form
 * (generated/admin/blocks.ts): the same widgets, validation and Turkish titles wherever a block
 * is edited, on a page (BlocksField) or as a library block (LibraryBlockField). Nothing when the
 * type has no form (a type that no longer exists).
 */
import type { ErrorSchema, FieldPathId, FieldProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { BLOCK_FORMS, type BlockForm } from '../../../../../generated/admin/blocks.ts';
import type { BlockType } from '../../../../../generated/blocks.ts';

/** The form of a block type, or undefined for an unknown one. */
export function blockFormOf(type: unknown): BlockForm | undefined {
  return typeof type === 'string' ? (BLOCK_FORMS[type as BlockType] as BlockForm | undefined) : undefined;
}

interface Props {
  form: BlockForm;
  /** The field holding the block (its registry and change handlers are used). */
  field: FieldProps;
  data: unknown;
  /** Where the block's data sits in the form (errors and changes are addressed by it). */
  fieldPathId: FieldPathId;
  errorSchema: ErrorSchema | undefined;
}

export function BlockDataForm({ form, field, data, fieldPathId, errorSchema }: Props) {
  const SchemaField = field.registry.fields.SchemaField!;
  // The card or field around it names the block: no second title.
  const { title: _title, ...schema } = form.schema as RJSFSchema;
  return (
    <SchemaField
      name="data"
      required
      schema={schema}
      uiSchema={form.uiSchema as UiSchema}
      errorSchema={errorSchema}
      fieldPathId={fieldPathId}
      formData={data}
      onChange={field.onChange}
      onBlur={field.onBlur}
      onFocus={field.onFocus}
      registry={field.registry}
      disabled={field.disabled}
      readonly={field.readonly}
    />
  );
}
