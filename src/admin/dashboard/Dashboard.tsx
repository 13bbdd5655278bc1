/**
 * Kontrol Paneli: live counts, scheduled drafts that failed to go live, new messages, messages per landing page, recent activity, SEO status and quick actions
 * (product decision 3: no sample numbers). Reloads with 'Yenile', when the tab becomes
 * visible again (TanStack Query's focus refetch), and after any write, so a dashboard left
 * open does not go stale.
 */
import { RefreshCw } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { loadState } from '../data/load-state.ts';
import { dataKeys } from '../data/query-keys.ts';
import { Button } from '../ui/Button.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { CountCards } from './CountCards.tsx';
import { loadActivity } from './load-activity.ts';
import { loadCounts } from './load-counts.ts';
import { loadSeoStatus } from './load-seo-status.ts';
import { NewMessagesCard } from './NewMessagesCard.tsx';
import { LandingLeadsCard } from './LandingLeadsCard.tsx';
import { loadLandingLeads } from './load-landing-leads.ts';
import { QuickActions } from './QuickActions.tsx';
import { RecentActivity } from './RecentActivity.tsx';
import { SeoStatusCard } from './SeoStatusCard.tsx';
import { SmtpMissingBanner } from '../shell/SmtpMissingBanner.tsx';
import { loadScheduleFailures } from './load-schedule-failures.ts';
import { ScheduleFailuresCard } from './ScheduleFailuresCard.tsx';

export default function Dashboard() {
  const client = useAdminClient();
  const read = { refetchOnWindowFocus: 'always' as const };
  const countsQuery = useQuery({ queryKey: dataKeys.overview('dashboard-counts'), queryFn: () => loadCounts(client), ...read });
  const activityQuery = useQuery({ queryKey: dataKeys.overview('dashboard-activity'), queryFn: () => loadActivity(client), ...read });
  const seoQuery = useQuery({ queryKey: dataKeys.overview('dashboard-seo'), queryFn: () => loadSeoStatus(client), ...read });
  const landingQuery = useQuery({ queryKey: dataKeys.overview('dashboard-landing-leads'), queryFn: () => loadLandingLeads(client), ...read });
  const failuresQuery = useQuery({ queryKey: dataKeys.overview('dashboard-schedule-failures'), queryFn: () => loadScheduleFailures(client), ...read });
  const reload = () => void Promise.all([countsQuery.refetch(), activityQuery.refetch(), seoQuery.refetch(), landingQuery.refetch(), failuresQuery.refetch()]);
  const [counts, activity, seo, landing] = [loadState(countsQuery), loadState(activityQuery), loadState(seoQuery), loadState(landingQuery)];
  const loading = counts.loading || activity.loading || seo.loading || landing.loading;

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
        <ScheduleFailuresCard state={loadState(failuresQuery)} />
        <CountCards state={counts} />
        <div css={(theme) => ({ display: 'grid', gap: '1.5rem', [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } })}>
          <div css={{ display: 'flex', flexDirection: 'column', gap: '1.5rem', minWidth: 0 }}>
            <RecentActivity state={activity} />
            <SeoStatusCard state={seo} />
          </div>
          <div css={{ display: 'flex', flexDirection: 'column', gap: '1.5rem', minWidth: 0 }}>
            <NewMessagesCard state={counts} />
            <LandingLeadsCard state={landing} />
            <QuickActions />
          </div>
        </div>
      </div>
    </>
  );
}
