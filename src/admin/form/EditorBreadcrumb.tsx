/** Kontrol Paneli / <list> / <item> above the full-page editor. */
import { Link } from 'react-router-dom';
import type { AnyResource } from '../resource/types.ts';

export function EditorBreadcrumb({ resource, current, listPath }: { resource: AnyResource; current: string; listPath: string }) {
  return (
    <nav aria-label="Sayfa yolu" css={(theme) => ({ fontSize: '0.875rem', color: theme.color.textMuted, marginBottom: '0.5rem' })}>
      <ol css={{ display: 'flex', flexWrap: 'wrap', gap: '0.4rem', listStyle: 'none', margin: 0, padding: 0, 'li + li::before': { content: '"/"', marginRight: '0.4rem' } }}>
        <li>
          <Link to="/admin" css={(theme) => ({ color: theme.color.textMuted })}>
            Kontrol Paneli
          </Link>
        </li>
        <li>
          <Link to={listPath} css={(theme) => ({ color: theme.color.textMuted })}>
            {resource.title}
          </Link>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
