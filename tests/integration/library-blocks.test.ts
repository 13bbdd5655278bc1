/**
 * Library blocks: a content_blocks row of type 'block' holds one block ({ block_type, data },
 * checked like a page's own block); pages place it by reference ({ id, ref }). The site
 * resolves refs when the page loads, so an edit of the library block changes every page using
 * it at the next request, also on a server that learns of the edit only through the database's
 * content_changed notification (two servers over one database). A ref to a missing block is
 * refused (23503), and so is deleting a block pages use (23503, naming the pages).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ensureSpaBuilt } from '../../server/app/build-spa.ts';
import { PROJECT_ROOT } from '../../server/platform/db/setup.ts';
import { startServerPair, type ServerPair } from '../helpers/server-pair.ts';
import { until } from '../helpers/until.ts';
import { loadPageData } from '../helpers/page-data.ts';

const CTA = { title: 'Kütüphaneden *teklif*', button_text: 'Teklif Al', button_url: '/contact' };
const MISSING = '6f9619ff-8b86-4011-b42d-00cf4fc964ff';

describe('library blocks', () => {
  let pair: ServerPair;
  let staff: SupabaseClient;
  let second: SupabaseClient;
  let libraryId: string;

  const html = async (server: 'first' | 'second', slug: string) => (await fetch(`${pair[server].url}/${slug}`)).text();

  beforeAll(async () => {
    await ensureSpaBuilt(path.join(PROJECT_ROOT, 'dist'), () => {});
    pair = await startServerPair();
    staff = await pair.first.signIn();
    second = await pair.second.signIn();
  });
  afterAll(async () => {
    await pair?.close();
  });

  it('stores a library block checked against its type, and refuses one the type does not allow', async () => {
    const bad = await staff.from('content_blocks').insert({ name: 'Eksik', slug: 'eksik', type: 'block', content: { block_type: 'cta', data: { title: 'Başlık' } } });
    expect(bad.status).toBe(400);
    expect(bad.error).toMatchObject({ code: '23514', message: "The library block's content data.button_text is required", details: 'Block type: cta.' });
    const unknown = await staff.from('content_blocks').insert({ name: 'Bilinmeyen', slug: 'bilinmeyen', type: 'block', content: { block_type: 'carousel', data: {} } });
    expect(unknown.error).toMatchObject({ code: '23514', message: "The library block's content has the unknown block_type carousel" });

    const made = await staff.from('content_blocks').insert({ name: 'Ortak teklif', slug: 'ortak-teklif', type: 'block', content: { block_type: 'cta', data: CTA } }).select('id, content').single();
    expect(made.error).toBeNull();
    expect(made.data!.content).toEqual({ block_type: 'cta', data: CTA });
    libraryId = made.data!.id;
  });

  it('round-trips refs on two pages, and both render the library block (a hidden ref shows nothing)', async () => {
    const a = [{ id: 'a1', type: 'rich-text', data: { html: '<p>A sayfası</p>' } }, { id: 'a2', ref: libraryId }];
    const b = [{ id: 'b1', ref: libraryId }, { id: 'b2', ref: libraryId, hidden: true }, { id: 'b3', type: 'rich-text', data: { html: '<p>B sayfası</p>' } }];
    const pa = await staff.from('pages').insert({ title: 'Sayfa A', slug: 'sayfa-a', blocks: a, published: true }).select('blocks').single();
    expect(pa.error).toBeNull();
    expect(pa.data!.blocks).toEqual(a);
    const pb = await staff.from('pages').insert({ title: 'Sayfa B', slug: 'sayfa-b', blocks: b, published: true }).select('blocks').single();
    expect(pb.error).toBeNull();
    expect(pb.data!.blocks).toEqual(b);

    for (const slug of ['sayfa-a', 'sayfa-b']) {
      const page = await html('first', slug);
      expect(page).toContain('>Kütüphaneden <span>teklif</span></h2>');
      // Rendered once on each page: the hidden ref on B is left out.
      expect(page.split('data-block="cta"').length - 1).toBe(1);
    }
    // The resolved block keeps its entry's id and ref in the page's data.
    expect((await loadPageData(pair.first, 'sayfa-b')).page!.blocks).toEqual([
      { id: 'b1', ref: libraryId, type: 'cta', data: CTA },
      { id: 'b3', type: 'rich-text', data: { html: '<p>B sayfası</p>' } },
    ]);
  });

  it('an edit of the library block changes both pages at the next request, on a server told only by the database', async () => {
    // The first server has both pages cached; the edit goes through the second.
    expect(await html('first', 'sayfa-a')).toContain('Kütüphaneden <span>teklif</span>');
    const edited = await second.from('content_blocks').update({ content: { block_type: 'cta', data: { ...CTA, title: 'Yeni *kampanya*' } } }).eq('id', libraryId);
    expect(edited.error).toBeNull();
    for (const slug of ['sayfa-a', 'sayfa-b']) {
      const page = await until(`${slug} to show the edit`, async () => {
        const text = await html('first', slug);
        return text.includes('>Yeni <span>kampanya</span></h2>') ? text : undefined;
      });
      expect(page).not.toContain('Kütüphaneden');
    }
  });

  it('refuses a ref to a missing library block, or to a content block that is not a library block, with 409 and 23503', async () => {
    const about = await staff.from('content_blocks').insert({ name: 'Düz blok', slug: 'duz-blok', type: 'text', content: {} }).select('id').single();
    for (const ref of [MISSING, about.data!.id]) {
      const { error, status } = await staff.from('pages').insert({ title: 'Eksik', slug: 'eksik-ref', blocks: [{ id: 'x1', ref }], published: true });
      expect(status).toBe(409);
      expect(error).toEqual({
        code: '23503',
        message: 'Sayfadaki bir blok, kütüphanede bulunmayan bir bloğa bağlı.',
        details: `Key (ref)=(${ref}) is not present in the block library.`,
        hint: 'Bloğu kütüphaneden yeniden seçin ya da sayfadan kaldırın.',
      });
    }
  });

  it('refuses deleting a library block pages use, naming them; a deactivated one renders nothing; unused, it is deleted', async () => {
    const refused = await staff.from('content_blocks').delete().eq('id', libraryId);
    expect(refused.status).toBe(409);
    expect(refused.error).toMatchObject({
      code: '23503',
      message: 'Bu kütüphane bloğu şu sayfalarda kullanılıyor: "Sayfa A", "Sayfa B". Önce bu sayfalardan kaldırın ya da kopyaya çevirin.',
    });
    // Nor may it become another kind of block while in use.
    const retyped = await staff.from('content_blocks').update({ type: 'text' }).eq('id', libraryId);
    expect(retyped.error).toMatchObject({ code: '23503' });

    // Inactive: the pages keep their refs and show nothing for it; a new ref to it is refused.
    expect((await staff.from('content_blocks').update({ published: false }).eq('id', libraryId)).error).toBeNull();
    const a = await html('first', 'sayfa-a');
    expect(a).toContain('A sayfası');
    expect(a).not.toContain('data-block="cta"');
    const added = await staff.from('pages').insert({ title: 'Yeni', slug: 'yeni-ref', blocks: [{ id: 'n1', ref: libraryId }] });
    expect(added.error).toMatchObject({ code: '23503', message: 'Pasif bir kütüphane bloğu sayfaya eklenemez.' });
    // A page that already has the ref can still be saved.
    expect((await staff.from('pages').update({ title: 'Sayfa A2' }).eq('slug', 'sayfa-a')).error).toBeNull();

    expect((await staff.from('pages').delete().in('slug', ['sayfa-a', 'sayfa-b'])).error).toBeNull();
    const deleted = await staff.from('content_blocks').delete().eq('id', libraryId).select('id');
    expect(deleted.error).toBeNull();
    expect(deleted.data).toEqual([{ id: libraryId }]);
  });
});
