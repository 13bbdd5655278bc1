/**
 * The search-result and social-card previews beside an item's SEO fields (issue 44, chosen by
 * `seoPreview` in the schema): a long meta title is cut where Google cuts it, by pixel width,
 * with "…"; the card shows the typed description; both follow the typing, and the title falls
 * back to "Başlık | Site" while the meta title is empty. In the English tab the same previews show
 * the English texts, the /en address and the item's (shared) image.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPage, startE2E, type E2E } from '../helpers/e2e.ts';

const LONG_TITLE = 'Dijital pazarlama ajansımızla markanızı büyütün: sosyal medya, arama motoru optimizasyonu ve içerik üretimi tek elden';
const DESCRIPTION = 'Kış kampanyamızda sosyal medya yönetimi ve reklam paketlerinde yüzde yirmi indirim sizi bekliyor.';

describe('SEO previews beside the meta fields', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
  });
  afterAll(async () => {
    await e?.close();
  });

  it('cuts a long title with "…" by its width and shows the typed description on the card', async () => {
    const { page, errors } = await signedInPage(e, '/admin/blog/new');
    const serp = page.getByRole('figure', { name: 'Google önizlemesi' });
    const card = page.getByRole('figure', { name: 'Paylaşım kartı önizlemesi' });
    await serp.waitFor();

    // Nothing typed yet: the item's title with the site's name, as the public page would say.
    await page.locator('#root_title').fill('Kış kampanyası');
    await expect.poll(() => serp.getByTestId('serp-title').textContent()).toBe('Kış kampanyası | Yeşil Dijital');
    expect(await card.getByTestId('card-title').textContent()).toBe('Kış kampanyası | Yeşil Dijital');

    await page.locator('#root_meta_title').fill(LONG_TITLE);
    await expect.poll(() => serp.getByTestId('serp-title').textContent()).toMatch(/…$/);
    const shown = (await serp.getByTestId('serp-title').textContent())!;
    expect(LONG_TITLE.startsWith(shown.slice(0, -1).trimEnd())).toBe(true);
    expect(shown.length).toBeLessThan(LONG_TITLE.length);
    // Cut by width: what is shown fits Google's ~580 px at Arial 20 px, one more word would not.
    const widths = await page.evaluate(
      ([text, full]) => {
        const c = document.createElement('canvas').getContext('2d')!;
        c.font = '20px Arial';
        const prefix = text.slice(0, -1).trimEnd();
        const space = full.indexOf(' ', prefix.length + 1);
        return { shown: c.measureText(text).width, longer: c.measureText(`${full.slice(0, space === -1 ? full.length : space)}…`).width };
      },
      [shown, LONG_TITLE] as const,
    );
    expect(widths.shown).toBeLessThanOrEqual(580);
    expect(widths.longer).toBeGreaterThan(580);
    await serp.getByText("Başlık Google'da kesilir").waitFor();
    // The card keeps the whole title (it wraps instead).
    expect(await card.getByTestId('card-title').textContent()).toBe(LONG_TITLE);

    await page.locator('#root_meta_description').fill(DESCRIPTION);
    await expect.poll(() => card.getByTestId('card-description').textContent()).toBe(DESCRIPTION);
    expect(await serp.getByTestId('serp-description').textContent()).toBe(DESCRIPTION);
    // The address the result shows follows the slug the title gave.
    expect(await serp.textContent()).toContain('blog › kis-kampanyasi');
    expect(errors).toEqual([]);
  });

  it('in the English tab: the English title and description, the /en address and the item\'s image', async () => {
    const [post] = (
      await e.t.server.ctx.db.admin.query<{ id: string; featured_image: string; slug: string; title: string }>(
        `select b.id, b.featured_image, t.slug, t.title from blog_posts b join blog_posts_translations t on t.item_id = b.id and t.locale = 'en'
         where b.featured_image is not null order by b.created_at limit 1`,
      )
    ).rows;
    const { page, errors } = await signedInPage(e, `/admin/blog/${post!.id}?dil=en`);
    await page.getByRole('heading', { level: 1, name: /\(İngilizce\)$/ }).waitFor();
    const serp = page.getByRole('figure', { name: 'Google önizlemesi' });
    const card = page.getByRole('figure', { name: 'Paylaşım kartı önizlemesi' });
    await page.locator('#root_meta_title').fill('');
    await expect.poll(() => serp.getByTestId('serp-title').textContent()).toBe(`${post!.title} | Yeşil Dijital`);
    expect(await serp.textContent()).toContain(`en › blog › ${post!.slug}`);
    await page.locator('#root_meta_description').fill('Local search, explained for small businesses.');
    await expect.poll(() => card.getByTestId('card-description').textContent()).toBe('Local search, explained for small businesses.');
    expect(await serp.getByTestId('serp-description').textContent()).toBe('Local search, explained for small businesses.');
    expect(await card.locator('img').getAttribute('src')).toContain(post!.featured_image.split('/').pop());
    expect(errors).toEqual([]);
  });
});
