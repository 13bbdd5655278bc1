/**
 * Our RJSF templates: a label/help/error frame per field, a two-column grid for objects
 * (ui:options.width 'half' puts two fields side by side), a global's sections as cards, and
 * styled text inputs.
 */
import type { BaseInputTemplateProps, FieldTemplateProps, ObjectFieldTemplateProps, TemplatesType } from '@rjsf/utils';
import { getInputProps } from '@rjsf/utils';
import { Fragment } from 'react';
import type { ServerValue } from '../../../schema/resource.ts';
import { Card } from '../ui/Card.tsx';
import { inputCss } from '../ui/input-style.ts';
import { ArrayFieldTemplate } from './ArrayFieldTemplate.tsx';
import { hiddenByData } from './hidden-when.ts';
import type { FormContext } from './fields.tsx';
import { normalizeUrl, URL_FORMATS } from './normalize-url.ts';
import { ServerValues } from './ServerValues.tsx';
import { ReferenceText } from './ReferenceText.tsx';
import { SeoPreview } from './seo-preview/SeoPreview.tsx';
import { seoPreviewOf } from './seo-preview/seo-preview-values.ts';
import { suggestionsId } from './suggestions.ts';

function FieldTemplate({ id, label, children, rawErrors, rawHelp, rawDescription, required, displayLabel, hidden, uiSchema, schema, fieldPathId, registry }: FieldTemplateProps) {
  if (hidden) return <div css={{ display: 'none' }}>{children}</div>;
  const width = (uiSchema?.['ui:options'] as { width?: string } | undefined)?.width;
  const isObject = schema.type === 'object' && !uiSchema?.['ui:field'];
  const errorId = `${id}__error`;
  // While translating, a top-level field shows the default language's text of it.
  const reference = (registry.formContext as FormContext | undefined)?.reference;
  const name = fieldPathId.path.length === 1 ? String(fieldPathId.path[0]) : null;
  const referenced = reference && name !== null && Object.hasOwn(reference.values, name);
  return (
    <div data-field-id={id} data-invalid={rawErrors?.length ? 'true' : undefined} css={(theme) => ({ gridColumn: width === 'half' ? 'auto' : '1 / -1', display: 'flex', flexDirection: 'column', gap: '0.35rem', [theme.mq.md]: {} })}>
      {displayLabel && label && !isObject && (
        <label htmlFor={id} css={{ fontSize: '0.875rem', fontWeight: 600 }}>
          {label}
          {required && (
            <span aria-hidden="true" css={(theme) => ({ color: theme.color.danger, marginLeft: 2 })}>
              *
            </span>
          )}
        </label>
      )}
      {referenced && <ReferenceText language={reference.language} value={reference.values[name]} />}
      {children}
      {(rawHelp || (rawDescription && !isObject)) && <p css={(theme) => ({ margin: 0, fontSize: '0.8rem', color: theme.color.textMuted })}>{rawHelp ?? rawDescription}</p>}
      {rawErrors && rawErrors.length > 0 && (
        <p id={errorId} role="alert" css={(theme) => ({ margin: 0, fontSize: '0.8rem', color: theme.color.danger })}>
          {[...new Set(rawErrors)].join(' · ')}
        </p>
      )}
    </div>
  );
}

/** A global's form in titled cards (uiSchema `ui:options.sections`, from its schema's `form.sections`). */
interface FormSectionUi {
  title: string;
  description?: string;
  serverValues?: readonly ServerValue[];
  fields: string[];
}

function ObjectFieldTemplate({ title, properties: all, fieldPathId, uiSchema, formData }: ObjectFieldTemplateProps) {
  const nested = fieldPathId.path.length > 0;
  const options = (uiSchema?.['ui:options'] ?? {}) as { sections?: FormSectionUi[]; bare?: boolean };
  const properties = all.filter((p) => !hiddenByData(uiSchema?.[p.name], formData));
  const grid = (shown: typeof properties) => (
    <div css={(theme) => ({ display: 'grid', gap: '1rem 1.25rem', gridTemplateColumns: '1fr', [theme.mq.md]: { gridTemplateColumns: '1fr 1fr' } })}>
      {shown.map((p) => {
        // A field the schema gives `seoPreview` (the meta description) is followed by the previews, fed the whole form's values.
        const preview = seoPreviewOf(uiSchema?.[p.name]);
        return preview ? (
          <Fragment key={p.name}>
            {p.content}
            <SeoPreview data={(formData ?? {}) as Record<string, unknown>} options={preview} />
          </Fragment>
        ) : (
          p.content
        );
      })}
    </div>
  );
  if (!nested && options.sections) {
    const byName = new Map(properties.map((p) => [p.name, p]));
    return (
      <div css={{ display: 'grid', gap: '1.25rem' }}>
        {options.sections.map((s) => (
          <Card key={s.title} title={s.title} description={s.description}>
            {s.serverValues && (
              <div css={{ marginBottom: '1rem' }}>
                <ServerValues values={s.serverValues} />
              </div>
            )}
            {grid(s.fields.flatMap((f) => byName.get(f) ?? []))}
          </Card>
        ))}
      </div>
    );
  }
  // The only field of a section needs no frame of its own (`bare`): the section's card has the title.
  if (!nested) return grid(properties);
  if (options.bare) return <div css={{ gridColumn: '1 / -1' }}>{grid(properties)}</div>;
  return (
    <fieldset css={(theme) => ({ gridColumn: '1 / -1', border: `1px solid ${theme.color.border}`, borderRadius: theme.radius.md, padding: '0.9rem 1rem 1rem', margin: 0 })}>
      <legend css={{ fontWeight: 600, fontSize: '0.9rem', padding: '0 0.3rem' }}>{title}</legend>
      {grid(properties)}
    </fieldset>
  );
}

function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, value, type, placeholder, required, disabled, readonly, autofocus, onChange, onChangeOverride, onBlur, onFocus, options, schema, rawErrors, registry } = props;
  // Values other rows already have (use-suggestions.ts), offered while typing.
  const suggested = ((registry.formContext as FormContext | undefined)?.suggestions?.[id]?.length ?? 0) > 0;
  const inputProps = getInputProps(schema, type, options);
  const format = schema.format;
  const htmlType = format === 'email' ? 'email' : format === 'uri' ? 'url' : inputProps.type;
  return (
    <input
      id={id}
      name={id}
      {...inputProps}
      type={htmlType}
      value={value ?? ''}
      placeholder={placeholder}
      list={suggested ? suggestionsId(id) : undefined}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={rawErrors?.length ? `${id}__error` : undefined}
      onChange={onChangeOverride ?? ((e) => onChange(e.target.value === '' ? options.emptyValue : inputProps.type === 'number' ? (e.target.value === '' ? undefined : Number(e.target.value)) : e.target.value))}
      onBlur={(e) => {
        // An address typed without https:// (linkedin.com/in/…) gets it when the field is left.
        const typed = e.target.value;
        const fixed = format && URL_FORMATS.has(format) ? normalizeUrl(typed) : typed;
        if (fixed !== typed) onChange(fixed);
        onBlur(id, fixed);
      }}
      onFocus={(e) => onFocus(id, e.target.value)}
      css={inputCss(Boolean(rawErrors?.length))}
    />
  );
}

export const TEMPLATES: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  BaseInputTemplate,
  ArrayFieldTemplate,
  ErrorListTemplate: () => null,
};
