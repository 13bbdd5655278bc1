/**
 * The site search (public.search_site, generated from the fields schema/ marks `search`)
 * against the seeded site, as a visitor (anon): a relevance set of Turkish queries
 * (inflected forms, İ/I capitals, typos, several words, service names, FAQ questions and
 * answers) and of English ones (language 'en') with the expected first result, precision@1
 * reported and at least 0.9; drafts and unpublished translations never returned; the excerpt
 * marks the matched words; /arama and /en/arama rendered on the server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { ensureSpaBuilt } from '../../server/app/build-spa.ts';
import { PROJECT_ROOT } from '../../server/platform/db/setup.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { SEARCH_TYPE_LABELS } from '../../generated/search-types.ts';

interface Hit {
  type: string;
  slug: string;
  url: string;
  title: string;
  excerpt: string;
  rank: number;
}

/** Query → the address of the result that must come first. */
const RELEVANCE: [string, string][] = [
  ['instagram', '/blog/instagram-algoritmasi-2026'],
  ['İNSTAGRAM', '/blog/instagram-algoritmasi-2026'],
  ['INSTAGRAM', '/blog/instagram-algoritmasi-2026'],
  ['algoritmaları', '/blog/instagram-algoritmasi-2026'],
  ['instagram algoritması', '/blog/instagram-algoritmasi-2026'],
  ['instagarm', '/blog/instagram-algoritmasi-2026'],
  ['yerel seo', '/blog/kucuk-isletmeler-icin-yerel-seo'],
  ['KÜÇÜK İŞLETMELER', '/blog/kucuk-isletmeler-icin-yerel-seo'],
  ['kucuk isletme', '/blog/kucuk-isletmeler-icin-yerel-seo'],
  ['sepet terki', '/blog/e-ticarette-sepet-terki'],
  ['tiktok', '/blog/tiktok-marka-icerik-fikirleri'],
  ['TİKTOK içerik fikirleri', '/blog/tiktok-marka-icerik-fikirleri'],
  ['core web vitals', '/blog/core-web-vitals-site-hizi'],
  ['pazaryeri', '/blog/pazaryeri-mi-kendi-siteniz-mi'],
  ['linkedin', '/blog/linkedin-kurumsal-marka'],
  ['linkdin', '/blog/linkedin-kurumsal-marka'],
  ['anahtar kelime araştırması', '/blog/anahtar-kelime-arastirmasi'],
  ['anahtar kelimeler', '/blog/anahtar-kelime-arastirmasi'],
  ['ürün fotoğrafları', '/blog/urun-fotograflari-satisi-nasil-etkiler'],
  ['metrikler', '/blog/sosyal-medya-rapor-metrikleri'],
  ['sosyal medya yönetimi', '/services/sosyal-medya-yonetimi'],
  ['SOSYAL MEDYA YÖNETİMİ', '/services/sosyal-medya-yonetimi'],
  ['grafik tasarım', '/services/grafik-tasarim'],
  ['grafik tasarim', '/services/grafik-tasarim'],
  ['e-ticaret çözümleri', '/services/e-ticaret-cozumleri'],
  ['video kurgu', '/services/video-kurgu-hizmeti'],
  ['ürün çekimi', '/services/urun-cekim-hizmeti'],
  ['web yazılım', '/services/web-yazilim-cozumleri'],
  ['kahve durağı', '/projects/kahve-duragi-sosyal-medya'],
  ['anadolu tekstil', '/projects/anadolu-tekstil-kurumsal-web'],
  ['mavi koy otel', '/projects/mavi-koy-otel-kampanyasi'],
  ['hukuk bürosu', '/projects/hukuk-burosu-web-yenileme'],
  ['HUKUK BÜROSU', '/projects/hukuk-burosu-web-yenileme'],
  ['fit yaşam', '/projects/fit-yasam-uygulama-lansmani'],
  ['gizlilik politikası', '/gizlilik-politikasi'],
  ['çerez', '/cerez-politikasi'],
  ['kvkk aydınlatma', '/kvkk-aydinlatma-metni'],
  // FAQ questions and answers: each entry a result of its own, at its anchor on its page.
  ['kdv dahil', '/faq#faq-pricing-q2'],
  ['ödeme koşulları', '/faq#faq-pricing-q1'],
  ['reklam bütçesi', '/faq#faq-pricing-q3'],
  ['mobil uyumlu', '/faq#faq-web-q3'],
  ['ilk görüşme ücretli', '/contact#contact-faq-q2'],
  ['sıralama garantisi', '/faq#faq-seo-q2'],
  ['kusursuz çalışacak', '/faq#faq-web-q3'],
];

/** English queries (language 'en': the `english` configuration over published translations) → first result. */
const RELEVANCE_EN: [string, string][] = [
  ['local seo', '/en/blog/local-seo-for-small-businesses'],
  ['LOCAL SEO', '/en/blog/local-seo-for-small-businesses'],
  ['small businesses', '/en/blog/local-seo-for-small-businesses'],
  ['business profile', '/en/blog/local-seo-for-small-businesses'],
  ['core web vitals', '/en/blog/core-web-vitals-why-speed-matters'],
  ['social media management', '/en/services/social-media-management'],
  ['graphic design', '/en/services/graphic-design'],
  ['product photographs', '/en/services/product-photography'],
  ['video editing', '/en/services/video-editing'],
  ['kahve durağı', '/en/projects/kahve-duragi-social-media'],
  ['anadolu tekstil', '/en/projects/anadolu-tekstil-company-website'],
  ['VAT', '/en/faq#faq-pricing-q2'],
  ['payment terms', '/en/faq#faq-pricing-q1'],
  ['guarantee the top spot', '/en/faq#faq-seo-q2'],
  ['outside Türkiye', '/en/contact#contact-faq-q4'],
  ['invoice in euros', '/en/contact#contact-faq-q4'],
];

describe('site search', () => {
  let t: TestServer;

  beforeAll(async () => {
    await ensureSpaBuilt(path.join(PROJECT_ROOT, 'dist'), () => {});
    t = await startTestServer({ seed: true });
  }, 600_000);

  afterAll(async () => {
    await t?.close();
  });

  async function search(q: string, max?: number): Promise<Hit[]> {
    const { data, error } = await t.anon().rpc('search_site', max === undefined ? { q } : { q, max });
    expect(error).toBeNull();
    return data as Hit[];
  }

  async function searchIn(language: string, q: string): Promise<Hit[]> {
    const { data, error } = await t.anon().rpc('search_site', { q, language });
    expect(error).toBeNull();
    return data as Hit[];
  }

  function precisionOf(set: [string, string][], hitsOf: (q: string) => Promise<Hit[]>, name: string) {
    return (async () => {
      const misses: string[] = [];
      for (const [q, url] of set) {
        const hits = await hitsOf(q);
        if (hits[0]?.url !== url) misses.push(`${q} → ${hits[0]?.url ?? '(nothing)'}, wanted ${url}`);
      }
      const precision = (set.length - misses.length) / set.length;
      console.log(`${name} precision@1: ${precision.toFixed(3)} (${set.length - misses.length}/${set.length})${misses.length ? `\n  misses:\n  ${misses.join('\n  ')}` : ''}`);
      return precision;
    })();
  }

  it(`finds the expected first result for ${RELEVANCE.length} Turkish queries (precision@1 ≥ 0.9)`, async () => {
    expect(RELEVANCE.length).toBeGreaterThanOrEqual(30);
    expect(await precisionOf(RELEVANCE, (q) => search(q), 'search (tr)')).toBeGreaterThanOrEqual(0.9);
  }, 120_000);

  it(`finds the expected first result for ${RELEVANCE_EN.length} English queries, in English pages only (precision@1 ≥ 0.9)`, async () => {
    expect(await precisionOf(RELEVANCE_EN, (q) => searchIn('en', q), 'search (en)')).toBeGreaterThanOrEqual(0.9);
    // Each language's results are its own pages, at its addresses.
    for (const [q] of RELEVANCE_EN) for (const hit of await searchIn('en', q)) expect(hit.url, q).toMatch(/^\/en\//);
    for (const [q] of RELEVANCE) for (const hit of await search(q)) expect(hit.url, q).not.toMatch(/^\/en\//);
    // A Turkish post without an English translation is not found in English, whichever words.
    expect((await searchIn('en', 'instagram algoritması')).map((h) => h.url)).toEqual([]);
    // English stems English words: 'photographs' finds 'photography'; Turkish does not find it at all.
    expect((await search('payment terms')).map((h) => h.url)).toEqual([]);
    // An unknown language finds nothing (no configuration, no pages).
    expect(await searchIn('xx', 'seo')).toEqual([]);
  }, 120_000);

  it('answers an FAQ question as a result of its own: type faq (SSS), its question, its answer marked, its anchor on the page', async () => {
    const [entry] = await search('kdv dahil');
    expect(entry).toMatchObject({ type: 'faq', slug: 'faq', url: '/faq#faq-pricing-q2', title: 'Fiyatlara KDV dahil mi?' });
    expect(entry!.excerpt).toContain('<mark>KDV</mark>');
    expect(SEARCH_TYPE_LABELS.faq).toBe('SSS');
    const html = await (await fetch(`${t.url}/faq`)).text();
    expect(html).toMatch(/<details[^>]*id="faq-pricing-q2"/);
    const en = await (await fetch(`${t.url}/en/faq`)).text();
    expect(en).toMatch(/<details[^>]*id="faq-pricing-q2"/);
    // A question edited or removed leaves the search with the page's save.
    const { data: page } = await t.service().from('pages').select('id, blocks').eq('slug', 'faq').single();
    const blocks = (page!.blocks as { id: string; data: { items?: { question: string }[] } }[]).map((b) =>
      b.id === 'faq-pricing' ? { ...b, data: { ...b.data, items: b.data.items!.filter((i) => !i.question.includes('KDV')) } } : b,
    );
    expect((await t.service().from('pages').update({ blocks }).eq('id', page!.id)).error).toBeNull();
    expect((await search('kdv dahil')).map((h) => h.url)).not.toContain('/faq#faq-pricing-q2');
    expect((await t.service().from('pages').update({ blocks: page!.blocks }).eq('id', page!.id)).error).toBeNull();
    expect((await search('kdv dahil'))[0]?.url).toBe('/faq#faq-pricing-q2');
  });

  it('never returns an unpublished translation to anon, and follows its publication', async () => {
    const { data: post, error } = await t.service().from('blog_posts').insert({
      title: 'Kuantum Pazarlama', slug: 'kuantum-pazarlama', excerpt: 'Kuantum.', content: '<p>Kuantum</p>', published: true,
    }).select('id').single();
    expect(error).toBeNull();
    const translations = t.service().from('blog_posts_translations');
    expect((await translations.insert({ item_id: post!.id, locale: 'en', title: 'Zeppelin marketing', slug: 'zeppelin-marketing', excerpt: 'Advertising with zeppelins.', content: '<p>Zeppelins</p>', published: false })).error).toBeNull();
    expect(await searchIn('en', 'zeppelin')).toEqual([]);
    const { data: staff } = await t.service().rpc('search_site', { q: 'zeppelin', language: 'en' });
    expect((staff as Hit[]).map((h) => h.url)).toEqual(['/en/blog/zeppelin-marketing']);
    // Not in Turkish either: the words are the English page's.
    expect(await search('zeppelin')).toEqual([]);
    expect((await translations.update({ published: true }).eq('item_id', post!.id)).error).toBeNull();
    expect((await searchIn('en', 'zeppelins')).map((h) => h.url)).toEqual(['/en/blog/zeppelin-marketing']);
    // The Turkish row unpublished hides its translation too (the translation's RLS reads the base's).
    expect((await t.service().from('blog_posts').update({ published: false }).eq('id', post!.id)).error).toBeNull();
    expect(await searchIn('en', 'zeppelin')).toEqual([]);
    expect((await t.service().from('blog_posts').delete().eq('id', post!.id)).error).toBeNull();
    expect((await t.service().rpc('search_site', { q: 'zeppelin', language: 'en' })).data).toEqual([]);
  });

  it('renders /en/arama in English: English results, English words, the English form, noindex', async () => {
    const res = await fetch(`${t.url}/en/arama?q=${encodeURIComponent('local seo')}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<meta name="robots" content="noindex');
    expect(html).toContain('href="/en/blog/local-seo-for-small-businesses"');
    expect(html).toContain('Search results for “local seo”');
    expect(html).toContain('Blog post');
    expect(html).not.toContain('href="/blog/kucuk-isletmeler-icin-yerel-seo"');
    expect(html).toContain('action="/en/arama" method="get"');
    const none = await (await fetch(`${t.url}/en/arama?q=qwxzvy`)).text();
    expect(none).toContain('No results found');
    expect(none).toContain('href="/en/services"');
  });

  it('folds İ/I and ı the same way in documents and queries (İNSTAGRAM = instagram, Işık = ışık)', async () => {
    const same = async (a: string, b: string) => expect((await search(a)).map((h) => h.url)).toEqual((await search(b)).map((h) => h.url));
    await same('İNSTAGRAM', 'instagram');
    await same('INSTAGRAM', 'instagram');
    await same('İŞLETMELER', 'işletmeler');
    // A row saved now is found at once (the index is the database's), whichever way ı/I is typed.
    const { error } = await t.service().from('blog_posts').insert({
      title: 'Vitrinde Işık Tasarımı', slug: 'vitrinde-isik-tasarimi', excerpt: 'Mağaza vitrini için ışıklandırma.', content: '<p>IŞIK</p>', published: true,
    });
    expect(error).toBeNull();
    for (const q of ['Işık', 'ışık', 'IŞIK', 'isik', 'ışıklandırma']) expect((await search(q))[0]?.slug, q).toBe('vitrinde-isik-tasarimi');
  });

  it('answers each result\'s type as its table (no label in SQL), which the site names from the schema, and marks the matched words', async () => {
    const [post] = await search('instagram');
    expect(post).toMatchObject({ type: 'blog_posts', slug: 'instagram-algoritmasi-2026' });
    expect(Object.keys(post!).sort()).toEqual(['excerpt', 'rank', 'slug', 'title', 'type', 'url']);
    expect(post!.excerpt).toContain('<mark>Instagram</mark>');
    const [service] = await search('grafik tasarım');
    expect(service?.type).toBe('services');
    const [project] = await search('anadolu tekstil');
    expect(project?.type).toBe('projects');
    const [page] = await search('gizlilik politikası');
    expect(page?.type).toBe('pages');
    expect(SEARCH_TYPE_LABELS).toEqual({ blog_posts: 'Blog yazısı', pages: 'Sayfa', projects: 'Proje', services: 'Hizmet', faq: 'SSS' });
  });

  it('never returns an unpublished row to anon, and returns it to the service role', async () => {
    const { error } = await t.service().from('blog_posts').insert({
      title: 'Zeplin Pazarlaması Gizli Taslak', slug: 'zeplin-gizli-taslak', excerpt: 'Zeplinlerle reklam.', content: '<p>Zeplin</p>', published: false,
    });
    expect(error).toBeNull();
    expect(await search('zeplin')).toEqual([]);
    expect(await search('zepln')).toEqual([]);
    // The seed's drafts too.
    expect((await search('yapay zeka')).map((h) => h.slug)).not.toContain('yapay-zeka-icerik-uretimi');
    expect((await search('podcast')).map((h) => h.slug)).not.toContain('podcast-produksiyonu');
    const { data } = await t.service().rpc('search_site', { q: 'zeplin' });
    expect((data as Hit[]).map((h) => h.slug)).toEqual(['zeplin-gizli-taslak']);
    // Published, then unpublished, then deleted: the documents follow the row.
    const service = t.service().from('blog_posts');
    expect((await service.update({ published: true }).eq('slug', 'zeplin-gizli-taslak')).error).toBeNull();
    expect((await search('zeplin')).map((h) => h.slug)).toEqual(['zeplin-gizli-taslak']);
    expect((await service.update({ published: false, title: 'Balon Pazarlaması' }).eq('slug', 'zeplin-gizli-taslak')).error).toBeNull();
    expect(await search('balon')).toEqual([]);
    expect((await service.delete().eq('slug', 'zeplin-gizli-taslak')).error).toBeNull();
    expect((await t.service().rpc('search_site', { q: 'balon' })).data).toEqual([]);
  });

  it('bounds the results and ignores query syntax', async () => {
    expect((await search('sosyal', 2)).length).toBe(2);
    expect((await search('sosyal', 1000)).length).toBeLessThanOrEqual(50);
    expect(await search("'&|!():* <> \\")).toEqual([]);
    expect(await search('')).toEqual([]);
    expect((await search('instagram & | !')).map((h) => h.slug)[0]).toBe('instagram-algoritmasi-2026');
  });

  it('renders /arama?q=instagram on the server: the post, its type, marked words, the query in the box, noindex', async () => {
    const res = await fetch(`${t.url}/arama?q=${encodeURIComponent('İNSTAGRAM')}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex');
    expect(html).toContain('href="/blog/instagram-algoritmasi-2026"');
    expect(html).toContain('Blog yazısı');
    expect(html).toContain('<mark>Instagram</mark>');
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="İNSTAGRAM"/);
    // The header's box is a plain GET form: it works without JavaScript.
    expect(html).toContain('action="/arama" method="get"');
  });

  it('says "Sonuç bulunamadı" with suggestions, and never renders a post\'s markup from an excerpt', async () => {
    const html = await (await fetch(`${t.url}/arama?q=qwxzvy`)).text();
    expect(html).toContain('Sonuç bulunamadı');
    expect(html).toContain('href="/services"');
    const { error } = await t.service().from('blog_posts').insert({
      title: 'Kalkan Yazısı', slug: 'kalkan-yazisi', excerpt: 'Kalkan <img src=x onerror=alert(1)> deneme', content: '<p>x</p>', published: true,
    });
    expect(error).toBeNull();
    const page = await (await fetch(`${t.url}/arama?q=kalkan`)).text();
    expect(page).toContain('href="/blog/kalkan-yazisi"');
    expect(page).not.toContain('<img src=x');
  });
});
