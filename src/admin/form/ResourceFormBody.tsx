/**
 * The body of a create/edit form, the same in the full page and in the modal: the read-only
 * facts of an existing item the form does not edit (a message's sender and text, then the
 * schema's `details`: where a lead came from; a staff-built form's answers), then RJSF
 * over the generated JSON Schema and uiSchema with our templates and widgets, Turkish
 * validation before sending. Above it all: who else has the item open, and an edit conflict's panel.
 */
import Form from '@rjsf/core';
import { useCallback, useMemo } from 'react';
import type { RJSFValidationError, UiSchema } from '@rjsf/utils';
import { formatDate } from '../../lib/format-date.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { isAuthor, staffRole } from '../auth/staff-role.ts';
import { lockPublication } from './author-locks.ts';
import { CellValue } from '../resource/CellValue.tsx';
import { EditPresenceNotice } from '../editorial/EditPresenceNotice.tsx';
import { AnswerDetails } from './AnswerDetails.tsx';
import { EditConflictPanel } from './EditConflictPanel.tsx';
import { focusFieldOfError } from './focus-field-of-error.ts';
import { formFieldNames } from './form-data.ts';
import { useFormValidator } from './precompiled-validator.ts';
import { FIELDS, prepareUiSchema, WIDGETS } from './registry.ts';
import { TEMPLATES } from './templates.tsx';
import { suggestionsId } from './suggestions.ts';
import { transformErrors } from './turkish-errors.ts';
import { translateString } from './turkish-strings.ts';
import type { ResourceForm } from './use-resource-form.ts';
import { useSuggestions } from './use-suggestions.ts';

/** One field's value, or several as `field: value` pairs (utm_source: google, utm_campaign: kis); '—' when empty. */
function detailText(row: Record<string, unknown>, fields: string[]): string {
  const filled = fields.filter((f) => row[f] !== null && row[f] !== undefined && row[f] !== '');
  if (filled.length === 0) return '—';
  return fields.length === 1 ? String(row[filled[0]!]) : filled.map((f) => `${f}: ${String(row[f])}`).join(', ');
}

export function ResourceFormBody({ form }: { form: ResourceForm }) {
  const { resource, row } = form;
  const author = isAuthor(staffRole(useAuth().session));
  const uiSchema = useMemo(() => lockPublication(prepareUiSchema(resource.uiSchema), resource, author), [resource, author]);
  const validator = useFormValidator(resource);
  const suggestions = useSuggestions(resource);
  const baseContext = form.formProps.formContext;
  const formContext = useMemo(() => ({ ...baseContext, suggestions }), [baseContext, suggestions]);
  // The values validated decide the uiSchema of each block (its type's own field messages).
  const formData = form.formProps.formData;
  const transform = useCallback((errors: RJSFValidationError[], ui?: UiSchema) => transformErrors(errors, ui, formData), [formData]);
  const fieldNames = formFieldNames(resource);
  // A global has no list: its form is all there is.
  const list = 'list' in resource ? resource.list : undefined;
  const details = row && list ? [...new Set([...list.columns.map((c) => c.field as string), ...(list.searchFields as string[])])].filter((f) => !fieldNames.includes(f)) : [];
  const extra = row && 'details' in resource ? (resource.details ?? []) : [];
  if (!resource.formSchema) return null;
  return (
    <>
      <EditPresenceNotice resource={resource} row={row} />
      <EditConflictPanel key={form.conflict?.when ?? ""} form={form} />
      {(details.length > 0 || extra.length > 0) && row && list && (
        <dl css={(theme) => ({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.4rem 1rem', margin: '0 0 1.25rem', padding: '1rem', borderRadius: theme.radius.md, background: theme.color.surfaceAlt })}>
          {details.map((f) => {
            const col = list.columns.find((c) => c.field === f);
            return (
              <div key={f} css={{ display: 'contents' }}>
                <dt css={(theme) => ({ color: theme.color.textMuted })}>{col?.label ?? resource.fieldTitles[f] ?? f}</dt>
                <dd css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{col && 'list' in resource ? <CellValue resource={resource} row={row} field={f} display={col.display} /> : f.endsWith('_at') ? formatDate(row[f] as string, 'datetime') : String(row[f] ?? '—')}</dd>
              </div>
            );
          })}
          {extra.map((d) => (
            <div key={d.label} data-detail={d.label} css={{ display: 'contents' }}>
              <dt css={(theme) => ({ color: theme.color.textMuted })}>{d.label}</dt>
              <dd css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{detailText(row, d.fields as string[])}</dd>
            </div>
          ))}
          <AnswerDetails resource={resource} row={row} />
        </dl>
      )}
      {validator && (
        // Any input, key or pointer press inside the form means the user is editing (see markTouched).
        <div onInputCapture={form.markTouched} onChangeCapture={form.markTouched} onKeyDownCapture={form.markTouched} onPointerDownCapture={form.markTouched}>
          <Form
            key={form.formKey}
            ref={form.formRef}
            id={form.formId}
            schema={resource.formSchema}
            uiSchema={uiSchema}
            validator={validator}
            templates={TEMPLATES}
            widgets={WIDGETS}
            fields={FIELDS}
            transformErrors={transform}
            translateString={translateString}
            showErrorList={false}
            focusOnFirstError={(error) => focusFieldOfError(document.getElementById(form.formId), error.property)}
            noHtml5Validate
            {...form.formProps}
            formContext={formContext}
          />
          {Object.entries(suggestions).map(([id, values]) => (
            <datalist key={id} id={suggestionsId(id)}>
              {values.map((v) => (
                <option key={v} value={v} />
              ))}
            </datalist>
          ))}
        </div>
      )}
    </>
  );
}
