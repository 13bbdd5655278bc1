/**
 * The full-page editor of one item once it is read (ResourceEditPage.tsx): breadcrumb and
 * title, the language tabs when the type is translatable, a sticky action bar
 * (EditorActionBar), notices, the form with its panels and live preview (EditorWorkspace),
 * and the dialogs of discarding a draft, deleting and leaving with unsaved changes. The same
 * for an item and for its translation (a resource of its own, translation-resource.ts), whose
 * title names the item and the language.
 */
import { useState, type ReactNode } from 'react';
import type { ContentDraft } from '../data/content-drafts-data.ts';
import { RedirectOnDelete } from '../editorial/RedirectOnDelete.tsx';
import type { AnyResource, Row } from '../resource/types.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { DRAFT_TEXTS } from './draft-texts.ts';
import { EditorActionBar } from './EditorActionBar.tsx';
import { EditorBreadcrumb } from './EditorBreadcrumb.tsx';
import { EditorWorkspace } from './EditorWorkspace.tsx';
import { FormNotices } from './FormNotices.tsx';
import { languageAdminName } from './translation-resource.ts';
import { UnsavedChangesDialog } from './UnsavedChangesDialog.tsx';
import { useBlockPreview } from './use-block-preview.ts';
import { useEditorDelete } from './use-editor-delete.ts';
import { useEditorForm } from './use-editor-form.ts';
import { useSaveShortcut } from './use-save-shortcut.ts';

export interface ItemEditorProps {
  resource: AnyResource;
  loaded: Row | null;
  loadedDraft: ContentDraft | null;
  listPath: string;
  /** The language tabs (LanguageSwitch), when the type is translatable. */
  languages?: ReactNode;
  /** Above the form: the shared fields a translation shows read-only. */
  before?: ReactNode;
  /** A created item stays here instead of moving to its own address (a new translation). */
  onCreated?: (saved: Row) => void;
}

/** The heading's name of the item: its own title, or (a translation not written yet) the base item's. */
function itemName(resource: AnyResource, row: Row | null): string {
  const titleField = (resource.list.card?.title ?? resource.list.columns[0]!.field) as string;
  const own = row ? String(row[titleField] ?? '') : '';
  return own || String(resource.translation?.baseRow?.[titleField] ?? '');
}

export function ItemEditor({ resource, loaded, loadedDraft, listPath, languages, before, onCreated }: ItemEditorProps) {
  const editor = useEditorForm(resource, loaded, loadedDraft, onCreated);
  const { row, form, draft, guard } = editor;
  const [discarding, setDiscarding] = useState(false);
  const removal = useEditorDelete(resource, editor, listPath);
  const preview = useBlockPreview(resource);
  useSaveShortcut(() => form.submit());
  const exists = row !== null || resource.translation !== undefined;
  const name = itemName(resource, row);
  const language = resource.translation ? ` (${languageAdminName(resource.translation.locale)})` : '';

  if (!resource.formSchema) return null;
  return (
    <div>
      <EditorBreadcrumb resource={resource} current={exists ? name || resource.editTitle : resource.createTitle} listPath={listPath} />
      <h1 css={{ margin: '0 0 1rem', fontSize: '1.6rem', overflowWrap: 'anywhere' }}>{exists ? `${resource.editTitle}${name ? `: ${name}` : ''}${language}` : resource.createTitle}</h1>
      {languages}
      <EditorActionBar resource={resource} row={row} form={form} listPath={listPath} preview={preview} onDelete={() => removal.setDeleting(true)} onDiscardDraft={() => setDiscarding(true)} />
      <div css={{ display: 'grid', gap: '1rem', marginBottom: '1rem', '&:empty': { display: 'none' } }}>
        <FormNotices form={form} draft={draft} />
      </div>
      {before}
      <EditorWorkspace resource={resource} editor={editor} preview={preview} />
      <ConfirmDialog
        open={discarding}
        message={DRAFT_TEXTS.discardConfirm}
        onConfirm={async () => {
          setDiscarding(false);
          await form.discardDraft();
          draft.clear();
        }}
        onCancel={() => setDiscarding(false)}
      />
      <ConfirmDialog open={removal.deleting} message={<>{resource.messages.deleteConfirm}<RedirectOnDelete resource={resource} row={removal.deleting ? row : null} choice={removal.deleteRedirect} /></>} onConfirm={removal.remove} onCancel={() => removal.setDeleting(false)} />
      <UnsavedChangesDialog
        open={guard.blocker.state === 'blocked'}
        onLeave={() => {
          draft.clear();
          guard.allowLeaving();
          guard.blocker.proceed?.();
        }}
        onStay={() => guard.blocker.reset?.()}
      />
    </div>
  );
}
