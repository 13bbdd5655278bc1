/**
 * Kontrol Paneli: what waits for review, live counts, scheduled drafts that failed to go live, my lead follow-ups, new messages, messages per landing page, visits (views, visitors, conversion), recent activity, SEO status, broken menu links, missing translations and quick actions
 * (product decision 3: no sample numbers). Reloads with 'Yenile', when the tab becomes
 * visible again (TanStack Query's focus refetch), and after any write, so a dashboard left
 * open does not go stale.
 */
import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useAdminClient, useAuth } from '../auth/AuthProvider.tsx';
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
import { BrokenMenuLinksCard } from './BrokenMenuLinksCard.tsx';
import { loadBrokenMenuLinks } from './load-broken-menu-links.ts';
import { loadVisitReport, type VisitPeriod } from '../data/visit-report-data.ts';
import { VisitsCard } from './VisitsCard.tsx';
import { loadMissingTranslations } from './load-missing-translations.ts';
import { MissingTranslationsCard } from './MissingTranslationsCard.tsx';
import { FollowUpsCard } from './FollowUpsCard.tsx';
import { loadFollowUps } from '../data/follow-ups-data.ts';
import { pendingReviews } from '../data/reviews-data.ts';
import { PendingReviewsCard } from './PendingReviewsCard.tsx';
import { staffRole } from '../auth/staff-role.ts';
import type { LoadState } from '../data/load-state.ts';
import type { PendingReview } from '../data/reviews-data.ts';

function AuthorDashboard({ state, reload }: { state: LoadState<PendingReview[]>; reload: () => void }) {
  return (
    <>
      <PageHeader title="Kontrol Paneli" description="İncelemeye gönderdiğiniz içerikler" actions={<Button icon={RefreshCw} onClick={reload} loading={state.loading}>Yenile</Button>} />
      <PendingReviewsCard state={state} />
    </>
  );
}

/** The items waiting for review (reviews-data.ts), for the card. */
async function loadPendingReviews(client: Parameters<typeof pendingReviews>[0]) {
  const r = await pendingReviews(client);
  if (r.error) throw new Error(r.error.message);
  return r.data;
}

export default function Dashboard() {
  const client = useAdminClient();
  const read = { refetchOnWindowFocus: 'always' as const };
  const countsQuery = useQuery({ queryKey: dataKeys.overview('dashboard-counts'), queryFn: () => loadCounts(client), ...read });
  const activityQuery = useQuery({ queryKey: dataKeys.overview('dashboard-activity'), queryFn: () => loadActivity(client), ...read });
  const seoQuery = useQuery({ queryKey: dataKeys.overview('dashboard-seo'), queryFn: () => loadSeoStatus(client), ...read });
  const landingQuery = useQuery({ queryKey: dataKeys.overview('dashboard-landing-leads'), queryFn: () => loadLandingLeads(client), ...read });
  const failuresQuery = useQuery({ queryKey: dataKeys.overview('dashboard-schedule-failures'), queryFn: () => loadScheduleFailures(client), ...read });
  const menuLinksQuery = useQuery({ queryKey: dataKeys.overview('dashboard-broken-menu-links'), queryFn: () => loadBrokenMenuLinks(client), ...read });
  const [visitDays, setVisitDays] = useState<VisitPeriod>(30);
  const visitsQuery = useQuery({ queryKey: dataKeys.overview(`dashboard-visits-${visitDays}`), queryFn: () => loadVisitReport(client, visitDays), ...read });
  const translationsQuery = useQuery({ queryKey: dataKeys.overview('dashboard-missing-translations'), queryFn: () => loadMissingTranslations(client), ...read });
  const me = useAuth().session?.user.id;
  const followUpsQuery = useQuery({ queryKey: dataKeys.overview(`dashboard-follow-ups:${me ?? ''}`), queryFn: () => loadFollowUps(client, me), ...read });
  const reviewsQuery = useQuery({ queryKey: dataKeys.overview('dashboard-pending-reviews'), queryFn: () => loadPendingReviews(client), ...read });
  const reload = () =>
    void Promise.all([reviewsQuery.refetch(), countsQuery.refetch(), activityQuery.refetch(), seoQuery.refetch(), landingQuery.refetch(), failuresQuery.refetch(), menuLinksQuery.refetch(), visitsQuery.refetch(), translationsQuery.refetch(), followUpsQuery.refetch()]);
  const [counts, activity, seo, landing] = [loadState(countsQuery), loadState(activityQuery), loadState(seoQuery), loadState(landingQuery)];
  const loading = counts.loading || activity.loading || seo.loading || landing.loading;
  // An author reads no leads, visits or settings: their dashboard is what waits for review.
  if (staffRole(useAuth().session) === 'author') return <AuthorDashboard state={loadState(reviewsQuery)} reload={() => void reviewsQuery.refetch()} />;

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
            <VisitsCard state={loadState(visitsQuery)} days={visitDays} onDays={setVisitDays} />
            <RecentActivity state={activity} />
            <SeoStatusCard state={seo} />
          </div>
          <div css={{ display: 'flex', flexDirection: 'column', gap: '1.5rem', minWidth: 0 }}>
            <PendingReviewsCard state={loadState(reviewsQuery)} />
            <FollowUpsCard state={loadState(followUpsQuery)} />
            <NewMessagesCard state={counts} />
            <LandingLeadsCard state={landing} />
            <BrokenMenuLinksCard state={loadState(menuLinksQuery)} />
            <MissingTranslationsCard state={loadState(translationsQuery)} />
            <QuickActions />
          </div>
        </div>
      </div>
    </>
  );
}
