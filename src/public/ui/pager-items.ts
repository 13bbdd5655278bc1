/**
 * Which page numbers a compact pager shows: the first, the last, the current one and its
 * neighbours, with a gap where pages are left out. Its length is bounded (at most
 * 2 * neighbours + 5 items) however many pages there are, so a list page's HTML does not grow
 * with the number of rows.
 */
export type PagerItem = number | 'gap';

export function pagerItems(page: number, pages: number, neighbours = 1): PagerItem[] {
  if (pages <= 0) return [];
  const current = Math.min(Math.max(1, page), pages);
  const from = Math.max(2, current - neighbours);
  const to = Math.min(pages - 1, current + neighbours);
  const items: PagerItem[] = [1];
  // A gap of a single page shows that page instead: "1 … 3" would hide only 2.
  if (from === 3) items.push(2);
  else if (from > 3) items.push('gap');
  for (let p = from; p <= to; p++) items.push(p);
  if (to === pages - 2) items.push(pages - 1);
  else if (to < pages - 2) items.push('gap');
  if (pages > 1) items.push(pages);
  return items;
}
