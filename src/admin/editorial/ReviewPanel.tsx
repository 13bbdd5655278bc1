/**
 * "İnceleme" beside an open item of public content: whether it waits for review (who sent it
 * and when), the note of a change request, or who approved it. A writer sends a saved draft
 * ("İncelemeye gönder": a new unpublished item, or the stored draft of a live one); an
 * administrator or editor opens the differences from the live version and chooses "Onayla ve
 * yayınla" (or a time: "Onayla ve zamanla") or "Değişiklik iste" with a note for the author.
 * The database decides who may do what (supabase/schemas/22_review.sql); a refusal is shown
 * here, where it was asked.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import { isPublicContentTable } from '../../../generated/public-content.ts';
import { formatDate } from '../../lib/format-date.ts';
import { useAdminClient, useAuth } from '../auth/AuthProvider.tsx';
import { mayPublish, staffRole } from '../auth/staff-role.ts';
import { dataKeys } from '../data/query-keys.ts';
import { loadReview, submitForReview, type ContentReview } from '../data/reviews-data.ts';
import type { AnyResource, Row } from '../resource/types.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { ReviewDecision } from './ReviewDecision.tsx';

export interface ReviewPanelProps {
  resource: AnyResource;
  row: Row | null;
  /** Unsaved changes in the form: they must be saved before the item is sent. */
  dirty: boolean;
  /** A live item's draft is stored (what a review of a live item is about). */
  draftStored: boolean;
  onRowChanged(row: Row): void;
}

export function ReviewPanel(props: ReviewPanelProps) {
  const { resource, row } = props;
  if (!row || resource.translation || !isPublicContentTable(resource.table)) return null;
  return <ReviewCard {...props} row={row} />;
}

function ReviewCard({ resource, row, dirty, draftStored, onRowChanged }: ReviewPanelProps & { row: Row }) {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const role = staffRole(useAuth().session);
  const key = dataKeys.about(resource.table, row.id, 'review');
  const review = useQuery({ queryKey: key, queryFn: async () => {
    const r = await loadReview(client, resource.table, row.id);
    if (r.error) throw new Error(r.error.message);
    return r.data;
  } });
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const live = row[resource.status?.field as string] === true;
  const current = review.data ?? null;
  const canSend = (!live || draftStored) && current?.status !== 'pending';
  const send = async () => {
    setSending(true);
    const r = await submitForReview(client, resource.table, row.id);
    setSending(false);
    setError(r.error ? r.error.message : undefined);
    await refresh();
  };
  return (
    <section aria-labelledby="review-title" data-testid="review-panel" css={(theme) => ({ display: 'grid', gap: '0.6rem', padding: '1rem', borderRadius: theme.radius.md, border: `1px solid ${theme.color.border}` })}>
      <h3 id="review-title" css={{ margin: 0, fontSize: '1rem', display: 'flex', alignItems: 'center', gap: '0.4rem' }}>
        <ClipboardCheck size={16} aria-hidden /> İnceleme
      </h3>
      {review.isError ? <Alert tone="danger">İnceleme durumu yüklenemedi</Alert> : <ReviewStatusLine review={current} />}
      {canSend && (
        <div css={{ display: 'grid', gap: '0.35rem' }}>
          <Button size="sm" variant={mayPublish(role) ? 'secondary' : 'primary'} disabled={dirty} loading={sending} onClick={() => void send()}>
            İncelemeye gönder
          </Button>
          {dirty && <p css={(theme) => ({ margin: 0, fontSize: '0.8rem', color: theme.color.textMuted })}>Göndermeden önce değişiklikleri kaydedin.</p>}
        </div>
      )}
      {error && <p role="alert" css={(theme) => ({ margin: 0, color: theme.color.danger, fontSize: '0.85rem' })}>{error}</p>}
      {current?.status === 'pending' && mayPublish(role) && (
        <ReviewDecision resource={resource} row={row} review={current} onDecided={async (changed) => {
          if (changed) onRowChanged(changed);
          await refresh();
        }} />
      )}
    </section>
  );
}

function ReviewStatusLine({ review }: { review: ContentReview | null }) {
  const muted = (theme: { color: { textMuted: string } }) => ({ margin: 0, fontSize: '0.9rem', color: theme.color.textMuted });
  if (!review) return <p css={muted}>Bu içerik incelemeye gönderilmedi.</p>;
  const when = (at: string | null) => (at ? <time dateTime={at}>{formatDate(at, 'datetime')}</time> : null);
  if (review.status === 'pending') {
    return (
      <p data-testid="review-status" css={{ margin: 0, fontSize: '0.9rem' }}>
        <strong>İnceleme bekliyor</strong> · {review.submitted_by_email ?? 'Bilinmeyen'} gönderdi, {when(review.submitted_at)}
      </p>
    );
  }
  if (review.status === 'changes_requested') {
    return (
      <div data-testid="review-status" css={{ display: 'grid', gap: '0.35rem' }}>
        <p css={{ margin: 0, fontSize: '0.9rem' }}>
          <strong>Değişiklik istendi</strong> · {review.reviewed_by_email ?? 'Bilinmeyen'}, {when(review.reviewed_at)}
        </p>
        <p data-testid="review-note" css={(theme) => ({ margin: 0, padding: '0.5rem 0.65rem', borderRadius: theme.radius.sm, background: theme.color.surfaceAlt, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })}>
          {review.note}
        </p>
      </div>
    );
  }
  return (
    <p data-testid="review-status" css={{ margin: 0, fontSize: '0.9rem' }}>
      <strong>Onaylandı</strong> · {review.reviewed_by_email ?? 'Bilinmeyen'}, {when(review.reviewed_at)}
    </p>
  );
}
