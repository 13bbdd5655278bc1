/**
 * What each role is shown, from the configs: the settings screens (nav.adminOnly in their
 * resource config), the users screen and the e-mail outbox are administrators' only, with every URL below them.
 */
import { describe, expect, it } from 'vitest';
import { mayOpen, staffRole } from '../../src/admin/auth/staff-role.ts';
import { ADMIN_NAV, isAdminOnlyPath } from '../../src/admin/navigation.ts';

describe('admin navigation by role', () => {
  it('marks exactly the settings, SEO, webhooks, users, e-mail outbox, SMTP, personal data requests and backups screens admin-only', () => {
    expect(ADMIN_NAV.filter((i) => i.adminOnly).map((i) => i.path)).toEqual(['seo', 'settings', 'webhooks', 'webhook-deliveries', 'users', 'outbox', 'smtp', 'personal-data', 'backups']);
    const editorLabels = ADMIN_NAV.filter((i) => mayOpen(i, 'editor')).map((i) => i.label);
    expect(editorLabels).toEqual(ADMIN_NAV.map((i) => i.label).filter((l) => !['SEO', 'Ayarlar', "Webhook'lar", 'Webhook Gönderimleri', 'Kullanıcılar', 'E-posta kutusu', 'E-posta (SMTP)', 'Kişisel veri talepleri', 'Yedekler'].includes(l)));
    expect(editorLabels).toContain('Medya');
    expect(ADMIN_NAV.filter((i) => mayOpen(i, 'admin'))).toHaveLength(ADMIN_NAV.length);
    expect(ADMIN_NAV.filter((i) => mayOpen(i, undefined)).some((i) => i.adminOnly)).toBe(false);
  });

  it("shows an author only the dashboard and the screens of what authors write (content, media)", () => {
    expect(ADMIN_NAV.filter((i) => mayOpen(i, 'author')).map((i) => i.path)).toEqual(['', 'pages', 'blog', 'projects', 'services', 'team', 'testimonials', 'content-blocks', 'media']);
  });

  it('knows an admin-only URL with its sub-pages, and nothing else', () => {
    for (const p of ['/admin/settings', '/admin/seo/', '/admin/users', '/admin/outbox', '/admin/smtp', '/admin/personal-data', '/admin/backups', '/admin/settings/x']) expect(isAdminOnlyPath(p)).toBe(true);
    for (const p of ['/admin', '/admin/', '/admin/blog', '/admin/blog/new', '/admin/settingsx', '/admin/security']) expect(isAdminOnlyPath(p)).toBe(false);
  });

  it('reads the role from app_metadata only', () => {
    const session = (app: Record<string, unknown>, user: Record<string, unknown> = {}) =>
      ({ user: { app_metadata: app, user_metadata: user } }) as unknown as Parameters<typeof staffRole>[0];
    expect(staffRole(session({ role: 'admin' }))).toBe('admin');
    expect(staffRole(session({ role: 'editor' }))).toBe('editor');
    expect(staffRole(session({ role: 'author' }))).toBe('author');
    expect(staffRole(session({ role: 'owner' }))).toBeUndefined();
    expect(staffRole(session({}, { role: 'admin' }))).toBeUndefined();
    expect(staffRole(null)).toBeUndefined();
  });
});
