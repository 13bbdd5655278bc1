/**
 * The home page is the page 'home' built from blocks. The server's HTML of / has the seeded
 * sections in the order visitors always saw them (hero, numbers, services, projects,
 * testimonials, call to action) with their texts, and editing the hero block in the admin's
 * page editor changes / once published (a save before that is a draft).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPage, startE2E, type E2E } from '../helpers/e2e.ts';

describe('the home page as blocks', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
  });
  afterAll(async () => {
    await e?.close();
  });

  const homeHtml = async () => {
    const r = await fetch(`${e.t.url}/`);
    expect(r.status).toBe(200);
    return r.text();
  };
  const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

  it("renders the seeded sections in order with their texts, on the server", async () => {
    const html = main(await homeHtml());
    expect([...html.matchAll(/data-block="([a-z-]+)"/g)].map((m) => m[1])).toEqual(['hero', 'numbers', 'services', 'projects', 'testimonials', 'cta']);
    const texts = [
      '>Markanızı <span>dijitalde</span> büyütüyoruz</h1>',
      '>Ücretsiz Teklif Alın<',
      'Çalışmalarımızı İzleyin',
      '>150+</p>',
      '>7/24</p>',
      '>Hizmetlerimiz<',
      '>Markanız için uçtan uca dijital çözümler</h2>',
      '>Tüm Hizmetler<',
      '>Projelerimiz<',
      '>Son çalışmalarımız</h2>',
      '>Tüm Projeler<',
      '>Müşterilerimiz ne diyor?</h2>',
      '+ Mutlu Müşteri',
      'Markanızı <span>bir sonraki seviyeye</span> taşımaya hazır mısınız?</h2>',
      '>Projelerimizi İncele<',
      '>Hızlı Başlangıç</strong>',
      '>Memnuniyet Garantisi</strong>',
    ];
    const at = texts.map((t) => html.indexOf(t));
    expect(texts.filter((_, i) => at[i] === -1)).toEqual([]);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    // Six services and six projects, as the home page always showed.
    const { count: services } = await e.t.service().from('services').select('id', { count: 'exact', head: true }).eq('published', true);
    expect(html.match(/href="\/services\/[a-z0-9-]+"/g)?.length).toBe(Math.min(6, services!));
  });

  it('editing the hero block in the admin changes / once published, not at the draft save', async () => {
    const home = (await e.t.server.ctx.db.admin.query<{ id: string }>(`select id from pages where slug = 'home'`)).rows[0]!;
    const { page, errors } = await signedInPage(e, `/admin/pages/${home.id}`);
    const title = page.locator('#root_blocks_0_data_title');
    await title.waitFor();
    expect(await title.inputValue()).toBe('Markanızı *dijitalde* büyütüyoruz');
    await title.fill('Markanızı *yarına* taşıyoruz');
    // The home page is live: Ctrl+S keeps the change as its draft, / still shows the old title.
    await page.keyboard.press('Control+s');
    const toolbar = page.getByRole('toolbar', { name: 'Kayıt işlemleri' });
    await toolbar.getByText('Taslak kaydedildi; yayında değil', { exact: true }).waitFor();
    expect(main(await homeHtml()).match(/<h1[^>]*>(.*?)<\/h1>/)?.[1]).toBe('Markanızı <span>dijitalde</span> büyütüyoruz');
    await toolbar.getByRole('button', { name: 'Yayınla', exact: true }).click();
    await page.getByText('Değişiklikler yayınlandı', { exact: true }).first().waitFor();
    await expect.poll(async () => main(await homeHtml()).match(/<h1[^>]*>(.*?)<\/h1>/)?.[1], { timeout: 30_000 }).toBe('Markanızı <span>yarına</span> taşıyoruz');
    expect(errors).toEqual([]);
  });
});
