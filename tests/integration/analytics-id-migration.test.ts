/**
 * Migration 20261126120000: site_settings.google_analytics_id goes, and its value is not lost:
 * it moves to seo_settings (the one the site reads) when that has none.
 */
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../helpers/temp-dirs.ts';
import { upgradeFrom } from '../helpers/upgrade.ts';

const MIGRATION = '20261126120000_analytics_id_in_seo_settings.sql';

describe('the analytics ID kept in SEO settings only', () => {
  const temp = tempDirs();

  it('copies the site settings’ ID to the SEO record before dropping the column', async () => {
    // The release before: both tables had the column; the ID was typed in site settings only.
    const upgraded = await upgradeFrom(MIGRATION, temp, async (sql) => {
      await sql(`insert into public.site_settings (site_name, site_url, google_analytics_id) values ('Yeşil Dijital', 'https://yesildijital.com.tr', 'G-SITE1234')`);
      await sql(`insert into public.seo_settings (site_name, google_analytics_id) values ('Yeşil Dijital', null)`);
    });
    try {
      expect((await upgraded.admin.query(`select site_name, google_analytics_id from public.seo_settings`)).rows).toEqual([{ site_name: 'Yeşil Dijital', google_analytics_id: 'G-SITE1234' }]);
      const column = await upgraded.admin.query(`select 1 from information_schema.columns where table_schema = 'public' and table_name = 'site_settings' and column_name = 'google_analytics_id'`);
      expect(column.rowCount).toBe(0);
    } finally {
      await upgraded.close();
    }
  });
});
