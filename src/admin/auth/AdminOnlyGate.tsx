/**
 * Around the current screen: a screen the navigation marks `adminOnly`, opened by anyone but
 * an administrator (an editor following an old link), shows "Bu sayfa için yetkiniz yok"
 * instead of a form the database would refuse to save.
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ShieldAlert } from 'lucide-react';
import { isAdminOnlyPath, navItemOf } from '../navigation.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { useAuth } from './AuthProvider.tsx';
import { mayOpen, staffRole } from './staff-role.ts';

/** An author opens only the screens marked for authors (and pages of no screen: the account's). */
function authorMayOpen(pathname: string): boolean {
  const item = navItemOf(pathname);
  return !item || mayOpen(item, 'author');
}

export function AdminOnlyGate({ children }: { children: ReactNode }) {
  const { session } = useAuth();
  const { pathname } = useLocation();
  const role = staffRole(session);
  if (role === 'author') {
    if (authorMayOpen(pathname)) return children;
    return (
      <div data-testid="forbidden">
        <EmptyState icon={ShieldAlert} title="Bu sayfa için yetkiniz yok" hint="Yazarlar içerik yazar ve medya yükler; bu sayfayı yöneticiler ve editörler açar." />
      </div>
    );
  }
  if (!isAdminOnlyPath(pathname) || role === 'admin') return children;
  return (
    <div data-testid="forbidden">
      <EmptyState icon={ShieldAlert} title="Bu sayfa için yetkiniz yok" hint="Bu sayfayı yalnızca yöneticiler açabilir. Erişime ihtiyacınız varsa site yöneticinize başvurun." />
    </div>
  );
}
