/**
 * The place for panels that belong to an open item (revisions, preview links, where-used,
 * publication readiness…): each is a self-contained component mounted here with one line, and
 * shows in the side column of the full-page editor and under the form in the modal.
 */
import type { AnyResource, Row } from '../resource/types.ts';

export interface EditorPanelProps {
  resource: AnyResource;
  /** The item as last saved; null while creating. */
  row: Row | null;
  /** A panel changed the item in the database (a restored revision): the editor reloads it. */
  onRowChanged(): void;
}

export function EditorPanels(_props: EditorPanelProps) {
  return <></>;
}
