/**
 * The dashboard's SEO status, computed from the SEO settings and the published content:
 * the advice of the SEO screen (meta title 50-60 characters, description 150-160, an OG
 * image), the sitemap and analytics switches, the published items without a meta
 * description, and the published items with publish-readiness problems (the rules of the
 * form's 'Yayın hazırlığı' panel, src/admin/editorial/readiness.ts).
 */
import type { AdminClient } from '../../lib/admin-client.ts';
import type { Tables } from '../../../generated/database.types.ts';
import { unwrap } from '../data/data-query.ts';
import { resourceData } from '../data/resource-data.ts';
import { PUBLIC_CONTENT, PUBLIC_CONTENT_TABLES, type PublicContentTable } from '../../../generated/public-content.ts';
import { loadReadinessOverview, type ReadinessOverviewEntry } from '../editorial/readiness-overview.ts';

export type MetaTable = PublicContentTable;

export interface SeoCheck {
  id: string;
  label: string;
  ok: boolean;
  detail: string;
}

export interface MissingMeta {
  table: MetaTable;
  count: number;
  /** The first few, newest change first. */
  items: { id: string; title: string }[];
}

export interface SeoStatus {
  /** False when no SEO settings record exists yet. */
  hasSettings: boolean;
  checks: SeoCheck[];
  missing: MissingMeta[];
  missingTotal: number;
  readiness: ReadinessOverviewEntry[];
  /** Published items with at least one readiness problem. */
  readinessTotal: number;
}

export const META_TITLE_RANGE = [50, 60] as const;
export const META_DESCRIPTION_RANGE = [150, 160] as const;
const LISTED = 5;

function lengthCheck(id: string, label: string, value: string | null | undefined, [min, max]: readonly [number, number]): SeoCheck {
  const text = value?.trim() ?? '';
  if (!text) return { id, label, ok: false, detail: 'Tanımlanmamış' };
  const n = [...text].length;
  const ok = n >= min && n <= max;
  return { id, label, ok, detail: ok ? `${n} karakter` : `${n} karakter (önerilen ${min}-${max})` };
}

function presenceCheck(id: string, label: string, value: string | null | undefined, yes: string): SeoCheck {
  const ok = Boolean(value?.trim());
  return { id, label, ok, detail: ok ? yes : 'Tanımlanmamış' };
}

async function missingIn(client: AdminClient, table: MetaTable, meta: string): Promise<MissingMeta> {
  const { title, published } = PUBLIC_CONTENT[table];
  const { rows, total } = await unwrap(
    resourceData(client, table).page({ order: [{ field: 'updated_at', ascending: false }], or: `${meta}.is.null,${meta}.eq.`, equals: { [published]: true }, from: 0, to: LISTED - 1 }),
  );
  return { table, count: total, items: rows.map((r) => ({ id: r.id, title: String(r[title] ?? '') })) };
}

/** The public content whose rows carry a meta description. */
const WITH_META = PUBLIC_CONTENT_TABLES.flatMap((table) => {
  const meta = PUBLIC_CONTENT[table].metaDescription;
  return meta ? [{ table, meta }] : [];
});

export function seoChecks(settings: Tables<'seo_settings'> | null, missingTotal: number, readinessTotal: number): SeoCheck[] {
  return [
    lengthCheck('meta-title', 'Varsayılan meta başlık', settings?.default_meta_title, META_TITLE_RANGE),
    lengthCheck('meta-description', 'Varsayılan meta açıklama', settings?.default_meta_description, META_DESCRIPTION_RANGE),
    presenceCheck('og-image', 'Varsayılan sosyal paylaşım görseli', settings?.default_og_image, 'Tanımlı'),
    { id: 'sitemap', label: 'Site haritası (sitemap)', ok: Boolean(settings?.sitemap_enabled), detail: settings?.sitemap_enabled ? 'Açık' : 'Kapalı' },
    presenceCheck('analytics', 'Google Analytics', settings?.google_analytics_id, 'Bağlı'),
    {
      id: 'content-meta',
      label: 'İçerik meta açıklamaları',
      ok: missingTotal === 0,
      detail: missingTotal === 0 ? 'Tüm yayındaki içeriklerde var' : `${missingTotal} yayındaki içerikte eksik`,
    },
    {
      id: 'content-readiness',
      label: 'Yayın hazırlığı',
      ok: readinessTotal === 0,
      detail: readinessTotal === 0 ? 'Yayındaki içeriklerde eksik yok' : `${readinessTotal} yayındaki içerikte eksik var`,
    },
  ];
}

export async function loadSeoStatus(client: AdminClient): Promise<SeoStatus> {
  const [settingsRows, readiness, ...missing] = await Promise.all([
    unwrap(resourceData(client, 'seo_settings').listAll([])) as Promise<Tables<'seo_settings'>[]>,
    loadReadinessOverview(client),
    ...WITH_META.map((m) => missingIn(client, m.table, m.meta)),
  ]);
  const settings = settingsRows[0] ?? null;
  const missingTotal = missing.reduce((sum, m) => sum + m.count, 0);
  const readinessTotal = readiness.reduce((sum, r) => sum + r.count, 0);
  return { hasSettings: settings !== null, checks: seoChecks(settings, missingTotal, readinessTotal), missing, missingTotal, readiness, readinessTotal };
}
