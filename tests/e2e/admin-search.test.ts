/**
 * The admin's search box in Chromium over the seeded site: Ctrl+K opens it, a seeded post
 * is found by part of its title typed with a dotless ı, the arrow keys choose it and Enter
 * opens its editor; a lead found by its e-mail opens the message; "Ara" in the sidebar shows
 * the shortcut and opens the same box, Escape closes it; axe finds nothing serious in it.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, startE2E, type E2E } from '../helpers/e2e.ts';

const POST_TITLE = "2026'da Instagram Algoritması: Bilmeniz Gereken 7 Değişiklik";

describe('admin search box', () => {
  let e: E2E;
  let page: Page;
  let postId: string;
  let leadId: string;

  beforeAll(async () => {
    e = await startE2E();
    const db = e.t.server.ctx.db.admin;
    postId = (await db.query<{ id: string }>(`select id from public.blog_posts where slug = 'instagram-algoritmasi-2026'`)).rows[0]!.id;
    leadId = (await db.query<{ id: string }>(`select id from public.contact_messages where email = 'hakan.er@example.com'`)).rows[0]!.id;
    const context = await e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signInAdmin(page, e.t.url);
  });
  afterAll(async () => {
    await e?.close();
  });

  const box = () => page.getByRole('dialog', { name: 'Yönetim panelinde ara' });
  const input = () => box().getByRole('combobox', { name: 'Ara' });

  it('Ctrl+K, part of a post title, arrow down and Enter open that post in its editor', async () => {
    await page.keyboard.press('Control+k');
    await expect.poll(() => input().evaluate((el) => el === document.activeElement)).toBe(true);
    await input().fill('ınstagram algo');
    const group = box().getByRole('group', { name: 'Blog Yazıları' });
    const option = group.getByRole('option', { name: new RegExp(`^${POST_TITLE}`) });
    await option.waitFor();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => option.getAttribute('aria-selected')).toBe('true');
    const activeId = await input().getAttribute('aria-activedescendant');
    expect(activeId).toBe(await option.getAttribute('id'));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${e.t.url}/admin/blog/${postId}`);
    await expect.poll(() => page.locator('#root_title').inputValue()).toBe(POST_TITLE);
    expect(await box().isVisible()).toBe(false);
  });

  it('a lead found by its e-mail opens the message', async () => {
    await page.keyboard.press('Control+k');
    await input().fill('hakan.er@exa');
    const option = box().getByRole('group', { name: 'İletişim Mesajları' }).getByRole('option', { name: /^Hakan Er/ });
    await option.waitFor();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => option.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${e.t.url}/admin/contact-messages/${leadId}`);
    await page.getByRole('dialog', { name: 'Mesaj Detayı' }).waitFor();
  });

  it('"Ara" in the sidebar shows the shortcut and opens the box; no result says so; Escape closes it; axe is clean', async () => {
    await page.goto(`${e.t.url}/admin`);
    const button = page.getByRole('button', { name: /^Ara/ }).first();
    await expect.poll(() => button.textContent()).toBe('AraCtrl+K');
    await button.click();
    await input().fill('zzqxw yok böyle');
    await box().getByText('Sonuç yok').waitFor();
    await input().fill('SOSYAL MEDYA');
    await box().getByRole('option').first().waitFor();
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include('dialog[open]').analyze();
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => box().isVisible()).toBe(false);
  });
});
