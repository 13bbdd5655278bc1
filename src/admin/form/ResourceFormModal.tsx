/**
 * The create/edit form as a dialog over the list, for resources whose schema says
 * `form.mode: 'modal'` (short items). The form itself is ResourceFormBody, as on the full page;
 * here: Önceki/Sonraki through the list, Ctrl+S, a question before a dirty form is closed
 * (Escape, the backdrop, İptal, Önceki/Sonraki, navigation, tab close) and the local draft.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { rowChanged } from '../resource/list-cache.ts';
import type { AnyResource, Row } from '../resource/types.ts';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';
import { FormNotices } from './FormNotices.tsx';
import { EditorPanels } from './EditorPanels.tsx';
import { initialValues } from './form-data.ts';
import { ReplyLink } from './ReplyLink.tsx';
import { ResourceFormBody } from './ResourceFormBody.tsx';
import { UnsavedChangesDialog } from './UnsavedChangesDialog.tsx';
import { useLocalDraft } from './use-local-draft.ts';
import { useResourceForm } from './use-resource-form.ts';
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

export default function ResourceFormModal({ resource, row, onClose, onSaved, onPrevious, onNext }: ResourceFormModalProps) {
  const queryClient = useQueryClient();
  const [initial] = useState(() => initialValues(resource, row));
  const form = useResourceForm(resource, row, (saved) => {
    draft.clear();
    onSaved(saved);
  });
  const draft = useLocalDraft(resource.route, row, form.formData, form.dirty, initial);
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
      title={form.creating ? resource.createTitle : resource.editTitle}
      footer={
        <>
          <Button onClick={close} disabled={form.saving}>
            İptal
          </Button>
          <Button type="submit" form={form.formId} variant="primary" loading={form.saving}>
            {form.saving ? 'Kaydediliyor...' : 'Kaydet'}
          </Button>
        </>
      }
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
      <FormNotices form={form} draft={draft} showSaveError={false} />
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
