/**
 * Beside a field while it is translated: the default language's text of it ("Türkçe: …"),
 * as plain text, so the translator need not switch back. Long texts scroll in their box.
 */
import { languageAdminName } from './translation-resource.ts';
import { referenceText } from './reference-text.ts';

export function ReferenceText({ language, value }: { language: string; value: unknown }) {
  const text = referenceText(value);
  return (
    <div data-reference-text lang={language} css={(theme) => ({ fontSize: '0.82rem', color: theme.color.textMuted, background: theme.color.surfaceAlt, borderLeft: `3px solid ${theme.color.border}`, padding: '0.35rem 0.6rem', borderRadius: 4, maxHeight: '7.5rem', overflowY: 'auto', overflowWrap: 'anywhere' })}>
      <strong lang="tr">{languageAdminName(language)}:</strong> {text || <em lang="tr">boş</em>}
    </div>
  );
}
