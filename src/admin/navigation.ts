/**
 * The admin's sidebar: the dashboard and the About editor (screens of their own), then every
 * resource in the order its config gives (generated/admin/chrome.ts), with label and icon,
 * then the users screen, the e-mail outbox, the SMTP settings and personal data requests; `adminOnly` entries are for administrators only.
 */
import type { LucideIcon } from 'lucide-react';
import { Archive, Home, Inbox, LayoutDashboard, Mail, ShieldCheck, UserCog } from 'lucide-react';
import { RESOURCE_NAV } from '../../generated/admin/chrome.ts';

export interface AdminNavItem {
  /** Path under /admin ('' for the dashboard). */
  path: string;
  label: string;
  icon: LucideIcon;
  /** Administrators only (the sidebar hides it from editors, AdminOnlyGate guards its URL). */
  adminOnly?: boolean;
  /** Authors see it too (AdminOnlyGate refuses them every other screen). */
  authors?: boolean;
}

/** Screens that are no resource: the dashboard first (About is a page: Sayfalar). */
const SCREENS = [
  { path: '', label: 'Kontrol Paneli', icon: LayoutDashboard, order: 0, authors: true },
  { path: 'users', label: 'Kullanıcılar', icon: UserCog, order: 160, adminOnly: true },
  // The embedded server's mail catcher and delivery status (administrators only, as its API).
  { path: 'outbox', label: 'E-posta kutusu', icon: Inbox, order: 170, adminOnly: true },
  // The SMTP server e-mails go through (password write-only; administrators only, as its functions).
  { path: 'smtp', label: 'E-posta (SMTP)', icon: Mail, order: 172, adminOnly: true },
  // KVKK requests: export or erase everything stored about one e-mail address.
  { path: 'personal-data', label: 'Kişisel veri talepleri', icon: ShieldCheck, order: 175, adminOnly: true },
  // The server's backup archives (administrators only: they hold the secrets).
  { path: 'backups', label: 'Yedekler', icon: Archive, order: 180, adminOnly: true },
];

export const ADMIN_NAV: readonly AdminNavItem[] = [...SCREENS, ...RESOURCE_NAV]
  .sort((a, b) => a.order - b.order)
  .map(({ path, label, icon, adminOnly, authors }) => ({ path, label, icon, ...(adminOnly ? { adminOnly } : {}), ...(authors ? { authors } : {}) }));

/**
 * The sidebar entry /admin/<path>… belongs to (its list, form and sub-pages alike), if any.
 * Account pages (Güvenlik, Hesabım) belong to none and are everyone's.
 */
export function navItemOf(pathname: string): AdminNavItem | undefined {
  const first = pathname.replace(/^\/admin\/?/, '').split('/')[0] ?? '';
  return ADMIN_NAV.find((item) => item.path === first);
}

/** Whether /admin/<path>… belongs to an admin-only screen (its list, form and sub-pages alike). */
export function isAdminOnlyPath(pathname: string): boolean {
  const first = pathname.replace(/^\/admin\/?/, '').split('/')[0] ?? '';
  return ADMIN_NAV.some((item) => item.adminOnly && item.path === first);
}

export const SITE_LINK = { label: 'Siteyi Görüntüle', icon: Home };
