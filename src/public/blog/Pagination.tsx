/** Page links for a paged list; the current page is marked for screen readers too. */
import { Link } from 'react-router-dom';

export function Pagination({ page, pages, href }: { page: number; pages: number; href: (p: number) => string }) {
  if (pages <= 1) return null;
  const item = (p: number, label: string, current = false, disabled = false) => (
    <li key={label}>
      {disabled ? (
        <span aria-disabled="true" css={(theme) => ({ display: 'inline-block', padding: '0.5rem 0.9rem', color: theme.color.textMuted })}>
          {label}
        </span>
      ) : (
        <Link
          to={href(p)}
          aria-current={current ? 'page' : undefined}
          aria-label={label === String(p) ? `Sayfa ${p}` : label}
          css={(theme) => ({
            display: 'inline-block',
            minWidth: 40,
            textAlign: 'center',
            padding: '0.5rem 0.9rem',
            borderRadius: theme.radius.md,
            border: `1px solid ${current ? theme.color.strong : theme.color.border}`,
            background: current ? theme.color.strong : '#fff',
            color: current ? theme.color.onPrimary : theme.color.text,
            textDecoration: 'none',
            fontWeight: 600,
          })}
        >
          {label}
        </Link>
      )}
    </li>
  );
  return (
    <nav aria-label="Sayfalar" css={{ marginTop: '2.5rem' }}>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: '0.4rem', justifyContent: 'center' }}>
        {item(page - 1, 'Önceki', false, page <= 1)}
        {Array.from({ length: pages }, (_, i) => i + 1).map((p) => item(p, String(p), p === page))}
        {item(page + 1, 'Sonraki', false, page >= pages)}
      </ul>
    </nav>
  );
}
