/**
 * The live preview beside the form (resources with a page of their own on the site): whether it
 * is on, the block picked in the preview (the form scrolls to it) and the block being edited
 * in the form (the preview marks it).
 */
import { useMemo, useState } from 'react';
import { livePreviewTable } from '../editorial/live-preview-values.ts';
import type { AnyResource } from '../resource/types.ts';
import type { SelectedBlock } from './widgets/blocks/block-selection.ts';

export function useBlockPreview(resource: AnyResource) {
  const liveTable = livePreviewTable(resource);
  const [live, setLive] = useState(false);
  const [selectedBlock, setSelectedBlock] = useState<SelectedBlock | null>(null);
  const [editedBlock, setEditedBlock] = useState<string | null>(null);
  const blockSelection = useMemo(() => ({ selected: selectedBlock, editing: setEditedBlock }), [selectedBlock]);
  return {
    liveTable,
    live,
    toggleLive: () => setLive((on) => !on),
    blockSelection,
    editedBlock,
    selectBlock: (id: string) => setSelectedBlock({ id, at: Date.now() }),
  };
}

export type BlockPreview = ReturnType<typeof useBlockPreview>;
