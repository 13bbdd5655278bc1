/** "Takip edilecek müşteri adaylarım": the signed-in member's open leads by follow-up time; those due are marked. */
import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { LEAD_STAGE_OPTIONS } from '../../../schema/contact-messages.ts';
import { formatDate } from '../../lib/format-date.ts';
import type { LoadState } from '../data/load-state.ts';
import { Alert } from '../ui/Alert.tsx';
import { Card } from '../ui/Card.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import type { FollowUp } from '../data/follow-ups-data.ts';

export const FOLLOW_UPS_TITLE = 'Takip edilecek müşteri adaylarım';

export function FollowUpsCard({ state, now = Date.now() }: { state: LoadState<FollowUp[]>; now?: number }) {
  const leads = state.data;
  return (
    <Card title={FOLLOW_UPS_TITLE}>
      {state.error && !leads ? (
        <Alert tone="danger">Takip listesi yüklenirken hata oluştu</Alert>
      ) : !leads ? (
        <Spinner />
      ) : leads.length === 0 ? (
        <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>Size atanmış, takip tarihi olan bir müşteri adayı yok.</p>
      ) : (
        <ul data-testid="follow-ups" css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '0.6rem' }}>
          {leads.map((l) => {
            const due = Date.parse(l.follow_up_at) <= now;
            return (
              <li key={l.id} data-testid="follow-up" css={{ display: 'flex', alignItems: 'center', gap: '0.6rem' }}>
                <CalendarClock size={16} aria-hidden />
                <span css={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  <Link to={`/admin/contact-messages?q=${encodeURIComponent(l.email)}`}>{l.name}</Link>{' '}
                  <span css={(theme) => ({ color: theme.color.textMuted, fontSize: '0.85rem' })}>{LEAD_STAGE_OPTIONS.find((o) => o.value === l.stage)?.label}</span>
                </span>
                <time dateTime={l.follow_up_at} css={(theme) => ({ fontSize: '0.85rem', color: due ? theme.color.danger : theme.color.textMuted, fontWeight: due ? 600 : 400 })}>
                  {due ? 'Zamanı geldi · ' : ''}
                  {formatDate(l.follow_up_at, 'datetime')}
                </time>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
