/**
 * The admin sidebar: the screens of ADMIN_NAV (active one highlighted), the account links
 * (Güvenlik, Siteyi Görüntüle), the signed-in e-mail and 'Çıkış Yap'. On wide screens it is
 * always there; on small screens it slides in over the page when the shell's toggle opens it.
 */
import { ExternalLink, LayoutDashboard, ShieldCheck } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { ADMIN_NAV, SITE_LINK } from '../navigation.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { mayOpen, staffRole } from '../auth/staff-role.ts';
import { SearchButton } from '../search/SearchButton.tsx';
import { SignOutButton } from './SignOutButton.tsx';

export const SIDEBAR_WIDTH = 260;

export interface SidebarProps {
  id: string;
  /** Open on small screens (ignored on wide ones, where it is always shown). */
  open: boolean;
  /** Opens the search box (src/admin/search). */
  onSearch: () => void;
}

function NavItem({ to, label, icon: Icon, end }: { to: string; label: string; icon: LucideIcon; end?: boolean }) {
  return (
    <NavLink
      to={to}
      end={end}
      css={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: '0.7rem',
        padding: '0.55rem 0.75rem',
        borderRadius: theme.radius.sm,
        color: theme.color.textMuted,
        textDecoration: 'none',
        fontSize: '0.925rem',
        fontWeight: 500,
        '&:hover': { background: theme.color.surfaceAlt, color: theme.color.text },
        '&.active': {
          background: `color-mix(in srgb, ${theme.color.primary} 18%, transparent)`,
          color: theme.color.accent,
          fontWeight: 600,
        },
        '&:focus-visible': { outline: `2px solid ${theme.color.accent}`, outlineOffset: -2 },
      })}
    >
      <Icon size={18} aria-hidden="true" />
      {label}
    </NavLink>
  );
}

const listStyle = { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 2 } as const;

export function Sidebar({ id, open, onSearch }: SidebarProps) {
  const { session } = useAuth();
  const SiteIcon = SITE_LINK.icon;
  return (
    <aside
      id={id}
      css={(theme) => ({
        position: 'fixed',
        inset: '0 auto 0 0',
        zIndex: 40,
        width: SIDEBAR_WIDTH,
        maxWidth: '85vw',
        display: 'flex',
        flexDirection: 'column',
        background: theme.color.surface,
        borderRight: `1px solid ${theme.color.border}`,
        transform: open ? 'none' : 'translateX(-100%)',
        visibility: open ? 'visible' : 'hidden',
        transition: 'transform 200ms ease, visibility 200ms',
        [theme.mq.lg]: { position: 'sticky', top: 0, height: '100vh', transform: 'none', visibility: 'visible', flexShrink: 0 },
      })}
    >
      <NavLink
        to="/admin"
        end
        css={(theme) => ({
          display: 'flex',
          alignItems: 'center',
          gap: '0.6rem',
          padding: '1.1rem 1.25rem',
          color: theme.color.text,
          textDecoration: 'none',
          fontWeight: 700,
          fontSize: '1.1rem',
          borderBottom: `1px solid ${theme.color.border}`,
          '& svg': { color: theme.color.primary },
        })}
      >
        <LayoutDashboard size={22} aria-hidden="true" />
        Yönetim Paneli
      </NavLink>
      <div css={{ padding: '0.75rem 0.75rem 0' }}>
        <SearchButton onClick={onSearch} />
      </div>
      <div css={{ flex: 1, overflowY: 'auto', padding: '0.75rem' }}>
        <nav aria-label="Yönetim menüsü">
          <ul css={listStyle}>
            {ADMIN_NAV.filter((item) => mayOpen(item, staffRole(session))).map((item) => (
              <li key={item.path}>
                <NavItem to={item.path ? `/admin/${item.path}` : '/admin'} end={!item.path} label={item.label} icon={item.icon} />
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Hesap" css={(theme) => ({ marginTop: '0.75rem', paddingTop: '0.75rem', borderTop: `1px solid ${theme.color.border}` })}>
          <ul css={listStyle}>
            <li>
              <NavItem to="/admin/security" label="Güvenlik" icon={ShieldCheck} />
            </li>
            <li>
              <a
                href="/"
                target="_blank"
                rel="noopener"
                css={(theme) => ({
                  display: 'flex',
                  alignItems: 'center',
                  gap: '0.7rem',
                  padding: '0.55rem 0.75rem',
                  borderRadius: theme.radius.sm,
                  color: theme.color.textMuted,
                  textDecoration: 'none',
                  fontSize: '0.925rem',
                  '&:hover': { background: theme.color.surfaceAlt, color: theme.color.text },
                })}
              >
                <SiteIcon size={18} aria-hidden="true" />
                {SITE_LINK.label}
                <ExternalLink size={14} aria-hidden="true" css={{ marginLeft: 'auto' }} />
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div css={(theme) => ({ padding: '1rem', borderTop: `1px solid ${theme.color.border}` })}>
        <p css={(theme) => ({ margin: '0 0 0.2rem', fontSize: '0.75rem', color: theme.color.textMuted })}>Oturum açan kullanıcı</p>
        <p data-testid="signed-in-email" css={{ margin: '0 0 0.75rem', fontSize: '0.875rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
          {session?.user.email}
        </p>
        <SignOutButton />
      </div>
    </aside>
  );
}
