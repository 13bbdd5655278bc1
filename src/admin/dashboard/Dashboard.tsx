/**
 * Kontrol Paneli: live counts, new messages, recent activity, SEO status and quick actions
 * (product decision 3: no sample numbers). Reloads with 'Yenile' and when the tab becomes
 * visible again, so a dashboard left open does not go stale.
 */
import { RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useAsync } from '../../lib/use-async.ts';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { Button } from '../ui/Button.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { CountCards } from './CountCards.tsx';
import { loadActivity } from './load-activity.ts';
import { loadCounts } from './load-counts.ts';
import { loadSeoStatus } from './load-seo-status.ts';
import { NewMessagesCard } from './NewMessagesCard.tsx';
import { QuickActions } from './QuickActions.tsx';
import { RecentActivity } from './RecentActivity.tsx';
import { SeoStatusCard } from './SeoStatusCard.tsx';
import { SmtpMissingBanner } from '../shell/SmtpMissingBanner.tsx';

export default function Dashboard() {
  const client = useAdminClient();
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    const onVisible = () => document.visibilityState === 'visible' && reload();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [reload]);

  const counts = useAsync(() => loadCounts(client), [client, version]);
  const activity = useAsync(() => loadActivity(client), [client, version]);
  const seo = useAsync(() => loadSeoStatus(client), [client, version]);
  const loading = counts.loading || activity.loading || seo.loading;

  return (
    <>
      <PageHeader
        title="Kontrol Paneli"
        description="Sitenizin güncel durumu"
        actions={
          <Button icon={RefreshCw} onClick={reload} loading={loading}>
            Yenile
          </Button>
        }
      />
      <div css={{ display: 'flex', flexDirection: 'column', gap: '1.5rem' }}>
        <SmtpMissingBanner />
        <CountCards state={counts} />
        <div css={(theme) => ({ display: 'grid', gap: '1.5rem', [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } })}>
          <div css={{ display: 'flex', flexDirection: 'column', gap: '1.5rem', minWidth: 0 }}>
            <RecentActivity state={activity} />
            <SeoStatusCard state={seo} />
          </div>
          <div css={{ display: 'flex', flexDirection: 'column', gap: '1.5rem', minWidth: 0 }}>
            <NewMessagesCard state={counts} />
            <QuickActions />
          </div>
        </div>
      </div>
    </>
  );
}
