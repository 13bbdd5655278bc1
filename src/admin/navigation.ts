/**
 * The admin's sidebar: the dashboard, the About editor and the e-mail outbox (screens of their own), then every
 * resource in the order its config gives (generated/admin/chrome.ts), with label and icon.
 */
import type { LucideIcon } from 'lucide-react';
import { Home, Inbox, Info, LayoutDashboard } from 'lucide-react';
import { RESOURCE_NAV } from '../../generated/admin/chrome.ts';

export interface AdminNavItem {
  /** Path under /admin ('' for the dashboard). */
  path: string;
  label: string;
  icon: LucideIcon;
}

/** Screens that are no resource: the dashboard first, About before the content (order 10). */
const SCREENS = [
  { path: '', label: 'Kontrol Paneli', icon: LayoutDashboard, order: 0 },
  { path: 'about', label: 'Hakkımızda', icon: Info, order: 10 },
  // The embedded server's mail catcher and delivery status (after the settings, order 140).
  { path: 'outbox', label: 'E-posta kutusu', icon: Inbox, order: 150 },
];

export const ADMIN_NAV: readonly AdminNavItem[] = [...SCREENS, ...RESOURCE_NAV]
  .sort((a, b) => a.order - b.order)
  .map(({ path, label, icon }) => ({ path, label, icon }));

export const SITE_LINK = { label: 'Siteyi Görüntüle', icon: Home };
