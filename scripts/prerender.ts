/**
 * `npm run prerender`: for a site on static hosting in front of a hosted Supabase project,
 * writes what the embedded server answers per request: dist/<path>/index.html with each
 * published page's metadata in the head, dist/404.html, dist/robots.txt and dist/sitemap.xml.
 * Same rules as the server (src/public/seo). Run after `npm run build` and again after
 * content changes (e.g. from a Supabase database webhook that triggers your host's build).
 *
 *   SITE_URL=https://ajans.com.tr VITE_SUPABASE_URL=https://<ref>.supabase.co \
 *   VITE_SUPABASE_ANON_KEY=<anon key> npm run prerender
 */
import fs from 'node:fs';
import path from 'node:path';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '../generated/database.types.ts';
import { injectHead, renderHeadHtml } from '../src/public/seo/head-html.ts';
import { loadSiteMeta, resolvePageMeta } from '../src/public/seo/resolve-page.ts';
import { buildRobotsTxt, buildSitemapXml, sitemapEntries } from '../src/public/seo/sitemap.ts';

async function main(): Promise<void> {
  const siteUrl = process.env.SITE_URL?.replace(/\/$/, '');
  const apiUrl = (process.env.VITE_SUPABASE_URL ?? process.env.SUPABASE_URL)?.replace(/\/$/, '');
  const anonKey = process.env.VITE_SUPABASE_ANON_KEY ?? process.env.SUPABASE_ANON_KEY;
  const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
  if (!siteUrl || !apiUrl || !anonKey) throw new Error('Set SITE_URL, VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY.');
  const indexFile = path.join(dist, 'index.html');
  if (!fs.existsSync(indexFile)) throw new Error(`${indexFile} is missing: run npm run build first.`);
  // Keep the untouched build as the template, so a second run starts from it again.
  const templateFile = path.join(dist, 'index.template.html');
  if (!fs.existsSync(templateFile)) fs.copyFileSync(indexFile, templateFile);
  const template = fs.readFileSync(templateFile, 'utf8');

  const db = new PostgrestClient<Database>(`${apiUrl}/rest/v1`, { headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` } });
  const { site, rows } = await loadSiteMeta(db, siteUrl, apiUrl);
  const extras = { googleSiteVerification: rows.seo?.google_search_console_id };
  const entries = await sitemapEntries(db);
  let written = 0;
  for (const entry of entries) {
    const { meta, status } = await resolvePageMeta(db, entry.path, site);
    if (status !== 200) continue;
    const file = entry.path === '/' ? indexFile : path.join(dist, entry.path, 'index.html');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, injectHead(template, renderHeadHtml(site, meta, extras)));
    written++;
  }
  const missing = await resolvePageMeta(db, '/404', site);
  fs.writeFileSync(path.join(dist, '404.html'), injectHead(template, renderHeadHtml(site, missing.meta, extras)));
  fs.writeFileSync(path.join(dist, 'robots.txt'), buildRobotsTxt(rows.seo, siteUrl));
  if (rows.seo?.sitemap_enabled ?? true) fs.writeFileSync(path.join(dist, 'sitemap.xml'), buildSitemapXml(siteUrl, entries));
  else fs.rmSync(path.join(dist, 'sitemap.xml'), { force: true });
  console.log(`Prerendered ${written} pages, 404.html, robots.txt${rows.seo?.sitemap_enabled === false ? '' : ' and sitemap.xml'} into ${dist}.`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
