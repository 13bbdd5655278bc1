/**
 * Where the admin lives: its URLs (/admin and below) and its own browser build inside dist/
 * (vite.admin.config.ts): dist/admin/index.html, and its hashed files under
 * dist/assets/admin/ (cached for a year like every file in assets/; outside /admin/, so a
 * static host's rewrite of /admin/* to the HTML never takes them). The public site's build
 * never writes there, so a file under /assets/admin/ is the admin's.
 */
export const ADMIN_HTML = 'admin/index.html';
export const ADMIN_ASSETS = 'assets/admin';

/** A URL path of a file of the admin's build. */
export function isAdminAsset(pathname: string): boolean {
  return pathname.startsWith(`/${ADMIN_ASSETS}/`);
}

/** /admin, /admin/ and anything below it: a URL the admin app answers. */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}
