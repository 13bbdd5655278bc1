/**
 * The full-page editor's working area: the form, a side column with the item's panels
 * (EditorPanels) and, when switched on, the live preview beside the form. The same children
 * with or without the preview (only the layout changes), so the form keeps its state.
 */
import { useQueryClient } from '@tanstack/react-query';
import { LivePreview } from '../editorial/LivePreview.tsx';
import { rowChanged } from '../resource/list-cache.ts';
import type { AnyResource } from '../resource/types.ts';
import { Card } from '../ui/Card.tsx';
import { EditorPanels } from './EditorPanels.tsx';
import { ResourceFormBody } from './ResourceFormBody.tsx';
import type { BlockPreview } from './use-block-preview.ts';
import type { EditorForm } from './use-editor-form.ts';
import { BlockSelectionContext } from './widgets/blocks/block-selection.ts';

export function EditorWorkspace({ resource, editor, preview }: { resource: AnyResource; editor: EditorForm; preview: BlockPreview }) {
  const queryClient = useQueryClient();
  const { row, setRow, form, draft } = editor;
  const live = preview.live;
  return (
    <div
      css={(theme) =>
        live
          ? { display: 'grid', gap: '1.25rem', alignItems: 'start', gridTemplateAreas: '"form" "live" "side"', [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gridTemplateAreas: '"form live" "side live"' } }
          : { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: '1.25rem' }
      }
    >
      <Card padding css={{ flex: '1 1 36rem', minWidth: 0, gridArea: 'form' }}>
        <BlockSelectionContext.Provider value={preview.blockSelection}>
          <ResourceFormBody form={form} />
        </BlockSelectionContext.Provider>
      </Card>
      <aside aria-label="Kayıt bilgileri" css={{ flex: '0 1 20rem', gridArea: 'side', minWidth: 0, display: 'flex', flexDirection: 'column', gap: '1rem', '&:empty': { display: 'none' } }}>
        <EditorPanels
          resource={resource}
          row={row}
          values={form.formData}
          dirty={form.dirty}
          draftStored={form.serverDraft.stored}
          onRowChanged={(changed) => {
            // In place, so the open Geçmiş panel stays open and lists the new version.
            setRow(changed);
            form.reset(changed);
            draft.clear();
            void form.revisionRestored();
            void rowChanged(queryClient, resource.table, changed);
          }}
        />
      </aside>
      {live && preview.liveTable && (
        <div css={{ gridArea: 'live', minWidth: 0, alignSelf: 'stretch' }}>
          <LivePreview resource={resource} table={preview.liveTable} row={row} values={form.formData} editedBlock={preview.editedBlock} onSelectBlock={preview.selectBlock} />
        </div>
      )}
    </div>
  );
}
