/**
 * The About editor's form values (plain strings, values with a local key for React), read
 * from the about-page block's content and turned back into content where empty texts are
 * left out so the site's defaults apply.
 */
import { ABOUT_VALUE_ICON_OPTIONS, type AboutPageContent, type AboutValue, type AboutValueIcon } from '../../../schema/content-blocks.ts';

export const ABOUT_TEXT_KEYS = ['hero_title', 'hero_subtitle', 'story_title', 'story_content', 'story_image', 'values_title', 'values_subtitle', 'team_title', 'team_subtitle'] as const;
export type AboutTextKey = (typeof ABOUT_TEXT_KEYS)[number];

export interface AboutValueItem extends AboutValue {
  /** Only for React's list keys; never saved. */
  key: number;
}

export type AboutFormValues = Record<AboutTextKey, string> & {
  values: AboutValueItem[];
  stats_clients: string;
  stats_projects: string;
};

export type AboutFormErrors = Partial<Record<AboutTextKey | 'stats_clients' | 'stats_projects', string>> & {
  values?: Record<number, { title?: string; description?: string }>;
};

let nextKey = 1;
export function newValueItem(value?: Partial<AboutValue>): AboutValueItem {
  return { key: nextKey++, icon: value?.icon ?? 'Target', title: value?.title ?? '', description: value?.description ?? '' };
}

const ICONS = new Set<string>(ABOUT_VALUE_ICON_OPTIONS.map((o) => o.value));
const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function aboutFormFromContent(content: AboutPageContent | undefined): AboutFormValues {
  const c = content ?? {};
  const texts = Object.fromEntries(ABOUT_TEXT_KEYS.map((k) => [k, str(c[k])])) as Record<AboutTextKey, string>;
  const list = Array.isArray(c.values) ? c.values : [];
  return {
    ...texts,
    values: list.map((v) => newValueItem({ icon: ICONS.has(v?.icon) ? v.icon : 'Target', title: str(v?.title), description: str(v?.description) })),
    stats_clients: str(c.stats?.clients),
    stats_projects: str(c.stats?.projects),
  };
}

/** The block's content from the form: trimmed, empty texts and wholly empty items omitted. */
export function aboutContentFromForm(v: AboutFormValues): AboutPageContent {
  const content: AboutPageContent = {};
  for (const k of ABOUT_TEXT_KEYS) {
    // Story paragraphs keep their inner line breaks; only the ends are trimmed.
    const text = v[k].replace(/\r\n/g, '\n').trim();
    if (text) content[k] = text;
  }
  const values = v.values
    .map((item): AboutValue => ({ icon: item.icon as AboutValueIcon, title: item.title.trim(), description: item.description.trim() }))
    .filter((item) => item.title || item.description);
  if (values.length) content.values = values;
  const stats: AboutPageContent['stats'] = {};
  if (v.stats_clients.trim()) stats.clients = v.stats_clients.trim();
  if (v.stats_projects.trim()) stats.projects = v.stats_projects.trim();
  if (Object.keys(stats).length) content.stats = stats;
  return content;
}

const LIMITS: Partial<Record<AboutTextKey, number>> = {
  hero_title: 200,
  hero_subtitle: 500,
  story_title: 200,
  values_title: 200,
  values_subtitle: 500,
  team_title: 200,
  team_subtitle: 500,
};

export function validateAboutForm(v: AboutFormValues): AboutFormErrors {
  const e: AboutFormErrors = {};
  for (const [k, max] of Object.entries(LIMITS) as [AboutTextKey, number][]) if (v[k].trim().length > max) e[k] = `En fazla ${max} karakter`;
  const image = v.story_image.trim();
  if (image && !(image.startsWith('/') || /^https?:\/\/\S+$/i.test(image))) e.story_image = 'Geçerli bir görsel adresi girin (https://... veya /storage/v1/...)';
  if (v.stats_clients.trim().length > 20) e.stats_clients = 'En fazla 20 karakter';
  if (v.stats_projects.trim().length > 20) e.stats_projects = 'En fazla 20 karakter';
  const items: NonNullable<AboutFormErrors['values']> = {};
  for (const item of v.values) {
    const err: { title?: string; description?: string } = {};
    if (!item.title.trim() && item.description.trim()) err.title = 'Değerin başlığı gerekli';
    else if (item.title.trim().length > 120) err.title = 'En fazla 120 karakter';
    if (item.description.trim().length > 500) err.description = 'En fazla 500 karakter';
    if (err.title || err.description) items[item.key] = err;
  }
  if (Object.keys(items).length) e.values = items;
  return e;
}

/** Content keys this form does not know; kept as they are when saving. */
export function foreignContent(content: Record<string, unknown> | undefined): Record<string, unknown> {
  const known = new Set<string>([...ABOUT_TEXT_KEYS, 'values', 'stats']);
  return Object.fromEntries(Object.entries(content ?? {}).filter(([k]) => !known.has(k)));
}
