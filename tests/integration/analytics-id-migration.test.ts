/**
 * Migration 20261126120000: site_settings.google_analytics_id goes, and its value is not lost:
 * it moves to seo_settings (the one the site reads) when that has none.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSecrets } from '../../server/platform/secrets.ts';
import { MIGRATIONS_DIR, setupDatabase } from '../../server/platform/db/setup.ts';
import { tempDirs } from '../helpers/temp-dirs.ts';

const MIGRATION = '20261126120000_analytics_id_in_seo_settings.sql';

describe('the analytics ID kept in SEO settings only', () => {
  const temp = tempDirs();

  it('copies the site settings’ ID to the SEO record before dropping the column', async () => {
    const dataDir = temp('ajans-ga-');
    const secrets = await loadSecrets(dataDir);
    const open = (migrationsDir?: string) => setupDatabase({ dataDir, pgPort: 0, secrets, log: () => {}, migrationsDir });

    // The release before: both tables had the column; the ID was typed in site settings only.
    const before = temp('ajans-ga-migrations-');
    for (const f of fs.readdirSync(MIGRATIONS_DIR)) if (f < MIGRATION) fs.copyFileSync(path.join(MIGRATIONS_DIR, f), path.join(before, f));
    const old = await open(before);
    try {
      await old.admin.query(`insert into public.site_settings (site_name, site_url, google_analytics_id) values ('Yeşil Dijital', 'https://yesildijital.com.tr', 'G-SITE1234')`);
      await old.admin.query(`insert into public.seo_settings (site_name, google_analytics_id) values ('Yeşil Dijital', null)`);
    } finally {
      await old.close();
    }

    const upgraded = await open();
    try {
      expect((await upgraded.admin.query(`select site_name, google_analytics_id from public.seo_settings`)).rows).toEqual([{ site_name: 'Yeşil Dijital', google_analytics_id: 'G-SITE1234' }]);
      const column = await upgraded.admin.query(`select 1 from information_schema.columns where table_schema = 'public' and table_name = 'site_settings' and column_name = 'google_analytics_id'`);
      expect(column.rowCount).toBe(0);
    } finally {
      await upgraded.close();
    }
  });
});
