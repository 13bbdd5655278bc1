/**
 * "Yayınlanamayan zamanlanmış taslaklar": drafts the scheduler could not put live, each with
 * its reason in Turkish and a link to its item. Shown only while there are some.
 */
import { Link } from 'react-router-dom';
import { formatDate } from '../../lib/format-date.ts';
import { scheduleFailureText, SCHEDULE_FAILURE_NEXT } from '../../lib/schedule-failure.ts';
import type { LoadState } from '../data/load-state.ts';
import { Alert } from '../ui/Alert.tsx';
import { Card } from '../ui/Card.tsx';
import type { ScheduleFailure } from './load-schedule-failures.ts';

export const SCHEDULE_FAILURES_TITLE = 'Yayınlanamayan zamanlanmış taslaklar';

export function ScheduleFailuresCard({ state }: { state: LoadState<ScheduleFailure[]> }) {
  const failures = state.data;
  if (state.error && !failures) {
    return (
      <Card title={SCHEDULE_FAILURES_TITLE}>
        <Alert tone="danger">Zamanlanmış taslaklar yüklenirken hata oluştu</Alert>
      </Card>
    );
  }
  if (!failures?.length) return null;
  return (
    <Card title={SCHEDULE_FAILURES_TITLE} description={SCHEDULE_FAILURE_NEXT}>
      <ul data-testid="schedule-failures" css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
        {failures.map((f) => (
          <li key={f.id} css={{ minWidth: 0 }}>
            <p css={(theme) => ({ margin: 0, fontSize: '0.8rem', color: theme.color.textMuted })}>
              {f.source.singular} · <time dateTime={f.at}>{formatDate(f.at, 'datetime')}</time>
            </p>
            <Link to={f.path} css={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {f.title}
            </Link>
            <p data-testid="schedule-failure-reason" css={(theme) => ({ margin: '0.15rem 0 0', fontSize: '0.9rem', color: theme.color.danger })}>
              {scheduleFailureText(f.failure)}
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
