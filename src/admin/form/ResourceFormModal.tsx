/**
 * The create/edit form as a dialog over the list, for resources whose schema says
 * `form.mode: 'modal'` (short items). The form itself is ResourceFormBody, as on the full page;
 * here: Önceki/Sonraki through the list, Ctrl+S, a question before a dirty form is closed
 * (Escape, the backdrop, İptal, Önceki/Sonraki, navigation, tab close) and the local draft.
 * A translatable type has language tabs (asking first, like Önceki/Sonraki, when the form is dirty).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { DEFAULT_LANGUAGE } from '../../../schema/languages.ts';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { rowChanged } from '../resource/list-cache.ts';
import type { AnyResource, Row } from '../resource/types.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';
import { FormNotices } from './FormNotices.tsx';
import { EditorPanels } from './EditorPanels.tsx';
import { initialValues } from './form-data.ts';
import { ReplyLink } from './ReplyLink.tsx';
import { ResourceFormBody } from './ResourceFormBody.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { SharedFields } from './SharedFields.tsx';
import { isTranslatable, languageAdminName, localDraftScope, translationResource } from './translation-resource.ts';
import { UnsavedChangesDialog } from './UnsavedChangesDialog.tsx';
import { useOpenTranslation } from './use-open-translation.ts';
import { useLocalDraft } from './use-local-draft.ts';
import { useResourceForm, type ResourceForm } from './use-resource-form.ts';
import { useSaveShortcut } from './use-save-shortcut.ts';
import { useUnsavedGuard } from './use-unsaved-guard.ts';

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

/** A translatable type's dialog has language tabs; another language edits the item's translation in it. */
export default function ResourceFormModal(props: ResourceFormModalProps) {
  const [language, setLanguage] = useState<string>(DEFAULT_LANGUAGE);
  const onLanguage = isTranslatable(props.resource) ? setLanguage : undefined;
  if (language !== DEFAULT_LANGUAGE && props.row) return <TranslationModal key={language} {...props} row={props.row} locale={language} onLanguage={setLanguage} />;
  return <ItemModal {...props} language={language} onLanguage={onLanguage} />;
}

/** The item's translation in `locale`, read, then in the same dialog. */
function TranslationModal({ resource: base, row: baseRow, locale, onLanguage, ...rest }: ResourceFormModalProps & { row: Row; locale: string; onLanguage(code: string): void }) {
  const client = useAdminClient();
  const resource = useMemo(() => translationResource(base, locale, baseRow), [base, locale, baseRow]);
  const opened = useOpenTranslation(client, base.table, baseRow.id, locale, 0);
  if (opened.status === 'loading') return null;
  if (opened.status === 'error') {
    return (
      <Modal open onClose={rest.onClose} title={base.editTitle}>
        <Alert tone="danger">{base.messages.loadError}</Alert>
      </Modal>
    );
  }
  return <ItemModal {...rest} resource={resource} row={opened.row} language={locale} onLanguage={onLanguage} />;
}

/** İptal and Kaydet (which submits the form). */
function ModalFooter({ form, onCancel }: { form: ResourceForm; onCancel(): void }) {
  return (
    <>
      <Button onClick={onCancel} disabled={form.saving}>
        İptal
      </Button>
      <Button type="submit" form={form.formId} variant="primary" loading={form.saving}>
        {form.saving ? 'Kaydediliyor...' : 'Kaydet'}
      </Button>
    </>
  );
}

/** A new item's title, or the edit title (naming the language of a translation). */
function modalTitle(resource: AnyResource, creating: boolean): string {
  const t = resource.translation;
  if (t) return `${resource.editTitle} (${languageAdminName(t.locale)})`;
  return creating ? resource.createTitle : resource.editTitle;
}

function ItemModal({ resource, row, onClose, onSaved, onPrevious, onNext, language, onLanguage }: ResourceFormModalProps & { language: string; onLanguage?: (code: string) => void }) {
  const queryClient = useQueryClient();
  const [initial] = useState(() => initialValues(resource, row));
  const form = useResourceForm(resource, row, (saved) => {
    draft.clear();
    onSaved(saved);
  });
  const draft = useLocalDraft(localDraftScope(resource), row, form.formData, form.dirty, initial);
  const guard = useUnsavedGuard(form.dirty, form.isDirty);
  const [pending, setPending] = useState<(() => void) | null>(null);
  useSaveShortcut(() => form.submit());

  /** Runs `action` (close, previous, next) at once when the form is clean, else after asking. */
  const leave = (action: (() => void) | undefined) =>
    action &&
    (() => {
      if (form.isDirty()) setPending(() => action);
      else action();
    });
  const close = leave(onClose)!;

  if (!resource.formSchema) return null;
  return (
    <Modal
      open
      onClose={close}
      size="4xl"
      dismissible={!form.saving}
      title={modalTitle(resource, form.creating)}
      footer={<ModalFooter form={form} onCancel={close} />}
    >
      {row && (
        <nav aria-label="Kayıtlar arasında gezin" css={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center', marginBottom: '1rem' }}>
          <Button size="sm" icon={ChevronLeft} disabled={!onPrevious || form.saving} onClick={leave(onPrevious)}>
            Önceki
          </Button>
          <Button size="sm" disabled={!onNext || form.saving} onClick={leave(onNext)}>
            Sonraki
            <ChevronRight size={14} aria-hidden="true" />
          </Button>
          <span css={{ marginLeft: 'auto' }}>
            <ReplyLink resource={resource} row={row} />
          </span>
        </nav>
      )}
      {onLanguage && <LanguageSwitch value={language} onChange={(code) => leave(() => onLanguage(code))!()} itemExists={row !== null || resource.translation !== undefined} />}
      <FormNotices form={form} draft={draft} />
      <SharedFields resource={resource} />
      <ResourceFormBody form={form} />
      <EditorPanels resource={resource} row={row} values={form.formData} onRowChanged={(changed) => {
          // A restored revision: the lists show it (and are read again), the dialog closes.
          void rowChanged(queryClient, resource.table, changed);
          onSaved(changed);
        }}
      />
      <UnsavedChangesDialog
        open={pending !== null || guard.blocker.state === 'blocked'}
        onLeave={() => {
          draft.clear();
          guard.allowLeaving();
          const action = pending;
          setPending(null);
          if (action) action();
          else guard.blocker.proceed?.();
        }}
        onStay={() => {
          setPending(null);
          guard.blocker.reset?.();
        }}
      />
    </Modal>
  );
}
