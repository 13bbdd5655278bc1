/**
 * Shortcuts to the most common tasks, from the resource configs; 'new' paths open the create form
 * directly. Admin-only screens are left out for editors.
 */
import { QUICK_ACTIONS } from '../../../generated/admin/chrome.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { staffRole } from '../auth/staff-role.ts';
import { isAdminOnlyPath } from '../navigation.ts';
import { ButtonLink } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';

export function QuickActions() {
  const admin = staffRole(useAuth().session) === 'admin';
  return (
    <Card title="Hızlı İşlemler">
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' }}>
        {QUICK_ACTIONS.filter((a) => admin || !isAdminOnlyPath(a.to)).map((a) => (
          <li key={a.to}>
            <ButtonLink to={a.to} icon={a.icon} block variant={a.primary ? 'primary' : 'secondary'} css={{ justifyContent: 'flex-start' }}>
              {a.label}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </Card>
  );
}
