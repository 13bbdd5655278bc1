/** Shortcuts to the most common tasks, from the resource configs; 'new' paths open the create form directly. */
import { QUICK_ACTIONS } from '../../../generated/admin/chrome.ts';
import { ButtonLink } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';

export function QuickActions() {
  return (
    <Card title="Hızlı İşlemler">
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' }}>
        {QUICK_ACTIONS.map((a) => (
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
