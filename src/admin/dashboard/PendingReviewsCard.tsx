/**
 * "İnceleme bekleyenler": items sent for review and not yet decided, oldest first, each with
 * who sent it and when, and a link to its editor (where it is approved or sent back).
 */
import { Link } from 'react-router-dom';
import { formatDate } from '../../lib/format-date.ts';
import { isPublicContentTable } from '../../../generated/public-content.ts';
import type { LoadState } from '../data/load-state.ts';
import type { PendingReview } from '../data/reviews-data.ts';
import { Alert } from '../ui/Alert.tsx';
import { Card } from '../ui/Card.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { CONTENT_TYPES } from './content-types.ts';
import { itemPath } from './load-activity.ts';

export const PENDING_REVIEWS_TITLE = 'İnceleme bekleyenler';

export function PendingReviewsCard({ state }: { state: LoadState<PendingReview[]> }) {
  const reviews = state.data;
  return (
    <Card title={PENDING_REVIEWS_TITLE}>
      {state.error && !reviews ? (
        <Alert tone="danger">İnceleme bekleyenler yüklenirken hata oluştu</Alert>
      ) : !reviews ? (
        <Spinner />
      ) : reviews.length === 0 ? (
        <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>İnceleme bekleyen içerik yok.</p>
      ) : (
        <ul data-testid="pending-reviews" css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '0.6rem' }}>
          {reviews.filter((r) => isPublicContentTable(r.table_name)).map((r) => {
            const source = CONTENT_TYPES[r.table_name as keyof typeof CONTENT_TYPES];
            return (
              <li key={r.id} css={{ minWidth: 0 }}>
                <p css={(theme) => ({ margin: 0, fontSize: '0.8rem', color: theme.color.textMuted })}>
                  {source.singular} · {r.submitted_by_email ?? 'Bilinmeyen'} · <time dateTime={r.submitted_at}>{formatDate(r.submitted_at, 'datetime')}</time>
                </p>
                <Link to={itemPath(source.route, r.row_id)} css={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {r.title}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
