/**
 * "Eksik çeviriler": per translatable type, how many items still have no text in each
 * translation language, linking to its list (whose rows show their languages). Types with
 * nothing missing are left out; when none miss any, a line says all are translated.
 */
import { Link } from 'react-router-dom';
import type { LoadState } from '../data/load-state.ts';
import { languageAdminName } from '../form/translation-resource.ts';
import { Alert } from '../ui/Alert.tsx';
import { Card } from '../ui/Card.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import type { MissingTranslations } from './load-missing-translations.ts';

export const MISSING_TRANSLATIONS_TITLE = 'Eksik çeviriler';
export const ALL_TRANSLATED = 'Tüm içerikler çevrildi.';

/** "İngilizce: 3" per language that misses any. */
export function missingSummary(missing: Record<string, number>): string {
  return Object.entries(missing)
    .filter(([, n]) => n > 0)
    .map(([code, n]) => `${languageAdminName(code)}: ${n}`)
    .join(' · ');
}

export function MissingTranslationsCard({ state }: { state: LoadState<MissingTranslations[]> }) {
  const types = state.data?.filter((t) => missingSummary(t.missing) !== '');
  return (
    <Card title={MISSING_TRANSLATIONS_TITLE}>
      <div data-missing-translations-card>
        {state.error && !state.data ? (
          <Alert tone="danger">Çeviriler sayılırken hata oluştu</Alert>
        ) : !types ? (
          <Spinner />
        ) : types.length === 0 ? (
          <p css={{ margin: 0 }}>{ALL_TRANSLATED}</p>
        ) : (
          <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '0.5rem' }}>
            {types.map((t) => (
              <li key={t.table}>
                <Link to={t.path} css={{ display: 'flex', justifyContent: 'space-between', gap: '0.75rem', overflowWrap: 'anywhere' }}>
                  <span css={{ fontWeight: 600 }}>{t.name}</span>
                  <span>{missingSummary(t.missing)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
