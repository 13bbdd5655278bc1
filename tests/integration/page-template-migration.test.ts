/**
 * Migrations 20261130070200/070300: the page template 'landing' (drawn exactly as full width,
 * and confused with the landing-page switch) is gone. An upgraded site's pages, drafts and kept
 * versions with it read 'full-width', so the site draws them as before, a draft still publishes
 * and an old version still restores; the database then refuses 'landing' (23514).
 */
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../helpers/temp-dirs.ts';
import { upgradeFrom } from '../helpers/upgrade.ts';

const MIGRATION = '20261130070200_page_template_landing_is_full_width.sql';

describe("the page template 'landing' becomes 'full-width' (upgrade)", () => {
  const temp = tempDirs();

  it('turns pages, drafts and kept versions with it into full width, leaves the others, then refuses it', async () => {
    const db = await upgradeFrom(MIGRATION, temp, async (sql) => {
      const insert = async (slug: string, template: string) =>
        (await sql(`insert into public.pages (title, slug, content, template, published) values ($1, $1, '<p>Metin</p>', $2, true) returning id`, [slug, template])).rows[0]!.id as string;
      const landing = await insert('kampanya', 'landing');
      await insert('genis', 'full-width');
      await insert('duz', 'default');
      const drafted = await insert('taslakli', 'default');
      await sql(`insert into public.content_drafts (table_name, row_id, data, base_updated_at) select 'pages', id, to_jsonb(p) || '{"template": "landing"}', updated_at from public.pages p where id = $1`, [drafted]);
      // A kept version of the landing page (an edit of its title records the version before it).
      await sql(`update public.pages set title = 'Kampanya 2' where id = $1`, [landing]);
    });
    try {
      const templates = (await db.admin.query<{ slug: string; template: string }>(`select slug, template from public.pages where slug in ('kampanya', 'genis', 'duz', 'taslakli') order by slug`)).rows;
      expect(templates).toEqual([
        { slug: 'duz', template: 'default' },
        { slug: 'genis', template: 'full-width' },
        { slug: 'kampanya', template: 'full-width' },
        { slug: 'taslakli', template: 'default' },
      ]);
      const drafts = (await db.admin.query<{ template: string }>(`select data ->> 'template' as template from public.content_drafts where table_name = 'pages'`)).rows;
      expect(drafts).toEqual([{ template: 'full-width' }]);
      const versions = (await db.admin.query<{ template: string }>(`select r.data ->> 'template' as template from public.content_revisions r join public.pages p on p.id = r.row_id where p.slug = 'kampanya' and r.data ->> 'title' = 'kampanya'`)).rows;
      expect(versions).toEqual([{ template: 'full-width' }]);
      await expect(db.admin.query(`update public.pages set template = 'landing' where slug = 'duz'`)).rejects.toMatchObject({ code: '23514', constraint: 'pages_template_check' });
    } finally {
      await db.close();
    }
  });
});
