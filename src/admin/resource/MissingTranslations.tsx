/**
 * A list's count of items without a translation, per language ("İngilizce çevirisi eksik: 3"),
 * after its count of items: phrasing content (it sits in the header's paragraph).
 */
import { languageAdminName } from '../form/translation-resource.ts';

/** Per translation language: how many items miss it, or that all are translated. */
export function missingTranslationsTexts(missing: Record<string, number>): string[] {
  return Object.entries(missing).map(([code, n]) => (n > 0 ? `${languageAdminName(code)} çevirisi eksik: ${n}` : `${languageAdminName(code)}: tümü çevrildi`));
}

export function MissingTranslations({ missing }: { missing: Record<string, number> }) {
  return (
    <>
      {missingTranslationsTexts(missing).map((text) => (
        <span key={text} data-missing-translations>
          {' · '}
          {text}
        </span>
      ))}
    </>
  );
}
