/**
 * The form's "Geçmiş" panel for a resource whose database keeps revisions: the kept versions
 * of this row (who changed it and when, relative and absolute Istanbul time), the chosen
 * version's differences from the current row, and "Bu sürümü geri yükle" (after a
 * confirmation) through the database's restore_revision; the form then shows the restored
 * values. The history is read only when the panel is opened. The restore states the version
 * of the row the panel compares with: when someone saved the item meanwhile, the database
 * refuses it (an edit conflict) and the panel says so and shows the row as it is now.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSnackbar } from '../ui/use-snackbar.tsx';
import { History, RotateCcw } from 'lucide-react';
import { REVISION_ACTION_OPTIONS, REVISION_TEXTS } from '../../../schema/content-revisions.ts';
import { formatDate } from '../../lib/format-date.ts';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { EDIT_CONFLICT_TEXTS, isEditConflict } from '../data/edit-conflict.ts';
import { resourceData } from '../data/resource-data.ts';
import { formatRelative } from '../dashboard/relative-time.ts';
import type { AnyResource, Row } from '../resource/types.ts';
import { Button } from '../ui/Button.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { InlineSpinner } from '../ui/Spinner.tsx';
import { RevisionDiffView } from './RevisionDiffView.tsx';
import { revisionDiff } from './revision-diff.ts';
import { loadHistory, restoreRevision, type Revision } from './revision-data.ts';

export interface RevisionHistoryProps {
  resource: AnyResource;
  /** The row as saved (the "current version"). */
  row: Row;
  /** Called with the row as restored. */
  onRestored(row: Row): void;
}

const ACTION_LABEL: Record<string, string> = Object.fromEntries(REVISION_ACTION_OPTIONS.map((o) => [o.value, o.label]));

export function RevisionHistory({ resource, row, onRestored }: RevisionHistoryProps) {
  const client = useAdminClient();
  const { enqueueSnackbar } = useSnackbar();
  const [open, setOpen] = useState(false);
  const [revisions, setRevisions] = useState<Revision[] | null>(null);
  const [current, setCurrent] = useState<Row>(row);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // The editor saved (or took someone's version): compare with, and restore over, that one.
  useEffect(() => setCurrent(row), [row]);

  const reload = useCallback(async () => {
    const result = await loadHistory(client, resource.table, row.id);
    if (result.error) {
      enqueueSnackbar(REVISION_TEXTS.historyLoadError, { variant: 'error' });
      setRevisions([]);
      return;
    }
    setRevisions(result.data);
    setSelectedId((id) => id ?? result.data[0]?.id ?? null);
  }, [client, resource.table, row.id, enqueueSnackbar]);

  function toggle() {
    const next = !open;
    setOpen(next);
    if (next) void reload();
  }

  const selected = revisions?.find((r) => r.id === selectedId) ?? null;
  const diffs = useMemo(() => (selected ? revisionDiff(resource, selected.data as Record<string, unknown>, current) : []), [resource, selected, current]);

  async function restore() {
    if (!selected) return;
    const result = await restoreRevision(client, selected.id, typeof current.updated_at === 'string' ? current.updated_at : undefined);
    setConfirming(false);
    if (result.error && isEditConflict(result.error)) {
      // Nothing was written: show the row as it is now (and its new history) beside the chosen version.
      enqueueSnackbar(EDIT_CONFLICT_TEXTS.restoreMessage, { variant: 'warning' });
      const now = await resourceData(client, resource.table).get(row.id);
      if (now.data) setCurrent(now.data);
      await reload();
      return;
    }
    if (result.error) {
      enqueueSnackbar(result.error.message || REVISION_TEXTS.restoreError, { variant: 'error' });
      return;
    }
    enqueueSnackbar(REVISION_TEXTS.restored, { variant: 'success' });
    setCurrent(result.data);
    setSelectedId(null);
    onRestored(result.data);
    await reload();
  }

  const panelId = `revision-history-${row.id}`;
  return (
    <section aria-label={REVISION_TEXTS.historyTitle} css={(theme) => ({ marginTop: '1.5rem', borderTop: `1px solid ${theme.color.border}`, paddingTop: '1rem' })}>
      <Button size="sm" icon={History} aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        {REVISION_TEXTS.historyTitle}
        {revisions ? ` (${revisions.length})` : ''}
      </Button>
      {open && (
        <div id={panelId} css={{ marginTop: '1rem' }}>
          {revisions === null ? (
            <InlineSpinner />
          ) : revisions.length === 0 ? (
            <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>{REVISION_TEXTS.historyEmpty}</p>
          ) : (
            // Side by side only where the panel is wide (under a modal's form); in the editor's side column
            // the list and the comparison stack, instead of a 14rem minimum pushing past the window's edge.
            <div css={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))', '& > *': { minWidth: 0 } }}>
              <ol aria-label="Kayıtlı sürümler" css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.35rem', alignContent: 'start', maxHeight: '24rem', overflowY: 'auto' }}>
                {revisions.map((r) => (
                  <li key={r.id}>
                    <button
                      type="button"
                      aria-pressed={r.id === selectedId}
                      onClick={() => setSelectedId(r.id)}
                      css={(theme) => ({
                        width: '100%',
                        textAlign: 'left',
                        padding: '0.5rem 0.65rem',
                        borderRadius: theme.radius.sm,
                        border: `1px solid ${r.id === selectedId ? theme.color.primary : theme.color.border}`,
                        background: r.id === selectedId ? theme.color.surfaceAlt : 'transparent',
                        color: theme.color.text,
                        cursor: 'pointer',
                        font: 'inherit',
                      })}
                    >
                      <span css={{ display: 'block', fontWeight: 600, fontSize: '0.85rem' }} title={formatDate(r.changed_at, 'datetime')}>
                        {formatRelative(r.changed_at)} · {formatDate(r.changed_at, 'datetime')}
                      </span>
                      <span css={(theme) => ({ display: 'block', fontSize: '0.8rem', color: theme.color.textMuted })}>
                        {ACTION_LABEL[r.action]} öncesi · {r.changed_by_email ?? REVISION_TEXTS.unknownAuthor}
                      </span>
                    </button>
                  </li>
                ))}
              </ol>
              <div>
                {selected && (
                  <>
                    <h3 css={{ fontSize: '0.95rem', margin: '0 0 0.75rem' }}>{REVISION_TEXTS.compareTitle}</h3>
                    <RevisionDiffView diffs={diffs} />
                    <div css={{ marginTop: '1rem' }}>
                      <Button size="sm" variant="primary" icon={RotateCcw} onClick={() => setConfirming(true)}>
                        {REVISION_TEXTS.restore}
                      </Button>
                    </div>
                  </>
                )}
              </div>
            </div>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={REVISION_TEXTS.restore}
        message={REVISION_TEXTS.restoreConfirm}
        confirmLabel="Geri yükle"
        tone="primary"
        onConfirm={restore}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
