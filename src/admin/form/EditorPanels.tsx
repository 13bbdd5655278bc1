/**
 * The place for panels that belong to an open item: its review, publication readiness, preview links and
 * the revision history, and the notes staff keep on an item (a lead). Each is a self-contained component mounted here with one line, and
 * shows in the side column of the full-page editor and under the form in the modal.
 */
import { ItemNotes } from '../editorial/ItemNotes.tsx';
import { PreviewLinks } from '../editorial/PreviewLinks.tsx';
import { ReadinessPanel } from '../editorial/ReadinessPanel.tsx';
import { ReviewPanel } from '../editorial/ReviewPanel.tsx';
import { RevisionHistory } from '../editorial/RevisionHistory.tsx';
import type { AnyResource, Row } from '../resource/types.ts';

export interface EditorPanelProps {
  resource: AnyResource;
  /** The item as last saved; null while creating. */
  row: Row | null;
  /** The form's current values (readiness follows what is typed). */
  values: Record<string, unknown>;
  /** A panel changed the item in the database (a restored revision): the editor shows it as saved. */
  onRowChanged(row: Row): void;
  /** Unsaved changes in the form (an item is sent for review only as saved). */
  dirty?: boolean;
  /** A live item's draft is stored. */
  draftStored?: boolean;
}

export function EditorPanels({ resource, row, values, onRowChanged, dirty = false, draftStored = false }: EditorPanelProps) {
  return (
    <>
      <ReviewPanel resource={resource} row={row} dirty={dirty} draftStored={draftStored} onRowChanged={onRowChanged} />
      <ReadinessPanel resource={resource} values={values} />
      <PreviewLinks resource={resource} row={row} />
      <ItemNotes resource={resource} row={row} />
      {row && resource.revisions && <RevisionHistory resource={resource} row={row} onRestored={onRowChanged} />}
    </>
  );
}
