/** The dashboard's broken menu links: all menus against the pages the menus editor knows (fixed pages, published content). */
import type { AdminClient } from '../../lib/admin-client.ts';
import { loadPageTargets } from '../data/link-targets-data.ts';
import { loadAllMenus } from '../data/menus-data.ts';
import { knownPathsOf } from '../form/widgets/menu-link-check.ts';
import { findBrokenMenuLinks, type BrokenMenuLink } from './broken-menu-links.ts';

export async function loadBrokenMenuLinks(client: AdminClient): Promise<BrokenMenuLink[]> {
  const [menus, targets] = await Promise.all([loadAllMenus(client), loadPageTargets(client)]);
  return findBrokenMenuLinks(menus, knownPathsOf(targets));
}
