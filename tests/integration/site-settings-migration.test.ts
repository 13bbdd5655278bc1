/**
 * Migration 20261127100000: site_settings loses its copies of the SEO defaults (moved to
 * seo_settings when that has none) and its stored site address (the server's SITE_URL is the
 * one), and a font typed as free text that the site cannot serve becomes Inter.
 */
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../helpers/temp-dirs.ts';
import { upgradeFrom } from '../helpers/upgrade.ts';

const MIGRATION = '20261127100000_site_settings_that_work.sql';

describe('site settings that work', () => {
  const temp = tempDirs();

  it('moves the default meta texts to an empty SEO record, keeps a filled one, and maps unknown fonts to Inter', async () => {
    const db = await upgradeFrom(MIGRATION, temp, async (sql) => {
      await sql(`insert into public.site_settings (site_name, site_url, meta_title, meta_description, typography)
                 values ('Yeşil Dijital', 'http://localhost:3000', 'Yeşil Dijital | Ajans', 'Site ayarlarındaki açıklama', '{"heading": "Comic Sans", "body": "serif"}')`);
      await sql(`insert into public.seo_settings (site_name, default_meta_title, default_meta_description) values ('Yeşil Dijital', '  ', 'SEO açıklaması')`);
    });
    try {
      expect((await db.admin.query(`select site_name, default_meta_title, default_meta_description from public.seo_settings`)).rows).toEqual([
        { site_name: 'Yeşil Dijital', default_meta_title: 'Yeşil Dijital | Ajans', default_meta_description: 'SEO açıklaması' },
      ]);
      expect((await db.admin.query(`select typography from public.site_settings`)).rows).toEqual([{ typography: { heading: 'Inter', body: 'serif' } }]);
      const columns = await db.admin.query(
        `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'site_settings' and column_name in ('site_url', 'meta_title', 'meta_description')`,
      );
      expect(columns.rows).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it('creates the SEO record from the site settings when there is none', async () => {
    const db = await upgradeFrom(MIGRATION, temp, async (sql) => {
      await sql(`insert into public.site_settings (site_name, site_url, meta_title, meta_description) values ('Kuzey Ajans', 'https://kuzey.example', null, 'Kuzey açıklaması')`);
    });
    try {
      expect((await db.admin.query(`select site_name, default_meta_title, default_meta_description from public.seo_settings`)).rows).toEqual([
        { site_name: 'Kuzey Ajans', default_meta_title: null, default_meta_description: 'Kuzey açıklaması' },
      ]);
      expect((await db.admin.query(`select typography from public.site_settings`)).rows).toEqual([{ typography: { heading: 'Inter', body: 'Inter' } }]);
    } finally {
      await db.close();
    }
  });
});
