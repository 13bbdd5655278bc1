/**
 * Admin screens that moved to English paths (the admin's URLs are in one language). A bookmark
 * or an old link to the former path still opens the screen: the router redirects it.
 */
export const RENAMED_ADMIN_PATHS: Readonly<Record<string, string>> = {
  kullanicilar: 'users',
  yedekler: 'backups',
};

/** /admin/<old>/rest?query#hash → /admin/<new>/rest?query#hash; null when the path did not move. */
export function renamedAdminPath(pathname: string, search = '', hash = ''): string | null {
  const match = /^\/admin\/([^/]+)(.*)$/.exec(pathname);
  const moved = match && RENAMED_ADMIN_PATHS[match[1]!];
  return moved ? `/admin/${moved}${match[2]}${search}${hash}` : null;
}
