/**
 * Hostile content through the database never runs in the visitor's browser: a corpus of XSS
 * payloads in every HTML field (post, page, project and service content, the hero and CTA
 * titles), in the About story, and as link targets in menus and project URLs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../helpers/e2e.ts';

const RUN = 'window.__pwned=(window.__pwned||0)+1';
const PAYLOADS = [
  `<script>${RUN}</script>`,
  `<img src=x onerror="${RUN}">`,
  `<svg onload="${RUN}"><circle r=1></circle></svg>`,
  `<a id="xss-link" href="javascript:${RUN}">tıkla</a>`,
  `<iframe src="javascript:parent.${RUN}"></iframe>`,
  `<details open ontoggle="${RUN}"><summary>x</summary></details>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${RUN}"></style></mglyph></table></mtext></math>`,
  `<form><button formaction="javascript:${RUN}">gönder</button></form>`,
  `<object data="javascript:${RUN}"></object>`,
  `<embed src="javascript:${RUN}">`,
  `<div style="background:url(javascript:${RUN})">stil</div>`,
  `<input autofocus onfocus="${RUN}">`,
  `<video><source onerror="${RUN}"></video>`,
  `<body onload="${RUN}">`,
  `"><script>${RUN}</script>`,
  `<noscript><p title="</noscript><img src=x onerror=${RUN}>">`,
  `<a href="jav&#x09;ascript:${RUN}">sekme</a>`,
  `<img src="x" srcset="x" onerror="${RUN}">`,
].join('\n');

describe('XSS payloads from the database', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
    const q = (text: string, params: unknown[] = []) => e.t.server.ctx.db.admin.query(text, params);
    await q(`update blog_posts set content = $1 where slug = 'instagram-algoritmasi-2026'`, [PAYLOADS]);
    await q(`update pages set content = $1, excerpt = $2 where slug = 'gizlilik-politikasi'`, [PAYLOADS, `<script>${RUN}</script>`]);
    await q(`update projects set content = $1, project_url = $2 where slug = 'kahve-duragi-sosyal-medya'`, [PAYLOADS, `javascript:${RUN}`]);
    await q(`update services set content = $1 where slug = 'grafik-tasarim'`, [PAYLOADS]);
    // The home page's hero and call to action titles are plain text (their blocks' *highlights*): payloads stay text.
    await q(`update pages set blocks = jsonb_set(jsonb_set(blocks, '{0,data,title}', to_jsonb($1::text)), '{5,data,title}', to_jsonb($2::text)) where slug = 'home'`, [`<script>${RUN}</script>`, `<img src=x onerror="${RUN}">`]);
    // About's story (an image-text block) and title are plain text too.
    await q(`update pages set title = $2, blocks = jsonb_set(blocks, '{0,data,text}', to_jsonb($1::text)) where slug = 'about'`, [PAYLOADS, `<img src=x onerror="${RUN}">`]);
    await q(`update menus set items = items || jsonb_build_array(jsonb_build_object('label', 'Kötü', 'url', $1::text, 'type', 'external')) where location = 'header'`, [`javascript:${RUN}`]);
    await q(`update site_settings set social_links = jsonb_build_object('facebook', $1::text), map_embed_code = $2`, [`javascript:${RUN}`, `<iframe src="https://evil.example/" onload="${RUN}"></iframe>`]);
  });
  afterAll(async () => {
    await e?.close();
  });

  for (const path of ['/', '/about', '/blog/instagram-algoritmasi-2026', '/gizlilik-politikasi', '/projects/kahve-duragi-sosyal-medya', '/services/grafik-tasarim', '/contact']) {
    it(`nothing runs on ${path}`, async () => {
      const { page, errors } = await e.open(path);
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      await page.locator('main h1').first().waitFor();
      await page.waitForTimeout(800);
      // Click every link that stayed in the page's content, as a curious visitor would.
      for (const link of await page.locator('main a[href^="javascript"], header a[href^="javascript"], footer a[href^="javascript"]').all()) await link.click({ force: true });
      const xssLink = page.locator('#xss-link');
      if (await xssLink.count()) await xssLink.click();
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned ?? 0)).toBe(0);
      expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);
      expect(await page.locator('main script:not([type="application/ld+json"]), main iframe[src^="javascript"], main object, main embed, [onerror], [onload]').count()).toBe(0);
      expect(dialogs).toEqual([]);
      expect(errors.filter((m) => m.includes('__pwned'))).toEqual([]);
      await page.close();
    });
  }

  it('the map accepts only known map providers', async () => {
    const { page } = await e.open('/contact');
    // The map waits for the visitor (KVKK): its placeholder names the provider it would load.
    expect(await page.locator('iframe[src*="evil.example"]').count()).toBe(0);
    await page.getByTestId('contact-map').getByRole('link', { name: 'Haritayı göster' }).click();
    await page.locator('iframe[title="Ofisimizin konumu"]').waitFor({ state: 'attached' });
    expect(await page.locator('iframe[title="Ofisimizin konumu"]').getAttribute('src')).toMatch(/^https:\/\/maps\.google\.com\//);
    expect(await page.locator('iframe[src*="evil.example"]').count()).toBe(0);
    await page.close();
  });
});
