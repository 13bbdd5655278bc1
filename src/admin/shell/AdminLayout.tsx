/**
 * The signed-in admin: sidebar and the current screen. On small screens a top bar holds the
 * toggle that opens the sidebar over the page (closed again by choosing a screen, the
 * backdrop or Escape) and the search button. Ctrl+K (⌘K) opens the search box anywhere.
 */
import { Menu, Search, X } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AdminOnlyGate } from '../auth/AdminOnlyGate.tsx';
import { IconButton } from '../ui/Button.tsx';
import { SearchPalette } from '../search/SearchPalette.tsx';
import { useSearchShortcut } from '../search/use-search-shortcut.ts';
import { Sidebar } from './Sidebar.tsx';
import { StaffRoleNotice } from './StaffRoleNotice.tsx';

const SIDEBAR_ID = 'admin-sidebar';

export function AdminLayout() {
  const [open, setOpen] = useState(false);
  const [searching, setSearching] = useState(false);
  const { pathname } = useLocation();
  const openSearch = useCallback(() => {
    setOpen(false);
    setSearching(true);
  }, []);
  useSearchShortcut(openSearch);

  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div css={{ display: 'flex', minHeight: '100vh' }}>
      <Sidebar id={SIDEBAR_ID} open={open} onSearch={openSearch} />
      <SearchPalette open={searching} onClose={() => setSearching(false)} />
      {open && (
        <div
          aria-hidden="true"
          onClick={() => setOpen(false)}
          css={(theme) => ({ position: 'fixed', inset: 0, zIndex: 30, background: 'rgb(2 6 23 / 0.6)', [theme.mq.lg]: { display: 'none' } })}
        />
      )}
      <div css={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <header
          css={(theme) => ({
            position: 'sticky',
            top: 0,
            zIndex: 20,
            display: 'flex',
            alignItems: 'center',
            gap: '0.75rem',
            padding: '0.6rem 1rem',
            background: theme.color.surface,
            borderBottom: `1px solid ${theme.color.border}`,
            [theme.mq.lg]: { display: 'none' },
          })}
        >
          <IconButton
            icon={open ? X : Menu}
            label={open ? 'Menüyü kapat' : 'Menüyü aç'}
            aria-expanded={open}
            aria-controls={SIDEBAR_ID}
            onClick={() => setOpen((v) => !v)}
          />
          <strong>Yönetim Paneli</strong>
          <span css={{ marginLeft: 'auto' }}>
            <IconButton icon={Search} label="Ara" onClick={openSearch} />
          </span>
        </header>
        <main css={(theme) => ({ flex: 1, padding: '1.5rem 1rem', [theme.mq.md]: { padding: '2rem' } })}>
          <StaffRoleNotice />
          <AdminOnlyGate>
            <Outlet />
          </AdminOnlyGate>
        </main>
      </div>
    </div>
  );
}
