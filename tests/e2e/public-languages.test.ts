/**
 * The public site in two languages in Chromium (issue 41): a Turkish-only post names no
 * English alternate; once its English translation is published (by SQL, as staff's publish
 * writes it), the Turkish page gains hreflang="en", and the English address shows the English
 * title with lang="en", its switcher linking back to the Turkish page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../helpers/e2e.ts';

describe('public site in two languages', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
  });
  afterAll(async () => {
    await e?.close();
  });
  const sql = (text: string) => e.t.server.ctx.db.admin.query(text);

  it('a post gains its English alternate when its translation is published; the English page links back', async () => {
    await sql(`insert into blog_posts (title, slug, excerpt, content, category, author, published)
               select 'Çeviri Bekleyen Yazı', 'ceviri-bekleyen-yazi', excerpt, content, category, author, true from blog_posts where published limit 1`);
    const { page, errors } = await e.open('/blog/ceviri-bekleyen-yazi');
    await page.getByRole('heading', { level: 1, name: 'Çeviri Bekleyen Yazı' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('tr');
    expect(await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((ls) => ls.map((l) => l.getAttribute('hreflang')))).toEqual(['tr', 'x-default']);
    // No English page yet: the switcher goes to the English home.
    expect(await page.getByTestId('language-switcher').getByRole('link').getAttribute('href')).toBe('/en');

    await sql(`insert into blog_posts_translations (item_id, locale, title, slug, excerpt, content, category, published)
               select id, 'en', 'A Post Now in English', 'a-post-now-in-english', 'In English too.', '<p>The English text.</p>', category, true
               from blog_posts where slug = 'ceviri-bekleyen-yazi'`);
    // The page cache follows the database's notice of the write: reload until it has.
    const english = `${e.t.url}/en/blog/a-post-now-in-english`;
    await expect
      .poll(async () => {
        await page.reload();
        return page.locator('head link[rel="alternate"][hreflang="en"]').getAttribute('href', { timeout: 1000 }).catch(() => null);
      }, { timeout: 15_000 })
      .toBe(english);

    await page.goto(english);
    await page.getByRole('heading', { level: 1, name: 'A Post Now in English' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    const back = page.getByTestId('language-switcher').getByRole('link');
    expect(await back.getAttribute('href')).toBe('/blog/ceviri-bekleyen-yazi');
    await back.click();
    await page.getByRole('heading', { level: 1, name: 'Çeviri Bekleyen Yazı' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/blog/ceviri-bekleyen-yazi');
    expect(await page.locator('html').getAttribute('lang')).toBe('tr');
    expect(errors).toEqual([]);
    await page.close();
  });
});
