/**
 * The dashboard's broken menu links, in Chromium: a header sub-item pointing at a page that does
 * not exist (written through supabase-js with the service key) is listed with its label, address
 * and a link that opens its menu's editor; with it removed the card says every link works.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_MENU_LINKS_WORK, BROKEN_MENU_LINKS_TITLE } from '../../src/admin/dashboard/BrokenMenuLinksCard.tsx';
import { signedInPage, startE2E, type E2E } from '../helpers/e2e.ts';

const WAIT = { timeout: 60_000 };
type Items = { label: string; url: string; type: string; children?: { label: string; url: string; type: string }[] }[];

describe('broken menu links on the dashboard', () => {
  let e: E2E;
  let admin: Page;
  let menu: { id: string; name: string; items: Items };

  beforeAll(async () => {
    e = await startE2E();
    const { data, error } = await e.t.service().from('menus').select('id, name, items').eq('location', 'header').limit(1).single();
    expect(error).toBeNull();
    menu = data as typeof menu;
    const [first, ...rest] = menu.items;
    const broken: Items = [{ ...first!, children: [...(first!.children ?? []), { label: 'Kayıp Kampanya', url: '/olmayan-sayfa?utm=menu#ust', type: 'internal' }] }, ...rest];
    const write = await e.t.service().from('menus').update({ items: broken }).eq('id', menu.id);
    expect(write.error).toBeNull();
    admin = (await signedInPage(e, '/admin')).page;
  }, 300_000);
  afterAll(async () => {
    await e?.close();
  });

  it('lists the link with its label and a link to its menu; once removed, all links work', async () => {
    const list = admin.getByTestId('broken-menu-links');
    await list.waitFor(WAIT);
    expect(await admin.getByRole('heading', { name: BROKEN_MENU_LINKS_TITLE }).count()).toBe(1);
    expect(await list.getByTestId('broken-menu-link-label').allTextContents()).toEqual(['Kayıp Kampanya']);
    expect(await list.getByText('/olmayan-sayfa?utm=menu#ust', { exact: true }).count()).toBe(1);
    await list.getByRole('link', { name: `Menüyü düzenle (${menu.name})` }).click();
    await admin.waitForURL(`**/admin/menus/${menu.id}`, WAIT);
    await admin.getByRole('dialog', { name: 'Menüyü Düzenle' }).waitFor(WAIT);

    const restore = await e.t.service().from('menus').update({ items: menu.items }).eq('id', menu.id);
    expect(restore.error).toBeNull();
    await admin.goto(`${e.t.url}/admin`);
    await admin.getByTestId('menu-links-ok').waitFor(WAIT);
    expect(await admin.getByTestId('menu-links-ok').textContent()).toBe(ALL_MENU_LINKS_WORK);
    expect(await admin.getByTestId('broken-menu-links').count()).toBe(0);
  });
});
