/**
 * Migration 20261130090100: an upgraded site's About story gets the image-text look 'story' and
 * the contact page's questions the faq look 'page-end' (the layouts they had before they became
 * blocks), keeping staff's texts; a story staff moved to the left, questions staff gave another
 * look, second blocks of the type and other pages are left alone.
 */
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../helpers/temp-dirs.ts';
import { upgradeFrom } from '../helpers/upgrade.ts';

const MIGRATION = '20261130090100_about_contact_looks_data.sql';

type Entry = { id: string; type?: string; ref?: string; data?: Record<string, unknown> };

/** A database at the migrations before this one, with `pages` rows inserted, then upgraded. */
const upgrade = (temp: (prefix: string) => string, pages: { slug: string; blocks: Entry[] }[]) =>
  upgradeFrom(MIGRATION, temp, async (sql) => {
    for (const p of pages) {
      await sql(`insert into public.pages (title, slug, content, blocks, page_type, published) values ($1, $1, '', $2::jsonb, 'page', true)`, [p.slug, JSON.stringify(p.blocks)]);
    }
  });

const blocksOf = async (db: Awaited<ReturnType<typeof upgrade>>, slug: string) =>
  (await db.admin.query<{ blocks: Entry[] }>(`select blocks from public.pages where slug = $1`, [slug])).rows[0]!.blocks;

const story = (data: Record<string, unknown>): Entry => ({ id: 's1', type: 'image-text', data: { title: 'Nasıl başladık', text: 'Staff yazdı.', image: '/storage/v1/object/public/media/ofis.webp', ...data } });

const questions = (look: string, id = 'q1'): Entry => ({ id, type: 'faq', data: { look, title: 'Sorular', items: [{ question: 'Ne zaman?', answer: 'Yarın.' }] } });

describe("About's story and contact's questions in their former layouts (upgrade)", () => {
  const temp = tempDirs();

  it("gives About's first image-text block, picture still on the right, the look 'story' and leaves the rest as it was", async () => {
    const second = { id: 's2', type: 'image-text', data: { text: 'İkinci', image_side: 'right' } };
    const between = { id: 'r1', type: 'rich-text', data: { html: '<p>Rakamlar</p>' } };
    const elsewhere = [{ ...story({ image_side: 'right' }), id: 'x1' }];
    const db = await upgrade(temp, [
      { slug: 'about', blocks: [story({ image_side: 'right' }), between, second] },
      { slug: 'kampanya', blocks: elsewhere },
    ]);
    try {
      expect(await blocksOf(db, 'about')).toEqual([story({ image_side: 'right', look: 'story' }), between, second]);
      expect(await blocksOf(db, 'kampanya')).toEqual(elsewhere);
    } finally {
      await db.close();
    }
  });

  it('leaves a story staff moved to the left alone', async () => {
    const db = await upgrade(temp, [{ slug: 'about', blocks: [story({ image_side: 'left' })] }]);
    try {
      expect(await blocksOf(db, 'about')).toEqual([story({ image_side: 'left' })]);
    } finally {
      await db.close();
    }
  });

  it("gives contact's first faq block, still in the look 'list', the look 'page-end' and leaves a look staff chose alone", async () => {
    const db = await upgrade(temp, [
      { slug: 'contact', blocks: [questions('list'), questions('list', 'q2')] },
      { slug: 'faq', blocks: [questions('list')] },
    ]);
    try {
      expect(await blocksOf(db, 'contact')).toEqual([questions('page-end'), questions('list', 'q2')]);
      expect(await blocksOf(db, 'faq')).toEqual([questions('list')]);
    } finally {
      await db.close();
    }
    const edited = await upgrade(temp, [{ slug: 'contact', blocks: [questions('section')] }]);
    try {
      expect(await blocksOf(edited, 'contact')).toEqual([questions('section')]);
    } finally {
      await edited.close();
    }
  });
});
