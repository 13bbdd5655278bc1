/**
 * The menu links that open no page: every item and sub-item of every menu whose site-internal
 * address is none of the known pages (the same check the menus editor warns with, isMissingPage).
 */
import { MENU_LOCATION_OPTIONS, type MenuLink } from '../../../schema/menus.ts';
import type { StoredMenu } from '../data/menus-data.ts';
import { isMissingPage } from '../form/widgets/menu-link-check.ts';
import { itemPath } from './load-activity.ts';

export interface BrokenMenuLink {
  /** Unique in the list: the menu's id and the item's place ('2' or '2.1'). */
  key: string;
  menuName: string;
  /** The location in staff words ('Üst Menü'). */
  location: string;
  label: string;
  url: string;
  /** The menu's editor in the admin. */
  menuPath: string;
}

function locationLabel(location: string): string {
  return MENU_LOCATION_OPTIONS.find((o) => o.value === location)?.label ?? location;
}

export function findBrokenMenuLinks(menus: readonly StoredMenu[], known: ReadonlySet<string>): BrokenMenuLink[] {
  return menus.flatMap((menu) => {
    const broken = (link: MenuLink, place: string): BrokenMenuLink[] =>
      isMissingPage(link, known)
        ? [{ key: `${menu.id}:${place}`, menuName: menu.name, location: locationLabel(menu.location), label: link.label, url: link.url, menuPath: itemPath('menus', menu.id) }]
        : [];
    return (menu.items ?? []).flatMap((item, i) => [
      ...broken(item, String(i + 1)),
      ...(item.children ?? []).flatMap((child, j) => broken(child, `${i + 1}.${j + 1}`)),
    ]);
  });
}
