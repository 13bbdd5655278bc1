/**
 * The dashboard's visits over the last 7, 30 or 90 days: `visit_report(days)` (supabase/schemas/
 * 20_visits.sql) adds up the daily aggregates in the database and answers one small object.
 */
import type { AdminClient } from '../../lib/admin-client.ts';

export const VISIT_PERIODS = [7, 30, 90] as const;
export type VisitPeriod = (typeof VISIT_PERIODS)[number];

export interface VisitCounts {
  views: number;
  visitors: number;
}

export interface VisitReport extends VisitCounts {
  pages: (VisitCounts & { path: string; leads: number })[];
  referrers: (VisitCounts & { host: string })[];
  campaigns: (VisitCounts & { campaign: string; leads: number })[];
  landingPages: (VisitCounts & { id: string; title: string; path: string; published: boolean; leads: number })[];
}

interface RawReport extends VisitCounts {
  pages: VisitReport['pages'];
  referrers: VisitReport['referrers'];
  campaigns: VisitReport['campaigns'];
  landing_pages: VisitReport['landingPages'];
}

export async function loadVisitReport(client: AdminClient, days: VisitPeriod): Promise<VisitReport> {
  const { data, error } = await client.rpc('visit_report', { days });
  if (error) throw new Error(error.message);
  const raw = data as unknown as RawReport;
  return { views: raw.views, visitors: raw.visitors, pages: raw.pages, referrers: raw.referrers, campaigns: raw.campaigns, landingPages: raw.landing_pages };
}
