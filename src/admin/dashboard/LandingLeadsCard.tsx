/** "Açılış sayfalarından gelen mesajlar (son 30 gün)": each landing page with its messages, most first. */
import { ExternalLink } from 'lucide-react';
import type { LoadState } from '../data/load-state.ts';
import { Alert } from '../ui/Alert.tsx';
import { Card } from '../ui/Card.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import type { LandingPageLeads } from './load-landing-leads.ts';

export const LANDING_LEADS_TITLE = 'Açılış sayfalarından gelen mesajlar (son 30 gün)';

export function LandingLeadsCard({ state }: { state: LoadState<LandingPageLeads[]> }) {
  const pages = state.data;
  return (
    <Card title={LANDING_LEADS_TITLE}>
      {state.error && !pages ? (
        <Alert tone="danger">Açılış sayfası mesajları yüklenirken hata oluştu</Alert>
      ) : !pages ? (
        <Spinner />
      ) : pages.length === 0 ? (
        <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>
          Henüz açılış sayfası yok. Bir sayfada “Sitenin üst ve alt bölümü olmadan göster (açılış sayfası)” seçeneğini işaretleyin.
        </p>
      ) : (
        <ul data-testid="landing-leads" css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '0.6rem' }}>
          {pages.map((p) => (
            <li key={p.id} data-path={p.path} css={{ display: 'flex', alignItems: 'center', gap: '0.75rem' }}>
              <span css={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {p.published ? (
                  <a href={p.path} target="_blank" rel="noopener noreferrer" css={{ display: 'inline-flex', alignItems: 'center', gap: '0.3rem' }}>
                    {p.title}
                    <ExternalLink size={14} aria-label="(yeni sekmede açılır)" />
                  </a>
                ) : (
                  <>
                    {p.title} <span css={(theme) => ({ color: theme.color.textMuted, fontSize: '0.85rem' })}>(taslak)</span>
                  </>
                )}
              </span>
              <strong data-testid="landing-leads-count" aria-label={`${p.leads} mesaj`}>
                {p.leads}
              </strong>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
