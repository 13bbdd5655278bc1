/**
 * Every menu with its links, of all locations, published or not: what the dashboard checks for
 * links to missing pages. Menus are few (one per location), so one bounded read.
 */
import type { AdminClient } from '../../lib/admin-client.ts';
import type { MenuItem, MenuLocation } from '../../../schema/menus.ts';

export interface StoredMenu {
  id: string;
  name: string;
  location: MenuLocation;
  items: MenuItem[];
}

const LIMIT = 100;

export async function loadAllMenus(client: AdminClient): Promise<StoredMenu[]> {
  const { data, error } = await client.from('menus').select('id, name, location, items').order('name').limit(LIMIT);
  if (error) throw new Error(error.message);
  return (data ?? []) as StoredMenu[];
}
