/**
 * An item's editor in another language than the default: its translation row read
 * (use-open-translation.ts) and edited as an item of its own resource (translation-resource.ts)
 * by the same editor (ItemEditor), with the shared fields read-only above the form and the
 * default language's text beside each field. A first save inserts the translation and the
 * editor opens it in place (its draft, publication and history are its own from then on).
 */
import { useMemo, useState, type ReactNode } from 'react';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import type { AnyResource, Row } from '../resource/types.ts';
import { Alert } from '../ui/Alert.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { ItemEditor } from './ItemEditor.tsx';
import { SharedFields } from './SharedFields.tsx';
import { translationResource } from './translation-resource.ts';
import { useOpenDraft } from './use-open-draft.ts';
import { useOpenTranslation } from './use-open-translation.ts';

export interface TranslationEditorProps {
  base: AnyResource;
  baseRow: Row;
  locale: string;
  listPath: string;
  languages: ReactNode;
}

export function TranslationEditor({ base, baseRow, locale, listPath, languages }: TranslationEditorProps) {
  const client = useAdminClient();
  const resource = useMemo(() => translationResource(base, locale, baseRow), [base, locale, baseRow]);
  const [generation, setGeneration] = useState(0);
  const opened = useOpenTranslation(client, base.table, baseRow.id, locale, generation);

  if (opened.status === 'loading') return <Spinner />;
  if (opened.status === 'error') return <Alert tone="danger">{base.messages.loadError}</Alert>;
  return <OpenTranslation key={opened.row?.id ?? 'new'} resource={resource} row={opened.row} listPath={listPath} languages={languages} onCreated={() => setGeneration((g) => g + 1)} />;
}

/** The translation as read (null: none yet), with its draft when it is live. */
function OpenTranslation({ resource, row, listPath, languages, onCreated }: { resource: AnyResource; row: Row | null; listPath: string; languages: ReactNode; onCreated: () => void }) {
  const client = useAdminClient();
  const openedDraft = useOpenDraft(client, resource.table, row?.id ?? null);
  if (openedDraft.status === 'loading') return <Spinner />;
  if (openedDraft.status === 'error') return <Alert tone="danger">{resource.messages.loadError}</Alert>;
  return <ItemEditor resource={resource} loaded={row} loadedDraft={openedDraft.draft} listPath={listPath} languages={languages} before={<SharedFields resource={resource} />} onCreated={onCreated} />;
}
