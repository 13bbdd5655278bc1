/**
 * `npm run prerender`: for a site on static hosting in front of a hosted Supabase project,
 * writes what the embedded server answers per request: dist/<path>/index.html with the full
 * rendered page (markup, metadata, styles and the data the browser hydrates from) for every
 * published URL, dist/404.html, dist/robots.txt and dist/sitemap.xml, and the redirects
 * (dist/_redirects plus a meta-refresh page per old path, scripts/prerender/redirect-files.ts),
 * and the admin's URLs (a rewrite to dist/admin/index.html in _redirects, copies of it per
 * screen, scripts/prerender/admin-files.ts). It uses the same server
 * renderer (dist/server/, from `npm run build`) and route table as the embedded server. Run
 * after `npm run build` and again after content changes (e.g. from a Supabase database webhook
 * that triggers your host's build).
 *
 *   SITE_URL=https://ajans.com.tr VITE_SUPABASE_URL=https://<ref>.supabase.co \
 *   VITE_SUPABASE_ANON_KEY=<anon key> npm run prerender
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { ADMIN_HTML } from '../server/app/static/admin-paths.ts';
import { ADMIN_REWRITE, writeAdminCopies } from './prerender/admin-files.ts';
import { readRedirects, writeRedirectFiles } from './prerender/redirect-files.ts';

type EntryServer = typeof import('../src/public/entry-server.tsx');

async function main(): Promise<void> {
  const siteUrl = process.env.SITE_URL?.replace(/\/$/, '');
  const apiUrl = (process.env.VITE_SUPABASE_URL ?? process.env.SUPABASE_URL)?.replace(/\/$/, '');
  const anonKey = process.env.VITE_SUPABASE_ANON_KEY ?? process.env.SUPABASE_ANON_KEY;
  const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
  if (!siteUrl || !apiUrl || !anonKey) throw new Error('Set SITE_URL, VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY.');
  const indexFile = path.join(dist, 'index.html');
  const entry = path.join(dist, 'server', 'entry-server.js');
  const adminFile = path.join(dist, ADMIN_HTML);
  for (const file of [indexFile, adminFile, entry]) if (!fs.existsSync(file)) throw new Error(`${file} is missing: run npm run build first.`);
  // Keep the untouched build as the template, so a second run starts from it again.
  const templateFile = path.join(dist, 'index.template.html');
  if (!fs.existsSync(templateFile)) fs.copyFileSync(indexFile, templateFile);
  const template = fs.readFileSync(templateFile, 'utf8');

  const { createPageRenderer } = (await import(pathToFileURL(entry).href)) as EntryServer;
  const failures: string[] = [];
  // With the service key (optional) the pages get the media library's alt texts.
  const pages = createPageRenderer({ template, restUrl: apiUrl, anonKey, apiUrl, log: (m) => failures.push(m), window: new JSDOM('').window as unknown as Window });
  let written = 0;
  for (const p of await pages.publishedPaths()) {
    const page = await pages.renderPage(new URL(p, siteUrl), siteUrl);
    if (page.status !== 200) continue;
    const file = p === '/' ? indexFile : path.join(dist, decodeURIComponent(p), 'index.html');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, page.html);
    written++;
  }
  const missing = await pages.renderPage(new URL('/404', siteUrl), siteUrl);
  fs.writeFileSync(path.join(dist, '404.html'), missing.html);
  fs.writeFileSync(path.join(dist, 'robots.txt'), (await pages.robotsTxt(siteUrl)).text);
  const sitemap = await pages.sitemapXml(siteUrl);
  for (const old of fs.readdirSync(dist).filter((f) => /^sitemap.*\.xml$/.test(f))) fs.rmSync(path.join(dist, old));
  if (sitemap.status === 200) fs.writeFileSync(path.join(dist, 'sitemap.xml'), sitemap.text);
  // A large site's sitemap.xml is an index: each of its parts is a file too.
  for (const part of sitemap.parts ?? []) fs.writeFileSync(path.join(dist, part.slice(1)), (await pages.sitemapXml(siteUrl, part)).text);
  // After the pages: an old path that still has a page file answers with its redirect, as on the server.
  const redirects = await readRedirects(apiUrl, anonKey);
  writeRedirectFiles(dist, redirects, siteUrl, [ADMIN_REWRITE]);
  const adminCopies = writeAdminCopies(dist);
  if (failures.length) throw new Error(`Some data could not be loaded:\n${failures.join('\n')}`);
  console.log(`Prerendered ${written} pages, 404.html, robots.txt${sitemap.status === 200 ? ', sitemap.xml' : ''}, ${redirects.length} redirects and the admin (${adminCopies} screens) into ${dist}.`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
