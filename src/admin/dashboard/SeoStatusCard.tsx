/** The SEO status block: the checks of load-seo-status.ts, the content without a meta description and the published content with readiness problems. */
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { LoadState } from '../data/load-state.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { staffRole } from '../auth/staff-role.ts';
import { Alert } from '../ui/Alert.tsx';
import { ButtonLink } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { CONTENT_TYPES } from './content-types.ts';
import type { SeoStatus } from './load-seo-status.ts';

export function SeoStatusCard({ state }: { state: LoadState<SeoStatus> }) {
  const { session } = useAuth();
  const status = state.data;
  const passed = status?.checks.filter((c) => c.ok).length ?? 0;
  const total = status?.checks.length ?? 0;
  return (
    <Card
      title="SEO Durumu"
      description={status ? `${passed}/${total} kontrol başarılı` : undefined}
      actions={
        // The settings screen is for administrators; editors see the checks only.
        staffRole(session) === 'admin' && (
          <ButtonLink to="/admin/seo" size="sm">
            SEO Ayarları
          </ButtonLink>
        )
      }
    >
      {state.error && !status ? (
        <Alert tone="danger">SEO durumu yüklenirken hata oluştu</Alert>
      ) : !status ? (
        <Spinner />
      ) : (
        <div css={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
          <div
            role="meter"
            aria-label="SEO puanı"
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={passed}
            aria-valuetext={`${passed}/${total}`}
            css={(theme) => ({ height: 8, borderRadius: theme.radius.pill, background: theme.color.surfaceAlt, overflow: 'hidden' })}
          >
            <div
              css={(theme) => ({
                width: `${total ? (passed / total) * 100 : 0}%`,
                height: '100%',
                background: passed === total ? theme.color.success : theme.color.warning,
              })}
            />
          </div>
          {!status.hasSettings && (
            <Alert tone="warning" title="SEO ayarları henüz kaydedilmedi">
              Varsayılan başlık, açıklama ve görseli SEO Ayarları ekranından girin.
            </Alert>
          )}
          <ul data-testid="seo-checks" css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '0.6rem' }}>
            {status.checks.map((check) => (
              <li key={check.id} data-ok={check.ok} css={{ display: 'flex', alignItems: 'flex-start', gap: '0.6rem', fontSize: '0.9rem' }}>
                {check.ok ? (
                  <CircleCheck size={18} aria-label="Tamam" css={(theme) => ({ color: theme.color.success, flexShrink: 0 })} />
                ) : (
                  <TriangleAlert size={18} aria-label="Dikkat" css={(theme) => ({ color: theme.color.warning, flexShrink: 0 })} />
                )}
                <span css={{ flex: 1 }}>{check.label}</span>
                <span css={(theme) => ({ color: theme.color.textMuted, textAlign: 'right' })}>{check.detail}</span>
              </li>
            ))}
          </ul>
          <div css={(theme) => ({ borderTop: `1px solid ${theme.color.border}`, paddingTop: '1rem' })}>
            <h3 css={{ margin: '0 0 0.5rem', fontSize: '0.95rem' }}>
              Meta açıklaması eksik yayındaki içerikler:{' '}
              <span data-testid="seo-missing-meta-count">{status.missingTotal}</span>
            </h3>
            {status.missingTotal === 0 ? (
              <p css={(theme) => ({ margin: 0, fontSize: '0.875rem', color: theme.color.textMuted })}>Tüm yayındaki içeriklerin meta açıklaması var.</p>
            ) : (
              <ul css={{ margin: 0, paddingLeft: '1.1rem', fontSize: '0.875rem', display: 'flex', flexDirection: 'column', gap: '0.3rem' }}>
                {status.missing
                  .filter((m) => m.count > 0)
                  .map((m) => {
                    const { plural, route } = CONTENT_TYPES[m.table];
                    const more = m.count - m.items.length;
                    return (
                      <li key={m.table}>
                        <Link to={`/admin/${route}`}>
                          {plural} ({m.count})
                        </Link>
                        {': '}
                        {m.items.map((i) => i.title).join(', ')}
                        {more > 0 && ` ve ${more} içerik daha`}
                      </li>
                    );
                  })}
              </ul>
            )}
          </div>
          <div css={(theme) => ({ borderTop: `1px solid ${theme.color.border}`, paddingTop: '1rem' })}>
            <h3 css={{ margin: '0 0 0.5rem', fontSize: '0.95rem' }}>
              Yayın hazırlığında eksiği olan yayındaki içerikler: <span data-testid="seo-readiness-count">{status.readinessTotal}</span>
            </h3>
            {status.readinessTotal === 0 ? (
              <p css={(theme) => ({ margin: 0, fontSize: '0.875rem', color: theme.color.textMuted })}>
                Yayındaki içeriklerde eksik alternatif metin, meta açıklama, uzun başlık veya kırık iç bağlantı yok.
              </p>
            ) : (
              <ul data-testid="seo-readiness" css={{ margin: 0, paddingLeft: '1.1rem', fontSize: '0.875rem', display: 'flex', flexDirection: 'column', gap: '0.3rem' }}>
                {status.readiness
                  .filter((r) => r.count > 0)
                  .map((r) => {
                    const more = r.count - r.items.length;
                    const plural = r.table in CONTENT_TYPES ? CONTENT_TYPES[r.table as keyof typeof CONTENT_TYPES].plural : r.route;
                    return (
                      <li key={r.table}>
                        <Link to={`/admin/${r.route}`}>
                          {plural} ({r.count})
                        </Link>
                        {': '}
                        {r.items.map((i) => `${i.title} (${i.problems})`).join(', ')}
                        {more > 0 && ` ve ${more} içerik daha`}
                      </li>
                    );
                  })}
              </ul>
            )}
          </div>
        </div>
      )}
    </Card>
  );
}
