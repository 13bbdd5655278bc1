/**
 * The media library's where-used texts: `media_usages` answers keys (table, row id, column,
 * the row's title) and the admin names them from generated/admin/media-usages.ts; the list
 * shows the Turkish names with a link to each item, the delete warning names each place once,
 * in Turkish order.
 */
import { ThemeProvider } from '@emotion/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { adminTheme } from '../../src/lib/theme.ts';
import { MediaUsageList } from '../../src/admin/media/MediaUsageList.tsx';
import { sortedUsages, usagePlace, usageWarning, type MediaUsage } from '../../src/admin/media/media-usages.ts';
import { namedUsage, type MediaUsageRow } from '../../src/admin/media/usage-place.ts';

const use = (resource: string, title: string, field: string, admin_path: string): MediaUsage => ({ file_url: 'u', table_name: 't', row_id: 'r', resource, title, field, admin_path });
const row = (table_name: string, row_id: string, field: string, title: string): MediaUsageRow => ({ file_url: '/storage/v1/object/public/media/uploads/kapak.jpg', table_name, row_id, field, title });

describe('media usage texts', () => {
  const usages = [
    use('Site ayarları', 'Site ayarları', 'Logo', '/admin/settings'),
    use('Blog yazısı', 'Şubat notları', 'İçerik', '/admin/blog/2'),
    use('Blog yazısı', 'Çay saati', 'Öne çıkan görsel', '/admin/blog/1'),
    use('Blog yazısı', 'Çay saati', 'Öne çıkan görsel', '/admin/blog/1'),
  ];

  it('writes one place per item and field, settings without a title', () => {
    expect(usagePlace(usages[0]!)).toBe('Site ayarları – Logo');
    expect(usagePlace(usages[1]!)).toBe('Blog yazısı “Şubat notları” – İçerik');
    expect(sortedUsages(usages).map((u) => u.admin_path)).toEqual(['/admin/blog/1', '/admin/blog/2', '/admin/settings']);
  });

  it('names the places in the delete warning', () => {
    expect(usageWarning(usages)).toBe('Bu dosya 3 yerde kullanılıyor: Blog yazısı “Çay saati” – Öne çıkan görsel, Blog yazısı “Şubat notları” – İçerik, Site ayarları – Logo.');
  });
});

describe('naming the keys media_usages answers', () => {
  it('a generic resource: its Turkish name, the field title and /admin/<route>/<id>', () => {
    expect(namedUsage(row('blog_posts', 'b1', 'featured_image', 'Çay saati'))).toEqual({
      file_url: '/storage/v1/object/public/media/uploads/kapak.jpg',
      table_name: 'blog_posts',
      row_id: 'b1',
      resource: 'Blog yazısı',
      title: 'Çay saati',
      field: 'Öne çıkan görsel',
      admin_path: '/admin/blog/b1',
    });
    expect(namedUsage(row('team_members', 't1', 'avatar', 'Ayşe Yılmaz'))).toMatchObject({ resource: 'Ekip üyesi', field: 'Profil fotoğrafı', admin_path: '/admin/team/t1' });
  });

  it('one-row settings: no title (the resource names it) and the screen without an id', () => {
    expect(namedUsage(row('site_settings', 's1', 'favicon_url', ''))).toMatchObject({ resource: 'Site ayarları', title: 'Site ayarları', field: 'Site simgesi (favicon)', admin_path: '/admin/settings' });
    expect(namedUsage(row('seo_settings', 's2', 'default_og_image', ''))).toMatchObject({ resource: 'SEO ayarları', field: 'Varsayılan sosyal paylaşım görseli', admin_path: '/admin/seo' });
  });

  it('a table this build does not know keeps its keys and links to the dashboard', () => {
    expect(namedUsage(row('events', 'e1', 'poster', 'Fuar'))).toMatchObject({ resource: 'events', title: 'Fuar', field: 'poster', admin_path: '/admin' });
  });

  it("the where-used list shows a blog post's image as 'Blog yazısı “…” – Öne çıkan görsel', linked to the post's admin page", () => {
    const list = createElement(MediaUsageList, { usages: [namedUsage(row('blog_posts', 'b1', 'featured_image', 'Çay saati'))], failed: false });
    const html = renderToStaticMarkup(createElement(MemoryRouter, null, createElement(ThemeProvider, { theme: adminTheme, children: list })));
    // Emotion writes its <style> elements inline: the visible text is what is left outside them.
    const text = html.replace(/<style[^>]*>[^<]*<\/style>/g, '').replace(/<[^>]+>/g, '');
    expect(text).toContain('Kullanıldığı yerler (1)');
    expect(text).toContain('Blog yazısı “Çay saati” – Öne çıkan görsel');
    expect(html.match(/<a [^>]*href="([^"]*)"/g)).toEqual(['<a href="/admin/blog/b1"']);
  });
});
