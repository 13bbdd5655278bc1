/**
 * A compact pager for a paged list: previous, the first page, the current one with its
 * neighbours, the last, next; gaps as an ellipsis. Plain links (they work without script); the
 * current page is marked for screen readers too.
 */
import { useStrings } from '../language/use-language.ts';
import type { Theme } from '@emotion/react';
import { Link } from 'react-router-dom';
import { pagerItems } from './pager-items.ts';

const cell = { display: 'inline-block', minWidth: 40, textAlign: 'center', padding: '0.5rem 0.9rem' } as const;

const linkCss = (current: boolean) => (theme: Theme) => ({
  ...cell,
  borderRadius: theme.radius.md,
  border: `1px solid ${current ? theme.color.strong : theme.color.border}`,
  background: current ? theme.color.strong : '#fff',
  color: current ? theme.color.onPrimary : theme.color.text,
  textDecoration: 'none',
  fontWeight: 600,
});

function Step({ to, label, text, rel }: { to: string | null; label: string; text: string; rel: 'prev' | 'next' }) {
  return (
    <li>
      {to === null ? (
        <span aria-disabled="true" css={(theme) => ({ ...cell, color: theme.color.textMuted })}>
          {text}
        </span>
      ) : (
        <Link to={to} rel={rel} aria-label={label} css={linkCss(false)}>
          {text}
        </Link>
      )}
    </li>
  );
}

export function Pager({ page, pages, href, label }: { page: number; pages: number; href: (p: number) => string; label?: string }) {
  const t = useStrings();
  if (pages <= 1) return null;
  return (
    <nav aria-label={label ?? t.pagerLabel} css={{ marginTop: '2.5rem' }}>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: '0.4rem', justifyContent: 'center' }}>
        <Step to={page > 1 ? href(page - 1) : null} label={t.pagerPreviousLabel} text={t.pagerPrevious} rel="prev" />
        {pagerItems(page, pages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" css={(theme) => ({ ...cell, color: theme.color.textMuted })}>
              …
            </li>
          ) : (
            <li key={p}>
              <Link to={href(p)} aria-current={p === page ? 'page' : undefined} aria-label={t.pagerPage(p)} css={linkCss(p === page)}>
                {p}
              </Link>
            </li>
          ),
        )}
        <Step to={page < pages ? href(page + 1) : null} label={t.pagerNextLabel} text={t.pagerNext} rel="next" />
      </ul>
    </nav>
  );
}
