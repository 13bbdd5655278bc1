/** The media library's where-used texts: the delete warning names each place once, in Turkish order. */
import { describe, expect, it } from 'vitest';
import { sortedUsages, usagePlace, usageWarning, type MediaUsage } from '../../src/admin/media/media-usages.ts';

const use = (resource: string, title: string, field: string, admin_path: string): MediaUsage => ({ file_url: 'u', table_name: 't', row_id: 'r', resource, title, field, admin_path });

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
