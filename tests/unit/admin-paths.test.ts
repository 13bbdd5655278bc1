/** The admin's URLs are in one language (English, as most were), and the former Turkish ones redirect. */
import { describe, expect, it } from 'vitest';
import { ADMIN_NAV } from '../../src/admin/navigation.ts';
import { RENAMED_ADMIN_PATHS, renamedAdminPath } from '../../src/admin/shell/renamed-paths.ts';

describe('admin paths', () => {
  it('uses the English paths for the users and backups screens, and no former path', () => {
    const paths = ADMIN_NAV.map((i) => i.path);
    expect(paths).toContain('users');
    expect(paths).toContain('backups');
    for (const old of ['kullanicilar', 'yedekler']) expect(paths).not.toContain(old);
    for (const target of Object.values(RENAMED_ADMIN_PATHS)) expect(paths).toContain(target);
  });

  it('redirects a former path with its sub-path, query and hash', () => {
    expect(renamedAdminPath('/admin/kullanicilar')).toBe('/admin/users');
    expect(renamedAdminPath('/admin/yedekler', '?x=1', '#son')).toBe('/admin/backups?x=1#son');
    expect(renamedAdminPath('/admin/kullanicilar/abc', '', '#a')).toBe('/admin/users/abc#a');
    expect(renamedAdminPath('/admin/users')).toBeNull();
    expect(renamedAdminPath('/admin/kullanicilarx')).toBeNull();
    expect(renamedAdminPath('/admin')).toBeNull();
  });
});
