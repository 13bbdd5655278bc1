/**
 * The search box's results as the palette lists them: grouped by type in the generated order
 * (generated/admin/search.ts, the sidebar's), each with the address of its editor; types only
 * administrators see are left out for an editor (the database returns none of their rows to
 * them anyway). Pure, unit-tested.
 */
import { ADMIN_SEARCH_TYPES, type AdminSearchType } from '../../../generated/admin/search.ts';
import { SEARCH_PARAM } from '../resource/list-params.ts';
import type { AdminSearchHit } from '../data/admin-search-data.ts';

export interface SearchOption extends AdminSearchHit {
  /** Where Enter goes: the item's editor, or a bespoke screen searching for it. */
  href: string;
  /** Position in the whole list (arrow keys walk it across the groups). */
  index: number;
}

export interface SearchGroup {
  type: AdminSearchType;
  options: SearchOption[];
}

/** A bespoke screen opened from the box: the row's id (the media library opens its details). */
export const ITEM_PARAM = 'kayit';

export function optionHref(type: AdminSearchType, hit: AdminSearchHit): string {
  if (type.screen === 'resource') return `/admin/${type.route}/${encodeURIComponent(hit.id)}`;
  const params = new URLSearchParams({ [SEARCH_PARAM]: hit.title, [ITEM_PARAM]: hit.id });
  return `/admin/${type.route}?${params.toString()}`;
}

export function groupHits(hits: readonly AdminSearchHit[], isAdmin: boolean, types: readonly AdminSearchType[] = ADMIN_SEARCH_TYPES): SearchGroup[] {
  const groups: SearchGroup[] = [];
  let index = 0;
  for (const type of types) {
    if (type.adminOnly && !isAdmin) continue;
    const mine = hits.filter((h) => h.type === type.table);
    if (!mine.length) continue;
    groups.push({ type, options: mine.map((hit) => ({ ...hit, href: optionHref(type, hit), index: index++ })) });
  }
  return groups;
}

/** The next active option for an arrow key: wraps around; none active goes to the first (down) or last (up). */
export function moveActive(current: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}

/** '⌘K' on Apple keyboards, 'Ctrl+K' elsewhere. */
export function shortcutLabel(platform: string): string {
  return /mac|iphone|ipad/i.test(platform) ? '⌘K' : 'Ctrl+K';
}
