/**
 * Migrations 20261204150000/150100: a page at /{slug} whose slug is a language prefix ('en')
 * was hidden by that language's home (/en). An upgraded site's such pages (and English pages
 * at /en/en) get a free slug ('en-sayfa', '-2' when taken), their drafts and kept versions
 * follow, no redirect is kept from /en (it is the English home), the other pages are left
 * alone; the database then refuses the prefix (23514 pages_slug_not_language).
 */
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../helpers/temp-dirs.ts';
import { upgradeFrom } from '../helpers/upgrade.ts';

const MIGRATION = '20261204150000_page_slugs_not_language_prefixes.sql';

describe("a page slug that is a language prefix is renamed (upgrade)", () => {
  const temp = tempDirs();

  it('renames the pages and English pages with it to a free slug, with their drafts and versions, then refuses it', async () => {
    const db = await upgradeFrom(MIGRATION, temp, async (sql) => {
      const insert = async (slug: string) =>
        (await sql(`insert into public.pages (title, slug, content, published) values ($1, $1, '<p>Metin</p>', true) returning id`, [slug])).rows[0]!.id as string;
      const en = await insert('en');
      // 'en-sayfa' is taken: the renamed page gets the next free one.
      await insert('en-sayfa');
      const other = await insert('hakkimizda');
      await sql(`insert into public.content_drafts (table_name, row_id, data, base_updated_at) select 'pages', id, to_jsonb(p) || '{"title": "Taslak"}', updated_at from public.pages p where id = $1`, [en]);
      // A kept version with the slug (an edit of its title records the version before it).
      await sql(`update public.pages set title = 'En 2' where id = $1`, [en]);
      await sql(`insert into public.pages_translations (item_id, locale, title, slug, content, published) values ($1, 'en', 'English', 'en', '<p>Text</p>', true)`, [other]);
    });
    try {
      const pages = (await db.admin.query<{ slug: string; title: string }>(`select slug, title from public.pages order by slug`)).rows;
      expect(pages).toEqual([
        { slug: 'en-sayfa', title: 'en-sayfa' },
        { slug: 'en-sayfa-2', title: 'En 2' },
        { slug: 'hakkimizda', title: 'hakkimizda' },
      ]);
      const english = (await db.admin.query(`select slug from public.pages_translations`)).rows;
      expect(english).toEqual([{ slug: 'en-sayfa' }]);
      const drafts = (await db.admin.query(`select data ->> 'slug' as slug, data ->> 'title' as title from public.content_drafts`)).rows;
      expect(drafts).toEqual([{ slug: 'en-sayfa-2', title: 'Taslak' }]);
      const versions = (await db.admin.query(`select r.data ->> 'slug' as slug from public.content_revisions r join public.pages p on p.id = r.row_id where p.slug = 'en-sayfa-2'`)).rows;
      expect(versions.length).toBeGreaterThan(0);
      expect(versions.every((v) => v.slug === 'en-sayfa-2')).toBe(true);
      const redirects = (await db.admin.query(`select from_path, to_path from public.redirects order by from_path`)).rows;
      // The English page's old address was reachable and redirects; /en stays the English home.
      expect(redirects).toEqual([{ from_path: '/en/en', to_path: '/en/en-sayfa' }]);
      await expect(db.admin.query(`update public.pages set slug = 'en' where slug = 'hakkimizda'`)).rejects.toMatchObject({ code: '23514', constraint: 'pages_slug_not_language' });
    } finally {
      await db.close();
    }
  });
});
