/**
 * The place for panels that belong to an open item: publication readiness, preview links and
 * the revision history. Each is a self-contained component mounted here with one line, and
 * shows in the side column of the full-page editor and under the form in the modal.
 */
import { PreviewLinks } from '../editorial/PreviewLinks.tsx';
import { ReadinessPanel } from '../editorial/ReadinessPanel.tsx';
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
}

export function EditorPanels({ resource, row, values, onRowChanged }: EditorPanelProps) {
  return (
    <>
      <ReadinessPanel resource={resource} values={values} />
      <PreviewLinks resource={resource} row={row} />
      {row && resource.revisions && <RevisionHistory resource={resource} row={row} onRestored={onRowChanged} />}
    </>
  );
}
