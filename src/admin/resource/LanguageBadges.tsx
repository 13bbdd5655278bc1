/**
 * A list row's languages: a badge per language (its code), green when that language is
 * published, amber while a draft, struck out when the item has no text in it yet (struck, not
 * faded: a faded badge fails the admin's contrast check). The default language is the item
 * itself (its own status column says whether it is published).
 */
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../../schema/languages.ts';
import type { RowTranslation } from '../data/translations-data.ts';
import { Badge } from '../ui/Badge.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { useRowTranslations } from './row-languages.ts';

export type LanguageState = 'default' | 'live' | 'draft' | 'missing';

/** Each language's state for one row. */
export function rowLanguageStates(translations: readonly RowTranslation[]): { code: string; adminName: string; state: LanguageState }[] {
  return LANGUAGES.map((l) => {
    const t = translations.find((x) => x.locale === l.code);
    const state: LanguageState = l.code === DEFAULT_LANGUAGE ? 'default' : !t ? 'missing' : t.published === false ? 'draft' : 'live';
    return { code: l.code, adminName: l.adminName, state };
  });
}

const STATE_TEXT: Record<LanguageState, string> = { default: 'ana dil', live: 'çevrildi', draft: 'çeviri taslak', missing: 'çeviri yok' };

export function LanguageBadges({ rowId }: { rowId: string }) {
  const { shown, translations } = useRowTranslations(rowId);
  if (!shown) return null;
  return (
    <span data-languages css={{ display: 'inline-flex', gap: '0.25rem', flexWrap: 'wrap' }}>
      {rowLanguageStates(translations).map((l) => (
        <span key={l.code} data-language={l.code} data-state={l.state} css={l.state === 'missing' ? { textDecoration: 'line-through' } : undefined}>
          <Badge tone={l.state === 'live' ? 'success' : l.state === 'draft' ? 'warning' : 'neutral'} title={`${l.adminName}: ${STATE_TEXT[l.state]}`}>
            {l.code.toUpperCase()}
            <VisuallyHidden>{` (${l.adminName}: ${STATE_TEXT[l.state]})`}</VisuallyHidden>
          </Badge>
        </span>
      ))}
    </span>
  );
}
