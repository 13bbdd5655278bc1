/** The dashboard's broken menu links: nested sub-items checked, query and anchor ignored, other sites and '#anchor' never broken. */
import { describe, expect, it } from 'vitest';
import { findBrokenMenuLinks } from '../../src/admin/dashboard/broken-menu-links.ts';
import type { StoredMenu } from '../../src/admin/data/menus-data.ts';
import { knownPathsOf } from '../../src/admin/form/widgets/menu-link-check.ts';

const known = knownPathsOf([{ path: '/' }, { path: '/hizmetler' }, { path: '/blog/yerel-seo/' }, { path: '/hakkımızda' }]);

const header: StoredMenu = {
  id: 'm-1',
  name: 'Ana Menü',
  location: 'header',
  items: [
    { label: 'Ana Sayfa', url: '/', type: 'internal' },
    { label: 'Hizmetler', url: '/hizmetler?ref=menu#teklif', type: 'internal', children: [
      { label: 'Yerel SEO', url: '/blog/yerel-seo', type: 'internal' },
      { label: 'Eski Hizmet', url: '/hizmetler/eski?x=1#y', type: 'internal' },
    ] },
    { label: 'Kayıp', url: '/olmayan-sayfa', type: 'internal' },
    { label: 'Hakkımızda', url: '/hakk%C4%B1m%C4%B1zda/', type: 'internal' },
    { label: 'Form', url: '#teklif-formu', type: 'internal' },
    { label: 'Dış', url: 'https://example.com/olmayan', type: 'external' },
    { label: 'Site içi sanılan dış', url: '/yok', type: 'external' },
  ],
};
const footer: StoredMenu = {
  id: 'm-2',
  name: 'Alt Bilgi',
  location: 'footer-services',
  items: [{ label: 'Boş Üst', url: '/hizmetler', type: 'internal', children: [{ label: 'Kayıp Alt', url: '/kayip/', type: 'internal' }] }],
};

describe('findBrokenMenuLinks', () => {
  it('lists items and sub-items of every menu whose site address opens no page, in menu order', () => {
    expect(findBrokenMenuLinks([header, footer], known)).toEqual([
      { key: 'm-1:2.2', menuName: 'Ana Menü', location: 'Üst Menü', label: 'Eski Hizmet', url: '/hizmetler/eski?x=1#y', menuPath: '/admin/menus/m-1' },
      { key: 'm-1:3', menuName: 'Ana Menü', location: 'Üst Menü', label: 'Kayıp', url: '/olmayan-sayfa', menuPath: '/admin/menus/m-1' },
      { key: 'm-2:1.1', menuName: 'Alt Bilgi', location: 'Alt Bilgi - Hizmetlerimiz', label: 'Kayıp Alt', url: '/kayip/', menuPath: '/admin/menus/m-2' },
    ]);
  });

  it('finds none when every link opens a page, and none in a menu without items', () => {
    expect(findBrokenMenuLinks([{ ...header, items: header.items.slice(0, 2).map((i) => ({ ...i, children: i.children?.slice(0, 1) })) }, { ...footer, items: [] }], known)).toEqual([]);
  });
});
