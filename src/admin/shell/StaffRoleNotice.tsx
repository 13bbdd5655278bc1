/**
 * Writes are allowed only to staff (an admin or editor role in app_metadata, set by an
 * administrator or the server). A
 * signed-in account without it sees published content only and cannot save: say so up front
 * instead of letting every save fail.
 */
import { useAuth } from '../auth/AuthProvider.tsx';
import { Alert } from '../ui/Alert.tsx';
import { staffRole } from '../auth/staff-role.ts';

export function StaffRoleNotice() {
  const { session } = useAuth();
  if (!session || staffRole(session)) return null;
  return (
    <div css={{ marginBottom: '1.25rem' }}>
      <Alert tone="warning" title="Bu hesabın yönetici yetkisi yok">
        Yalnızca yayındaki içerikleri görebilirsiniz; değişiklikler kaydedilmez. Yetki için site yöneticinize başvurun.
      </Alert>
    </div>
  );
}
