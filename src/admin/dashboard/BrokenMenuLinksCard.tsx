/**
 * "Kırık menü bağlantıları": every menu item or sub-item whose address opens no page, with its
 * menu and a link to that menu's editor; when there are none, a line saying all work.
 */
import { Link } from 'react-router-dom';
import type { LoadState } from '../data/load-state.ts';
import { Alert } from '../ui/Alert.tsx';
import { Card } from '../ui/Card.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import type { BrokenMenuLink } from './broken-menu-links.ts';

export const BROKEN_MENU_LINKS_TITLE = 'Kırık menü bağlantıları';
export const ALL_MENU_LINKS_WORK = 'Tüm menü bağlantıları çalışıyor.';

function BrokenLinkRow({ link }: { link: BrokenMenuLink }) {
  return (
    <li css={{ minWidth: 0 }}>
      <p css={(theme) => ({ margin: 0, fontSize: '0.8rem', color: theme.color.textMuted })}>
        {link.menuName} · {link.location}
      </p>
      <p css={{ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="broken-menu-link-label">
        {link.label}
      </p>
      <p css={(theme) => ({ margin: '0.15rem 0 0', fontSize: '0.9rem', color: theme.color.danger, overflowWrap: 'anywhere' })}>
        <code>{link.url}</code>
      </p>
      <Link to={link.menuPath} css={{ fontSize: '0.9rem' }}>
        {`Menüyü düzenle (${link.menuName})`}
      </Link>
    </li>
  );
}

export function BrokenMenuLinksCard({ state }: { state: LoadState<BrokenMenuLink[]> }) {
  const links = state.data;
  return (
    <Card title={BROKEN_MENU_LINKS_TITLE}>
      {state.error && !links ? (
        <Alert tone="danger">Menü bağlantıları denetlenirken hata oluştu</Alert>
      ) : !links ? (
        <Spinner />
      ) : links.length === 0 ? (
        <p data-testid="menu-links-ok" css={{ margin: 0 }}>
          {ALL_MENU_LINKS_WORK}
        </p>
      ) : (
        <ul data-testid="broken-menu-links" css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
          {links.map((link) => (
            <BrokenLinkRow key={link.key} link={link} />
          ))}
        </ul>
      )}
    </Card>
  );
}
