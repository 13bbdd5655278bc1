/**
 * The create/edit form of any resource: RJSF over the generated JSON Schema and uiSchema with
 * our templates and widgets, Turkish validation before sending, the slug generated from its
 * source field while creating, 'Bu slug zaten kullanılıyor' on a clash, and the config's
 * toasts. A failed save keeps the form open with everything typed.
 */
import Form, { type IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RegistryFieldsType, RegistryWidgetsType, UiSchema } from '@rjsf/utils';
import { useMemo, useRef, useState } from 'react';
import { useSnackbar } from 'notistack';
import { slugify } from '../../lib/slug.ts';
import { formatDate } from '../../lib/format-date.ts';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { isUniqueClash, resourceData } from '../data/resource-data.ts';
import { ChevronLeft, ChevronRight, Mail } from 'lucide-react';
import { CellValue } from '../resource/CellValue.tsx';
import { replyHref } from '../resource/reply-link.ts';
import type { AnyResource, Row } from '../resource/types.ts';
import { Button, buttonStyles } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';
import { PreviewLinks } from '../editorial/PreviewLinks.tsx';
import { INVALID_JSON, JsonField, SocialLinksField, type FormContext } from './fields.tsx';
import { formFieldNames, initialValues, savePayload } from './form-data.ts';
import { useFormValidator } from './precompiled-validator.ts';
import { TEMPLATES } from './templates.tsx';
import { transformErrors } from './turkish-errors.ts';
import { translateString } from './turkish-strings.ts';
import { CheckboxWidget, EmailWidget, HtmlWidget, NumberWidget, RatingWidget, SelectWidget, SlugWidget, TelWidget, TextareaWidget, TextWidget, UrlWidget } from './widgets/basic.tsx';
import { ImageWidget } from './widgets/image.tsx';
import { ImageListWidget, MenuItemsWidget, StringListWidget } from './widgets/lists.tsx';
import { ColorWidget, IconWidget } from './widgets/pickers.tsx';
import { RichTextWidget } from './widgets/RichTextWidget.tsx';
import { DateTimeWidget } from './widgets/DateTimeWidget.tsx';
import { RevisionHistory } from '../editorial/RevisionHistory.tsx';
import { ReadinessPanel } from '../editorial/ReadinessPanel.tsx';

const WIDGETS: RegistryWidgetsType = {
  text: TextWidget,
  url: UrlWidget,
  email: EmailWidget,
  tel: TelWidget,
  number: NumberWidget,
  textarea: TextareaWidget,
  html: HtmlWidget,
  select: SelectWidget,
  SelectWidget,
  checkbox: CheckboxWidget,
  CheckboxWidget,
  rating: RatingWidget,
  slug: SlugWidget,
  image: ImageWidget,
  stringList: StringListWidget,
  imageList: ImageListWidget,
  menuItems: MenuItemsWidget,
  icon: IconWidget,
  color: ColorWidget,
  richText: RichTextWidget,
  dateTime: DateTimeWidget,
};

const FIELDS: RegistryFieldsType = { json: JsonField, socialLinks: SocialLinksField };
/** Widget names that edit whole objects: RJSF renders those as fields. */
const OBJECT_EDITORS = new Set(Object.keys(FIELDS));

function prepareUiSchema(ui: Record<string, unknown> | undefined): UiSchema {
  const out: Record<string, unknown> = { 'ui:submitButtonOptions': { norender: true } };
  for (const [k, v] of Object.entries(ui ?? {})) {
    if (v && typeof v === 'object' && OBJECT_EDITORS.has((v as Record<string, string>)['ui:widget'] ?? '')) {
      const { 'ui:widget': w, ...rest } = v as Record<string, unknown>;
      out[k] = { ...rest, 'ui:field': w };
    } else out[k] = v;
  }
  return out as UiSchema;
}

export interface ResourceFormModalProps {
  resource: AnyResource;
  /** null: create a new item. */
  row: Row | null;
  onClose(): void;
  onSaved(row: Row): void;
  /** Open the previous / next item of the list (undefined at either end). */
  onPrevious?(): void;
  onNext?(): void;
}

export default function ResourceFormModal({ resource, row, onClose, onSaved, onPrevious, onNext }: ResourceFormModalProps) {
  const client = useAdminClient();
  const db = useMemo(() => resourceData(client, resource.table), [client, resource.table]);
  const { enqueueSnackbar } = useSnackbar();
  const creating = row === null;
  const [formData, setFormData] = useState<Record<string, unknown>>(() => initialValues(resource, row));
  const [extraErrors, setExtraErrors] = useState<ErrorSchema | undefined>();
  const [saving, setSaving] = useState(false);
  // A restored revision remounts the form: editors such as Quill read their value once.
  const [restoredAt, setRestoredAt] = useState(0);
  const slugEdited = useRef(!creating);
  const invalidJson = useRef(new Set<string>());
  const formId = `resource-form-${resource.route}`;
  const uiSchema = useMemo(() => prepareUiSchema(resource.uiSchema), [resource]);
  const validator = useFormValidator(resource);
  // The slug field and the field it is generated from, as the config names them.
  const slugField = resource.form?.fields.find((f) => f.widget === 'slug');
  const slugName = slugField?.name as string | undefined;
  const slugSource = slugField?.source as string | undefined;
  const formContext = useMemo<FormContext>(
    () => ({
      onSlugEdited: () => (slugEdited.current = true),
      setJsonInvalid: (name, invalid) => (invalid ? invalidJson.current.add(name) : invalidJson.current.delete(name)),
    }),
    [],
  );

  // Read-only facts of an existing item that the form does not edit (a message's sender and text).
  const fieldNames = formFieldNames(resource);
  const details = row ? [...new Set([...resource.list.columns.map((c) => c.field as string), ...(resource.list.searchFields as string[])])].filter((f) => !fieldNames.includes(f)) : [];

  function onChange(e: IChangeEvent) {
    const next = { ...(e.formData as Record<string, unknown>) };
    if (creating && slugName && slugSource && !slugEdited.current) {
      const source = next[slugSource];
      next[slugName] = typeof source === 'string' && source.trim() ? slugify(source) : undefined;
    }
    setFormData(next);
    if (extraErrors) setExtraErrors(undefined);
  }

  async function onSubmit(e: IChangeEvent) {
    if (saving) return;
    if (invalidJson.current.size) {
      enqueueSnackbar(INVALID_JSON, { variant: 'error' });
      return;
    }
    setSaving(true);
    const payload = savePayload(resource, e.formData as Record<string, unknown>);
    try {
      const result = creating ? await db.create(payload) : await db.update(row.id, payload);
      if (result.error) {
        if (slugName && isUniqueClash(result.error, slugName)) {
          setExtraErrors({ [slugName]: { __errors: ['Bu slug zaten kullanılıyor'] } } as unknown as ErrorSchema);
          enqueueSnackbar('Bu slug zaten kullanılıyor', { variant: 'error' });
        } else {
          enqueueSnackbar(result.error.message || resource.messages.saveError, { variant: 'error' });
        }
        return;
      }
      enqueueSnackbar(creating ? resource.messages.created : resource.messages.updated, { variant: 'success' });
      onSaved(result.data);
    } catch (err) {
      console.error(err);
      enqueueSnackbar(resource.messages.saveError, { variant: 'error' });
    } finally {
      setSaving(false);
    }
  }

  if (!resource.formSchema) return null;
  return (
    <Modal
      open
      onClose={onClose}
      size="4xl"
      dismissible={!saving}
      title={creating ? resource.createTitle : resource.editTitle}
      footer={
        <>
          <Button onClick={onClose} disabled={saving}>
            İptal
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={saving}>
            {saving ? 'Kaydediliyor...' : 'Kaydet'}
          </Button>
        </>
      }
    >
      {row && (
        <nav aria-label="Kayıtlar arasında gezin" css={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center', marginBottom: '1rem' }}>
          <Button size="sm" icon={ChevronLeft} disabled={!onPrevious || saving} onClick={onPrevious}>
            Önceki
          </Button>
          <Button size="sm" disabled={!onNext || saving} onClick={onNext}>
            Sonraki
            <ChevronRight size={14} aria-hidden="true" />
          </Button>
          {replyHref(resource, row) && (
            <a href={replyHref(resource, row)} css={[buttonStyles({ variant: 'primary', size: 'sm' }), { marginLeft: 'auto', textDecoration: 'none' }]}>
              <Mail size={14} aria-hidden="true" />
              E-posta ile yanıtla
            </a>
          )}
        </nav>
      )}
      {details.length > 0 && row && (
        <dl css={(theme) => ({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.4rem 1rem', margin: '0 0 1.25rem', padding: '1rem', borderRadius: theme.radius.md, background: theme.color.surfaceAlt })}>
          {details.map((f) => {
            const col = resource.list.columns.find((c) => c.field === f);
            return (
              <div key={f} css={{ display: 'contents' }}>
                <dt css={(theme) => ({ color: theme.color.textMuted })}>{col?.label ?? resource.fieldTitles[f] ?? f}</dt>
                <dd css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{col ? <CellValue resource={resource} row={row} field={f} display={col.display} /> : f.endsWith('_at') ? formatDate(row[f] as string, 'datetime') : String(row[f] ?? '—')}</dd>
              </div>
            );
          })}
        </dl>
      )}
      <ReadinessPanel resource={resource} values={formData} />
      <PreviewLinks resource={resource} row={row} />
      {validator && (
        <Form
          key={restoredAt}
          id={formId}
          schema={resource.formSchema}
          uiSchema={uiSchema}
          formData={formData}
          formContext={formContext}
          validator={validator}
          templates={TEMPLATES}
          widgets={WIDGETS}
          fields={FIELDS}
          transformErrors={transformErrors}
          translateString={translateString}
          extraErrors={extraErrors}
          showErrorList={false}
          focusOnFirstError
          noHtml5Validate
          onChange={onChange}
          onSubmit={(e) => void onSubmit(e)}
          onError={() => enqueueSnackbar('Lütfen işaretli alanları düzeltin', { variant: 'warning' })}
        />
      )}
      {row && resource.revisions && <RevisionHistory resource={resource} row={row} onRestored={(restored) => { setFormData(initialValues(resource, restored)); setRestoredAt(Date.now()); }} />}
    </Modal>
  );
}
