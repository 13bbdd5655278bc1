/**
 * A reviewer's part of the "İnceleme" panel (ReviewPanel.tsx): the differences of the item
 * under review from its live version (a live item's stored draft against the row; a new item
 * against nothing), "Onayla ve yayınla" (with a time: "Onayla ve zamanla") and "Değişiklik
 * iste" with a note for the author. A refusal (for example, approving one's own item when the
 * site forbids it) is shown under the buttons.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { contentDraftsData } from '../data/content-drafts-data.ts';
import { approveReview, requestChanges, type ContentReview } from '../data/reviews-data.ts';
import type { AnyResource, Row } from '../resource/types.ts';
import { Button } from '../ui/Button.tsx';
import { TextArea } from '../ui/TextArea.tsx';
import { TextField } from '../ui/TextField.tsx';
import { RevisionDiffView } from './RevisionDiffView.tsx';
import { revisionDiff } from './revision-diff.ts';

interface ReviewDecisionProps {
  resource: AnyResource;
  row: Row;
  review: ContentReview;
  /** The decision was taken; `changed` is the item's row when it was published. */
  onDecided(changed: Row | null): Promise<void>;
}

export function ReviewDecision({ resource, row, review, onDecided }: ReviewDecisionProps) {
  const client = useAdminClient();
  const [showDiff, setShowDiff] = useState(false);
  const [when, setWhen] = useState('');
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const draft = useQuery({ queryKey: ['review-draft', resource.table, row.id, review.submitted_at], queryFn: async () => (await contentDraftsData(client, resource.table).get(row.id)).data });
  const live = row[resource.status?.field as string] === true;
  const diffs = useMemo(() => {
    const base: Record<string, unknown> = live ? row : {};
    return revisionDiff(resource, base, draft.data ? { ...row, ...draft.data.data } : row);
  }, [resource, row, live, draft.data]);

  const decide = async (run: () => Promise<{ error: { message: string } | null; data: unknown }>, published: boolean) => {
    setBusy(true);
    const r = await run();
    setBusy(false);
    setError(r.error ? r.error.message : undefined);
    if (!r.error) await onDecided(published ? (r.data as Row) : null);
  };
  const approve = () => void decide(() => approveReview(client, review.id, when ? new Date(when).toISOString() : null), true);
  const ask = () => {
    if (!note.trim()) return setNoteError('Yazara ne değişmesi gerektiğini yazın');
    setNoteError(undefined);
    void decide(() => requestChanges(client, review.id, note.trim()), false);
  };
  return (
    <div data-testid="review-decision" css={{ display: 'grid', gap: '0.6rem' }}>
      <Button size="sm" variant="ghost" aria-expanded={showDiff} onClick={() => setShowDiff(!showDiff)}>
        {showDiff ? 'Farkları gizle' : live ? 'Yayındaki sürümden farkları göster' : 'Yeni içeriği göster'}
      </Button>
      {showDiff && <RevisionDiffView diffs={diffs} />}
      {resource.status?.schedule && <TextField label="Yayın zamanı (isteğe bağlı)" type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} hint="Boşsa hemen yayınlanır" />}
      <Button size="sm" variant="primary" loading={busy} onClick={approve}>
        {when ? 'Onayla ve zamanla' : 'Onayla ve yayınla'}
      </Button>
      <TextArea label="Yazara not" rows={3} maxLength={2000} value={note} error={noteError} onChange={(e) => setNote(e.target.value)} />
      <Button size="sm" variant="secondary" disabled={busy} onClick={ask}>
        Değişiklik iste
      </Button>
      {error && <p role="alert" css={(theme) => ({ margin: 0, color: theme.color.danger, fontSize: '0.85rem' })}>{error}</p>}
    </div>
  );
}
