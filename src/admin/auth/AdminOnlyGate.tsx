/**
 * Around the current screen: a screen the navigation marks `adminOnly`, opened by anyone but
 * an administrator (an editor following an old link), shows "Bu sayfa için yetkiniz yok"
 * instead of a form the database would refuse to save.
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ShieldAlert } from 'lucide-react';
import { isAdminOnlyPath } from '../navigation.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { useAuth } from './AuthProvider.tsx';
import { staffRole } from './staff-role.ts';

export function AdminOnlyGate({ children }: { children: ReactNode }) {
  const { session } = useAuth();
  const { pathname } = useLocation();
  if (!isAdminOnlyPath(pathname) || staffRole(session) === 'admin') return children;
  return (
    <div data-testid="forbidden">
      <EmptyState icon={ShieldAlert} title="Bu sayfa için yetkiniz yok" hint="Bu sayfayı yalnızca yöneticiler açabilir. Erişime ihtiyacınız varsa site yöneticinize başvurun." />
    </div>
  );
}
