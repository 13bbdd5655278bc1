/**
 * Messages per landing page in the last 30 days, counted by the database
 * (`landing_page_leads()`, migration 20261129300100): one small row per landing page, never
 * the messages themselves.
 */
import type { AdminClient } from '../../lib/admin-client.ts';
import { contentPath } from '../../../generated/public-content.ts';

export interface LandingPageLeads {
  id: string;
  title: string;
  /** The page on the site. */
  path: string;
  published: boolean;
  leads: number;
}

export async function loadLandingLeads(client: AdminClient): Promise<LandingPageLeads[]> {
  const { data, error } = await client.rpc('landing_page_leads');
  if (error) throw new Error(error.message);
  return (data ?? []).map((r) => ({ id: r.page_id, title: r.title, path: r.slug === 'home' ? '/' : contentPath('pages', r.slug), published: r.published, leads: Number(r.leads) }));
}
