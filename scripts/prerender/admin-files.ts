/**
 * The admin on static hosting: it is a browser app of its own (dist/admin/index.html, see
 * vite.admin.config.ts), so every /admin URL must get that file. Hosts that read `_redirects`
 * (Netlify, Cloudflare Pages) rewrite /admin/* to it (status 200); for hosts without rewrites a
 * copy sits at each screen's path, so the sign-in screen, the invitation link
 * (/admin/sifre-belirle) and every sidebar screen open on a fresh load. (An item's editor,
 * /admin/blog/<id>, needs the rewrite.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_HTML } from '../../server/app/static/admin-paths.ts';
import { ADMIN_NAV } from '../../src/admin/navigation.ts';
import { RENAMED_ADMIN_PATHS } from '../../src/admin/shell/renamed-paths.ts';

/** The `_redirects` line (the admin's files are under /assets/admin/, outside it: Cloudflare Pages rewrites even existing files). */
export const ADMIN_REWRITE = `/admin/* /${ADMIN_HTML} 200`;

/** Screens reached from outside the sidebar: sign-in, the invitation's password, security, and former paths (the app redirects them). */
const ENTRY_SCREENS = ['login', 'sifre-belirle', 'security', ...Object.keys(RENAMED_ADMIN_PATHS)];

/** Copies dist/admin/index.html to dist/admin/<screen>/index.html; returns how many. */
export function writeAdminCopies(dist: string): number {
  const html = fs.readFileSync(path.join(dist, ADMIN_HTML));
  const screens = [...new Set([...ENTRY_SCREENS, ...ADMIN_NAV.map((item) => item.path).filter(Boolean)])];
  for (const screen of screens) {
    const file = path.join(dist, 'admin', screen, 'index.html');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
  }
  return screens.length;
}
