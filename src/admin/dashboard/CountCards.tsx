/** The count cards the resource configs ask for (generated/admin/chrome.ts), each with 'Yönet'. */
import type { LoadState } from '../data/load-state.ts';
import { COUNT_CARDS } from '../../../generated/admin/chrome.ts';
import { Alert } from '../ui/Alert.tsx';
import { ButtonLink } from '../ui/Button.tsx';
import type { DashboardCounts } from './load-counts.ts';

export function CountCards({ state }: { state: LoadState<DashboardCounts> }) {
  if (state.error && !state.data) return <Alert tone="danger">Sayılar yüklenirken hata oluştu</Alert>;
  return (
    <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fit, minmax(210px, 1fr))' }}>
      {COUNT_CARDS.map(({ table, plural, route, icon: Icon }) => {
        const value = state.data?.tables[table];
        return (
          <li
            key={table}
            css={(theme) => ({
              display: 'flex',
              flexDirection: 'column',
              gap: '0.75rem',
              padding: '1.25rem',
              background: theme.color.surface,
              border: `1px solid ${theme.color.border}`,
              borderRadius: theme.radius.md,
            })}
          >
            <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '0.75rem' }}>
              <div>
                <h2 css={(theme) => ({ margin: 0, fontSize: '0.9rem', fontWeight: 500, color: theme.color.textMuted })}>{plural}</h2>
                <p data-testid={`count-${table}`} aria-busy={value === undefined} css={{ margin: '0.2rem 0 0', fontSize: '2rem', fontWeight: 700, lineHeight: 1.1 }}>
                  {value ?? '—'}
                </p>
              </div>
              <span
                aria-hidden="true"
                css={(theme) => ({
                  display: 'inline-flex',
                  padding: '0.65rem',
                  borderRadius: theme.radius.md,
                  color: theme.color.primary,
                  background: `color-mix(in srgb, ${theme.color.primary} 15%, transparent)`,
                })}
              >
                <Icon size={22} />
              </span>
            </div>
            <ButtonLink to={`/admin/${route}`} size="sm" variant="ghost" aria-label={`${plural}: Yönet`} css={{ alignSelf: 'flex-start', paddingLeft: 0 }}>
              Yönet →
            </ButtonLink>
          </li>
        );
      })}
    </ul>
  );
}
